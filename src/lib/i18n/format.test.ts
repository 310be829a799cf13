import { describe, expect, it, test } from 'vitest';
import {
	formatDate,
	formatList,
	formatNumber,
	isolate,
	plural,
	prepareDateFormats,
	prepareListFormat
} from './format';
import { LOCALES } from './locales';

describe('isolate', () => {
	it('wraps a name in first-strong isolate and pop directional isolate', () => {
		expect([...isolate('Ana')].map((c) => c.codePointAt(0))).toEqual([
			0x2068, 0x41, 0x6e, 0x61, 0x2069
		]);
	});

	it('keeps a right-to-left override inside the name', () => {
		const name = 'Bob\u202Eevil';
		const sentence = `Delete the game of ${isolate(name)}?`;
		expect(sentence.indexOf('\u2069')).toBeGreaterThan(sentence.indexOf('\u202E'));
	});
});

describe('plural and list', () => {
	it('picks the French singular for 0 and 1 and formats numbers', () => {
		expect(plural('fr', 0, { one: '# pièce', other: '# pièces' })).toBe('0 pièce');
		expect(plural('en', 1000, { one: '# coin', other: '# coins' })).toBe('1,000 coins');
	});

	it('joins names the way each language does', () => {
		expect(formatList('en', ['Mia', 'Leo', 'Ana'])).toBe('Mia, Leo, and Ana');
		expect(formatList('de', ['Mia', 'Leo', 'Ana'])).toBe('Mia, Leo und Ana');
		expect(formatList('fr', ['Mia', 'Leo'])).toBe('Mia et Leo');
	});

	it('makes a language’s list formatter once, ahead of its first list when asked', () => {
		// Intl's members are read-only in the types, not in the engine: counted constructions.
		const intl = Intl as { ListFormat: typeof Intl.ListFormat };
		const Original = intl.ListFormat;
		const made: string[] = [];
		intl.ListFormat = class extends Original {
			constructor(locale?: Intl.LocalesArgument, options?: Intl.ListFormatOptions) {
				super(locale, options);
				made.push(`${String(locale)} ${options?.type}`);
			}
		};
		try {
			prepareListFormat('fr', 'disjunction');
			expect(made).toEqual(['fr disjunction']);
			expect(formatList('fr', ['Mia', 'Leo'], 'disjunction')).toBe('Mia ou Leo');
			expect(formatList('fr', ['Mia', 'Leo', 'Ana'], 'disjunction')).toBe('Mia, Leo ou Ana');
			prepareListFormat('fr', 'disjunction');
			expect(made).toEqual(['fr disjunction']);
		} finally {
			intl.ListFormat = Original;
		}
	});
});

describe('formatNumber', () => {
	it('writes every number as Intl.NumberFormat does, in every language of the app', () => {
		const numbers = [
			...Array.from({ length: 1000 }, (_, n) => n),
			-0,
			-1,
			-999,
			0.5,
			999.5,
			1000,
			-1000,
			1234,
			9999,
			10000,
			12345,
			999999,
			1000000,
			-1234567,
			Number.MAX_SAFE_INTEGER,
			-Number.MAX_SAFE_INTEGER,
			Number.MAX_SAFE_INTEGER + 2,
			1e21,
			NaN,
			Infinity
		];
		for (const locale of LOCALES) {
			const intl = new Intl.NumberFormat(locale);
			for (const n of numbers)
				expect(formatNumber(locale, n), `${locale} ${n}`).toBe(intl.format(n));
		}
	});
});

test('formatDate writes each style as the browser does, in every language', () => {
	const at = Date.UTC(2026, 10, 29, 20, 40);
	const styles = {
		dateTime: { dateStyle: 'medium', timeStyle: 'short' },
		time: { timeStyle: 'short' },
		shortDateTime: { dateStyle: 'short', timeStyle: 'short' },
		date: { dateStyle: 'medium' }
	} as const;
	for (const locale of ['en', 'de', 'fr'] as const) {
		for (const [style, options] of Object.entries(styles)) {
			const expected = new Intl.DateTimeFormat(locale, options).format(at);
			expect(formatDate(locale, style as keyof typeof styles, at)).toBe(expected);
			expect(formatDate(locale, style as keyof typeof styles, new Date(at))).toBe(expected);
		}
	}
	prepareDateFormats('de', 'time');
	expect(formatDate('de', 'time', at)).toBe(new Intl.DateTimeFormat('de', styles.time).format(at));
});
