// A game's log in its two stores, through Dexie. The layout (chunks and tail): eventLog.ts.
import type { EntityTable } from 'dexie';
import type { EventChunkRecord, EventRecord } from './schema';
import { chunkedCount, CHUNK_EVENTS, joinLog } from './eventLog';

/** The two stores of a log, from `database()` or from an upgrade's transaction. */
export interface LogTables {
	events: EntityTable<EventRecord, 'id'>;
	eventChunks: EntityTable<EventChunkRecord, 'id'>;
}

function checkOrder(gameId: string, events: readonly EventRecord[]): void {
	if (events.some((event, i) => i > 0 && event.seq <= events[i - 1]!.seq))
		throw new Error(`events of ${gameId} not in seq order`);
}

// A game's tail records after `afterSeq` (seqs start at 1: 0 means all).
const tailOf = (tables: LogTables, gameId: string, afterSeq = 0) =>
	tables.events.where('[gameId+seq]').between([gameId, afterSeq], [gameId, Infinity], false);

/** An event without its store key (another game's or a file's mean nothing here). */
export function withoutKey({ gameId, seq, at, type, payload }: EventRecord): EventRecord {
	return { gameId, seq, at, type, payload };
}

/** The seq of a game's last event (0 = none): always in the tail (see CHUNK_EVENTS). One request,
 * as count() is: Dexie reads keys() with a cursor, a request per key. */
export async function lastSeqOf(tables: LogTables, gameId: string): Promise<number> {
	return (await tailOf(tables, gameId).last())?.seq ?? 0;
}

/** Adds events (in seq order, after every stored one; an `id` is kept) to a game's log, moving
 * what the tail no longer keeps into chunks. `tailCount`: the tail's size, if the caller knows it
 * (a wrong one changes only when events move: the tail is read before any does).
 * Call inside a read-write transaction on both stores. */
export async function placeEvents(
	tables: LogTables,
	gameId: string,
	added: readonly EventRecord[],
	tailCount?: number
): Promise<void> {
	const fresh = added.map((event) => ({ ...event, gameId }));
	tailCount ??= await tailOf(tables, gameId).count();
	if (chunkedCount(tailCount + fresh.length) === 0) {
		// The unique [gameId+seq] index turns away a seq that is already stored.
		checkOrder(gameId, fresh);
		await tables.events.bulkAdd(fresh);
		return;
	}
	const tail = await tailOf(tables, gameId).toArray();
	const { chunks, moved } = chunked(gameId, [...tail, ...fresh]);
	await tables.eventChunks.bulkAdd(chunks);
	await tables.events.bulkDelete(tail.slice(0, moved).map((event) => event.id!));
	await tables.events.bulkAdd(fresh.slice(Math.max(0, moved - tail.length)));
}

// A log's first `moved` events as chunk records; the rest stay in the tail (as game `gameId`'s).
// Chunks have no unique index on seq: a repeated or misplaced seq is refused here, which aborts
// the transaction.
function chunked(gameId: string, events: readonly EventRecord[]) {
	checkOrder(gameId, events);
	const moved = chunkedCount(events.length);
	const chunks: EventChunkRecord[] = [];
	for (let from = 0; from < moved; from += CHUNK_EVENTS) {
		const part = events
			.slice(from, from + CHUNK_EVENTS)
			.map(({ seq, at, type, payload }) => ({ seq, at, type, payload }));
		chunks.push({ gameId, fromSeq: part[0]!.seq, toSeq: part.at(-1)!.seq, events: part });
	}
	return { chunks, moved, tail: events.slice(moved).map((event) => ({ ...event, gameId })) };
}

/** Replaces the whole logs of some games, with one request per store however many there are.
 * Call inside a read-write transaction on both stores. */
export async function replaceLogs(
	tables: LogTables,
	logs: readonly { gameId: string; events: readonly EventRecord[] }[]
): Promise<void> {
	const ids = logs.map((log) => log.gameId);
	await deleteLogs(tables, ids);
	const laid = logs.map(({ gameId, events }) => chunked(gameId, events));
	await tables.eventChunks.bulkAdd(laid.flatMap((log) => log.chunks));
	await tables.events.bulkAdd(laid.flatMap((log) => log.tail));
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
		tailOf(tables, gameId, afterSeq).toArray()
	]);
	return joinLog(gameId, chunks, tail, afterSeq);
}

/** Deletes the whole logs of some games, whatever their seqs. */
export async function deleteLogs(tables: LogTables, gameIds: readonly string[]): Promise<void> {
	if (gameIds.length === 0) return;
	const ranges = gameIds.map((id): [[string, number], [string, number]] => [
		[id, -Infinity],
		[id, Infinity]
	]);
	const [events, chunks] = await Promise.all([
		tables.events.where('[gameId+seq]').inAnyRange(ranges).primaryKeys(),
		tables.eventChunks.where('[gameId+toSeq]').inAnyRange(ranges).primaryKeys()
	]);
	await Promise.all([tables.events.bulkDelete(events), tables.eventChunks.bulkDelete(chunks)]);
}
