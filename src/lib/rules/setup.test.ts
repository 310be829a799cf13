import { describe, expect, expectTypeOf, it } from 'vitest';
import { setupChecklist, type ChecklistItem } from './checklist';
import { EDITIONS } from './editions';
import {
	SETUP_ERRORS,
	SETUP_TABLE,
	setupFor,
	type TableRules,
	type SetupError,
	type ThirdField
} from './setup';
import {
	EDITION_IDS,
	MY_FIRST_STEPS,
	type EditionId,
	type MyFirstStep,
	type Result,
	type StartPlayerMethod,
	type TieBreak
} from './types';

function setup(
	edition: EditionId,
	players: number,
	options?: Parameters<typeof setupFor>[2]
): TableRules {
	const result = setupFor(edition, players, options);
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

const NO: ThirdField = { buy: false };
const DISCARD_3: ThirdField = { buy: true, cost: 3, coinsTo: 'discard' };
const five = (n: number) => Array.from({ length: n }, () => 5);

// Every cell of docs/rules.md#setup (My First below, per step: docs/rules.md#my-first-steps).
// edition, players, removed, deck, fields, third field, deal, flip, draw, ends, tie-break, start.
type Row = readonly [
	EditionId,
	number,
	readonly string[],
	number,
	number,
	ThirdField,
	readonly number[],
	number,
	number,
	number,
	TieBreak,
	StartPlayerMethod
];
const TABLE: readonly Row[] = [
	['amigo', 3, [], 104, 3, NO, five(3), 2, 3, 3, 'furthest-from-start', 'any'], // S000
	['amigo', 4, [], 104, 2, NO, five(4), 2, 3, 3, 'furthest-from-start', 'any'], // S000
	['amigo', 5, [], 104, 2, NO, five(5), 2, 3, 3, 'furthest-from-start', 'any'], // S000
	[
		'rio-grande',
		2,
		['cocoa', 'garden'],
		144,
		2,
		{ buy: true, cost: 3, coinsTo: 'box' },
		[5, 5],
		3,
		2,
		1,
		'most-hand-cards',
		'left-of-dealer'
	], // RGG, S002
	['rio-grande', 3, ['cocoa'], 150, 3, NO, five(3), 2, 3, 2, 'most-hand-cards', 'left-of-dealer'], // RGG, S002
	[
		'rio-grande',
		4,
		['coffee'],
		130,
		2,
		DISCARD_3,
		five(4),
		2,
		3,
		3,
		'most-hand-cards',
		'left-of-dealer'
	], // RGG
	[
		'rio-grande',
		5,
		['coffee'],
		130,
		2,
		DISCARD_3,
		five(5),
		2,
		3,
		3,
		'most-hand-cards',
		'left-of-dealer'
	], // RGG
	[
		'rio-grande',
		6,
		['cocoa', 'garden'],
		144,
		2,
		{ buy: true, cost: 2, coinsTo: 'discard' },
		[3, 4, 5, 6, 6, 6],
		2,
		4,
		3,
		'most-hand-cards',
		'left-of-dealer'
	], // RGG, S002
	[
		'rio-grande',
		7,
		['cocoa', 'garden'],
		144,
		2,
		{ buy: true, cost: 2, coinsTo: 'discard' },
		[3, 4, 5, 6, 6, 6, 6],
		2,
		4,
		3,
		'most-hand-cards',
		'left-of-dealer'
	], // RGG, S002
	['amigo-1997', 3, [], 104, 2, DISCARD_3, five(3), 2, 3, 3, 'none', 'left-of-dealer'], // S004
	['amigo-1997', 4, [], 104, 2, DISCARD_3, five(4), 2, 3, 3, 'none', 'left-of-dealer'], // S004
	['amigo-1997', 5, [], 104, 2, DISCARD_3, five(5), 2, 3, 3, 'none', 'left-of-dealer'], // S004
	['rabohnzel', 3, [], 98, 2, NO, five(3), 2, 3, 3, 'spell-value', 'highest-spell'], // S003
	['rabohnzel', 4, [], 98, 2, NO, five(4), 2, 3, 4, 'spell-value', 'highest-spell'], // S003
	['rabohnzel', 5, [], 98, 2, NO, five(5), 2, 3, 4, 'spell-value', 'highest-spell'] // S003
];

describe('setupFor: every cell of the setup table', () => {
	it.each(TABLE.map((row) => ({ row })))('$row.0 with $row.1 players', ({ row }) => {
		const [edition, players, removed, deck, fields, third, deal, flip, draw, ends, tie, start] =
			row;
		const s = setup(edition, players);
		expect([...s.removed].sort()).toEqual(removed);
		expect(s.deckCards).toBe(deck);
		expect(s.fields).toBe(fields);
		expect(s.thirdField).toEqual(third);
		expect(s.deal).toEqual(deal);
		expect(s.flip).toBe(flip);
		expect(s.draw).toBe(draw);
		expect(s.endsAtExhaustion).toBe(ends);
		expect(s.tieBreak).toBe(tie);
		expect(s.startPlayer).toBe(start);
	});

	// docs/rules.md#setup: the draw pile after the deal (computed, Rio Grande).
	it.each([
		['rio-grande', 2, 134],
		['rio-grande', 3, 135],
		['rio-grande', 4, 110],
		['rio-grande', 5, 105],
		['rio-grande', 6, 114],
		['rio-grande', 7, 108],
		['amigo', 3, 89],
		['amigo', 4, 84],
		['amigo', 5, 79],
		['rabohnzel', 3, 83],
		['rabohnzel', 4, 78]
	] as const)('%s with %i players leaves %i cards in the draw pile', (edition, players, pile) => {
		expect(setup(edition, players).drawPileAfterDeal).toBe(pile);
	});

	it('the bean duel has no trading and harvests on own turns only (RGG)', () => {
		const duel = setup('rio-grande', 2);
		expect(duel.duel).toBe(true);
		expect(duel.trading).toBe(false);
		expect(duel.harvestTiming).toBe('own-turn');
		const three = setup('rio-grande', 3);
		expect(three.duel).toBe(false);
		expect(three.trading).toBe(true);
		expect(three.harvestTiming).toBe('any-time');
	});

	it('Rio Grande: the oldest player deals', () => {
		expect(setup('rio-grande', 4).dealer).toBe('oldest');
		expect(setup('amigo', 4).dealer).toBeNull();
	});

	it('Rabohnzel: 11 spell cards, one each, and the draw-pile counter card (S003)', () => {
		const s = setup('rabohnzel', 4);
		expect(s.spellCards).toEqual({ total: 11, perPlayer: 1 });
		expect(s.drawPileCounter).toBe(true);
		expect(setup('amigo', 4).spellCards).toBeNull();
		expect(setup('amigo', 4).drawPileCounter).toBe(false);
	});

	it('returns frozen setups', () => {
		const s = setup('rio-grande', 6);
		expect(Object.isFrozen(s)).toBe(true);
		expect(Object.isFrozen(s.deal)).toBe(true);
		expect(Object.isFrozen(s.beans[0])).toBe(true);
	});
});

describe('setupFor: My First steps (S001)', () => {
	// step, beans, deck, fields, third field, layout, harvest, protection, mixed patch, coins, final
	type StepRow = readonly [
		MyFirstStep,
		readonly string[] | null,
		number,
		number,
		ThirdField,
		TableRules['handLayout'],
		TableRules['harvestTiming'],
		boolean,
		boolean,
		TableRules['coins'],
		boolean
	];
	const STEPS: readonly StepRow[] = [
		[
			'basic',
			['mean', 'sour', 'broad', 'stink'],
			56,
			2,
			NO,
			'face-up-line',
			'automatic',
			false,
			true,
			'coin-supply',
			false
		],
		[
			'two-coin',
			['sword', 'giant', 'dwarf', 'magic', 'dragon', 'princess'],
			59,
			2,
			NO,
			'face-up-line',
			'any-time',
			false,
			true,
			'coin-supply',
			true
		],
		['step-1', null, 115, 3, NO, 'face-up-line', 'any-time', false, true, 'harvested-cards', true],
		['step-2', null, 115, 3, NO, 'face-up-line', 'any-time', false, false, 'harvested-cards', true],
		[
			'step-3',
			null,
			115,
			2,
			DISCARD_3,
			'face-up-line',
			'any-time',
			false,
			false,
			'harvested-cards',
			true
		],
		['step-4', null, 115, 2, DISCARD_3, 'hand', 'any-time', false, false, 'harvested-cards', true],
		['step-5', null, 115, 2, DISCARD_3, 'hand', 'any-time', true, false, 'harvested-cards', true]
	];

	it.each(STEPS.map((row) => ({ row })))('$row.0', ({ row }) => {
		const [step, beans, deck, fields, third, layout, harvest, protection, mixed, coins, final] =
			row;
		const s = setup('my-first', 4, { step });
		if (beans) expect(s.beans.map((b) => b.id)).toEqual(beans);
		else expect(s.beans).toHaveLength(10);
		expect(s.deckCards).toBe(deck);
		expect(s.fields).toBe(fields);
		expect(s.thirdField).toEqual(third);
		expect(s.handLayout).toBe(layout);
		expect(s.harvestTiming).toBe(harvest);
		expect(s.protectionRule).toBe(protection);
		expect(s.mixedPatch).toBe(mixed);
		expect(s.coins).toBe(coins);
		expect(s.finalHarvest).toBe(final);
	});

	it('sets the other beans aside as the coin supply in the first two steps', () => {
		expect(setup('my-first', 3, { step: 'basic' }).coinSupply).toEqual([
			'sword',
			'giant',
			'dwarf',
			'magic',
			'dragon',
			'princess'
		]);
		expect(setup('my-first', 3, { step: 'two-coin' }).coinSupply).toEqual([
			'mean',
			'sour',
			'broad',
			'stink'
		]);
		expect(setup('my-first', 3, { step: 'step-1' }).coinSupply).toEqual([]);
	});

	it.each([
		[3, 1, 41],
		[4, 2, 36],
		[5, 3, 31]
	] as const)(
		'%i players: 5 cards each, ends at run-out %i, %i left (basic)',
		(players, ends, pile) => {
			const s = setup('my-first', players, { step: 'basic' });
			expect(s.deal).toEqual(five(players));
			expect(s.flip).toBe(2);
			expect(s.draw).toBe(3);
			expect(s.endsAtExhaustion).toBe(ends);
			expect(s.tieBreak).toBe('all-tied-win');
			expect(s.startPlayer).toBe('youngest');
			expect(s.drawPileAfterDeal).toBe(pile);
		}
	);
});

describe('setupFor: AMIGO 1997 variants (S004)', () => {
	it('beginners start with the third field', () => {
		const s = setup('amigo-1997', 4, { variants: ['beginners-third-field'] });
		expect(s.fields).toBe(3);
		expect(s.thirdField).toEqual(NO);
	});
	it('five players may pay 2 for the third field', () => {
		expect(setup('amigo-1997', 5, { variants: ['cheap-third-field'] }).thirdField).toEqual({
			buy: true,
			cost: 2,
			coinsTo: 'discard'
		});
	});
	it('experts may use coins in trades', () => {
		expect(setup('amigo-1997', 3, { variants: ['coins-in-trades'] }).coinsInTrades).toBe(true);
		expect(setup('amigo-1997', 3).coinsInTrades).toBe(false);
	});
	it('lists the variants in force once', () => {
		const s = setup('amigo-1997', 5, { variants: ['coins-in-trades', 'coins-in-trades'] });
		expect(s.variants).toEqual(['coins-in-trades']);
	});
});

// Each refused setup and the code it gets.
const REFUSALS: [string, number | string, object, string][] = [
	['amigo', 2, {}, 'players-out-of-range'],
	['amigo', 6, {}, 'players-out-of-range'],
	['amigo-1997', 2, {}, 'players-out-of-range'],
	['rio-grande', 1, {}, 'players-out-of-range'],
	['rio-grande', 8, {}, 'players-out-of-range'],
	['rio-grande', 0, {}, 'players-out-of-range'],
	['rio-grande', -3, {}, 'players-out-of-range'],
	['my-first', 6, { step: 'basic' }, 'players-out-of-range'],
	['rabohnzel', 2, {}, 'players-out-of-range'],
	['rabohnzel', 6, {}, 'players-out-of-range'],
	['amigo', 3.5, {}, 'players-not-whole-number'],
	['amigo', NaN, {}, 'players-not-whole-number'],
	['amigo', '4', {}, 'players-not-whole-number'],
	['bohnanza', 4, {}, 'unknown-edition'],
	['my-first', 4, {}, 'missing-step'],
	['my-first', 4, { step: 'step-6' }, 'unknown-step'],
	['amigo', 4, { step: 'basic' }, 'step-not-applicable'],
	['amigo-1997', 4, { variants: ['house-rule'] }, 'unknown-variant'],
	['amigo', 4, { variants: ['coins-in-trades'] }, 'unknown-variant'],
	['amigo-1997', 4, { variants: ['cheap-third-field'] }, 'variant-not-for-player-count'],
	[
		'amigo-1997',
		5,
		{ variants: ['beginners-third-field', 'cheap-third-field'] },
		'conflicting-variants'
	]
];

describe('setupFor: errors', () => {
	it.each(REFUSALS)('%s, %s players, %j → %s', (edition, players, options, code) => {
		expect(
			setupFor(edition as EditionId, players as number, options as Parameters<typeof setupFor>[2])
		).toEqual({ ok: false, error: code });
	});

	it('SETUP_ERRORS lists exactly the codes above, and the Result carries them as a type', () => {
		expect(new Set(SETUP_ERRORS)).toEqual(new Set(REFUSALS.map(([, , , code]) => code)));
		expect(new Set(SETUP_ERRORS).size).toBe(SETUP_ERRORS.length);
		expectTypeOf(setupFor('amigo', 4)).toEqualTypeOf<Result<TableRules, SetupError>>();
		expectTypeOf(setupChecklist('amigo', 4)).toEqualTypeOf<
			Result<readonly ChecklistItem[], SetupError>
		>();
	});
});

describe('invariants', () => {
	const cases: [EditionId, number, MyFirstStep | undefined][] = EDITION_IDS.flatMap((edition) => {
		const { min, max } = EDITIONS[edition].players;
		const steps = edition === 'my-first' ? [...MY_FIRST_STEPS] : [undefined];
		return Array.from({ length: max - min + 1 }, (_, i) => min + i).flatMap((players) =>
			steps.map((step) => [edition, players, step] as [EditionId, number, MyFirstStep | undefined])
		);
	});

	it.each(cases)('%s %i players %s: consistent', (edition, players, step) => {
		const s = setup(edition, players, { step });
		expect(s.deckCards).toBe(s.beans.reduce((sum, b) => sum + b.cards, 0));
		expect(s.drawPileAfterDeal).toBe(s.deckCards - s.deal.reduce((sum, n) => sum + n, 0));
		expect(s.deal).toHaveLength(players);
		expect(s.beans.length + s.removed.length).toBe(
			{ amigo: 8, 'amigo-1997': 8, 'rio-grande': 11, 'my-first': 10, rabohnzel: 7 }[edition]
		);
		expect(s.endsAtExhaustion).toBeGreaterThanOrEqual(1);
	});

	it.each(EDITION_IDS)('%s: setup rows cover the player range exactly once', (edition) => {
		const { min, max } = EDITIONS[edition].players;
		for (let p = min - 1; p <= max + 1; p++) {
			const rows = SETUP_TABLE[edition].filter((r) => p >= r.players.min && p <= r.players.max);
			expect(rows).toHaveLength(p >= min && p <= max ? 1 : 0);
		}
	});
});
