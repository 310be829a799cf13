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
import { rulesTable } from '../../../tests/lint/rulesTables';

// The engine's bean tables against the tables docs/rules.md states them in (read from the doc,
// not copied into this test): a change to either fails until the other agrees.
const BASE = rulesTable('Base-game beans');
const MY_FIRST = rulesTable('My First beans');
const RABOHNZEL = rulesTable('Rabohnzel beans');
const rowsOf = (table: Record<string, string>[]) =>
	table.map((row) => [row.id ?? '', row] as const);
const printed = (cell = '') => (cell === '–' ? null : Number(cell));
const tags = (cell = '') => SOURCE_TAGS.filter((tag) => new RegExp(`\\b${tag}\\b`).test(cell));
/** `steps` steps, all unknown but a first step the doc gives as "t1 = 4". */
const knownSteps = (steps: number, text = '') => {
	const first = /t1 = (\d+)/.exec(text);
	return Array.from({ length: steps }, (_, i) => (i === 0 && first ? Number(first[1]) : 'unknown'));
};

describe('bean tables: docs/rules.md#beans', () => {
	it.each([
		['rio-grande', BASE],
		['my-first', MY_FIRST],
		['rabohnzel', RABOHNZEL]
	] as const)('%s: the doc and the engine list the same beans', (edition, doc) => {
		expect(doc.map((row) => row.id)).toEqual(BEANS[edition].map((bean) => bean.id));
	});

	it.each(rowsOf(BASE))(
		'%s: cards, printed steps and sources as the doc states them',
		(id, row) => {
			const bean = beanRow('rio-grande', id);
			expect(bean.cards).toBe(Number(row.cards));
			expect(bean.meter).toEqual([row.t1, row.t2, row.t3, row.t4].map(printed));
			expect(bean.steps).toBe('exact');
			expect([...bean.sources].sort()).toEqual(tags(row.sources).sort());
		}
	);

	// S001: "One-coin beans print a single step, two-coin beans two steps".
	it.each(rowsOf(MY_FIRST))(
		'My First %s: cards, kind and known steps as the doc states them',
		(id, row) => {
			const bean = beanRow('my-first', id);
			expect(bean.cards).toBe(Number(row.cards));
			expect(bean.meter).toEqual(knownSteps(row.kind === 'one-coin' ? 1 : 2, row['known steps']));
			expect(bean.sources).toEqual(['S001']);
		}
	);

	// S003: "unknown, at most 4 steps" or "exactly 3 steps, t1 = 3, t2 and t3 unknown".
	it.each(rowsOf(RABOHNZEL))(
		'Rabohnzel %s: cards and beanometer as the doc states them',
		(id, row) => {
			const bean = beanRow('rabohnzel', id);
			const text = row.beanometer ?? '';
			expect(bean.cards).toBe(Number(row.cards));
			expect(bean.steps).toBe(text.includes('at most') ? 'at-most' : 'exact');
			expect(bean.meter).toEqual(knownSteps(Number(/(\d) steps/.exec(text)?.[1]), text));
		}
	);
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
		['rio-grande', BASE.map((row) => row.id), 154], // RGG: all eleven beans
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
