// How a game's log lies in IndexedDB. Its newest events are one record each in `events` (the
// tail), so an append writes one small record and the unique [gameId+seq] index still turns away a
// second writer racing for the same seq. Older events move, in the same transaction as the append
// that fills the tail, into `eventChunks` records of CHUNK_EVENTS events each: reading a record
// costs about as much as reading an event, so a game of 2,000 events opens with 19 chunks and a
// tail of 100 records instead of 2,000 records.
import type { EventRecord } from './database';

/** Events per chunk record. The tail holds fewer than twice this many, and never fewer than this
 * many once the game has a chunk, so a game's last event is always in the tail. */
export const CHUNK_EVENTS = 100;

/** How many events of a log of `total` go into chunks: none under two chunks' worth, otherwise
 * whole chunks leaving a tail of at least CHUNK_EVENTS and fewer than twice that. */
export function chunkedCount(total: number): number {
	return Math.max(0, Math.floor(total / CHUNK_EVENTS) - 1) * CHUNK_EVENTS;
}

/** One event inside a chunk: its game is the chunk's. */
export type ChunkedEvent = Omit<EventRecord, 'id' | 'gameId'>;

/** Consecutive events of one game, moved out of the tail. */
export interface EventChunkRecord {
	id?: number;
	gameId: string;
	/** The seq of its first and its last event. */
	fromSeq: number;
	toSeq: number;
	events: ChunkedEvent[];
}

/** Chunks (in toSeq order) and tail records (in seq order) as one log after `afterSeq`. */
export function joinLog(
	gameId: string,
	chunks: readonly EventChunkRecord[],
	tail: readonly EventRecord[],
	afterSeq = 0
): EventRecord[] {
	const log: EventRecord[] = [];
	for (const chunk of chunks) {
		for (const event of chunk.events) if (event.seq > afterSeq) log.push({ gameId, ...event });
	}
	for (const event of tail) log.push(event);
	return log;
}
