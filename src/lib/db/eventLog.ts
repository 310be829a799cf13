// How a game's log lies in IndexedDB. Its newest events are one record each in `events` (the
// tail): an append writes one small record, and the unique [gameId+seq] index turns away a second
// writer of a seq. The append that fills the tail moves its older events into `eventChunks`
// records of CHUNK_EVENTS each: a record costs about as much to read as an event, so a game of
// 2,000 events opens with 19 chunks and a tail of 100 records.
import type { ChunkedEvent, EventRecord } from './schema';

/** Events per chunk. Once a game has a chunk, its tail holds at least this many and fewer than
 * twice this many, so its last event is always in the tail. */
export const CHUNK_EVENTS = 100;

/** How many of a log's `total` events go into chunks. */
export function chunkedCount(total: number): number {
	return Math.max(0, Math.floor(total / CHUNK_EVENTS) - 1) * CHUNK_EVENTS;
}

/** The type of a stored entry that is no event record at all (a null, a chunk without its
 * events): kept in the log with what was stored as its payload, so it is counted, named and
 * exported instead of breaking the read. Its seq, 0, is never a stored event's. */
export const DAMAGED_ENTRY = '#damaged';

const isEntry = (value: unknown): value is ChunkedEvent =>
	Number.isInteger((value as { seq?: unknown } | null)?.seq);

/** Chunks (in toSeq order) and tail records (in seq order) as one log after `afterSeq`. Never
 * throws, whatever the records hold. */
export function joinLog(
	gameId: string,
	chunks: readonly unknown[],
	tail: readonly unknown[],
	afterSeq = 0
): EventRecord[] {
	const damaged = (payload: unknown) => ({ gameId, seq: 0, at: 0, type: DAMAGED_ENTRY, payload });
	const log: EventRecord[] = [];
	for (const chunk of chunks) {
		const events = (chunk as { events?: unknown } | null)?.events;
		if (!Array.isArray(events)) log.push(damaged(chunk));
		for (const event of Array.isArray(events) ? (events as unknown[]) : []) {
			if (!isEntry(event)) log.push(damaged(event));
			else if (event.seq > afterSeq) log.push({ ...event, gameId });
		}
	}
	return log.concat(
		tail.map((event) => (isEntry(event) ? (event as EventRecord) : damaged(event)))
	);
}
