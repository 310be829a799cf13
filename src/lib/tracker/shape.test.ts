import { describe, expect, expectTypeOf, test } from 'vitest';
import type { Result } from '$lib/rules/types';
import {
	coded,
	count,
	either,
	flag,
	kind,
	listOf,
	nullable,
	number,
	oneOf,
	optional,
	read,
	readShape,
	recordOf,
	text,
	where,
	type ObjectOf,
	type ValueOf
} from './shape';

const SHAPE = {
	name: text(5),
	on: flag,
	colour: oneOf(['red', 'blue']),
	n: count(10),
	step: oneOf(['a', 'b', null]),
	tags: listOf(text(), 2),
	items: listOf({ id: count(3), note: optional(text()) }),
	extra: optional(count(1))
} as const;

const good = {
	name: 'Ada',
	on: true,
	colour: 'red',
	n: 10,
	step: null,
	tags: ['x'],
	items: [{ id: 3 }, { id: 0, note: 'hi' }]
};

describe('a shape', () => {
	test('gives the type of what it reads', () => {
		expect(readShape(SHAPE, good, 'bad').ok).toBe(true);
		expectTypeOf<ObjectOf<typeof SHAPE>>().toEqualTypeOf<{
			readonly name: string;
			readonly on: boolean;
			readonly colour: 'red' | 'blue';
			readonly n: number;
			readonly step: 'a' | 'b' | null;
			readonly tags: readonly string[];
			readonly items: readonly { readonly id: number; readonly note?: string }[];
			readonly extra?: number;
		}>();
	});

	test('reads a good record into a copy of its own fields, in the shape order', () => {
		const read = readShape(SHAPE, { ...good, other: 1, extra: undefined }, 'bad');
		expect(read).toEqual({ ok: true, value: good });
		expect(Object.keys(read.ok ? read.value : {})).toEqual(Object.keys(good));
	});

	test.each([
		['text too long', { name: 'Adaline' }, 'bad'],
		['not a flag', { on: 1 }, 'bad'],
		['an id it does not list', { colour: 'green' }, 'bad'],
		['a count over its limit', { n: 11 }, 'bad'],
		['a count below 0', { n: -1 }, 'negative-count'],
		['a fraction', { n: 1.5 }, 'bad'],
		['undefined where null is allowed', { step: undefined }, 'bad'],
		['a list too long', { tags: ['a', 'b', 'c'] }, 'bad'],
		['an item of the wrong type', { tags: [1] }, 'bad'],
		['a record item that is no object', { items: [null] }, 'bad'],
		['a bad count inside an item', { items: [{ id: -3 }] }, 'negative-count'],
		['an optional field of the wrong type', { extra: 'x' }, 'bad']
	])('refuses %s', (_, change, error) => {
		expect(readShape(SHAPE, { ...good, ...change }, 'bad')).toEqual({ ok: false, error });
	});

	test('reads -0 as 0', () => {
		const read = readShape({ n: count(3) }, { n: -0 }, 'bad');
		expect(read.ok && Object.is(read.value.n, 0)).toBe(true);
	});

	test('checks the fields before the lists, whatever their order', () => {
		const listFirst = { tags: listOf(text()), n: count(3) } as const;
		expect(readShape(listFirst, { tags: 'x', n: -1 }, 'bad')).toEqual({
			ok: false,
			error: 'negative-count'
		});
		// The value keeps the shape's order.
		const read = readShape(listFirst, { n: 1, tags: [] }, 'bad');
		expect(Object.keys(read.ok ? read.value : {})).toEqual(['tags', 'n']);
	});

	test('refuses what is no record', () => {
		for (const raw of [null, undefined, 3, 'x']) {
			expect(readShape({}, raw, 'bad')).toEqual({ ok: false, error: 'bad' });
		}
	});

	test('refuses a count of another type, whatever it compares as', () => {
		for (const n of ['-1', [-1], null, true, NaN, Infinity]) {
			expect(readShape({ n: count(3) }, { n }, 'bad')).toEqual({ ok: false, error: 'bad' });
		}
		expect(readShape({ n: count(3) }, { n: -Infinity }, 'bad')).toEqual({
			ok: false,
			error: 'negative-count'
		});
	});
});

describe('a number', () => {
	const whole = number(100, true);
	const any = number();

	test('is read within its bounds, -0 as 0', () => {
		expectTypeOf<ValueOf<typeof whole>>().toEqualTypeOf<number>();
		expect(readShape(whole, 0, 'bad')).toEqual({ ok: true, value: 0 });
		expect(readShape(whole, 100, 'bad')).toEqual({ ok: true, value: 100 });
		expect(readShape(any, 0.5, 'bad')).toEqual({ ok: true, value: 0.5 });
		expect(readShape(any, 1e308, 'bad')).toEqual({ ok: true, value: 1e308 });
		const zero = readShape(any, -0, 'bad');
		expect(zero.ok && Object.is(zero.value, 0)).toBe(true);
	});

	test.each([
		['over its bound', whole, 101],
		['a fraction where it is whole', whole, 1.5],
		['one below 0', whole, -1],
		['one below 0 of any kind', any, -0.5],
		['NaN', any, NaN],
		['Infinity', any, Infinity],
		['1e308 over a bound', whole, 1e308],
		['text', any, '1'],
		['null', any, null],
		['a flag', any, true]
	])('refuses %s with the record code', (_, field, value) => {
		expect(readShape(field, value, 'bad')).toEqual({ ok: false, error: 'bad' });
	});

	test('gives its own code for one below 0 where it has one', () => {
		const seats = number(6, true, 'no-seat');
		expect(readShape(seats, -1, 'bad')).toEqual({ ok: false, error: 'no-seat' });
		expect(readShape(seats, 7, 'bad')).toEqual({ ok: false, error: 'bad' });
		expect(readShape(seats, '-1', 'bad')).toEqual({ ok: false, error: 'bad' });
	});
});

describe('a field read by a function of its own', () => {
	const even = read((value): Result<number> =>
		typeof value !== 'number'
			? { ok: false, error: 'not-a-number' }
			: value % 2 === 0
				? { ok: true, value: value / 2 }
				: { ok: false, error: 'odd' }
	);

	test('gives what the function reads, with its type', () => {
		expect(readShape({ half: even }, { half: 4 }, 'bad')).toEqual({ ok: true, value: { half: 2 } });
		expectTypeOf<ObjectOf<{ half: typeof even }>>().toEqualTypeOf<{ readonly half: number }>();
	});

	test("keeps the function's codes, in a list too", () => {
		expect(readShape({ half: even }, { half: 3 }, 'bad')).toEqual({ ok: false, error: 'odd' });
		expect(readShape({ half: even }, {}, 'bad')).toEqual({ ok: false, error: 'not-a-number' });
		expect(readShape({ halves: listOf(even) }, { halves: [2, 'x'] }, 'bad')).toEqual({
			ok: false,
			error: 'not-a-number'
		});
	});

	test('is read in its place among the fields', () => {
		const shape = { list: listOf(text()), half: even, n: count(1) } as const;
		expect(readShape(shape, { list: 1, half: 1, n: 2 }, 'bad')).toEqual({
			ok: false,
			error: 'odd'
		});
	});

	test('lets what the function throws through', () => {
		const broken = read(() => {
			throw new Error('bug');
		});
		expect(() => readShape({ x: broken }, { x: 1 }, 'bad')).toThrow('bug');
		expect(() => readShape({ xs: listOf(broken), n: count(1) }, { xs: [1], n: 2 }, 'bad')).toThrow(
			'bug'
		);
	});
});

describe('readShape', () => {
	test('reads one field, a list or a record by its shape', () => {
		expect(readShape(text(3), 'abc', 'bad')).toEqual({ ok: true, value: 'abc' });
		expect(readShape(text(3), 'abcd', 'bad')).toEqual({ ok: false, error: 'bad' });
		expect(readShape(listOf(count(2)), [0, 2], 'bad')).toEqual({ ok: true, value: [0, 2] });
		expect(readShape(listOf(count(2)), [-1], 'bad')).toEqual({
			ok: false,
			error: 'negative-count'
		});
		expect(readShape({ on: flag }, { on: false, off: 1 }, 'bad')).toEqual({
			ok: true,
			value: { on: false }
		});
	});
});

describe('a value or null', () => {
	const coins = nullable(listOf(count(9), 7));

	test('reads null as null and anything else by its field', () => {
		expectTypeOf<ValueOf<typeof coins>>().toEqualTypeOf<readonly number[] | null>();
		expect(readShape(coins, null, 'bad')).toEqual({ ok: true, value: null });
		expect(readShape(coins, [1, 2], 'bad')).toEqual({ ok: true, value: [1, 2] });
		expect(readShape(coins, undefined, 'bad')).toEqual({ ok: false, error: 'bad' });
		expect(readShape(coins, [-1], 'bad')).toEqual({ ok: false, error: 'negative-count' });
	});

	test('absent as well where it is optional', () => {
		const shape = { step: optional(nullable(text())) } as const;
		expectTypeOf<ObjectOf<typeof shape>>().toEqualTypeOf<{ readonly step?: string | null }>();
		expect(readShape(shape, {}, 'bad')).toEqual({ ok: true, value: {} });
		expect(readShape(shape, { step: null }, 'bad')).toEqual({ ok: true, value: { step: null } });
		expect(readShape(shape, { step: 3 }, 'bad')).toEqual({ ok: false, error: 'bad' });
	});
});

describe('a record of keys to values', () => {
	const scores = recordOf(text(3), count(9), 2);

	test('reads each key and value into a copy', () => {
		expectTypeOf<ValueOf<typeof scores>>().toEqualTypeOf<Readonly<Record<string, number>>>();
		const stored = { ada: 3, bo: 0 };
		const read = readShape(scores, stored, 'bad');
		expect(read).toEqual({ ok: true, value: stored });
		expect(read.ok && read.value).not.toBe(stored);
		expect(readShape(scores, {}, 'bad')).toEqual({ ok: true, value: {} });
	});

	test('keeps a key named __proto__ as a key', () => {
		const read = readShape(recordOf(text(), count(9)), JSON.parse('{"__proto__": 1}'), 'bad');
		expect(read.ok && Object.keys(read.value)).toEqual(['__proto__']);
		expect(read.ok && Object.getPrototypeOf(read.value)).toBe(Object.prototype);
	});

	test('of records', () => {
		const named = recordOf(text(), { to: text() });
		expectTypeOf<ValueOf<typeof named>>().toEqualTypeOf<
			Readonly<Record<string, { readonly to: string }>>
		>();
		expect(readShape(named, { a: { to: 'b', x: 1 } }, 'bad')).toEqual({
			ok: true,
			value: { a: { to: 'b' } }
		});
	});

	test.each([
		['null', null],
		['a list', [1]],
		['text', 'ada'],
		['too many keys', { a: 1, b: 2, c: 3 }],
		['a key too long', { adam: 1 }],
		['a value of the wrong type', { a: '1' }]
	])('refuses %s', (_, value) => {
		expect(readShape(scores, value, 'bad')).toEqual({ ok: false, error: 'bad' });
	});

	test("gives a value's own code", () => {
		expect(readShape(scores, { a: -1 }, 'bad')).toEqual({ ok: false, error: 'negative-count' });
	});
});

describe('one of two kinds', () => {
	const seats = either(listOf(count(6)), { far: listOf(count(6)) });

	test('reads by the first that fits', () => {
		expectTypeOf<ValueOf<typeof seats>>().toEqualTypeOf<
			readonly number[] | { readonly far: readonly number[] }
		>();
		expect(readShape(seats, [1, 2], 'bad')).toEqual({ ok: true, value: [1, 2] });
		expect(readShape(seats, { far: [1] }, 'bad')).toEqual({ ok: true, value: { far: [1] } });
	});

	test("refuses what neither reads, with the second's code", () => {
		expect(readShape(seats, 'far', 'bad')).toEqual({ ok: false, error: 'bad' });
		expect(readShape(seats, { far: [-1] }, 'bad')).toEqual({
			ok: false,
			error: 'negative-count'
		});
	});

	test('lets what a reader throws through', () => {
		const broken = read(() => {
			throw new Error('bug');
		});
		expect(() => readShape(either(broken, flag), true, 'bad')).toThrow('bug');
	});
});

describe('a field with a test of its own', () => {
	const ascending = where(listOf(count(6)), (seats) =>
		seats.every((s, i) => i === 0 || s > seats[i - 1]!)
	);

	test('reads what its field reads and the test accepts', () => {
		expectTypeOf<ValueOf<typeof ascending>>().toEqualTypeOf<readonly number[]>();
		expect(readShape(ascending, [0, 3], 'bad')).toEqual({ ok: true, value: [0, 3] });
		expect(readShape(ascending, [3, 0], 'bad')).toEqual({ ok: false, error: 'bad' });
		expect(readShape(ascending, [-1], 'bad')).toEqual({ ok: false, error: 'negative-count' });
	});

	test('is given the value as stored too', () => {
		const exact = where({ a: flag }, (_, raw) => Object.keys(raw as object).length === 1);
		expect(readShape(exact, { a: true }, 'bad')).toEqual({ ok: true, value: { a: true } });
		expect(readShape(exact, { a: true, b: 1 }, 'bad')).toEqual({ ok: false, error: 'bad' });
	});

	test('names its own code for what the test refuses, where it has one', () => {
		const id = where(text(), (value) => value !== 'x', 'bad-id');
		expect(readShape(id, 'x', 'bad')).toEqual({ ok: false, error: 'bad-id' });
		expect(readShape(id, 7, 'bad')).toEqual({ ok: false, error: 'bad' });
	});
});

describe('a field with a code of its own', () => {
	const edition = coded(oneOf(['amigo', 'rabohnzel']), 'unknown-edition');

	test('names its code for every misfit, the record its own for the others', () => {
		const shape = { edition, turn: count(9) } as const;
		expectTypeOf<ObjectOf<typeof shape>>().toEqualTypeOf<{
			readonly edition: 'amigo' | 'rabohnzel';
			readonly turn: number;
		}>();
		expect(readShape(shape, { edition: 'amigo', turn: 1 }, 'bad').ok).toBe(true);
		expect(readShape(shape, { turn: 1 }, 'bad')).toEqual({ ok: false, error: 'unknown-edition' });
		expect(readShape(shape, { edition: 'amigo' }, 'bad')).toEqual({ ok: false, error: 'bad' });
	});
});

describe('a kind of its own', () => {
	const anyNumber = kind<number>((value) => typeof value === 'number');

	test('reads a value its test accepts as it is', () => {
		expectTypeOf<ValueOf<typeof anyNumber>>().toEqualTypeOf<number>();
		expect(readShape(anyNumber, -1.5, 'bad')).toEqual({ ok: true, value: -1.5 });
		expect(readShape(anyNumber, NaN, 'bad')).toEqual({ ok: true, value: NaN });
		expect(readShape(anyNumber, '1', 'bad')).toEqual({ ok: false, error: 'bad' });
	});
});
