// The door to the stored games as a list (the games list, the statistics, the backup): reads and
// the writes of the list (delete, undo a delete, keep one of two copies), beside games.ts (one
// game: open, follow, append) so a page that opens one game does not load them. Reads go raw
// without the storage library when the database is at this app's schema, else through Dexie
// (gameStore.ts, loaded when first needed, as every write).
import type * as Store from './gameStore';
import { readPage, readRecords, readWhere } from './raw';
import { INDEXES, STORES } from './schema';

const store = () => import('./gameStore');

/** A page of the games list and how many games are stored. */
export interface ListPage {
	readonly page: readonly unknown[];
	readonly total: number;
}

/** One page of the list after `after` (the last list-order key shown; its records as stored, to
 * check before showing) and the number of games. With `withoutLibrary`, null instead of loading
 * Dexie when only Dexie can read it. */
export async function listPage(limit: number, after?: number): Promise<ListPage>;
export async function listPage(
	limit: number,
	after: number | undefined,
	withoutLibrary: true
): Promise<ListPage | null>;
export async function listPage(
	limit: number,
	after?: number,
	withoutLibrary = false
): Promise<ListPage | null> {
	const raw = await readPage(STORES.games, INDEXES.gamesListOrder, limit, after);
	if (raw) return { page: raw.records, total: raw.total };
	if (withoutLibrary) return null;
	const { countGames, listGames } = await store();
	const [page, total] = await Promise.all([listGames(limit, after), countGames()]);
	return { page, total };
}

/** The records of the finished games (for the statistics, which check each record). */
export async function finishedRecords(): Promise<unknown[]> {
	const raw = await readWhere(STORES.games, INDEXES.gamesStatus, 'finished');
	return raw ?? (await store()).finishedRecords();
}

/** Every game's record as stored (no events), without the storage library; empty when there is
 * no database yet. Throws when IndexedDB cannot be read. */
export function gameRecords(): Promise<unknown[]> {
	return readRecords(STORES.games);
}

// Writes and whole reads of the list: through Dexie (gameStore.ts).

export const loadGames: typeof Store.loadGames = async (...args) =>
	(await store()).loadGames(...args);
export const deleteGame: typeof Store.deleteGame = async (...args) =>
	(await store()).deleteGame(...args);
export const restoreGame: typeof Store.restoreGame = async (...args) =>
	(await store()).restoreGame(...args);
export const keepCopy: typeof Store.keepCopy = async (...args) => (await store()).keepCopy(...args);
