import { describe, expect, it } from 'vitest';
import {
	BASE_BEANS,
	BEANS,
	MY_FIRST_BEANS,
	RABOHNZEL_BEANS,
	beanRow,
	findBean,
	type BeanRow
} from './beans';
import { EDITION_IDS, SOURCE_TAGS, type EditionId } from './types';

describe('base beans (docs/rules.md#base-game-beans)', () => {
	// id, cards, meter: written out from docs/rules.md#base-game-beans; sources in the last column.
	it.each([
		['coffee', 24, [4, 7, 10, 12]], // WP, CODE
		['wax', 22, [4, 7, 9, 11]], // WP, CODE
		['blue', 20, [4, 6, 8, 10]], // WP, CODE
		['chili', 18, [3, 6, 8, 9]], // WP, CODE; S000 example 5
		['stink', 16, [3, 5, 7, 8]], // S000, S004 text; WP, CODE
		['green', 14, [3, 5, 6, 7]], // WP, CODE; S004 example
		['soy', 12, [2, 4, 6, 7]], // WP, CODE
		['black-eyed', 10, [2, 4, 5, 6]], // WP, CODE; S004 example
		['red', 8, [2, 3, 4, 5]], // WP, CODE
		['garden', 6, [null, 2, 3, null]], // WP, CODE
		['cocoa', 4, [null, 2, 3, 4]] // WP, CODE
	] as const)('%s: %i cards, meter %j', (id, cards, meter) => {
		const row = beanRow('rio-grande', id);
		expect(row.cards).toBe(cards);
		expect(row.meter).toEqual(meter);
		expect(row.steps).toBe('exact');
	});
});

describe('My First beans (S001)', () => {
	it.each([
		['mean', 20, ['unknown']],
		['sour', 16, [4]], // S001 example 1
		['broad', 12, ['unknown']],
		['stink', 8, ['unknown']],
		['sword', 14, ['unknown', 'unknown']],
		['giant', 12, ['unknown', 'unknown']],
		['dwarf', 10, ['unknown', 'unknown']],
		['magic', 9, ['unknown', 'unknown']],
		['dragon', 8, ['unknown', 'unknown']],
		['princess', 6, ['unknown', 'unknown']]
	] as const)('%s: %i cards, meter %j', (id, cards, meter) => {
		const row = beanRow('my-first', id);
		expect(row.cards).toBe(cards);
		expect(row.meter).toEqual(meter);
		expect(row.sources).toEqual(['S001']);
	});
});

describe('Rabohnzel beans (S003)', () => {
	it.each([
		['pick', 9],
		['cape', 11],
		['mean', 13],
		['white', 14],
		['magic', 15],
		['princess', 17],
		['sword', 19]
	] as const)('%s: %i cards', (id, cards) => {
		expect(beanRow('rabohnzel', id).cards).toBe(cards);
	});
	it('knows only the Kapbohne first step (3) and its three steps', () => {
		expect(RABOHNZEL_BEANS.cape.meter).toEqual([3, 'unknown', 'unknown']);
		expect(RABOHNZEL_BEANS.cape.steps).toBe('exact');
		expect(RABOHNZEL_BEANS.sword.meter).toEqual(['unknown', 'unknown', 'unknown', 'unknown']);
		expect(RABOHNZEL_BEANS.sword.steps).toBe('at-most');
	});
});

describe('bean sets per edition', () => {
	it.each([
		['amigo', ['blue', 'chili', 'stink', 'green', 'soy', 'black-eyed', 'red', 'garden'], 104], // S000
		['amigo-1997', ['blue', 'chili', 'stink', 'green', 'soy', 'black-eyed', 'red', 'garden'], 104], // S004
		[
			'rio-grande',
			[
				'coffee',
				'wax',
				'blue',
				'chili',
				'stink',
				'green',
				'soy',
				'black-eyed',
				'red',
				'garden',
				'cocoa'
			],
			154
		], // RGG
		[
			'my-first',
			['mean', 'sour', 'broad', 'stink', 'sword', 'giant', 'dwarf', 'magic', 'dragon', 'princess'],
			115
		], // S001
		['rabohnzel', ['pick', 'cape', 'mean', 'white', 'magic', 'princess', 'sword'], 98] // S003
	] as const)('%s has its beans and %i cards', (edition, ids, total) => {
		expect(BEANS[edition].map((row) => row.id)).toEqual(ids);
		expect(BEANS[edition].reduce((sum, row) => sum + row.cards, 0)).toBe(total);
	});
});

describe('invariants', () => {
	const all: [EditionId, string, BeanRow][] = EDITION_IDS.flatMap((e) =>
		BEANS[e].map((row) => [e, row.id, row] as [EditionId, string, BeanRow])
	);

	it.each(EDITION_IDS)('%s: bean ids unique', (edition) => {
		const ids = BEANS[edition].map((row) => row.id);
		expect(new Set(ids).size).toBe(ids.length);
	});

	it.each(EDITION_IDS)('%s: card counts unique (players find a bean by its number)', (edition) => {
		if (edition === 'my-first') return expect(edition).toBe('my-first'); // S001: 12 and 8 repeat
		const counts = BEANS[edition].map((row) => row.cards);
		expect(new Set(counts).size).toBe(counts.length);
	});

	it.each(all)('%s %s: printed steps strictly increase and are positive', (_e, _id, row) => {
		const numbers = row.meter.filter((step): step is number => typeof step === 'number');
		const increasing = numbers.every((n, i) => Number.isInteger(n) && n > (numbers[i - 1] ?? 0));
		expect(increasing).toBe(true);
	});

	it.each(all)('%s %s: at most 4 steps, cites known sources', (_e, _id, row) => {
		expect(row.meter.length).toBeGreaterThan(0);
		expect(row.meter.length).toBeLessThanOrEqual(4);
		expect(row.sources.length).toBeGreaterThan(0);
		for (const tag of row.sources) expect(SOURCE_TAGS).toContain(tag);
	});

	it('base tables are frozen', () => {
		expect(Object.isFrozen(BASE_BEANS.coffee.meter)).toBe(true);
		expect(Object.isFrozen(MY_FIRST_BEANS)).toBe(true);
		expect(Object.isFrozen(BEANS.amigo)).toBe(true);
	});
});

describe('lookups', () => {
	it('finds beans per edition', () => {
		expect(findBean('amigo', 'coffee')).toBeUndefined(); // not in the 104-card box
		expect(findBean('rio-grande', 'coffee')?.cards).toBe(24);
	});
	it.each([
		['amigo', 'coffee'],
		['my-first', 'garden'],
		['rabohnzel', 'stink'],
		['amigo', '']
	] as const)('%s has no bean %j', (edition, bean) => {
		expect(() => beanRow(edition, bean)).toThrow(RangeError);
	});
	it('names an unknown edition', () => {
		expect(() => beanRow('bohnanza' as EditionId, 'blue')).toThrow(/bohnanza/);
	});
});
