// The door to the stored games as a list (the games list, the statistics, the backup, the home
// page's game in progress, the names of earlier games): its reads and its writes (delete, keep one
// of two copies, the copies these set aside: undo, remove for good, a game's note), through Dexie
// (gameStore.ts), beside games.ts (one game: open, follow, append).
import { database } from './database';
import { INDEXES } from './schema';
import {
	countGames,
	deleteGame,
	dropCopy,
	finishedRecords,
	forgetReplaced,
	keepBoth,
	keepCopy,
	listGames,
	loadGames,
	replacedCopies,
	undoReplaced
} from './gameStore';

export { deleteGame, dropCopy, finishedRecords, keepBoth, keepCopy, loadGames };
// Copies set aside by a choice (schema version 6, replacedStore.ts): listed, put back, removed.
export { forgetReplaced, replacedCopies, undoReplaced };
export type { SetAsideEntry, UndoneReplace } from './gameStore';

/** Where the list stands: a key of its index (INDEXES.gamesListPage), the list's order and the
 * game's id, unique per game. A page read after it starts with the game listed next. */
export type ListKey = readonly [order: number, id: IDBValidKey];

/** A page of the games list, how many games are stored, and the key to read the next page after
 * (the last record's; null when the page is empty). */
export interface ListPage {
	readonly page: readonly unknown[];
	readonly total: number;
	readonly next: ListKey | null;
}

// The list key of a record read through the list's index (so it has one: a number order, and
// its id, the store's key).
function listKeyOf(record: unknown): ListKey | null {
	if (record === undefined) return null;
	const { listOrder, id } = record as { listOrder: number; id: IDBValidKey };
	return [listOrder, id];
}

/** Every game's record as stored (no events). Throws when IndexedDB cannot be read. */
export function gameRecords(): Promise<unknown[]> {
	return database().games.toArray();
}

/** The list's first game's record as stored (the game played most recently, one in progress
 * before one set up or finished); null when there is none. Throws when IndexedDB cannot be read. */
export async function firstListed(): Promise<unknown> {
	return (await database().games.orderBy(INDEXES.gamesListOrder).first()) ?? null;
}

/** Sets a game's note ('' removes it): a field of its record (not indexed), written apart from
 * its log. False when the game is not stored. */
export async function setGameNote(id: string, note: string): Promise<boolean> {
	const changed = await database().games.update(id, { note: note === '' ? undefined : note });
	return changed === 1;
}

/** One page of the list after `after` (the `next` of the page before; its records as stored, to
 * check before showing) and the number of games. Every stored game with a list order is on one
 * page, once, whatever orders they share. */
export async function listPage(limit: number, after?: ListKey): Promise<ListPage> {
	const db = database();
	const [page, total] = await db.transaction('r', db.games, () =>
		Promise.all([listGames(limit, after), countGames()])
	);
	return { page, total, next: listKeyOf(page.at(-1)) };
}
