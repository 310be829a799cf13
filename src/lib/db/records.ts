// Game records as plain values, with no Dexie, so pages can use them before it has loaded.
import type { GameSummary } from '$lib/tracker/summary';
import type { ListStatus, UnplacedRecord } from './schema';

const RANK: Record<ListStatus, number> = { playing: 0, setup: 1, finished: 2 };
// Larger than any time in milliseconds until the year 2286, and so than any play number.
const TIME_SPAN = 1e13;

/** The list's order key: status first (playing, setup, finished), then the last played first.
 * `played`: the game's play number, one more than the largest stored, given with each new game
 * and import, and with an event unless its game is already first of its status. Before version
 * 7, records held the time of their last change there. */
export function listOrder(status: ListStatus, played: number): number {
	return RANK[status] * TIME_SPAN + (TIME_SPAN - played);
}

/** The play number a list order key holds, whatever the status. */
export const playedOf = (order: number) => TIME_SPAN - (order % TIME_SPAN);

/** The same status in the list's order, with the play number `played`. */
export const withPlayed = (order: number, played: number) => order + playedOf(order) - played;

/** The list's statuses, in its order. */
export const LIST_STATUSES = Object.keys(RANK) as ListStatus[];

/** The list order keys of a status, [from, to). */
export const orderRange = (status: ListStatus): [number, number] => [
	RANK[status] * TIME_SPAN,
	(RANK[status] + 1) * TIME_SPAN
];

/** The list's status of a game with `summary` (`fallback` without one). */
export function listStatus(summary: GameSummary | null, fallback: ListStatus): ListStatus {
	if (!summary) return fallback;
	return summary.status === 'setup' || summary.status === 'finished' ? summary.status : 'playing';
}

/** A new game's record, to be stored (the storage gives it its place in the list). */
export function newGameRecord(
	game: Pick<UnplacedRecord, 'id' | 'edition' | 'createdAt' | 'updatedAt' | 'setup'>,
	summary: GameSummary | null,
	lastSeq = 0
): UnplacedRecord {
	return { ...game, status: listStatus(summary, 'setup'), summary, lastSeq };
}

/** A new game id, of the form an import accepts (GAME_ID in the export file). */
export const newGameId = (): string => crypto.randomUUID();
