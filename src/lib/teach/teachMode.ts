// Teach mode for every edition: in a first game, each phase of the turn is explained once, when it
// first comes up.
import { phasesFor, type EditionId, type PhaseId, type TurnPhase } from '$lib/rules';

/** A game as far as "is this a first game" cares. */
export interface PastGame {
	readonly id: string;
	readonly edition: string;
	readonly finished: boolean;
}

/** True when no other game of this edition has been finished before. */
export function isFirstGame(
	edition: EditionId,
	currentId: string,
	games: readonly PastGame[]
): boolean {
	return !games.some((g) => g.id !== currentId && g.edition === edition && g.finished);
}

/** Whether teach mode speaks in this game: switched on, and a first game of the edition. */
export function teachModeActive(switchedOn: boolean, firstGame: boolean): boolean {
	return switchedOn && firstGame;
}

/** The phase to explain now, or null when it was explained already in this game. */
export function phaseToExplain(
	edition: EditionId,
	players: number,
	current: PhaseId,
	explained: readonly string[]
): TurnPhase | null {
	if (explained.includes(current)) return null;
	return phasesFor(edition, players).find((phase) => phase.id === current) ?? null;
}
