// The summaries version 3's upgrade leaves for after the open (database.ts): computing one
// replays the game with the engine, which only a database stored before version 3 needs, once.
// The database loads this module for them; no page does.
import { storedState } from '$lib/tracker/storedState';
import { summaryOf } from '$lib/tracker/summary';
import { listOrder, listStatus } from './records';
import type { EventRecord, GameRecord } from './schema';

/** The game's record with the summary of its log, and the list status and order that follow
 * from it, ordered by its last change as the upgrade found it (as version 3's upgrade always
 * did: nothing changes a game between the upgrade and this). */
export function summarized(game: GameRecord, log: readonly EventRecord[]): GameRecord {
	const state = storedState(game.setup, log);
	const summary = state ? summaryOf(state) : null;
	const status = listStatus(summary, game.status);
	return { ...game, summary, status, listOrder: listOrder(status, game.updatedAt) };
}
