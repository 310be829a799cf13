// Setup per edition and player count (docs/rules.md#setup).
import { BEANS } from './beans';
import { EDITIONS, VARIANTS } from './editions';
import {
	fieldSetup,
	finalHarvestRule,
	NO_BUY,
	setupRow,
	type FinalHarvestRule,
	type SetupRow,
	type ThirdField
} from './fieldSetup';
import { MY_FIRST_STEP_TABLE, myFirstRuleApplies } from './myFirst';
import { drawCount, flipCount, phasesFor, type TurnPhase } from './phases';
import { SPELL_CARD_IDS, SPELL_CARDS_PER_PLAYER } from './rabohnzel';
import {
	deepFreeze,
	err,
	isEditionId,
	isMyFirstStep,
	isVariantId,
	ok,
	type EditionId,
	type MyFirstStep,
	type Result,
	type SourceTag,
	type StartPlayerMethod,
	type TieBreak,
	type VariantId
} from './types';

// The setup table and a player's fields live in fieldSetup.ts; re-exported for setupFor's callers.
export { SETUP_TABLE, setupRow, type SetupRow, type ThirdField } from './fieldSetup';

/** When fields may be harvested. */
export type HarvestTiming = 'any-time' | 'own-turn' | 'automatic';

/** Codes setupFor returns (setupChecklist returns the same). */
export const SETUP_ERRORS = [
	'unknown-edition',
	'players-not-whole-number',
	'players-out-of-range',
	'missing-step',
	'unknown-step',
	'step-not-applicable',
	'unknown-variant',
	'variant-not-for-player-count',
	'conflicting-variants'
] as const;
export type SetupError = (typeof SETUP_ERRORS)[number];

/** Options of setupFor: My First step and AMIGO 1997 variants. */
export interface SetupOptions {
	readonly step?: MyFirstStep;
	readonly variants?: readonly string[];
}

/** The table's rules: everything a game needs for one edition, player count and set of options
 * (beans in play, deck, deal, fields). The tracker keeps them as a game's `rules`, beside the
 * players' choices (`GameSetup`, src/lib/tracker/setup.ts). */
export interface TableRules {
	readonly edition: EditionId;
	readonly players: number;
	readonly step: MyFirstStep | null;
	readonly variants: readonly VariantId[];
	// Beans in play, after removals.
	readonly beans: readonly { readonly id: string; readonly cards: number }[];
	// Bean ids taken out for this player count (or step).
	readonly removed: readonly string[];
	// Removed beans that serve as the coin supply (My First's first steps).
	readonly coinSupply: readonly string[];
	readonly deckCards: number;
	readonly drawPileAfterDeal: number;
	readonly fields: number;
	readonly thirdField: ThirdField;
	// Hand size per seat, seat 0 = start player, clockwise.
	readonly deal: readonly number[];
	readonly handLayout: 'hand' | 'face-up-line';
	readonly flip: number;
	readonly draw: number;
	readonly phases: readonly TurnPhase[];
	readonly trading: boolean;
	readonly coinsInTrades: boolean;
	readonly harvestTiming: HarvestTiming;
	readonly protectionRule: boolean;
	readonly mixedPatch: boolean;
	readonly coins: 'harvested-cards' | 'coin-supply';
	// Whether the final harvest scores (false only in My First's basic game), and what it scores.
	readonly finalHarvest: boolean;
	readonly finalHarvestRule: FinalHarvestRule;
	// Rabohnzel: a Bohnenfeldzauber may open a temporary third field (see fieldsAtFinalHarvest).
	readonly spellField: boolean;
	readonly duel: boolean;
	readonly spellCards: { readonly total: number; readonly perPlayer: number } | null;
	readonly drawPileCounter: boolean;
	readonly endsAtExhaustion: number;
	readonly tieBreak: TieBreak;
	readonly startPlayer: StartPlayerMethod;
	readonly dealer: 'oldest' | null;
	readonly sources: readonly SourceTag[];
}

function dealFor(r: SetupRow, players: number): number[] {
	return Array.from({ length: players }, (_, seat) => r.dealFirst[seat] ?? r.dealRest);
}

function checkVariants(
	id: EditionId,
	players: number,
	variants: readonly string[] | undefined
): Result<
	VariantId[],
	'unknown-variant' | 'variant-not-for-player-count' | 'conflicting-variants'
> {
	if (variants === undefined) return ok([]);
	if (!Array.isArray(variants)) return err('unknown-variant');
	const out: VariantId[] = [];
	for (const v of variants) {
		if (!isVariantId(v) || !EDITIONS[id].variants.includes(v)) return err('unknown-variant');
		const range = VARIANTS[v].players;
		if (players < range.min || players > range.max) return err('variant-not-for-player-count');
		if (!out.includes(v)) out.push(v);
	}
	// Beginners start with the third field, so there is nothing left to buy cheaply.
	if (out.includes('beginners-third-field') && out.includes('cheap-third-field')) {
		return err('conflicting-variants');
	}
	return ok(out);
}

function checkStep(
	id: EditionId,
	step: unknown
): Result<MyFirstStep | null, 'step-not-applicable' | 'missing-step' | 'unknown-step'> {
	if (id !== 'my-first') return step === undefined ? ok(null) : err('step-not-applicable');
	if (step === undefined) return err('missing-step');
	return isMyFirstStep(step) ? ok(step) : err('unknown-step');
}

/** Setup for an edition and player count; the error codes are SETUP_ERRORS. */
export function setupFor(
	edition: EditionId,
	players: number,
	options: SetupOptions = {}
): Result<TableRules, SetupError> {
	if (!isEditionId(edition)) return err('unknown-edition');
	if (typeof players !== 'number' || !Number.isInteger(players)) {
		return err('players-not-whole-number');
	}
	const info = EDITIONS[edition];
	const r = setupRow(edition, players);
	if (players < info.players.min || players > info.players.max || !r) {
		return err('players-out-of-range');
	}
	const stepResult = checkStep(edition, options.step);
	if (!stepResult.ok) return err(stepResult.error);
	const variantResult = checkVariants(edition, players, options.variants);
	if (!variantResult.ok) return err(variantResult.error);
	const step = stepResult.value;
	const variants = variantResult.value;

	const stepRow = step ? MY_FIRST_STEP_TABLE[step] : null;
	const rule = (id: Parameters<typeof myFirstRuleApplies>[1]) =>
		step !== null && myFirstRuleApplies(step, id);
	const field = fieldSetup(edition, players, step ?? undefined);
	const beans = field.beans;
	const removed = BEANS[edition]
		.filter((bean) => !beans.some((b) => b.id === bean.id))
		.map((bean) => bean.id);
	const deckCards = beans.reduce((sum, bean) => sum + bean.cards, 0);
	const deal = dealFor(r, players);

	let fields = field.fields;
	let thirdField: ThirdField = field.thirdField;
	if (variants.includes('beginners-third-field')) {
		fields = 3;
		thirdField = NO_BUY;
	}
	if (variants.includes('cheap-third-field') && thirdField.buy) {
		thirdField = { ...thirdField, cost: 2 };
	}

	const phases = phasesFor(edition, players);
	const setup: TableRules = {
		edition,
		players,
		step,
		variants,
		beans,
		removed,
		coinSupply: stepRow ? [...stepRow.coinSupply] : [],
		deckCards,
		drawPileAfterDeal: deckCards - deal.reduce((sum, n) => sum + n, 0),
		fields,
		thirdField,
		deal,
		handLayout: rule('face-up-line') ? 'face-up-line' : 'hand',
		flip: flipCount(phases),
		draw: drawCount(phases),
		phases,
		trading: !field.duel,
		coinsInTrades: variants.includes('coins-in-trades'),
		harvestTiming: field.duel ? 'own-turn' : rule('auto-harvest') ? 'automatic' : 'any-time',
		protectionRule: step === null || rule('protection-rule'),
		mixedPatch: rule('mixed-patch'),
		coins: rule('coin-supply') ? 'coin-supply' : 'harvested-cards',
		// S001 basic step: beans left in the fields are worth nothing (fields are harvested at once).
		finalHarvest: field.finalHarvest,
		finalHarvestRule: finalHarvestRule(edition, step ?? undefined),
		spellField: edition === 'rabohnzel',
		duel: field.duel,
		spellCards:
			edition === 'rabohnzel'
				? { total: SPELL_CARD_IDS.length, perPlayer: SPELL_CARDS_PER_PLAYER }
				: null,
		drawPileCounter: edition === 'rabohnzel',
		endsAtExhaustion: r.endsAtExhaustion,
		tieBreak: info.tieBreak,
		startPlayer: info.startPlayer,
		dealer: edition === 'rio-grande' ? 'oldest' : null,
		sources: r.sources
	};
	return ok(deepFreeze(setup));
}
