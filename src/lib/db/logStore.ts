// A game's log in its two stores, through Dexie: appending, reading, deleting. The layout itself
// (chunks and tail) is described in eventLog.ts.
import type { EntityTable } from 'dexie';
import { INDEXES, type EventChunkRecord, type EventRecord } from './schema';
import { chunkedCount, CHUNK_EVENTS, joinLog } from './eventLog';

/** The two stores of a log, from `database()` or from an upgrade's transaction. */
export interface LogTables {
	events: EntityTable<EventRecord, 'id'>;
	eventChunks: EntityTable<EventChunkRecord, 'id'>;
}

const ascending = (events: readonly EventRecord[]) =>
	events.every((event, i) => i === 0 || event.seq > events[i - 1]!.seq);

// A game's tail records and chunk records after `afterSeq` (seqs start at 1: 0 means all).
const tailOf = (tables: LogTables, gameId: string, afterSeq = 0) =>
	tables.events.where(INDEXES.eventsGameSeq).between([gameId, afterSeq], [gameId, Infinity], false);
const chunksOf = (tables: LogTables, gameId: string, afterSeq = 0) =>
	tables.eventChunks
		.where(INDEXES.eventChunksGameSeq)
		.between([gameId, afterSeq], [gameId, Infinity], false);

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
	const tailCount = await tailOf(tables, gameId).count();
	if (chunkedCount(tailCount + fresh.length) === 0) {
		// The unique [gameId+seq] index turns away a seq that is already stored.
		if (!ascending(fresh)) throw new Error(`events of ${gameId} not in seq order`);
		await tables.events.bulkAdd(fresh);
		return;
	}
	const tail = await tailOf(tables, gameId).toArray();
	const all: EventRecord[] = [...tail, ...fresh];
	// Chunks have no unique index on seq: a repeated or misplaced seq is refused here, which
	// aborts the whole transaction.
	if (!ascending(all)) throw new Error(`events of ${gameId} not in seq order`);
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
		chunksOf(tables, gameId, afterSeq).toArray(),
		tailOf(tables, gameId, afterSeq).toArray()
	]);
	return joinLog(gameId, chunks, tail, afterSeq);
}

/** The seq of a game's last event (0 = none): always in the tail (see CHUNK_EVENTS). */
export async function lastSeqOf(tables: LogTables, gameId: string): Promise<number> {
	return (await tailOf(tables, gameId).last())?.seq ?? 0;
}

/** Deletes a game's whole log. */
export async function deleteLog(tables: LogTables, gameId: string): Promise<void> {
	// Whatever its seqs, every record of the game goes.
	await tailOf(tables, gameId, -Infinity).delete();
	await chunksOf(tables, gameId, -Infinity).delete();
}
