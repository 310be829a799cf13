// The stored games read whole, for the screens that show no list: the home page's game in
// progress, the names remembered from earlier games, the players' corrections and the statistics.
import { database } from './database';
import { INDEXES } from './schema';

/** Every game's record as stored (no events). Throws when IndexedDB cannot be read. */
export function gameRecords(): Promise<unknown[]> {
	return database().games.toArray();
}

/** The list's first game's record as stored (the game played most recently, one in progress
 * before one set up or finished); null when there is none. Throws when IndexedDB cannot be read. */
export async function firstListed(): Promise<unknown> {
	return (await database().games.orderBy(INDEXES.gamesListOrder).first()) ?? null;
}
