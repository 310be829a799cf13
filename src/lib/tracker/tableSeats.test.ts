import { describe, expect, test } from 'vitest';
import {
	MAX_TABLE_GAMES,
	defaultFarSeats,
	defaultPlacement,
	placementOf,
	TABLE_SEATS,
	rotationOf,
	sideOf,
	withSide,
	withTableSeats
} from './tableSeats';
import { readShape } from './shape';

// The stored preference's check: a value of the wrong shape reads as not set.
const isTableSeats = (value: unknown) => readShape(TABLE_SEATS, value, 'bad').ok;

describe('table seats', () => {
	test('by default the later half sits across; in the duel the second player', () => {
		expect(defaultFarSeats(2)).toEqual([1]);
		expect(defaultFarSeats(4)).toEqual([2, 3]);
		expect(defaultFarSeats(5)).toEqual([3, 4]);
		expect(defaultPlacement(4)).toEqual({ far: [2, 3], left: [], right: [] });
	});

	test('setting a game makes it the latest, sorted, and off removes it', () => {
		const one = withTableSeats({}, 'a', { far: [3, 2, 2], left: [], right: [] });
		expect(one).toEqual({ a: { far: [2, 3], left: [], right: [] } });
		const two = withTableSeats(one, 'b', { far: [1], left: [], right: [] });
		expect(Object.keys(withTableSeats(two, 'a', { far: [0], left: [], right: [] }))).toEqual([
			'b',
			'a'
		]);
		expect(withTableSeats(two, 'a', null)).toEqual({ b: { far: [1], left: [], right: [] } });
	});

	test('a seat placed on two sides is kept on the later one (far, then left, then right)', () => {
		expect(withTableSeats({}, 'a', { far: [1, 2], left: [2, 3], right: [3, 0] })).toEqual({
			a: { far: [1], left: [2], right: [0, 3] }
		});
	});

	test(`keeps the latest ${MAX_TABLE_GAMES} games`, () => {
		let all = {};
		for (let i = 0; i < MAX_TABLE_GAMES + 3; i++)
			all = withTableSeats(all, `g${i}`, { far: [1], left: [2], right: [] });
		expect(Object.keys(all)).toHaveLength(MAX_TABLE_GAMES);
		expect(Object.keys(all)[0]).toBe('g3');
		expect(isTableSeats(all)).toBe(true);
	});

	test('four sides: each seat on one, the display turned to read upright from it', () => {
		let placement = defaultPlacement(4);
		placement = withSide(placement, 1, 'left');
		placement = withSide(placement, 3, 'right');
		expect(placement).toEqual({ far: [2], left: [1], right: [3] });
		expect([0, 1, 2, 3].map((seat) => sideOf(placement, seat))).toEqual([
			'near',
			'left',
			'far',
			'right'
		]);
		expect([0, 1, 2, 3].map((seat) => rotationOf(sideOf(placement, seat)))).toEqual([
			0, 90, 180, 270
		]);
		// Back to the near side: off every other side.
		expect(withSide(placement, 3, 'near')).toEqual({ far: [2], left: [1], right: [] });
		expect(withSide(placement, 2, 'left')).toEqual({ far: [], left: [1, 2], right: [3] });
	});

	test('a value stored before the sides were added (the far seats) reads as near and far', () => {
		const stored = { old: [2, 3] };
		expect(isTableSeats(stored)).toBe(true);
		const placement = placementOf(stored.old);
		expect(placement).toEqual({ far: [2, 3], left: [], right: [] });
		expect([0, 1, 2, 3].map((seat) => sideOf(placement, seat))).toEqual([
			'near',
			'near',
			'far',
			'far'
		]);
		// Setting another game keeps it as it was.
		expect(withTableSeats(stored, 'new', { far: [], left: [0], right: [] })).toEqual({
			old: [2, 3],
			new: { far: [], left: [0], right: [] }
		});
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
		[{ '': [1] }],
		[{ a: { far: [1], left: [] } }],
		[{ a: { far: [1], left: [1], right: [] } }],
		[{ a: { far: [1], left: [], right: [], near: [0] } }],
		[{ a: { far: [2, 1], left: [], right: [] } }],
		[{ a: { far: [1], left: [7], right: [] } }],
		[{ a: { far: 1, left: [], right: [] } }],
		[{ a: [{ far: [1], left: [], right: [] }] }]
	])('refuses %j', (value) => {
		expect(isTableSeats(value)).toBe(false);
	});

	test('accepts an empty placement, seats in order and the four sides', () => {
		expect(isTableSeats({})).toBe(true);
		expect(isTableSeats({ a: [], b: [0, 3, 6] })).toBe(true);
		expect(isTableSeats({ a: { far: [2], left: [1], right: [3] }, b: [1] })).toBe(true);
		expect(isTableSeats({ a: { far: [], left: [], right: [] } })).toBe(true);
	});
});
