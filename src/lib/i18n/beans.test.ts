import { expect, test } from 'vitest';
import { BEANS, EDITION_IDS } from '$lib/rules';
import { LOCALES } from './locales';
import { beanFamily, beanGloss, beanName, beanNameLanguage, glossedBeanName } from './beans';

test.each([
	['en', 'rio-grande', 'chili', 'Chili Bean'],
	['de', 'rio-grande', 'chili', 'Feuerbohne'],
	['fr', 'rio-grande', 'chili', 'Harry Cauchemar'],
	['de', 'amigo', 'garden', 'Gartenbohne'],
	// AMIGO 1997: the cards print German names, in French and English too (seed 004).
	['fr', 'amigo-1997', 'black-eyed', 'Augenbohne'],
	['fr', 'amigo-1997', 'stink', 'Saubohne'],
	['fr', 'amigo-1997', 'green', 'Brechbohne'],
	['fr', 'amigo-1997', 'soy', 'Sojabohne'],
	['fr', 'amigo-1997', 'garden', 'Gartenbohne'],
	['fr', 'amigo-1997', 'red', 'Rote Bohne'],
	['en', 'amigo-1997', 'blue', 'Blaue Bohne'],
	['de', 'amigo-1997', 'chili', 'Feuerbohne'],
	// The current AMIGO edition and Rio Grande keep each language's names.
	['fr', 'amigo', 'black-eyed', 'Harry Chaos'],
	['en', 'amigo', 'stink', 'Stink Bean'],
	['de', 'rio-grande', 'stink', 'Saubohne'],
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
	expect(beanNameLanguage('fr', 'amigo-1997')).toBe('de');
	expect(beanNameLanguage('en', 'amigo-1997')).toBe('de');
	expect(beanNameLanguage('fr', 'amigo')).toBe('fr');
});

// Rabohnzel (S003) prints German names: English and French readers get a gloss beside them.
test.each([
	['en', 'rabohnzel', 'pick', 'Pflückbohne “picking bean”'],
	['fr', 'rabohnzel', 'mean', 'Gemeine Bohne «\u00a0haricot commun\u00a0»'],
	['de', 'rabohnzel', 'pick', 'Pflückbohne'],
	['en', 'rio-grande', 'chili', 'Chili Bean'],
	['fr', 'amigo-1997', 'stink', 'Saubohne']
] as const)('%s %s %s: the name with its gloss is %s', (locale, edition, bean, expected) => {
	expect(glossedBeanName(locale, edition, bean)).toBe(expected);
});

// The gloss alone, for the calculator's tiles: none where the printed name is the reader's own.
test.each([
	['en', 'rabohnzel', 'pick', '“picking bean”'],
	['fr', 'rabohnzel', 'pick', '«\u00a0haricot cueilleur\u00a0»'],
	['de', 'rabohnzel', 'pick', null],
	['en', 'rio-grande', 'chili', null]
] as const)('%s %s %s: the gloss alone is %s', (locale, edition, bean, expected) => {
	expect(beanGloss(locale, edition, bean)).toBe(expected);
});
