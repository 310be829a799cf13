// The summaries version 3's upgrade leaves for after the open (database.ts): computing one
// replays the game with the engine, which only a database stored before version 3 needs, once.
// The database loads this module for them; no page does.
import { storedState } from '$lib/tracker/storedState';
import { summaryOf } from '$lib/tracker/summary';
import { listOrder, listStatus, playedOf } from './records';
import type { EventRecord, GameRecord } from './schema';

/** The game's record with the summary of its log, and the list status and order that follow
 * from it (the play number its order holds is kept). */
export function summarized(game: GameRecord, log: readonly EventRecord[]): GameRecord {
	const state = storedState(game.setup, log);
	const summary = state ? summaryOf(state) : null;
	const status = listStatus(summary, game.status);
	return { ...game, summary, status, listOrder: listOrder(status, playedOf(game.listOrder)) };
}
