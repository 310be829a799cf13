// Bean tables per edition: card counts and beanometers, every row with its sources
// (docs/rules.md#beans).
import { assertEdition, deepFreeze, type EditionId, type MeterStep, type SourceTag } from './types';

/** Whether the number of meter steps is printed in a source, or only a maximum is known. */
export type StepCount = 'exact' | 'at-most';

/** One bean of an edition: its id, how many cards the box holds, and its beanometer. */
export interface BeanRow {
	readonly id: string;
	readonly cards: number;
	// [t1, t2, …]: fewest cards for 1, 2, … coins; null = not printed; 'unknown' = no source has it.
	readonly meter: readonly MeterStep[];
	readonly steps: StepCount;
	readonly sources: readonly SourceTag[];
}

/** The 11 beans of the base game (Rio Grande 2-7 edition holds all of them: 154 cards). */
export const BASE_BEAN_IDS = [
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
] as const;
export type BaseBeanId = (typeof BASE_BEAN_IDS)[number];

/** The beans of My First Bohnanza (S001): 4 one-coin, then 6 two-coin beans. */
export const MY_FIRST_BEAN_IDS = [
	'mean',
	'sour',
	'broad',
	'stink',
	'sword',
	'giant',
	'dwarf',
	'magic',
	'dragon',
	'princess'
] as const;
export type MyFirstBeanId = (typeof MY_FIRST_BEAN_IDS)[number];

/** The beans of Rabohnzel (S003). */
export const RABOHNZEL_BEAN_IDS = [
	'pick',
	'cape',
	'mean',
	'white',
	'magic',
	'princess',
	'sword'
] as const;
export type RabohnzelBeanId = (typeof RABOHNZEL_BEAN_IDS)[number];

const U = 'unknown';

/** Base-game beans with their printed beanometers. */
export const BASE_BEANS: Readonly<Record<BaseBeanId, BeanRow>> = deepFreeze({
	coffee: {
		id: 'coffee',
		cards: 24,
		meter: [4, 7, 10, 12],
		steps: 'exact',
		sources: ['WP', 'CODE']
	},
	wax: { id: 'wax', cards: 22, meter: [4, 7, 9, 11], steps: 'exact', sources: ['WP', 'CODE'] },
	blue: { id: 'blue', cards: 20, meter: [4, 6, 8, 10], steps: 'exact', sources: ['WP', 'CODE'] },
	chili: {
		id: 'chili',
		cards: 18,
		meter: [3, 6, 8, 9],
		steps: 'exact',
		sources: ['WP', 'CODE', 'S000']
	},
	stink: {
		id: 'stink',
		cards: 16,
		meter: [3, 5, 7, 8],
		steps: 'exact',
		sources: ['S000', 'S004', 'WP', 'CODE']
	},
	green: {
		id: 'green',
		cards: 14,
		meter: [3, 5, 6, 7],
		steps: 'exact',
		sources: ['WP', 'CODE', 'S004']
	},
	soy: { id: 'soy', cards: 12, meter: [2, 4, 6, 7], steps: 'exact', sources: ['WP', 'CODE'] },
	'black-eyed': {
		id: 'black-eyed',
		cards: 10,
		meter: [2, 4, 5, 6],
		steps: 'exact',
		sources: ['WP', 'CODE', 'S004']
	},
	red: { id: 'red', cards: 8, meter: [2, 3, 4, 5], steps: 'exact', sources: ['WP', 'CODE'] },
	// Garden pays 2 or 3 coins only: its first and fourth steps are not printed.
	garden: {
		id: 'garden',
		cards: 6,
		meter: [null, 2, 3, null],
		steps: 'exact',
		sources: ['WP', 'CODE']
	},
	cocoa: { id: 'cocoa', cards: 4, meter: [null, 2, 3, 4], steps: 'exact', sources: ['WP', 'CODE'] }
} satisfies Record<BaseBeanId, BeanRow>);

/** My First beans: one-coin beans have one step, two-coin beans two; only Sour's is known. */
export const MY_FIRST_BEANS: Readonly<Record<MyFirstBeanId, BeanRow>> = deepFreeze({
	mean: { id: 'mean', cards: 20, meter: [U], steps: 'exact', sources: ['S001'] },
	// Sour's step: the example in S001 "The Beanometer".
	sour: { id: 'sour', cards: 16, meter: [4], steps: 'exact', sources: ['S001'] },
	broad: { id: 'broad', cards: 12, meter: [U], steps: 'exact', sources: ['S001'] },
	stink: { id: 'stink', cards: 8, meter: [U], steps: 'exact', sources: ['S001'] },
	sword: { id: 'sword', cards: 14, meter: [U, U], steps: 'exact', sources: ['S001'] },
	giant: { id: 'giant', cards: 12, meter: [U, U], steps: 'exact', sources: ['S001'] },
	dwarf: { id: 'dwarf', cards: 10, meter: [U, U], steps: 'exact', sources: ['S001'] },
	magic: { id: 'magic', cards: 9, meter: [U, U], steps: 'exact', sources: ['S001'] },
	dragon: { id: 'dragon', cards: 8, meter: [U, U], steps: 'exact', sources: ['S001'] },
	princess: { id: 'princess', cards: 6, meter: [U, U], steps: 'exact', sources: ['S001'] }
} satisfies Record<MyFirstBeanId, BeanRow>);

/** Rabohnzel beans: only the Kapbohne's first step (3) and its 1-3 coins are known. */
export const RABOHNZEL_BEANS: Readonly<Record<RabohnzelBeanId, BeanRow>> = deepFreeze({
	// S003's Bohnanza digest: a beanometer pays 1 to 4 coins, so at most 4 steps.
	pick: { id: 'pick', cards: 9, meter: [U, U, U, U], steps: 'at-most', sources: ['S003'] },
	// S003: harvesting at least 3 earns 1-3 coins, so exactly 3 steps with t1 = 3.
	cape: { id: 'cape', cards: 11, meter: [3, U, U], steps: 'exact', sources: ['S003'] },
	mean: { id: 'mean', cards: 13, meter: [U, U, U, U], steps: 'at-most', sources: ['S003'] },
	white: { id: 'white', cards: 14, meter: [U, U, U, U], steps: 'at-most', sources: ['S003'] },
	magic: { id: 'magic', cards: 15, meter: [U, U, U, U], steps: 'at-most', sources: ['S003'] },
	princess: { id: 'princess', cards: 17, meter: [U, U, U, U], steps: 'at-most', sources: ['S003'] },
	sword: { id: 'sword', cards: 19, meter: [U, U, U, U], steps: 'at-most', sources: ['S003'] }
} satisfies Record<RabohnzelBeanId, BeanRow>);

const AMIGO_104: readonly BaseBeanId[] = [
	'blue',
	'chili',
	'stink',
	'green',
	'soy',
	'black-eyed',
	'red',
	'garden'
];

function rows<K extends string>(table: Readonly<Record<K, BeanRow>>, ids: readonly K[]): BeanRow[] {
	return ids.map((id) => table[id]);
}

/** Every bean in each edition's box (before any removal for the player count). */
export const BEANS: Readonly<Record<EditionId, readonly BeanRow[]>> = deepFreeze({
	amigo: rows(BASE_BEANS, AMIGO_104), // S000: 104 cards, 8 beans
	'amigo-1997': rows(BASE_BEANS, AMIGO_104), // S004: 104 cards, 8 beans
	'rio-grande': rows(BASE_BEANS, BASE_BEAN_IDS), // RGG: 154 cards, 11 beans
	'my-first': rows(MY_FIRST_BEANS, MY_FIRST_BEAN_IDS), // S001: 115 cards
	rabohnzel: rows(RABOHNZEL_BEANS, RABOHNZEL_BEAN_IDS) // S003: 98 cards
});

/** The bean row of an edition, or undefined for a bean the edition does not have. */
export function findBean(edition: EditionId, bean: string): BeanRow | undefined {
	return BEANS[edition].find((row) => row.id === bean);
}

/** The bean row of an edition; RangeError naming the bad value for an unknown edition or bean. */
export function beanRow(edition: EditionId, bean: string): BeanRow {
	assertEdition(edition);
	const row = findBean(edition, bean);
	if (!row) throw new RangeError(`unknown bean for ${edition}: ${String(bean)}`);
	return row;
}
