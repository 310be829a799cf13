// One stored game and its log: add it, open it, append to it, follow it. Events are only ever
// appended, one transaction each, with the game's summary. The log's layout: eventLog.ts. The
// list's reads are in gameList.ts, its choices (delete, import, keep a copy) in choices.ts.
import Dexie, { RangeSet, rangesOverlap, type ObservabilitySet } from 'dexie';
import type { GameSummary } from '$lib/tracker/summary';
import { database, type BeanRefereeDatabase } from './database';
import { causeChain } from './errors';
import { chunkedCount } from './eventLog';
import { lastSeqOf, placeEvents, readLog, withoutKey } from './logStore';
import { LIST_STATUSES, listOrder, listStatus, orderRange, playedOf } from './records';
import {
	DATABASE_NAME,
	type ListStatus,
	LAST_EDITION_KEY,
	type EventRecord,
	type RecordAndLog,
	type UnplacedRecord
} from './schema';

export { onDatabaseDeleted } from './database';
export type { RecordAndLog, UnplacedRecord } from './schema';

/** An event to store: its type plus any other fields, which become the payload. */
export type EventInput = { readonly type: string; readonly [field: string]: unknown };

/** The log gained events this writer has not seen (another tab wrote them): nothing was added. */
export class LogChangedError extends Error {
	override name = 'LogChangedError';
}

// The games in the list's range of `status`, first first.
const inStatus = (db: BeanRefereeDatabase, status: ListStatus) =>
	db.games.where('listOrder').between(...orderRange(status));

// The first game of `status` (undefined: none).
const firstOf = (db: BeanRefereeDatabase, status: ListStatus) => inStatus(db, status).first();

/** The largest play number stored (0 when none): the next game played takes one more, whatever
 * the clock says (docs/architecture.md#storage-schema). Read in the transaction that stores it. */
export async function largestPlayed(db: BeanRefereeDatabase): Promise<number> {
	const firsts = await Promise.all(LIST_STATUSES.map((status) => firstOf(db, status)));
	return Math.max(0, ...firsts.map((game) => (game ? playedOf(game.listOrder) : 0)));
}

/** Stores a new game, first in the list, with its log if it has one (a game saved again into a
 * database that vanished), and remembers its edition as the last one played. */
export async function addGame(
	game: UnplacedRecord,
	events: readonly EventRecord[] = []
): Promise<void> {
	const db = database();
	await db.transaction('rw', [db.games, db.events, db.eventChunks, db.preferences], async () => {
		const played = (await largestPlayed(db)) + 1;
		await db.games.add({ ...game, listOrder: listOrder(game.status, played) });
		if (events.length > 0) await placeEvents(db, game.id, events.map(withoutKey));
		await db.preferences.put({ key: LAST_EDITION_KEY, value: game.edition });
	});
}

/** Appends one event (seq = last + 1) and writes the game's new summary, status and time, first
 * in its part of the list, in one transaction. With `afterSeq`, only if the log still ends there:
 * null when it does not (another tab wrote first), and nothing was added. A tap's append reads
 * one record, the first game of its status (its own game), then writes. The record's `lastSeq`,
 * written with every event, says where the log ends; where it says otherwise, the log is read,
 * and the unique [gameId+seq] index still turns away a second writer of a seq. */
export async function appendEvent(
	gameId: string,
	{ type, ...payload }: EventInput,
	at: number,
	summary: GameSummary,
	afterSeq?: number
): Promise<EventRecord | null> {
	const db = database();
	try {
		return await db.transaction('rw', db.games, db.events, db.eventChunks, async () => {
			const status = listStatus(summary, 'playing');
			// A game already first in its status's range keeps its place (a tap's usual case); any
			// other is read by its id and takes the next play number, in a second round.
			const first = await firstOf(db, status);
			const [game, played] =
				first?.id === gameId
					? [first, undefined]
					: await Promise.all([db.games.get(gameId), largestPlayed(db)]);
			if (!game) throw new Error(`no game ${gameId}`);
			const lastSeq =
				afterSeq !== undefined && game.lastSeq === afterSeq
					? afterSeq
					: await lastSeqOf(db, gameId);
			if (afterSeq !== undefined && lastSeq !== afterSeq) throw new LogChangedError();
			const record: EventRecord = { gameId, seq: lastSeq + 1, at, type, payload };
			const order = played === undefined ? game.listOrder : listOrder(status, played + 1);
			const listed = { status, updatedAt: at, summary, lastSeq: record.seq, listOrder: order };
			// Sent together: IndexedDB runs them in order, and a refused event aborts both. The
			// tail's size is the layout's for a log of lastSeq events (placeEvents reads the tail
			// itself before it moves any into a chunk).
			await Promise.all([
				placeEvents(db, gameId, [record], lastSeq - chunkedCount(lastSeq)),
				db.games.put({ ...game, ...listed })
			]);
			return record;
		});
	} catch (error) {
		// A seq already stored: another writer's, whose record this one had not seen.
		if (error instanceof LogChangedError || seqTaken(error)) return null;
		throw error;
	}
}

// Whether IndexedDB refused a write because the seq is stored already (the unique index).
const seqTaken = (error: unknown) =>
	causeChain(error).some((link) => link.name === 'ConstraintError');

/** One game with its events, or undefined when there is no such game. */
export async function loadGame(id: string): Promise<RecordAndLog | undefined> {
	const db = database();
	return db.transaction('r', db.games, db.events, db.eventChunks, async () => {
		const game = await db.games.get(id);
		return game && { game, events: await readLog(db, id) };
	});
}

// Whether game `id` is stored, and its events after `afterSeq`, in one read (not its record).
async function changesAfter(id: string, afterSeq: number) {
	const db = database();
	return db.transaction('r', db.games, db.events, db.eventChunks, async () => {
		const read = [db.games.where('id').equals(id).count(), readLog(db, id, afterSeq)] as const;
		const [stored, events] = await Promise.all(read);
		return { stored: stored > 0, events };
	});
}

// Whether a change Dexie heard of changed keys from..to of `store`'s `index` ('' = primary).
function changed(parts: ObservabilitySet, store: string, index: string, from: Key, to = from) {
	const keys = parts[`idb://${DATABASE_NAME}/${store}/${index}`];
	return Boolean(keys && rangesOverlap(keys, new RangeSet(from, to)));
}
type Key = string | [string, number];

// Whether a change may concern game `id`: its record, or its events' tail.
const concerns = (parts: ObservabilitySet, id: string) =>
	Boolean(parts['all']) ||
	changed(parts, 'games', '', id) ||
	changed(parts, 'events', '[gameId+seq]', [id, -Infinity], [id, Infinity]);

/** Runs the follower's reads: the value, or `ok: false` when the read failed. */
export type RunRead = <T>(
	call: () => Promise<T>
) => Promise<{ ok: true; value: T } | { ok: false }>;

/** What a follower hands to its screen: the events another tab appended right after the last one
 * it had, in seq order; or the game as stored now (undefined: gone) when it changed otherwise, for
 * which the screen returns the seq of the last event it shows (null: none, read it whole next). */
export interface FollowHandlers {
	appended(records: readonly EventRecord[]): void;
	replaced(game: RecordAndLog | undefined): number | null;
}

/** A game this tab shows (up to event `lastSeq`) and appends to, kept in step with other tabs
 * through Dexie's notice of every write (Dexie.on.storagemutated, which liveQuery runs on): it
 * hands over what others append or change, one read at a time, never while this tab appends,
 * and never reads back this tab's own appends. `run` runs its reads (a failed one is tried again
 * at the next change). */
export class LogFollower {
	#lastSeq: number | null; // the last event shown; null when none is (gone or unreadable)
	#writing: number | null = null; // the seq this tab is appending, until its append is over
	// A change was heard and not read yet; at the start, one made before the follower listened.
	#heard = true;
	// The append of the seq being written was heard: this tab's, unless its append then fails.
	// Only then does a failed append read: a read that succeeds would make the storage forget the
	// cause of the failure (a full disk: safety-storage.spec.ts, "over repeated taps").
	#heardOwn = false;
	#syncing: Promise<void> | null = null;
	#stopped = false;

	readonly #id: string;
	readonly #on: FollowHandlers;
	readonly #run: RunRead;

	constructor(id: string, lastSeq: number, on: FollowHandlers, run: RunRead) {
		[this.#id, this.#lastSeq, this.#on, this.#run] = [id, lastSeq, on, run];
		Dexie.on.storagemutated.subscribe(this.#hear);
		void this.#sync();
	}

	// Dexie tells listeners as a write commits, before the writer's await returns: this tab's own
	// append is known by its key.
	readonly #hear = (parts: ObservabilitySet): void => {
		const writing = this.#writing;
		if (writing !== null && changed(parts, 'events', '[gameId+seq]', [this.#id, writing]))
			this.#heardOwn = true;
		else if (concerns(parts, this.#id)) {
			this.#heard = true;
			void this.#sync();
		}
	};

	/** The seq of the last event this tab has (its own appends and those handed over). */
	get lastSeq(): number {
		return this.#lastSeq ?? 0;
	}

	/** Settles when the changes heard so far are handed over. */
	caughtUp(): Promise<void> {
		return this.#syncing ?? Promise.resolve();
	}

	/** Appends one event after lastSeq (appendEvent). Null when another tab appended first: its
	 * events are handed over before it returns, and nothing was added. */
	async append(event: EventInput, at: number, summary: GameSummary): Promise<EventRecord | null> {
		const after = this.lastSeq;
		this.#writing = after + 1;
		this.#heardOwn = false;
		let saved: EventRecord | null | undefined;
		try {
			saved = await appendEvent(this.#id, event, at, summary, after);
			if (saved === null) await this.#catchUp();
			else this.#lastSeq = saved.seq;
			return saved;
		} finally {
			this.#writing = null;
			// The append failed, yet one of its seq was heard: another tab's, to be read.
			if (saved === undefined && this.#heardOwn) this.#heard = true;
			if (this.#heard) void this.#sync();
		}
	}

	/** Stops following other tabs' changes (an append still hands over what it missed). */
	stop(): void {
		this.#stopped = true;
		Dexie.on.storagemutated.unsubscribe(this.#hear);
	}

	// Reads what was heard, one read at a time, until nothing new was heard meanwhile.
	#sync(): Promise<void> {
		if (this.#writing !== null || this.#stopped) return Promise.resolve();
		if (this.#syncing) return this.#syncing;
		const syncing = (async () => {
			while (this.#heard && !this.#stopped && this.#writing === null) {
				this.#heard = false;
				await this.#catchUp();
			}
		})().finally(() => {
			if (this.#syncing === syncing) this.#syncing = null;
		});
		return (this.#syncing = syncing);
	}

	// Hands over the events stored after lastSeq; the game read whole when it is gone or back, or
	// when its log is not a simple extension of what is shown.
	async #catchUp(): Promise<void> {
		const shown = this.#lastSeq;
		if (shown !== null) {
			const read = await this.#run(() => changesAfter(this.#id, shown));
			if (!read.ok || this.#late()) return;
			const { stored, events } = read.value;
			if (!stored) return void (this.#lastSeq = this.#on.replaced(undefined));
			if (events.length === 0) return;
			if (events[0]!.seq === shown + 1) {
				this.#on.appended(events);
				return void (this.#lastSeq = events.at(-1)!.seq);
			}
		}
		const read = await this.#run(() => loadGame(this.#id));
		if (read.ok && !this.#late()) this.#lastSeq = this.#on.replaced(read.value);
	}

	// Stopped while a read was under way: nothing is handed over, but what its own append missed.
	#late(): boolean {
		return this.#stopped && this.#writing === null;
	}
}
