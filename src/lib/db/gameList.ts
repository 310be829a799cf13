// The stored games as a list: its pages, the records, several games' logs (export), a note. Its
// choices are in choices.ts, one game's log in games.ts.
import { database } from './database';
import { readLog } from './logStore';
import type { GameRecord, RecordAndLog } from './schema';

/** A key of the list's index [listOrder+id]: unique per game, so a page read after it starts
 * right after the last game shown, even among games that share an order. */
export type ListKey = readonly [order: number, id: IDBValidKey];

/** A page of the list, how many games are stored, and the key of its last (null: none). */
export interface ListPage {
	readonly page: readonly unknown[];
	readonly total: number;
	readonly next: ListKey | null;
}

/** Every game's record as stored (no events). */
export const gameRecords = (): Promise<unknown[]> => database().games.toArray();

/** The list's first game's record as stored (the game in progress played last), or null. */
export const firstListed = async (): Promise<unknown> =>
	(await database().games.orderBy('listOrder').first()) ?? null;

/** Sets a game's note ('' removes it). False when the game is not stored. */
export async function setGameNote(id: string, note: string): Promise<boolean> {
	const changed = await database().games.update(id, { note: note === '' ? undefined : note });
	return changed === 1;
}

/** One page of the list after `after` (its records as stored, to check before showing) and the
 * number of games, in one transaction. In progress first, then finished; newest first. */
export async function listPage(limit: number, after?: ListKey): Promise<ListPage> {
	const db = database();
	const [page, total] = await db.transaction('r', db.games, () => {
		const range =
			after === undefined
				? db.games.orderBy('[listOrder+id]')
				: db.games.where('[listOrder+id]').above([...after]);
		return Promise.all([range.limit(limit).toArray(), db.games.count()]);
	});
	const last = page.at(-1);
	return { page, total, next: last ? [last.listOrder, last.id] : null };
}

/** The records of all finished games. */
export const finishedRecords = (): Promise<GameRecord[]> =>
	database().games.where('status').equals('finished').toArray();

/** Some games (all when `ids` is omitted) with their events, in list order (for export). */
export async function loadGames(ids?: readonly string[]): Promise<RecordAndLog[]> {
	const db = database();
	return db.transaction('r', db.games, db.events, db.eventChunks, async () => {
		const games = ids
			? (await db.games.bulkGet([...ids])).filter((g): g is GameRecord => g !== undefined)
			: await db.games.orderBy('listOrder').toArray();
		// Every log asked for at once: IndexedDB answers them in one go.
		return Promise.all(
			games
				.sort((a, b) => a.listOrder - b.listOrder)
				.map(async (game) => ({ game, events: await readLog(db, game.id) }))
		);
	});
}
