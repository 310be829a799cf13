// What the screen shows of a game, derived from the core that events change: the turn, the draw
// pile's estimate, the fields each player harvests at the end, the scores, the tie and the ranking.
import {
	cardsPerTurn,
	fieldsAtFinalHarvest,
	finalFieldCoins,
	rank,
	turnsUntilRunOut,
	type Ranking,
	type Score,
	type TableRules
} from '$lib/rules';
import type { FieldAtEnd } from '$lib/tracker/events';
import type { Core, FinalScore, TableFacts, GameState, HarvestEntry, PileEstimate } from './types';

/** Coins of a field left at the end: the engine's (finalFieldCoins), or the players' number
 * where the meter is not known (null when they gave none). The protection rule does not apply to
 * the final harvest. */
export function fieldCoins(rules: TableRules, field: FieldAtEnd): number | null {
	const known = finalFieldCoins(rules.edition, rules.step ?? undefined, field.bean, field.cards);
	return known ?? field.coins ?? null;
}

/** A player's saved final harvest as one number: coins earned during the game plus the coins of
 * the fields left (what FinalScore.coins holds once everyone is in). */
export function harvestTotal(rules: TableRules, harvest: HarvestEntry): number {
	return (
		harvest.coinsEarned + harvest.fields.reduce((sum, f) => sum + (fieldCoins(rules, f) ?? 0), 0)
	);
}

/** The most fields each player may harvest at the end: a bought third field counts, and in
 * Rabohnzel the field spell's temporary field, which the tracker takes as standing
 * (docs/rules.md#rabohnzel-spells). `third-field-bought` is refused where no field is for sale,
 * so fieldsAtFinalHarvest does not refuse; if it did, the setup's own fields would count. */
export function harvestFieldsOf(
	game: TableFacts,
	thirdFields: readonly number[]
): readonly number[] {
	const { rules } = game;
	return game.setup.players.map((_, seat) => {
		const count = fieldsAtFinalHarvest(rules, {
			thirdFieldBought: thirdFields.includes(seat),
			spellFieldStands: rules.spellField
		});
		return count.ok ? count.value : rules.fields;
	});
}

/** Everyone's final score, once every player's harvest is in (else null). */
export function scoresOf(
	game: TableFacts,
	harvests: readonly (HarvestEntry | null)[]
): FinalScore[] | null {
	if (harvests.some((h) => h === null)) return null;
	return (harvests as HarvestEntry[]).map((h, seat) => {
		const coins = harvestTotal(game.rules, h);
		return {
			seat,
			coinsEarned: h.coinsEarned,
			harvestCoins: coins - h.coinsEarned,
			coins,
			...(h.handCards === undefined ? {} : { handCards: h.handCards }),
			...(h.spellValue === undefined ? {} : { spellValue: h.spellValue })
		};
	});
}

// The seats tied for the most coins, where the tie is broken by a number the players give
// (docs/rules.md#end-of-game): hand cards or spell values.
function tiedSeatsOf(game: TableFacts, scores: readonly FinalScore[] | null): number[] {
	if (!scores) return [];
	const { tieBreak } = game.rules;
	if (tieBreak !== 'most-hand-cards' && tieBreak !== 'spell-value') return [];
	const top = Math.max(...scores.map((s) => s.coins));
	const tied = scores.filter((s) => s.coins === top).map((s) => s.seat);
	return tied.length < 2 ? [] : tied;
}

/** The tied seats whose tie-break number is not saved yet. */
export function tieNeedsOf(
	game: TableFacts,
	scores: readonly FinalScore[] | null,
	tied = tiedSeatsOf(game, scores)
): number[] {
	const key = game.rules.tieBreak === 'most-hand-cards' ? 'handCards' : 'spellValue';
	return tied.filter((seat) => scores?.[seat]?.[key] === undefined);
}

function rankingOf(
	game: TableFacts,
	scores: readonly FinalScore[] | null,
	tieNeeds: readonly number[]
): Ranking | null {
	if (!scores || tieNeeds.length > 0) return null;
	const input: Score[] = scores.map((s) => ({
		seat: s.seat,
		coins: s.coins,
		handCards: s.handCards,
		spellValue: s.spellValue
	}));
	return rank(game.rules.edition, input, game.setup.startSeat);
}

function pileEstimate(game: TableFacts, core: Core): PileEstimate {
	const { rules } = game;
	const base = core.pileBase;
	if (core.status === 'setup') {
		return {
			cards: rules.drawPileAfterDeal,
			turnsLeft: turnsUntilRunOut(rules.edition, rules.players, rules.drawPileAfterDeal),
			typed: false
		};
	}
	if (base.cards === null) return { cards: null, turnsLeft: null, typed: false };
	const perTurn = cardsPerTurn(rules.edition, rules.players);
	const cards = Math.max(0, base.cards - perTurn * (core.turn - base.turn));
	return {
		cards,
		turnsLeft: turnsUntilRunOut(rules.edition, rules.players, cards),
		typed: base.typed
	};
}

/** The parts of the state the log's history does not decide (history.ts adds undo, redo, log). */
export type ShownState = Omit<
	GameState,
	'canUndo' | 'canRedo' | 'undoTarget' | 'redoTarget' | 'history' | 'log'
>;

/** What the screen shows of a game whose core is `core`. */
export function viewOf(game: TableFacts, core: Core): ShownState {
	const scores = scoresOf(game, core.harvests);
	const passes = game.rules.endsAtExhaustion;
	const tiedSeats = tiedSeatsOf(game, scores);
	const tieNeeds = tieNeedsOf(game, scores, tiedSeats);
	return {
		setup: game.setup,
		rules: game.rules,
		checklist: game.checklist,
		status: core.status,
		ticked: core.ticked,
		turn: core.turn,
		activeSeat: core.activeSeat,
		phase: core.phase,
		runOuts: core.runOuts,
		pass: Math.min(core.runOuts + 1, passes),
		passes,
		lastRunOut: core.lastRunOut,
		pileBase: core.pileBase,
		pile: pileEstimate(game, core),
		thirdFields: core.thirdFields,
		spellsUsed: core.spellsUsed,
		harvests: core.harvests,
		harvestFields: harvestFieldsOf(game, core.thirdFields),
		scores,
		tiedSeats,
		tieNeeds,
		ranking: rankingOf(game, scores, tieNeeds)
	};
}
