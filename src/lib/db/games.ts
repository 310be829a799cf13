// The door to one stored game: open it, follow it, append to it (gameStore.ts holds the Dexie
// code; gameList.ts the list's reads and writes).
import { LogChangedError, appendEvent as append, type EventInput } from './gameStore';
import type { EventRecord } from './schema';
import type { GameSummary } from '$lib/tracker/summary';

export type { EventInput, GameChange, ImportStep } from './gameStore';
export type { GameWithEvents } from './schema';
export { LAST_EDITION_KEY } from './schema';
export { newGameId, newGameRecord } from './records';
export {
	addGame,
	eventsAfter,
	importGames,
	loadGame,
	onDatabaseDeleted,
	watchGame
} from './gameStore';

/** Appends one event and writes the game's summary in one transaction (gameStore.ts's
 * appendEvent); null when the log no longer ends at `afterSeq` (another tab wrote first): then
 * nothing was added. */
export async function appendEvent(
	gameId: string,
	event: EventInput,
	at: number,
	summary: GameSummary,
	afterSeq?: number
): Promise<EventRecord | null> {
	try {
		return await append(gameId, event, at, summary, afterSeq);
	} catch (error) {
		if (error instanceof LogChangedError) return null;
		throw error;
	}
}
