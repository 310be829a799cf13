// The part of the setup a player's fields depend on (docs/rules.md#setup, #third-field,
// #end-of-game, #my-first-steps): the setup table, the beans in play, the fields and the third
// field, the bean duel, the final harvest. setupFor builds the whole setup on it; the field checker
// reads only this, without the rest of the setup (phases, deal, Rabohnzel's spell cards).
import { BEANS } from './beans';
import { MY_FIRST_STEP_TABLE, MY_FIRST_THIRD_FIELD_COST, myFirstRuleApplies } from './myFirst';
import {
	assertEdition,
	deepFreeze,
	isMyFirstStep,
	type EditionId,
	type MyFirstStep,
	type PlayerRange,
	type SourceTag
} from './types';

/** Whether a third field can be bought, for how much, and where the coins go. */
export type ThirdField =
	| { readonly buy: false }
	| { readonly buy: true; readonly cost: number; readonly coinsTo: 'discard' | 'box' };

/** One row of the setup table: a player-count range and its numbers. */
export interface SetupRow {
	readonly players: PlayerRange;
	readonly removed: readonly string[];
	// null: the fields come from the My First step.
	readonly fields: number | null;
	readonly thirdField: ThirdField | null;
	// Hand sizes of the first seats; every further seat gets dealRest.
	readonly dealFirst: readonly number[];
	readonly dealRest: number;
	readonly endsAtExhaustion: number;
	readonly duel: boolean;
	readonly sources: readonly SourceTag[];
}

export const NO_BUY: ThirdField = { buy: false };
const BUY_3: ThirdField = { buy: true, cost: 3, coinsTo: 'discard' };

function row(
	min: number,
	max: number,
	fields: number | null,
	thirdField: ThirdField | null,
	endsAtExhaustion: number,
	sources: readonly SourceTag[],
	extra: Partial<Pick<SetupRow, 'removed' | 'dealFirst' | 'dealRest' | 'duel'>> = {}
): SetupRow {
	return {
		players: { min, max },
		removed: extra.removed ?? [],
		fields,
		thirdField,
		dealFirst: extra.dealFirst ?? [],
		dealRest: extra.dealRest ?? 5,
		endsAtExhaustion,
		duel: extra.duel ?? false,
		sources
	};
}

/** The setup table of docs/rules.md#setup, row by row. */
export const SETUP_TABLE: Readonly<Record<EditionId, readonly SetupRow[]>> = deepFreeze({
	amigo: [
		// S000: three players use the mats' three-field side; no field can be bought.
		row(3, 3, 3, NO_BUY, 3, ['S000']),
		row(4, 5, 2, NO_BUY, 3, ['S000'])
	],
	'rio-grande': [
		row(2, 2, 2, { buy: true, cost: 3, coinsTo: 'box' }, 1, ['RGG', 'S002'], {
			removed: ['garden', 'cocoa'],
			duel: true
		}),
		row(3, 3, 3, NO_BUY, 2, ['RGG', 'S002'], { removed: ['cocoa'] }),
		row(4, 5, 2, BUY_3, 3, ['RGG', 'S002'], { removed: ['coffee'] }),
		row(6, 7, 2, { buy: true, cost: 2, coinsTo: 'discard' }, 3, ['RGG', 'S002'], {
			removed: ['cocoa', 'garden'],
			dealFirst: [3, 4, 5],
			dealRest: 6
		})
	],
	'amigo-1997': [row(3, 5, 2, BUY_3, 3, ['S004'])],
	// S001: the game ends at the 1st run-out with 3 players, the 2nd with 4, the 3rd with 5.
	'my-first': [
		row(3, 3, null, null, 1, ['S001']),
		row(4, 4, null, null, 2, ['S001']),
		row(5, 5, null, null, 3, ['S001'])
	],
	// S003: no permanent third field; the draw pile is played 3 times (3p) or 4 times (4-5p).
	rabohnzel: [row(3, 3, 2, NO_BUY, 3, ['S003']), row(4, 5, 2, NO_BUY, 4, ['S003'])]
});

/** The setup table row for an edition and player count, if any. */
export function setupRow(id: EditionId, players: number): SetupRow | undefined {
	return SETUP_TABLE[id]?.find((r) => players >= r.players.min && players <= r.players.max);
}

/** What the final harvest scores once the game has ended. */
export const FINAL_HARVEST_RULES = [
	// My First basic game: beans left in lines and fields are worth nothing (fields reaching their
	// coin were harvested at once).
	'none',
	// My First two-coin beans and step 1: a field with enough beans for a coin may still be
	// harvested; a smaller one is not harvested and earns nothing.
	'fields-worth-a-coin',
	// Every other game: every field is harvested (a small one for no coins).
	'all-fields'
] as const;
export type FinalHarvestRule = (typeof FINAL_HARVEST_RULES)[number];

/** The final harvest of an edition (and My First step). S000, S004, RGG: all fields; S003: all
 * fields; S001: nothing in the basic game ("Winning the Game"), fields worth a coin with the
 * two-coin beans ("Playing With the Other Bean Cards") until step 2 brings normal harvesting.
 * RangeError for an unknown edition, or My First without a valid step. */
export function finalHarvestRule(edition: EditionId, step?: MyFirstStep): FinalHarvestRule {
	assertEdition(edition);
	if (edition !== 'my-first') return 'all-fields';
	if (!isMyFirstStep(step))
		throw new RangeError(`my-first needs a valid step, got ${String(step)}`);
	if (!myFirstRuleApplies(step, 'end-harvest')) return 'none';
	return myFirstRuleApplies(step, 'harvest-may-earn-nothing')
		? 'all-fields'
		: 'fields-worth-a-coin';
}

/** Whether the final harvest scores any field (false only in My First's basic game). The same
 * value as `setupFor(…).finalHarvest`. */
export function finalHarvestScores(edition: EditionId, step?: MyFirstStep): boolean {
	return finalHarvestRule(edition, step) !== 'none';
}

/** A player's fields at the start of a game, and what ends up scoring them. */
export interface FieldSetup {
	// Beans in play, after the removals of the player count (or My First step).
	readonly beans: readonly { readonly id: string; readonly cards: number }[];
	readonly fields: number;
	readonly thirdField: ThirdField;
	readonly duel: boolean;
	// Whether the final harvest scores (false only in My First's basic game).
	readonly finalHarvest: boolean;
}

/** The fields of an edition, player count and My First step (the step is read in My First
 * only), before any AMIGO 1997 variant. RangeError for a player count outside the edition's
 * range, or My First without a valid step. */
export function fieldSetup(edition: EditionId, players: number, step?: MyFirstStep): FieldSetup {
	assertEdition(edition);
	const r = setupRow(edition, players);
	if (!r) throw new RangeError(`${edition} is not played by ${String(players)} players`);
	const myFirstStep = edition === 'my-first' ? step : undefined;
	if (edition === 'my-first' && !isMyFirstStep(myFirstStep)) {
		throw new RangeError(`my-first needs a valid step, got ${String(step)}`);
	}
	const stepRow = myFirstStep ? MY_FIRST_STEP_TABLE[myFirstStep] : null;
	const beans = BEANS[edition]
		.filter((bean) =>
			stepRow ? stepRow.beans.some((id) => id === bean.id) : !r.removed.includes(bean.id)
		)
		.map(({ id, cards }) => ({ id, cards }));
	const buyable =
		myFirstStep !== undefined && myFirstRuleApplies(myFirstStep, 'third-field-buyable');
	return deepFreeze({
		beans,
		fields: r.fields ?? stepRow?.fields ?? 2,
		thirdField:
			r.thirdField ??
			(buyable ? { buy: true, cost: MY_FIRST_THIRD_FIELD_COST, coinsTo: 'discard' } : NO_BUY),
		duel: r.duel,
		finalHarvest: finalHarvestScores(edition, myFirstStep)
	});
}
