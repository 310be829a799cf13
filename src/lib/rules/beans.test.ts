import { describe, expect, it } from 'vitest';
import {
	BASE_BEANS,
	BEANS,
	MY_FIRST_BEANS,
	RABOHNZEL_BEANS,
	beanIds,
	beanRow,
	findBean,
	type BeanRow
} from './beans';
import { EDITION_IDS, SOURCE_TAGS, type EditionId } from './types';
import { rulesTable } from '../../../tests/lint/rulesTables';

// The engine's bean tables against the tables docs/rules.md states them in (read from the doc,
// not copied into this test): a change to either fails until the other agrees.
const step = (cell: string) => (cell === '–' ? null : Number(cell));
const tags = (cell: string) => SOURCE_TAGS.filter((tag) => new RegExp(`\\b${tag}\\b`).test(cell));

describe('base beans: docs/rules.md#base-game-beans', () => {
	const doc = rulesTable('Base-game beans');

	it('the doc and the engine list the same eleven beans', () => {
		expect(doc.map((row) => row.id)).toEqual(BEANS['rio-grande'].map((bean) => bean.id));
		expect(doc).toHaveLength(11);
	});

	it.each(doc.map((row) => [row.id ?? '', row] as const))(
		'%s: cards, printed steps and sources as the doc states them',
		(id, row) => {
			const bean = beanRow('rio-grande', id);
			expect(bean.cards).toBe(Number(row.cards));
			expect(bean.meter).toEqual([row.t1, row.t2, row.t3, row.t4].map((t) => step(t ?? '')));
			expect(bean.steps).toBe('exact');
			expect([...bean.sources].sort()).toEqual(tags(row.sources ?? '').sort());
		}
	);
});

describe('My First beans: docs/rules.md#my-first-beans (S001)', () => {
	const doc = rulesTable('My First beans');

	it('the doc and the engine list the same ten beans', () => {
		expect(doc.map((row) => row.id)).toEqual(BEANS['my-first'].map((bean) => bean.id));
		expect(doc).toHaveLength(10);
	});

	// "One-coin beans print a single step, two-coin beans two steps"; a known step reads "t1 = 4".
	it.each(doc.map((row) => [row.id ?? '', row] as const))(
		'%s: cards, kind and known steps as the doc states them',
		(id, row) => {
			const bean = beanRow('my-first', id);
			expect(bean.cards).toBe(Number(row.cards));
			const known = /t1 = (\d+)/.exec(row['known steps'] ?? '');
			const steps = row.kind === 'one-coin' ? 1 : 2;
			expect(bean.meter).toEqual(
				Array.from({ length: steps }, (_, i) => (i === 0 && known ? Number(known[1]) : 'unknown'))
			);
			expect(bean.sources).toEqual(['S001']);
		}
	);
});

describe('Rabohnzel beans: docs/rules.md#rabohnzel-beans (S003)', () => {
	const doc = rulesTable('Rabohnzel beans');

	it('the doc and the engine list the same seven beans', () => {
		expect(doc.map((row) => row.id)).toEqual(BEANS['rabohnzel'].map((bean) => bean.id));
		expect(doc).toHaveLength(7);
	});

	// "unknown, at most 4 steps" or "exactly 3 steps, t1 = 3, t2 and t3 unknown".
	it.each(doc.map((row) => [row.id ?? '', row] as const))(
		'%s: cards and beanometer as the doc states them',
		(id, row) => {
			const bean = beanRow('rabohnzel', id);
			const text = row.beanometer ?? '';
			const known = /t1 = (\d+)/.exec(text);
			expect(bean.cards).toBe(Number(row.cards));
			expect(bean.steps).toBe(text.includes('at most') ? 'at-most' : 'exact');
			expect(bean.meter).toEqual(
				Array.from({ length: Number(/(\d) steps/.exec(text)?.[1]) }, (_, i) =>
					i === 0 && known ? Number(known[1]) : 'unknown'
				)
			);
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
		expect(beanIds(edition)).toEqual(ids);
		expect(BEANS[edition].reduce((sum, row) => sum + row.cards, 0)).toBe(total);
	});
});

describe('invariants', () => {
	const all: [EditionId, string, BeanRow][] = EDITION_IDS.flatMap((e) =>
		BEANS[e].map((row) => [e, row.id, row] as [EditionId, string, BeanRow])
	);

	it.each(EDITION_IDS)('%s: bean ids unique', (edition) => {
		const ids = beanIds(edition);
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
