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
const storedChunks = (tables: LogTables, gameId: string, afterSeq = 0) =>
	tables.eventChunks
		.where(INDEXES.eventChunksGameSeq)
		.between([gameId, afterSeq], [gameId, Infinity], false);

/** An event without its store key, to be placed as a new record (placeEvents and placeNewLogs
 * set the game it belongs to): the file's or another game's keys mean nothing in the log. */
export const withoutKey = ({ gameId, seq, at, type, payload }: EventRecord): EventRecord => ({
	gameId,
	seq,
	at,
	type,
	payload
});

/** How many events a game's tail holds (its records in `events`). */
export function tailCountOf(tables: LogTables, gameId: string): Promise<number> {
	return tailOf(tables, gameId).count();
}

/**
 * Adds events (in seq order, after every stored one) to a game's log and moves what the tail
 * no longer keeps into chunks. An event's `id` is kept if it has one (a deleted game put back),
 * else the store gives it one. `tailCount`: the tail's size, when the caller has read it in the
 * same transaction (a tap reads it with its other reads, in one round). Call inside a
 * read-write transaction on both stores.
 */
export async function placeEvents(
	tables: LogTables,
	gameId: string,
	added: readonly EventRecord[],
	tailCount?: number
): Promise<void> {
	const fresh = added.map((event) => ({ ...event, gameId }));
	tailCount ??= await tailCountOf(tables, gameId);
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
	await tables.eventChunks.bulkAdd(chunksOf(gameId, all.slice(0, moved)));
	await tables.events.bulkDelete(tail.slice(0, moved).map((event) => event.id!));
	await tables.events.bulkAdd(fresh.slice(Math.max(0, moved - tail.length)));
}

// `events` (in seq order) as chunk records of CHUNK_EVENTS events each.
function chunksOf(gameId: string, events: readonly EventRecord[]): EventChunkRecord[] {
	const chunks: EventChunkRecord[] = [];
	for (let from = 0; from < events.length; from += CHUNK_EVENTS) {
		const part = events
			.slice(from, from + CHUNK_EVENTS)
			.map(({ seq, at, type, payload }) => ({ seq, at, type, payload }));
		chunks.push({ gameId, fromSeq: part[0]!.seq, toSeq: part.at(-1)!.seq, events: part });
	}
	return chunks;
}

/**
 * Writes the logs of games that have none stored (see deleteLogs), all in one request per store:
 * the chunks and tail each log would have had, had its events been placed one by one. Call
 * inside a read-write transaction on both stores.
 */
export async function placeNewLogs(
	tables: LogTables,
	logs: readonly { gameId: string; events: readonly EventRecord[] }[]
): Promise<void> {
	const chunks: EventChunkRecord[] = [];
	const tails: EventRecord[] = [];
	for (const { gameId, events } of logs) {
		const fresh = events.map((event) => ({ ...event, gameId }));
		// Chunks have no unique index on seq: a repeated or misplaced seq is refused here, which
		// aborts the whole transaction.
		if (!ascending(fresh)) throw new Error(`events of ${gameId} not in seq order`);
		const moved = chunkedCount(fresh.length);
		chunks.push(...chunksOf(gameId, fresh.slice(0, moved)));
		tails.push(...fresh.slice(moved));
	}
	await tables.eventChunks.bulkAdd(chunks);
	await tables.events.bulkAdd(tails);
}

/** A game's events after `afterSeq`, chunks and tail, in seq order. */
export async function readLog(
	tables: LogTables,
	gameId: string,
	afterSeq = 0
): Promise<EventRecord[]> {
	const [chunks, tail] = await Promise.all([
		storedChunks(tables, gameId, afterSeq).toArray(),
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
	await storedChunks(tables, gameId, -Infinity).delete();
}

/** Deletes the whole logs of several games, in one walk over each store's index. */
export async function deleteLogs(tables: LogTables, gameIds: readonly string[]): Promise<void> {
	if (gameIds.length === 0) return;
	const ranges = gameIds.map((id): [[string, number], [string, number]] => [
		[id, -Infinity],
		[id, Infinity]
	]);
	const [events, chunks] = await Promise.all([
		tables.events.where(INDEXES.eventsGameSeq).inAnyRange(ranges).primaryKeys(),
		tables.eventChunks.where(INDEXES.eventChunksGameSeq).inAnyRange(ranges).primaryKeys()
	]);
	await Promise.all([tables.events.bulkDelete(events), tables.eventChunks.bulkDelete(chunks)]);
}
