// The stored games as a list, through Dexie: its pages, every record (the statistics, the names
// of earlier games), the game in progress (home), the logs of several games (export), a game's
// note. Its choices (delete, import, keep one of two copies) are in choices.ts, one game's log in
// games.ts.
import { database } from './database';
import { readLog } from './logStore';
import { INDEXES, type GameRecord, type GameWithEvents } from './schema';

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
 * check before showing) and the number of games. In progress first (being played, then being set
 * up), then finished; newest first, games of one order by their ids. Every stored game with a list
 * order is on one page, once, whatever orders they share. */
export async function listPage(limit: number, after?: ListKey): Promise<ListPage> {
	const db = database();
	const { games } = db;
	const [page, total] = await db.transaction('r', games, () => {
		const range =
			after === undefined
				? games.orderBy(INDEXES.gamesListPage)
				: games.where(INDEXES.gamesListPage).above([...after]);
		return Promise.all([range.limit(limit).toArray(), games.count()]);
	});
	return { page, total, next: listKeyOf(page.at(-1)) };
}

/** The records of all finished games (for the statistics, which check each summary). */
export async function finishedRecords(): Promise<GameRecord[]> {
	return database().games.where(INDEXES.gamesStatus).equals('finished').toArray();
}

/** Some games (all when `ids` is omitted) with their events, in list order (for export). */
export async function loadGames(ids?: readonly string[]): Promise<GameWithEvents[]> {
	const db = database();
	return db.transaction('r', db.games, db.events, db.eventChunks, async () => {
		const games = ids
			? (await db.games.bulkGet([...ids])).filter((g): g is GameRecord => g !== undefined)
			: await db.games.orderBy(INDEXES.gamesListOrder).toArray();
		// Every game's log is asked for at once: IndexedDB answers them in one go, not one round
		// trip after another.
		return Promise.all(
			games
				.sort((a, b) => a.listOrder - b.listOrder)
				.map(async (game) => ({ game, events: await readLog(db, game.id) }))
		);
	});
}
