import { describe, expect, test } from 'vitest';
import { isLocale, matchLocale } from './locales';

describe('matchLocale', () => {
	test.each([
		[['de-DE', 'en'], 'de'],
		[['fr-CA'], 'fr'],
		[['FR'], 'fr'],
		[['es-ES', 'de-AT'], 'de'],
		[['nl', 'pt-BR'], 'en'],
		[[], 'en'],
		[['en-GB', 'de'], 'en']
	])('%j → %s', (languages, expected) => {
		expect(matchLocale(languages)).toBe(expected);
	});
});

test('isLocale accepts only shipped languages', () => {
	expect(isLocale('de')).toBe(true);
	expect(isLocale('es')).toBe(false);
	expect(isLocale(42)).toBe(false);
	expect(isLocale(undefined)).toBe(false);
});
