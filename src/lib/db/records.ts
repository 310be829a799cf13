// Game records as plain values: the list's order and status, and a new game's record. No Dexie
// here, so pages can build and read records before the storage library has loaded.
import type { GameSummary } from '$lib/tracker/summary';
import type { ListStatus, NewGameRecord } from './schema';

const RANK: Record<ListStatus, number> = { playing: 0, setup: 1, finished: 2 };
// Larger than any time in milliseconds until the year 2286, and so than any play number.
const TIME_SPAN = 1e13;

/** The list's order key: status first (playing, setup, finished), then the last played first.
 * `played` is the game's play number (playedOf): one more than the largest stored, given with
 * each new game, event and import (games.ts, choices.ts). Records stored before version 7 held
 * the time of their last change there; its upgrade numbered them in their order. */
export function listOrder(status: ListStatus, played: number): number {
	return RANK[status] * TIME_SPAN + (TIME_SPAN - played);
}

/** The play number a list order key holds (the inverse of listOrder, whatever the status). */
export function playedOf(order: number): number {
	return TIME_SPAN - (order % TIME_SPAN);
}

/** The same place in the list's status range, with the play number `played`. */
export function withPlayed(order: number, played: number): number {
	return order + playedOf(order) - played;
}

/** The list order key ranges of the three statuses, [from, to). */
export const ORDER_RANGES: readonly (readonly [number, number])[] = Object.values(RANK).map(
	(rank) => [rank * TIME_SPAN, (rank + 1) * TIME_SPAN]
);

/** The list's coarse status for a game's summary (setup, playing or finished). */
export function listStatus(summary: GameSummary | null, fallback: ListStatus): ListStatus {
	if (!summary) return fallback;
	if (summary.status === 'setup') return 'setup';
	return summary.status === 'finished' ? 'finished' : 'playing';
}

/** A game's record with its summary and list status, to be stored (addGame, importGames: they
 * give it its place in the list). */
export function newGameRecord(
	game: Pick<NewGameRecord, 'id' | 'edition' | 'createdAt' | 'updatedAt' | 'setup'>,
	summary: GameSummary | null,
	lastSeq = 0
): NewGameRecord {
	return { ...game, status: listStatus(summary, 'setup'), summary, lastSeq };
}

/** A new game id: a random UUID, of the form an import accepts (GAME_ID in the export file). */
export function newGameId(): string {
	return crypto.randomUUID();
}
