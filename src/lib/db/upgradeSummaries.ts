// The summaries version 3's upgrade writes (database.ts): replaying a game needs the engine,
// which only a database stored before version 3 needs, once.
import { storedState } from '$lib/tracker/storedState';
import { summaryOf } from '$lib/tracker/summary';
import { listOrder, listStatus } from './records';
import type { EventRecord, GameRecord } from './schema';

/** The game with the summary of its log, and the list status and order that follow from it (by
 * its last change, as the upgrade found it). */
export function summarized(game: GameRecord, log: readonly EventRecord[]): GameRecord {
	const state = storedState(game.setup, log);
	const summary = state ? summaryOf(state) : null;
	const status = listStatus(summary, game.status);
	return { ...game, summary, status, listOrder: listOrder(status, game.updatedAt) };
}
