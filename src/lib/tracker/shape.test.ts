import { describe, expect, expectTypeOf, test } from 'vitest';
import {
	count,
	flag,
	listOf,
	oneOf,
	optional,
	readShape,
	text,
	type Field,
	type ObjectOf
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

	test('a field of a kind it does not know accepts nothing', () => {
		const unknown = { kind: 'date' } as unknown as Field;
		expect(readShape({ when: unknown }, { when: '2024-01-01' }, 'bad')).toEqual({
			ok: false,
			error: 'bad'
		});
		expect(readShape({ when: listOf(unknown) }, { when: [1] }, 'bad')).toEqual({
			ok: false,
			error: 'bad'
		});
	});

	test('refuses what is no record', () => {
		for (const raw of [null, undefined, 3, 'x']) {
			expect(readShape({}, raw, 'bad')).toEqual({ ok: false, error: 'bad' });
		}
	});
});
