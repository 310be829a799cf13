import { expect, test } from 'vitest';
import { meterFromTexts, parseCardCount } from './cardCount';

test.each([
	['5', 18, { ok: true, value: 5 }],
	[' 12 ', 24, { ok: true, value: 12 }],
	['0', 6, { ok: true, value: 0 }],
	['18', 18, { ok: true, value: 18 }],
	['19', 18, { ok: false, error: 'too-many' }],
	['2.5', 18, { ok: false, error: 'not-whole-number' }],
	['-1', 18, { ok: false, error: 'not-whole-number' }],
	['abc', 18, { ok: false, error: 'not-whole-number' }],
	['1e2', 18, { ok: false, error: 'not-whole-number' }],
	['', 18, null],
	['   ', 18, null]
])('"%s" with at most %i cards → %j', (text, max, expected) => {
	expect(parseCardCount(text, max)).toEqual(expected);
});

test('meter texts: empty boxes are not-printed steps, kept where the length is fixed', () => {
	expect(meterFromTexts(['3', '6'], true)).toEqual([3, 6]);
	expect(meterFromTexts(['3', ''], true)).toEqual([3, null]);
	expect(meterFromTexts(['2', '', '5', ''], false)).toEqual([2, null, 5]);
	expect(meterFromTexts(['', '', '', ''], false)).toEqual([]);
});

test('meter texts: bad numbers are passed on for the engine to name', () => {
	const [fraction, word, negative, comma] = meterFromTexts(['2.5', 'x', '-3', '4,5'], true);
	expect(fraction).toBe(2.5);
	expect(word).toBeNaN();
	expect(negative).toBe(-3);
	expect(comma).toBe(4.5);
});

test('meter texts: only plain numbers are numbers (no hex, exponents or signs read as steps)', () => {
	const texts = ['0x10', '1e1', '+5', '0b11', 'Infinity', '1,000', '٣', '12'];
	const values = meterFromTexts(texts, true);
	expect(values.slice(0, 7).every((value) => Number.isNaN(value))).toBe(true);
	expect(values[7]).toBe(12);
});

test.each(['0x10', '+5', '-0', '5.', '.5', '1E1', '0b11', '\u200b3', '3\u0000', '１２'])(
	'"%s" is not a card count',
	(text) => {
		expect(parseCardCount(text, 200)).toEqual({ ok: false, error: 'not-whole-number' });
	}
);
