// The stored games read whole without the storage library, for the screens that show no list:
// the home page's game in progress, the names remembered from earlier games, the players'
// corrections and the statistics. Apart from the list's door (gameList.ts), so that a page which
// only needs one of these reads does not load the list's code.
import { firstRecord, readRecords } from './raw';
import { INDEXES, STORES } from './schema';

/** Every game's record as stored (no events), without the storage library; empty when there is
 * no database yet. Throws when IndexedDB cannot be read. */
export function gameRecords(): Promise<unknown[]> {
	return readRecords(STORES.games);
}

/** The list's first game's record as stored (the game played most recently, one in progress
 * before one set up or finished), without the storage library; null when there is none or no
 * database yet. Throws when IndexedDB cannot be read. */
export function firstListed(): Promise<unknown> {
	return firstRecord(STORES.games, INDEXES.gamesListOrder);
}
