import { describe, expect, test } from 'vitest';
import { MAX_TABLE_GAMES, defaultFarSeats, isTableSeats, withTableSeats } from './tableSeats';

describe('table seats', () => {
	test('by default the later half sits across; in the duel the second player', () => {
		expect(defaultFarSeats(2)).toEqual([1]);
		expect(defaultFarSeats(4)).toEqual([2, 3]);
		expect(defaultFarSeats(5)).toEqual([3, 4]);
	});

	test('setting a game makes it the latest, sorted, and off removes it', () => {
		const one = withTableSeats({}, 'a', [3, 2, 2]);
		expect(one).toEqual({ a: [2, 3] });
		const two = withTableSeats(one, 'b', [1]);
		expect(Object.keys(withTableSeats(two, 'a', [0]))).toEqual(['b', 'a']);
		expect(withTableSeats(two, 'a', null)).toEqual({ b: [1] });
	});

	test(`keeps the latest ${MAX_TABLE_GAMES} games`, () => {
		let all = {};
		for (let i = 0; i < MAX_TABLE_GAMES + 3; i++) all = withTableSeats(all, `g${i}`, [1]);
		expect(Object.keys(all)).toHaveLength(MAX_TABLE_GAMES);
		expect(Object.keys(all)[0]).toBe('g3');
		expect(isTableSeats(all)).toBe(true);
	});

	test.each([
		[null],
		[[]],
		[{ a: [1, 1] }],
		[{ a: [2, 1] }],
		[{ a: [7] }],
		[{ a: [-1] }],
		[{ a: [0.5] }],
		[{ a: 'far' }],
		[{ '': [1] }]
	])('refuses %j', (value) => {
		expect(isTableSeats(value)).toBe(false);
	});

	test('accepts an empty placement and seats in order', () => {
		expect(isTableSeats({})).toBe(true);
		expect(isTableSeats({ a: [], b: [0, 3, 6] })).toBe(true);
	});
});
