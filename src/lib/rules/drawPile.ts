// The draw pile: what a run-out means (reshuffle or the end), and the deck-pass tracker.
import { supportsPlayers } from './editions';
import { drawCount, flipCount, phasesFor } from './phases';
import { setupFor, setupRow, type SetupOptions } from './setup';
import {
	assertEdition,
	DRAW_PILE_PHASES,
	isMyFirstStep,
	type DrawPilePhase,
	type MyFirstStep,
	type EditionId,
	type RunOutOutcome
} from './types';

function assertPlayers(edition: EditionId, players: number): void {
	assertEdition(edition);
	if (!supportsPlayers(edition, players)) {
		throw new RangeError(`players out of range for ${edition}: ${String(players)}`);
	}
}

/** The run-out of the draw pile that ends the game (1st, 2nd, …) for an edition and player count. */
export function endsAtExhaustion(edition: EditionId, players: number): number {
	assertPlayers(edition, players);
	const row = setupRow(edition, players);
	if (!row) throw new RangeError(`players out of range for ${edition}: ${String(players)}`);
	return row.endsAtExhaustion;
}

// What the final run-out means, by edition. S004 and S003 say: during the trading phase, finish
// trading and planting; while drawing, the game ends at once. S000 says the game ends at the third
// run-out and adds only the trading-phase exception, so a run-out while drawing ends it at once.
// The Rio Grande summary (S002, "End & Winner") says the game ends at once when a card cannot be
// taken from the pile, and calls turning cards over drawing too ("Draw and trade"): we follow it
// in both phases. S001 (My First) lets the player who turned over the last card finish the turn;
// it says so for 3 players only and is silent for 4-5, where we apply the same. Its turn has no
// separate planting phase (cards received are planted within the trade), and drawing is the
// turn's last action, so a run-out while drawing ends at once.
const FINAL_RUN_OUT: Readonly<Record<EditionId, Readonly<Record<DrawPilePhase, RunOutOutcome>>>> =
	Object.freeze({
		amigo: Object.freeze({ trade: 'finish-trade-and-plant', draw: 'end-now' }),
		'amigo-1997': Object.freeze({ trade: 'finish-trade-and-plant', draw: 'end-now' }),
		'rio-grande': Object.freeze({ trade: 'end-now', draw: 'end-now' }),
		'my-first': Object.freeze({ trade: 'finish-turn', draw: 'end-now' }),
		rabohnzel: Object.freeze({ trade: 'finish-trade-and-plant', draw: 'end-now' })
	} satisfies Record<EditionId, Record<DrawPilePhase, RunOutOutcome>>);

// Bean duel (Rio Grande, 2 players): 'trade' is the turn-up phase. Neither the summary nor the
// duel's rules cover a run-out there; the app lets the turn-up and its planting finish, as in the
// other editions' trading phase (docs/rules.md#end-of-game).
const DUEL_RUN_OUT: Readonly<Record<DrawPilePhase, RunOutOutcome>> = Object.freeze({
	trade: 'finish-trade-and-plant',
	draw: 'end-now'
});

/** The draw pile has just run out for the `exhaustion`-th time during `phase`: what now? */
export function onDrawPileEmpty(
	edition: EditionId,
	players: number,
	exhaustion: number,
	phase: DrawPilePhase,
	options: { readonly step?: MyFirstStep } = {}
): RunOutOutcome {
	const ends = endsAtExhaustion(edition, players);
	// The end does not depend on the My First step, but a bad step is still bad input.
	if (options.step !== undefined && !isMyFirstStep(options.step)) {
		throw new RangeError(`unknown step: ${String(options.step)}`);
	}
	if (!Number.isInteger(exhaustion) || exhaustion < 1) {
		throw new RangeError(`exhaustion must be a whole number >= 1, got ${String(exhaustion)}`);
	}
	if (exhaustion > ends) {
		throw new RangeError(`exhaustion ${exhaustion} is after the game's end at run-out ${ends}`);
	}
	if (!(DRAW_PILE_PHASES as readonly string[]).includes(phase)) {
		throw new RangeError(`unknown phase: ${String(phase)}`);
	}
	if (exhaustion < ends) return 'reshuffle';
	const table = edition === 'rio-grande' && players === 2 ? DUEL_RUN_OUT : FINAL_RUN_OUT[edition];
	return table[phase];
}

/** Cards the active player takes from the draw pile in one turn (turned over plus drawn). */
export function cardsPerTurn(edition: EditionId, players: number): number {
	assertPlayers(edition, players);
	const phases = phasesFor(edition, players);
	return flipCount(phases) + drawCount(phases);
}

/** Cards in the draw pile right after the deal; RangeError with the setup error code. */
export function drawPileAfterDeal(
	edition: EditionId,
	players: number,
	options?: SetupOptions
): number {
	const setup = setupFor(edition, players, options);
	if (!setup.ok) throw new RangeError(setup.error);
	return setup.value.drawPileAfterDeal;
}

/** Estimated turns until a pile of `pileCards` runs out (the last one may end mid-turn).
 * Spells and bean magic that take extra cards (Rabohnzel) are not counted. */
export function turnsUntilRunOut(edition: EditionId, players: number, pileCards: number): number {
	const perTurn = cardsPerTurn(edition, players);
	if (!Number.isInteger(pileCards) || pileCards < 0) {
		throw new RangeError(`pileCards must be a whole number >= 0, got ${String(pileCards)}`);
	}
	return Math.ceil(pileCards / perTurn);
}
