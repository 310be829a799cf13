// The door to the stored games as a list (the games list, the statistics, the backup): reads and
// the writes of the list (delete, keep one of two copies, and the copies these set aside: undo,
// remove for good), beside games.ts (one
// game: open, follow, append) so a page that opens one game does not load them. Reads go raw
// without the storage library when the database is at this app's schema, else through Dexie
// (gameStore.ts, loaded when first needed, as every write).
import type * as Store from './gameStore';
import { done, openCurrent } from './raw';
import { INDEXES, STORES, type StoreName } from './schema';

const store = () => import('./gameStore');

/** Loads the storage library ahead of need (the list reads without it; deleting, undoing and
 * importing need it). */
export async function prepare(): Promise<void> {
	await store();
}

// The list's reads without Dexie (raw.ts opens the database): here, not in raw.ts, so the pages
// that read one game or a preference do not bring them.

/** One page of a store in an index's order (after `after`, the last index key of the page
 * before: the index must be unique per record, or the records sharing that key are skipped), with
 * how many records the store holds, in one read transaction. Null when there is no database yet,
 * another tab is upgrading it, or it is at another schema version than this app's (an older one
 * waits for Dexie's upgrade): the caller then reads through Dexie. */
export async function readPage(
	store: StoreName,
	index: string,
	limit: number,
	after?: IDBValidKey
): Promise<{ records: unknown[]; total: number } | null> {
	const db = await openCurrent(store);
	if (!db) return null;
	try {
		const source = db.transaction(store, 'readonly').objectStore(store);
		if (!source.indexNames.contains(index)) return null;
		const range = after === undefined ? undefined : IDBKeyRange.lowerBound(after, true);
		const [records, total] = await Promise.all([
			done(source.index(index).getAll(range, limit)),
			done(source.count())
		]);
		return { records, total };
	} finally {
		db.close();
	}
}

/** The records of a store whose index holds `key` (the finished games, by status). Null in the
 * same cases as readPage: the caller then reads through Dexie. */
export async function readWhere(
	store: StoreName,
	index: string,
	key: IDBValidKey
): Promise<unknown[] | null> {
	const db = await openCurrent(store);
	if (!db) return null;
	try {
		const source = db.transaction(store, 'readonly').objectStore(store);
		if (!source.indexNames.contains(index)) return null;
		return await done(source.index(index).getAll(key));
	} finally {
		db.close();
	}
}

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

/** One page of the list after `after` (the `next` of the page before; its records as stored, to
 * check before showing) and the number of games. Every stored game with a list order is on one
 * page, once, whatever orders they share. With `withoutLibrary`, null instead of loading Dexie
 * when only Dexie can read it. */
export async function listPage(limit: number, after?: ListKey): Promise<ListPage>;
export async function listPage(
	limit: number,
	after: ListKey | undefined,
	withoutLibrary: true
): Promise<ListPage | null>;
export async function listPage(
	limit: number,
	after?: ListKey,
	withoutLibrary = false
): Promise<ListPage | null> {
	const raw = await readPage(STORES.games, INDEXES.gamesListPage, limit, after && [...after]);
	if (raw) return { page: raw.records, total: raw.total, next: listKeyOf(raw.records.at(-1)) };
	if (withoutLibrary) return null;
	const { countGames, listGames } = await store();
	const [page, total] = await Promise.all([listGames(limit, after), countGames()]);
	return { page, total, next: listKeyOf(page.at(-1)) };
}

/** The records of the finished games (for the statistics, which check each record). */
export async function finishedRecords(): Promise<unknown[]> {
	const raw = await readWhere(STORES.games, INDEXES.gamesStatus, 'finished');
	return raw ?? (await store()).finishedRecords();
}

// Writes and whole reads of the list: through Dexie (gameStore.ts).

export const loadGames: typeof Store.loadGames = async (...args) =>
	(await store()).loadGames(...args);
export const deleteGame: typeof Store.deleteGame = async (...args) =>
	(await store()).deleteGame(...args);
export const keepCopy: typeof Store.keepCopy = async (...args) => (await store()).keepCopy(...args);
export const dropCopy: typeof Store.dropCopy = async (...args) => (await store()).dropCopy(...args);
export const keepBoth: typeof Store.keepBoth = async (...args) => (await store()).keepBoth(...args);

// Copies set aside by a choice (schema version 6): listed, put back, removed for good.
export type { SetAsideEntry, UndoneReplace } from './gameStore';
/** The set-aside copies, newest first, those older than 30 days dropped first (through Dexie):
 * none, without loading the storage library, when a raw read finds the store empty. */
export async function replacedCopies(now: number): Promise<Store.SetAsideEntry[]> {
	const raw = await readPage(STORES.replaced, INDEXES.replacedAt, 1);
	if (raw && raw.total === 0) return [];
	return (await store()).replacedCopies(now);
}
export const undoReplaced: typeof Store.undoReplaced = async (...args) =>
	(await store()).undoReplaced(...args);
export const forgetReplaced: typeof Store.forgetReplaced = async (...args) =>
	(await store()).forgetReplaced(...args);
