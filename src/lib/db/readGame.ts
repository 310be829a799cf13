// Opening a game without Dexie: the play page shows a stored game before the storage library has
// arrived (keyValue.ts holds the raw helpers; the schema belongs to database.ts).
import { joinLog, type EventChunkRecord } from './eventLog';
import { done, openCurrent } from './keyValue';
import type { EventRecord } from './database';

/** One game's record and its events in `seq` order (chunks and tail, see eventLog.ts), in one
 * read transaction; undefined when there is no such game. Null in the same cases as keyValue's
 * readPage: the caller then reads through Dexie. */
export async function readGame(
	id: string
): Promise<{ game: unknown; events: unknown[] } | undefined | null> {
	const db = await openCurrent('games');
	if (!db) return null;
	try {
		if (!db.objectStoreNames.contains('events') || !db.objectStoreNames.contains('eventChunks')) {
			return null;
		}
		const transaction = db.transaction(['games', 'events', 'eventChunks'], 'readonly');
		const events = transaction.objectStore('events');
		const chunks = transaction.objectStore('eventChunks');
		if (
			!events.indexNames.contains('[gameId+seq]') ||
			!chunks.indexNames.contains('[gameId+toSeq]')
		) {
			return null;
		}
		// Every seq of this game (seqs start at 1), as Dexie's between([id, 0], [id, Infinity]).
		const range = IDBKeyRange.bound([id, 0], [id, Infinity], true, true);
		const [game, chunked, tail] = await Promise.all([
			done(transaction.objectStore('games').get(id)),
			done(chunks.index('[gameId+toSeq]').getAll(range)) as Promise<EventChunkRecord[]>,
			done(events.index('[gameId+seq]').getAll(range)) as Promise<EventRecord[]>
		]);
		return game === undefined ? undefined : { game, events: joinLog(id, chunked, tail) };
	} finally {
		db.close();
	}
}
