// How a game's log lies in IndexedDB. Its newest events are one record each in `events` (the
// tail), so an append writes one small record and the unique [gameId+seq] index still turns away a
// second writer racing for the same seq. Older events move, in the same transaction as the append
// that fills the tail, into `eventChunks` records of CHUNK_EVENTS events each: reading a record
// costs about as much as reading an event, so a game of 2,000 events opens with 19 chunks and a
// tail of 100 records instead of 2,000 records.
import type { ChunkedEvent, EventRecord } from './schema';

export type { ChunkedEvent, EventChunkRecord } from './schema';

/** Events per chunk record. The tail holds fewer than twice this many, and never fewer than this
 * many once the game has a chunk, so a game's last event is always in the tail. */
export const CHUNK_EVENTS = 100;

/** How many events of a log of `total` go into chunks: none under two chunks' worth, otherwise
 * whole chunks leaving a tail of at least CHUNK_EVENTS and fewer than twice that. */
export function chunkedCount(total: number): number {
	return Math.max(0, Math.floor(total / CHUNK_EVENTS) - 1) * CHUNK_EVENTS;
}

/** The type given to a stored entry that is not an event record at all (a null, a number, a
 * chunk whose list of events is gone): it is kept in the log, with what was stored as its payload,
 * so it is counted, named and exported instead of breaking the read. */
export const DAMAGED_ENTRY = '#damaged';

const isEntry = (value: unknown): value is ChunkedEvent =>
	typeof value === 'object' &&
	value !== null &&
	typeof (value as { seq?: unknown }).seq === 'number' &&
	Number.isInteger((value as { seq: number }).seq);

// What a damaged entry becomes: no seq of its own (0 is never a stored event's), its raw value kept.
const damaged = (gameId: string, raw: unknown): EventRecord => ({
	gameId,
	seq: 0,
	at: 0,
	type: DAMAGED_ENTRY,
	payload: raw
});

/** Chunks (in toSeq order) and tail records (in seq order) as one log after `afterSeq`. Whatever
 * the records hold, this never throws: an entry that is not an event becomes a DAMAGED_ENTRY. */
export function joinLog(
	gameId: string,
	chunks: readonly unknown[],
	tail: readonly unknown[],
	afterSeq = 0
): EventRecord[] {
	const log: EventRecord[] = [];
	for (const chunk of chunks) {
		const events = (chunk as { events?: unknown } | null)?.events;
		if (!Array.isArray(events)) {
			log.push(damaged(gameId, chunk));
			continue;
		}
		for (const event of events as unknown[]) {
			if (!isEntry(event)) log.push(damaged(gameId, event));
			else if (event.seq > afterSeq) log.push({ ...event, gameId });
		}
	}
	for (const event of tail)
		log.push(isEntry(event) ? (event as EventRecord) : damaged(gameId, event));
	return log;
}
