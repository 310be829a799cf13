import { describe, expect, expectTypeOf, it } from 'vitest';
import {
	METER_ERRORS,
	cardsForCoins,
	harvestCoins,
	meterFor,
	nextCoinAt,
	validateMeter,
	type MeterError
} from './harvest';
import type { EditionId, Meter, Result } from './types';

// Coins for 0, 1, 2, … 13 cards, written out by hand from each meter in docs/rules.md#beans
// (WP, CODE).
const BASE_VALUES = [
	['coffee', [0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 4, 4]], // 4 7 10 12
	['wax', [0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 3, 4, 4, 4]], // 4 7 9 11
	['blue', [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 4]], // 4 6 8 10
	['chili', [0, 0, 0, 1, 1, 1, 2, 2, 3, 4, 4, 4, 4, 4]], // 3 6 8 9
	['stink', [0, 0, 0, 1, 1, 2, 2, 3, 4, 4, 4, 4, 4, 4]], // 3 5 7 8
	['green', [0, 0, 0, 1, 1, 2, 3, 4, 4, 4, 4, 4, 4, 4]], // 3 5 6 7
	['soy', [0, 0, 1, 1, 2, 2, 3, 4, 4, 4, 4, 4, 4, 4]], // 2 4 6 7
	['black-eyed', [0, 0, 1, 1, 2, 3, 4, 4, 4, 4, 4, 4, 4, 4]], // 2 4 5 6
	['red', [0, 0, 1, 2, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4]], // 2 3 4 5
	['garden', [0, 0, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3]], // - 2 3 -
	['cocoa', [0, 0, 2, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]] // - 2 3 4
] as const;

const AMIGO_BEANS = ['blue', 'chili', 'stink', 'green', 'soy', 'black-eyed', 'red', 'garden'];

describe('harvestCoins: base beans, every step and every count between', () => {
	const cases = BASE_VALUES.flatMap(([bean, values]) =>
		values.map((coins, cards) => [bean, cards, coins] as const)
	);
	it.each(cases)('rio-grande %s × %i = %i', (bean, cards, coins) => {
		expect(harvestCoins('rio-grande', bean, cards)).toBe(coins);
	});
	it.each(cases.filter(([bean]) => AMIGO_BEANS.includes(bean)))(
		'amigo and amigo-1997 %s × %i = %i',
		(bean, cards, coins) => {
			expect(harvestCoins('amigo', bean, cards)).toBe(coins);
			expect(harvestCoins('amigo-1997', bean, cards)).toBe(coins);
		}
	);
	it.each([
		['coffee', 24],
		['blue', 20],
		['garden', 6],
		['cocoa', 4],
		['red', 154]
	] as const)('%s never pays more than its top step (%i cards)', (bean, cards) => {
		expect(harvestCoins('rio-grande', bean, cards)).toBe(bean === 'garden' ? 3 : 4);
	});
});

describe('harvestCoins: rule-book examples', () => {
	it.each([
		['amigo', 'stink', 2, 0], // S000: 1 or 2 stink beans earn nothing
		['amigo', 'stink', 4, 1], // S000: 3 or 4 earn one
		['amigo', 'stink', 6, 2], // S000: 5 or 6 earn two
		['amigo', 'stink', 7, 3], // S000: 7 earns three
		['amigo', 'stink', 9, 4], // S000: 8 or more earn four
		['amigo', 'chili', 3, 1], // S000 example 5
		['amigo-1997', 'green', 3, 1], // S004: three Brechbohnen are worth 1
		['amigo-1997', 'black-eyed', 4, 2], // S004: the fourth Augenbohne earns 2
		['amigo-1997', 'garden', 1, 0], // S004: a single Gartenbohne earns nothing
		['my-first', 'sour', 3, 0], // S001 example 1: one to three Sour Beans earn nothing
		['my-first', 'sour', 4, 1] // S001 example 1: four earn a coin
	] as const)('%s %s × %i = %i', (edition, bean, cards, coins) => {
		expect(harvestCoins(edition, bean, cards)).toBe(coins);
	});
});

describe('harvestCoins: unknown meters', () => {
	it.each([
		['my-first', 'sour', 16, 1], // one-coin bean: never more than 1
		['my-first', 'mean', 0, 0],
		['my-first', 'mean', 1, null],
		['my-first', 'mean', 20, null],
		['my-first', 'princess', 0, 0],
		['my-first', 'princess', 3, null],
		['rabohnzel', 'cape', 0, 0],
		['rabohnzel', 'cape', 2, 0], // t1 = 3 (S003)
		['rabohnzel', 'cape', 3, 1], // t2 must be above 3
		['rabohnzel', 'cape', 4, null], // t2 could be 4
		['rabohnzel', 'cape', 11, null],
		['rabohnzel', 'sword', 0, 0],
		['rabohnzel', 'sword', 1, null],
		['rabohnzel', 'princess', 17, null]
	] as const)('%s %s × %i = %s', (edition, bean, cards, coins) => {
		expect(harvestCoins(edition, bean, cards)).toBe(coins);
	});

	it.each([
		['my-first', 'mean', [3], 2, 0],
		['my-first', 'mean', [3], 3, 1],
		['my-first', 'mean', [3], 20, 1],
		['my-first', 'sword', [3, 5], 2, 0],
		['my-first', 'sword', [3, 5], 3, 1],
		['my-first', 'sword', [3, 5], 4, 1],
		['my-first', 'sword', [3, 5], 5, 2],
		['my-first', 'sword', [3, 5], 14, 2],
		['rabohnzel', 'cape', [3, 5, 7], 4, 1],
		['rabohnzel', 'cape', [3, 5, 7], 5, 2],
		['rabohnzel', 'cape', [3, 5, 7], 6, 2],
		['rabohnzel', 'cape', [3, 5, 7], 7, 3],
		['rabohnzel', 'cape', [3, 5, 7], 11, 3],
		['rabohnzel', 'pick', [2, 4, 6], 9, 3], // fewer than 4 steps typed in
		['rabohnzel', 'princess', [null, 3, 5, 7], 2, 0],
		['rabohnzel', 'princess', [null, 3, 5, 7], 3, 2]
	] as const)('%s %s with entered %j × %i = %i', (edition, bean, meter, cards, coins) => {
		expect(harvestCoins(edition, bean, cards, { meters: { [bean]: meter } })).toBe(coins);
	});

	it('uses only the entered meter of the harvested bean', () => {
		expect(harvestCoins('my-first', 'mean', 5, { meters: { broad: [3] } })).toBeNull();
	});

	it('ignores entered meters for printed beans', () => {
		expect(harvestCoins('amigo', 'blue', 4, { meters: { blue: [1, 2, 3, 5] } })).toBe(1);
	});

	it('rejects an invalid entered meter, naming it', () => {
		expect(() => harvestCoins('my-first', 'sword', 4, { meters: { sword: [5, 3] } })).toThrow(
			/sword.*not-increasing/
		);
	});
});

describe('harvestCoins: bad input', () => {
	it.each([-1, 1.5, NaN, Infinity, '3', null, undefined])('cards %s', (cards) => {
		expect(() => harvestCoins('amigo', 'blue', cards as number)).toThrow(RangeError);
	});
	it('names the bad count', () => {
		expect(() => harvestCoins('amigo', 'blue', -3)).toThrow(/-3/);
	});
	it.each([
		['bohnanza', 'blue'],
		['amigo', 'coffee'],
		['amigo', 'Blue'],
		['my-first', 'garden'],
		['rabohnzel', 'stink']
	])('%s %s', (edition, bean) => {
		expect(() => harvestCoins(edition as EditionId, bean, 3)).toThrow(RangeError);
		expect(() => harvestCoins(edition as EditionId, bean, 3)).toThrow(
			new RegExp(edition === 'bohnanza' ? 'bohnanza' : bean)
		);
	});
});

describe('meterFor', () => {
	it.each([
		['amigo', 'blue', undefined, [4, 6, 8, 10], 'printed'],
		['rio-grande', 'garden', undefined, [null, 2, 3, null], 'printed'],
		['my-first', 'sour', undefined, [4], 'printed'],
		['my-first', 'mean', undefined, [null], 'unknown'],
		['my-first', 'mean', { mean: [3] }, [3], 'entered'],
		['rabohnzel', 'cape', undefined, [3, null, null], 'partial'],
		['rabohnzel', 'sword', undefined, [null, null, null, null], 'unknown'],
		['rabohnzel', 'sword', { sword: [2, 4] }, [2, 4], 'entered']
	] as const)('%s %s (%j) → %j %s', (edition, bean, meters, meter, status) => {
		const info = meterFor(edition, bean, meters);
		expect(info.meter).toEqual(meter);
		expect(info.status).toBe(status);
	});

	it('tells "not printed" from "unknown"', () => {
		expect(meterFor('rio-grande', 'cocoa').steps).toEqual([null, 2, 3, 4]);
		expect(meterFor('rabohnzel', 'cape').steps).toEqual([3, 'unknown', 'unknown']);
	});
});

describe('nextCoinAt', () => {
	it.each([
		['amigo', 'blue', 0, { cards: 4, more: 4, coins: 1 }],
		['amigo', 'blue', 5, { cards: 6, more: 1, coins: 2 }],
		['amigo', 'blue', 9, { cards: 10, more: 1, coins: 4 }],
		['amigo', 'blue', 10, 'maximum'],
		['amigo', 'blue', 15, 'maximum'],
		['amigo', 'garden', 0, { cards: 2, more: 2, coins: 2 }], // no 1-coin step printed
		['amigo', 'garden', 2, { cards: 3, more: 1, coins: 3 }],
		['amigo', 'garden', 3, 'maximum'], // no 4-coin step printed
		['rio-grande', 'cocoa', 3, { cards: 4, more: 1, coins: 4 }],
		['my-first', 'sour', 1, { cards: 4, more: 3, coins: 1 }],
		['my-first', 'sour', 4, 'maximum'],
		['my-first', 'mean', 0, null],
		['rabohnzel', 'cape', 2, { cards: 3, more: 1, coins: 1 }],
		['rabohnzel', 'cape', 3, null],
		['rabohnzel', 'cape', 4, null]
	] as const)('%s %s at %i → %j', (edition, bean, cards, next) => {
		expect(nextCoinAt(edition, bean, cards)).toEqual(next);
	});

	it('uses entered meters', () => {
		const meters = { sword: [3, 5] };
		expect(nextCoinAt('my-first', 'sword', 3, { meters })).toEqual({ cards: 5, more: 2, coins: 2 });
		expect(nextCoinAt('my-first', 'sword', 5, { meters })).toBe('maximum');
	});

	it.each([-1, 0.5, NaN])('rejects %s cards', (cards) => {
		expect(() => nextCoinAt('amigo', 'blue', cards)).toThrow(RangeError);
	});
});

describe('cardsForCoins', () => {
	it.each([
		['amigo', 'blue', 0, 0],
		['amigo', 'blue', 1, 4],
		['amigo', 'blue', 2, 6],
		['amigo', 'blue', 3, 8],
		['amigo', 'blue', 4, 10],
		['amigo', 'blue', 5, 'unreachable'],
		['amigo', 'garden', 1, 2], // 1 coin is not printed: 2 cards pay 2
		['amigo', 'garden', 2, 2],
		['amigo', 'garden', 3, 3],
		['amigo', 'garden', 4, 'unreachable'],
		['rio-grande', 'cocoa', 1, 2],
		['rio-grande', 'coffee', 4, 12],
		['my-first', 'sour', 1, 4],
		['my-first', 'sour', 2, 'unreachable'],
		['my-first', 'mean', 1, null],
		['my-first', 'mean', 2, 'unreachable'],
		['rabohnzel', 'cape', 1, 3],
		['rabohnzel', 'cape', 2, null],
		['rabohnzel', 'cape', 4, 'unreachable']
	] as const)('%s %s for %i coins → %s', (edition, bean, coins, cards) => {
		expect(cardsForCoins(edition, bean, coins)).toBe(cards);
	});

	it('uses entered meters', () => {
		expect(cardsForCoins('rabohnzel', 'cape', 2, { meters: { cape: [3, 5, 7] } })).toBe(5);
	});

	it.each([-1, 1.5, NaN])('rejects %s coins', (coins) => {
		expect(() => cardsForCoins('amigo', 'blue', coins)).toThrow(RangeError);
	});
});

describe('validateMeter', () => {
	it.each([
		['my-first', 'mean', [3]],
		['my-first', 'sour', [4]],
		['my-first', 'sword', [3, 5]],
		['rabohnzel', 'cape', [3, 5, 7]],
		['rabohnzel', 'pick', [2, 4]],
		['rabohnzel', 'pick', [2, 4, 6, 8]],
		['rabohnzel', 'white', [null, 3, 5, 7]],
		['amigo', 'blue', [4, 6, 8, 10]],
		['amigo', 'garden', [null, 2, 3, null]]
	] as const)('%s %s %j is valid', (edition, bean, meter) => {
		expect(validateMeter(edition, bean, meter)).toEqual({ ok: true, value: meter });
	});

	it.each([
		['my-first', 'mean', 'abc', 'not-a-meter'],
		['my-first', 'mean', [], 'wrong-length'],
		['my-first', 'mean', [3, 4], 'wrong-length'], // one-coin bean: one number
		['my-first', 'sword', [3], 'wrong-length'], // two-coin bean: two numbers
		['rabohnzel', 'cape', [3, 5], 'wrong-length'],
		['rabohnzel', 'cape', [3, 5, 7, 9], 'wrong-length'],
		['rabohnzel', 'pick', [1, 2, 3, 4, 5], 'too-many-steps'],
		['rabohnzel', 'pick', [], 'wrong-length'],
		['my-first', 'mean', [2.5], 'not-whole-number'],
		['my-first', 'mean', [NaN], 'not-whole-number'],
		['my-first', 'mean', ['3'], 'not-whole-number'],
		['my-first', 'mean', [Infinity], 'not-whole-number'],
		['my-first', 'mean', [0], 'not-positive'],
		['my-first', 'mean', [-2], 'not-positive'],
		['my-first', 'mean', [21], 'more-than-cards'], // 20 cards
		['my-first', 'princess', [2, 7], 'more-than-cards'], // 6 cards
		['rabohnzel', 'pick', [1, 1e20], 'more-than-cards'],
		['rabohnzel', 'sword', [2 ** 53 + 2], 'more-than-cards'],
		['my-first', 'mean', [null], 'missing-step'],
		['my-first', 'sword', [3, null], 'missing-step'],
		['rabohnzel', 'pick', [null, null], 'missing-step'],
		['my-first', 'sword', [5, 3], 'not-increasing'],
		['my-first', 'sword', [3, 3], 'not-increasing'],
		['rabohnzel', 'pick', [2, null, 2], 'not-increasing'],
		['my-first', 'sour', [5], 'contradicts-source'], // S001: 4
		['rabohnzel', 'cape', [2, 4, 6], 'contradicts-source'], // S003: 3
		['amigo', 'blue', [4, 6, 8, 11], 'contradicts-source'],
		['amigo', 'garden', [1, 2, 3, null], 'contradicts-source']
	] as const)('%s %s %j → %s', (edition, bean, meter, code) => {
		expect(validateMeter(edition, bean, meter)).toEqual({ ok: false, error: code });
	});

	it('throws for an unknown bean', () => {
		expect(() => validateMeter('my-first', 'coffee', [3])).toThrow(RangeError);
	});

	it('returns its codes as a type (MeterError)', () => {
		expectTypeOf(validateMeter('my-first', 'sour', [4])).toEqualTypeOf<Result<Meter, MeterError>>();
		expect(new Set(METER_ERRORS).size).toBe(9);
	});
});
