// A game's summary: what the games list and the statistics show, kept next to the stored game so
// neither has to replay its log.
import type { EditionId } from '$lib/rules';
import { parseEvent, type GameEvent } from './events';
import { replay, type GameState, type GameStatus } from './game';
import { checkSetup, type GameSetup } from './setup';

/** What the list and the statistics need of one game, derived from its state. */
export interface GameSummary {
	readonly edition: EditionId;
	readonly players: readonly string[];
	readonly status: GameStatus;
	readonly turn: number;
	// The pass through the draw pile under way, and how many there are.
	readonly pass: number;
	readonly passes: number;
	// Each seat's final coins once everyone's harvest is in; null before.
	readonly coins: readonly number[] | null;
	// Seats of the winners once the game is decided; null before.
	readonly winners: readonly number[] | null;
	// My First: the step of the path played; null in the other editions.
	readonly step: string | null;
	// A children's group the game was played for (teach area), or null.
	readonly groupId: string | null;
	// How many events the log holds.
	readonly events: number;
}

/** The summary of a game's state. */
export function summaryOf(state: GameState): GameSummary {
	const groupId = (state.setup as { groupId?: unknown }).groupId;
	return {
		edition: state.setup.edition,
		players: state.setup.players.map((p) => p.name),
		status: state.status,
		turn: state.turn,
		pass: state.pass,
		passes: state.passes,
		coins: state.scores?.map((s) => s.coins) ?? null,
		winners: state.ranking ? [...state.ranking.winners] : null,
		step: state.setup.step ?? null,
		groupId: typeof groupId === 'string' ? groupId : null,
		events: state.logLength
	};
}

/** A stored game's state from its raw setup and events (as IndexedDB holds them); null when the
 * setup is damaged. Damaged events are left out, as when the game is opened. */
export function storedState(
	setup: unknown,
	records: readonly { readonly type: string; readonly payload: unknown }[]
): GameState | null {
	if (!setup || typeof setup !== 'object' || !checkSetup(setup as GameSetup).ok) return null;
	const events: GameEvent[] = [];
	for (const record of records) {
		const payload = record.payload && typeof record.payload === 'object' ? record.payload : {};
		const parsed = parseEvent({ ...payload, type: record.type });
		if (parsed.ok) events.push(parsed.value);
	}
	return replay(setup as GameSetup, events);
}
