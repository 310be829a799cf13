// How a game's log lies in IndexedDB. Its newest events are one record each in `events` (the
// tail), so an append writes one small record and the unique [gameId+seq] index still turns away a
// second writer racing for the same seq. Older events move, in the same transaction as the append
// that fills the tail, into `eventChunks` records of CHUNK_EVENTS events each: reading a record
// costs about as much as reading an event, so a game of 2,000 events opens with 19 chunks and a
// tail of 100 records instead of 2,000 records.
import type { EntityTable } from 'dexie';
import type { EventRecord } from './database';

/** Events per chunk record. The tail holds fewer than twice this many, and never fewer than this
 * many once the game has a chunk, so a game's last event is always in the tail. */
export const CHUNK_EVENTS = 100;

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

/** The two stores of a log, from `database()` or from an upgrade's transaction. */
export interface LogTables {
	events: EntityTable<EventRecord, 'id'>;
	eventChunks: EntityTable<EventChunkRecord, 'id'>;
}

/** How many events of a log of `total` go into chunks: none under two chunks' worth, otherwise
 * whole chunks leaving a tail of at least CHUNK_EVENTS and fewer than twice that. */
export function chunkedCount(total: number): number {
	return Math.max(0, Math.floor(total / CHUNK_EVENTS) - 1) * CHUNK_EVENTS;
}

const tailOf = (tables: LogTables, gameId: string) =>
	tables.events.where('[gameId+seq]').between([gameId, 0], [gameId, Infinity]);

/**
 * Adds events (in seq order, after every stored one) to a game's log and moves what the tail
 * no longer keeps into chunks. An event's `id` is kept if it has one (a deleted game put back),
 * else the store gives it one. Call inside a read-write transaction on both stores.
 */
export async function placeEvents(
	tables: LogTables,
	gameId: string,
	added: readonly EventRecord[]
): Promise<void> {
	const fresh = added.map((event) => ({ ...event, gameId }));
	const tailCount = await tables.events.where('gameId').equals(gameId).count();
	if (chunkedCount(tailCount + fresh.length) === 0) {
		await tables.events.bulkAdd(fresh);
		return;
	}
	const tail = await tailOf(tables, gameId).toArray();
	const all: EventRecord[] = [...tail, ...fresh];
	const moved = chunkedCount(all.length);
	const chunks: EventChunkRecord[] = [];
	for (let from = 0; from < moved; from += CHUNK_EVENTS) {
		const events = all
			.slice(from, from + CHUNK_EVENTS)
			.map(({ seq, at, type, payload }) => ({ seq, at, type, payload }));
		chunks.push({ gameId, fromSeq: events[0]!.seq, toSeq: events.at(-1)!.seq, events });
	}
	await tables.eventChunks.bulkAdd(chunks);
	await tables.events.bulkDelete(tail.slice(0, moved).map((event) => event.id!));
	await tables.events.bulkAdd(fresh.slice(Math.max(0, moved - tail.length)));
}

/** A game's events after `afterSeq`, chunks and tail, in seq order. */
export async function readLog(
	tables: LogTables,
	gameId: string,
	afterSeq = 0
): Promise<EventRecord[]> {
	const [chunks, tail] = await Promise.all([
		tables.eventChunks
			.where('[gameId+toSeq]')
			.between([gameId, afterSeq], [gameId, Infinity], false)
			.toArray(),
		tables.events
			.where('[gameId+seq]')
			.between([gameId, afterSeq], [gameId, Infinity], false)
			.toArray()
	]);
	return joinLog(gameId, chunks, tail, afterSeq);
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

/** The seq of a game's last event (0 = none): always in the tail (see CHUNK_EVENTS). */
export async function lastSeqOf(tables: LogTables, gameId: string): Promise<number> {
	return (await tailOf(tables, gameId).last())?.seq ?? 0;
}

/** Deletes a game's whole log. */
export async function deleteLog(tables: LogTables, gameId: string): Promise<void> {
	await tables.events.where('gameId').equals(gameId).delete();
	await tables.eventChunks
		.where('[gameId+toSeq]')
		.between([gameId, -Infinity], [gameId, Infinity])
		.delete();
}
