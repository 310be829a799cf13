// Game records as plain values: the list's order and status, and a new game's record. No Dexie
// here, so pages can build and read records before the storage library has loaded.
import type { GameSummary } from '$lib/tracker/summary';
import type { GameRecord, ListStatus } from './database';

const RANK: Record<ListStatus, number> = { playing: 0, setup: 1, finished: 2 };
// Larger than any time in milliseconds until the year 2286.
const TIME_SPAN = 1e13;

/** The list's order key: status first (playing, setup, finished), then newest first. */
export function listOrder(status: ListStatus, updatedAt: number): number {
	return RANK[status] * TIME_SPAN + (TIME_SPAN - updatedAt);
}

/** The list's coarse status for a game's summary (setup, playing or finished). */
export function listStatus(summary: GameSummary | null, fallback: ListStatus): ListStatus {
	if (!summary) return fallback;
	if (summary.status === 'setup') return 'setup';
	return summary.status === 'finished' ? 'finished' : 'playing';
}

/** A game's record with its summary, list status and order (what addGame and imports store). */
export function newGameRecord(
	game: Pick<GameRecord, 'id' | 'edition' | 'createdAt' | 'updatedAt' | 'setup'>,
	summary: GameSummary | null,
	lastSeq = 0
): GameRecord {
	const status = listStatus(summary, 'setup');
	return { ...game, status, summary, lastSeq, listOrder: listOrder(status, game.updatedAt) };
}

/** A new game id: a random UUID, of the form an import accepts (GAME_ID in the export file). */
export function newGameId(): string {
	return crypto.randomUUID();
}
