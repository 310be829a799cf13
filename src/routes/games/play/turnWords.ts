// Words of the turn on the first paint of the play screen: names at seats, the phase's reminder,
// what a run-out means, the last-pass alarm. The log's and the panels' words, which load after the
// first paint, are in describe.ts.
import { isolate } from '$lib/i18n/format';
import type { MessagesOf } from '$lib/i18n/define';
import type { tracker } from '$lib/i18n/areas';
import type { TurnPhase } from '$lib/rules';
import type { GameState, RunOut } from '$lib/tracker/game';

type M = MessagesOf<typeof tracker>;

/** A player's name at a seat, as typed (for markup, inside `<bdi>`). */
export function nameAt(state: GameState, seat: number): string {
	return state.setup.players[seat]?.name ?? '';
}

/** A player's name at a seat, isolated for bidirectional text: for names put into messages. */
export function nameIn(state: GameState, seat: number): string {
	return isolate(nameAt(state, seat));
}

/** The one-line reminder for a phase. Where the cards lie face up in a line (My First before
 * step 4, docs/rules.md#my-first-steps) planting and drawing speak of the line, not of a hand. */
export function phaseReminder(m: M, state: GameState, phase: TurnPhase | undefined): string {
	if (!phase) return '';
	const line = state.rules.handLayout === 'face-up-line';
	switch (phase.id) {
		case 'trade':
			return m.remind_trade(phase.flip);
		case 'turn-up':
			return m['remind_turn-up'](phase.flip);
		case 'plant':
			return line ? m['remind_plant-line'] : m.remind_plant;
		case 'draw':
			return line ? m['remind_draw-line'](phase.draw) : m.remind_draw(phase.draw);
		default:
			return m[`remind_${phase.id}`];
	}
}

/** What a run-out means, in one sentence. The bean duel names its own phases (it has no trading,
 * docs/rules.md#bean-duel); AMIGO's rulebook adds that a last card turned over alone still counts
 * (docs/rules.md#end-of-game, S000). */
export function runOutText(m: M, state: GameState, runOut: RunOut): string {
	if (runOut.outcome === 'reshuffle') {
		return m.outcome_reshuffle(runOut.exhaustion + 1, state.passes);
	}
	if (runOut.outcome === 'finish-trade-and-plant') {
		if (state.rules.duel) return m['outcome_finish-turn-up'];
		if (state.setup.edition === 'amigo') {
			return `${m['outcome_finish-trade-and-plant']} ${m['outcome_finish-one-card']}`;
		}
	}
	return m[`outcome_${runOut.outcome}`];
}

/** Whether the last-pass alarm shows: only when the game has more than one pass and this is the
 * last (a one-pass game says so calmly instead, docs/rules.md#end-of-game). */
export function lastPassAlarm(state: GameState): boolean {
	return state.passes > 1 && state.pass === state.passes;
}
