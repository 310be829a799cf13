// Teach mode for every edition: each phase of the turn is explained once in a game, when it first
// comes up; on by default only where people are learning.
import { phasesFor, type EditionId, type PhaseId, type TurnPhase } from '$lib/rules';

/**
 * Whether teach mode starts switched on in a new game: on for My First Bohnanza (the turn coach)
 * and for a teaching group's game (children learning), off for any other table, which switches
 * it on at setup when someone is new to the game.
 */
export function teachModeDefault(edition: string, learners: boolean): boolean {
	return edition === 'my-first' || learners;
}

/**
 * Whether teach mode speaks in a game: the switch in the game once used, else the choice made at
 * setup (`teach` in the stored setup), else the default for its edition and group (a game stored
 * before the choice existed, or imported).
 */
export function teachModeOf(setup: unknown, switched: boolean | null | undefined): boolean {
	if (typeof switched === 'boolean') return switched;
	const { edition, groupId, teach } = (setup ?? {}) as {
		edition?: unknown;
		groupId?: unknown;
		teach?: unknown;
	};
	if (typeof teach === 'boolean') return teach;
	return teachModeDefault(typeof edition === 'string' ? edition : '', typeof groupId === 'string');
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
