import { expect, test } from 'vitest';
import { BEANS, EDITION_IDS } from '$lib/rules';
import { LOCALES } from './locales';
import { beanFamily, beanName, beanNameLanguage } from './beans';

test.each([
	['en', 'rio-grande', 'chili', 'Chili Bean'],
	['de', 'rio-grande', 'chili', 'Feuerbohne'],
	['fr', 'rio-grande', 'chili', 'Harry Cauchemar'],
	['de', 'amigo', 'garden', 'Gartenbohne'],
	['fr', 'amigo-1997', 'black-eyed', 'Harry Chaos'],
	['en', 'my-first', 'princess', 'Princess Bean'],
	['fr', 'rabohnzel', 'mean', 'Gemeine Bohne'],
	['en', 'my-first', 'mean', 'Mean Bean']
] as const)('%s %s %s → %s', (locale, edition, bean, name) => {
	expect(beanName(locale, edition, bean)).toBe(name);
});

test('every bean of every edition has a name in every language', () => {
	for (const edition of EDITION_IDS) {
		for (const bean of BEANS[edition]) {
			for (const locale of LOCALES) {
				expect(beanName(locale, edition, bean.id), `${locale} ${edition} ${bean.id}`).not.toBe(
					bean.id
				);
			}
		}
	}
});

test('families and name languages', () => {
	expect(beanFamily('amigo-1997')).toBe('base');
	expect(beanFamily('rabohnzel')).toBe('rabohnzel');
	expect(beanNameLanguage('fr', 'rabohnzel')).toBe('de');
	expect(beanNameLanguage('de', 'my-first')).toBe('en');
	expect(beanNameLanguage('fr', 'rio-grande')).toBe('fr');
});
