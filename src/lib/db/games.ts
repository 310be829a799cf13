// One stored game and its log, through Dexie: add it, open it, append to it, follow it (the
// play screen and the new game form). Events are only ever appended, one transaction each, with
// the game's summary. How a log lies in its two stores: eventLog.ts and logStore.ts. Other tabs
// and screens learn of every write through Dexie's own notice of it (Dexie.on.storagemutated,
// on which liveQuery runs): followGame. The list's reads are in gameList.ts, its choices (delete,
// import, keep one of two copies) in choices.ts.
import Dexie, { RangeSet, rangesOverlap, type ObservabilitySet } from 'dexie';
import type { GameSummary } from '$lib/tracker/summary';
import { database, type BeanRefereeDatabase } from './database';
import { lastSeqOf, placeEvents, readLog, tailCountOf, withoutKey } from './logStore';
import { listOrder, listStatus, ORDER_RANGES, playedOf } from './records';
import {
	DATABASE_NAME,
	LAST_EDITION_KEY,
	type EventRecord,
	type GameRecord,
	type RecordAndLog,
	type UnplacedRecord
} from './schema';

export { onDatabaseDeleted } from './database';
export { newGameId, newGameRecord } from './records';
export { LAST_EDITION_KEY };
export type { RecordAndLog, UnplacedRecord } from './schema';

/** An event to store: its type plus any other fields, which become the payload. */
export interface EventInput {
	readonly type: string;
	readonly [field: string]: unknown;
}

/** The log gained events this writer has not seen (another tab wrote them): nothing was added. */
export class LogChangedError extends Error {
	override name = 'LogChangedError';
}

/** What appending an event after `lastSeq` stores: its record, and the game's record with the new summary, status, time (as the
 * clock says) and play number (`played`: the largest stored, so this game comes first in the list
 * whatever the clock says). LogChangedError when the log no longer ends at `afterSeq`. */
function appended(
	game: GameRecord,
	lastSeq: number,
	played: number,
	{ event, at, summary, afterSeq }: Append
): { record: EventRecord; game: GameRecord } {
	if (afterSeq !== undefined && lastSeq !== afterSeq) {
		throw new LogChangedError(`log of ${game.id} ends at ${lastSeq}, not ${afterSeq}`);
	}
	const { type, ...payload } = event;
	const record: EventRecord = { gameId: game.id, seq: lastSeq + 1, at, type, payload };
	const status = listStatus(summary, game.status);
	return {
		record,
		game: {
			...game,
			status,
			updatedAt: at,
			summary,
			lastSeq: record.seq,
			listOrder: listOrder(status, played + 1)
		}
	};
}

/** One append: the event, its time, the game's summary after it, and where the log must end. */
interface Append {
	readonly event: EventInput;
	readonly at: number;
	readonly summary: GameSummary;
	readonly afterSeq: number | undefined;
}

/** The largest play number stored (0 when none); the next game played takes one more. The list
 * orders games by it, not by the clock, so a clock set back or ahead cannot reorder them
 * (docs/architecture.md#storage-schema). Call it inside the transaction that stores the next
 * (here and in choices.ts). */
export async function largestPlayed(db: BeanRefereeDatabase): Promise<number> {
	const firsts = await Promise.all(
		ORDER_RANGES.map(([from, to]) => db.games.where('listOrder').between(from, to).first())
	);
	return largestPlayedOf(firsts.map((game) => game?.listOrder));
}

/** The largest play number of the list's first keys, one per status range (ORDER_RANGES;
 * undefined for a range with no game): 0 when there is no game. */
function largestPlayedOf(firstOrders: readonly (number | undefined)[]): number {
	return Math.max(0, ...firstOrders.map((order) => (order === undefined ? 0 : playedOf(order))));
}

/** Stores a new game, first in the list, with its log if it has one (a game saved again into a
 * database that vanished), and remembers its edition as the last one played. */
export async function addGame(
	game: UnplacedRecord,
	events: readonly EventRecord[] = []
): Promise<void> {
	const db = database();
	await db.transaction('rw', [db.games, db.events, db.eventChunks, db.preferences], async () => {
		await db.games.add({
			...game,
			listOrder: listOrder(game.status, (await largestPlayed(db)) + 1)
		});
		if (events.length > 0) await placeEvents(db, game.id, events.map(withoutKey));
		await db.preferences.put({ key: LAST_EDITION_KEY, value: game.edition });
	});
}

/** Appends one event (seq = last + 1) and writes the game's new summary, status, time (as the
 * clock says) and play number (first in the list, whatever the clock says), in one transaction,
 * moving events into chunks when the tail is full. The unique [gameId+seq] index rejects a second
 * writer racing for the same seq. With `afterSeq`, the event is added only if the log still ends
 * there, so a tab never appends on top of events it has not seen: null when it does not (another
 * tab wrote first), and nothing was added. Its reads go out together, then its writes, so a tap
 * waits for one round of each. */
export async function appendEvent(
	gameId: string,
	event: EventInput,
	at: number,
	summary: GameSummary,
	afterSeq?: number
): Promise<EventRecord | null> {
	const append: Append = { event, at, summary, afterSeq };
	const db = database();
	try {
		return await db.transaction('rw', db.games, db.events, db.eventChunks, async () => {
			const [game, lastSeq, played, tailCount] = await Promise.all([
				db.games.get(gameId),
				lastSeqOf(db, gameId),
				largestPlayed(db),
				tailCountOf(db, gameId)
			]);
			if (!game) throw new Error(`no game ${gameId}`);
			const next = appended(game, lastSeq, played, append);
			// Sent together: IndexedDB runs them in order, and a refused event aborts both.
			await Promise.all([
				placeEvents(db, gameId, [next.record], tailCount),
				db.games.put(next.game)
			]);
			return next.record;
		});
	} catch (error) {
		if (error instanceof LogChangedError) return null;
		throw error;
	}
}

/** One game with its events, or undefined when there is no such game. */
export async function loadGame(id: string): Promise<RecordAndLog | undefined> {
	const db = database();
	return db.transaction('r', db.games, db.events, db.eventChunks, async () => {
		const game = await db.games.get(id);
		if (!game) return undefined;
		return { game, events: await readLog(db, id) };
	});
}

// Whether game `id` is stored, and its events after `afterSeq` (what another tab appended since).
async function changesAfter(
	id: string,
	afterSeq: number
): Promise<{ stored: boolean; events: EventRecord[] }> {
	const db = database();
	return db.transaction('r', db.games, db.events, db.eventChunks, async () => {
		const [stored, events] = await Promise.all([
			db.games.where('id').equals(id).count(),
			readLog(db, id, afterSeq)
		]);
		return { stored: stored > 0, events };
	});
}

// The name Dexie gives the keys a write changed in `store`'s `index` (the primary key's index is
// ''), as its notices list them: `idb://<database>/<store>/<index>`.
const changedKeys = (store: string, index = '') => `idb://${DATABASE_NAME}/${store}/${index}`;

// Whether a change Dexie heard of (a write here, or in another tab: then the parts are a copy)
// may concern game `id`: its record, or the keys of its events' tail.
function concerns(parts: ObservabilitySet, id: string): boolean {
	if (parts['all']) return true;
	const record = parts[changedKeys('games')];
	const events = parts[changedKeys('events', '[gameId+seq]')];
	return Boolean(
		(record && rangesOverlap(record, new RangeSet(id))) ||
		(events && rangesOverlap(events, new RangeSet([id, -Infinity], [id, Infinity])))
	);
}

// Whether a change is the append of event `seq` of game `id` (its key in the events' index).
function isAppendOf(parts: ObservabilitySet, id: string, seq: number): boolean {
	const events = parts[changedKeys('events', '[gameId+seq]')];
	return Boolean(events && rangesOverlap(events, new RangeSet([id, seq])));
}

/** A storage call run for the follower: its value, or `ok: false` when it failed (the app's
 * storage status runs it, to record why). */
export type RunRead = <T>(
	call: () => Promise<T>
) => Promise<{ ok: true; value: T } | { ok: false }>;

const runPlainly: RunRead = async (call) => {
	try {
		return { ok: true, value: await call() };
	} catch {
		return { ok: false };
	}
};

/** What a followed game hands to the screen that follows it. */
export interface FollowHandlers {
	/** Events another tab appended right after the last one the follower had, in seq order. */
	appended(records: readonly EventRecord[]): void;
	/** The game as stored now (undefined: no longer stored), when it changed other than by an
	 * append: returns the seq of the last event it shows, or null when it shows none (gone,
	 * unreadable), and the next change is read whole again. */
	replaced(game: RecordAndLog | undefined): number | null;
}

/** A game this tab shows and appends to, kept in step with the appends of other tabs. */
export interface Follower {
	/** The seq of the last event this tab has (its own appends and those handed over). */
	readonly lastSeq: number;
	/** Settles when the changes heard so far are handed over. */
	caughtUp(): Promise<void>;
	/** Appends one event after lastSeq (see appendEvent). Null when another tab appended first:
	 * its events are handed over before it returns, and nothing was added. */
	append(event: EventInput, at: number, summary: GameSummary): Promise<EventRecord | null>;
	/** Stops following other tabs' changes (an append still hands over what it missed). */
	stop(): void;
}

/** Follows game `id`, shown up to event `lastSeq`, through Dexie's own notice of every write
 * (Dexie.on.storagemutated, here and in other tabs; liveQuery runs on it): hands over what other
 * tabs append (reading only the events after lastSeq) or change, one read at a time, never while
 * this tab appends. Its own appends are not read back. `run` runs its reads (a failed read is
 * tried again at the next change). */
export function followGame(
	id: string,
	lastSeq: number,
	on: FollowHandlers,
	run: RunRead = runPlainly
): Follower {
	return new LogFollower(id, lastSeq, on, run);
}

class LogFollower implements Follower {
	readonly #id: string;
	readonly #on: FollowHandlers;
	readonly #run: RunRead;
	// The seq of the last event shown; null when none is (the game gone or unreadable).
	#lastSeq: number | null;
	// The seq this tab is appending, until its append is over.
	#writing: number | null = null;
	// A change was heard and not read yet; at the start, one made before the follower listened.
	#heard = true;
	// The append of the seq being written was heard: this tab's, unless its append then fails.
	#heardOwn = false;
	#syncing: Promise<void> | null = null;
	#stopped = false;

	constructor(id: string, lastSeq: number, on: FollowHandlers, run: RunRead) {
		this.#id = id;
		this.#lastSeq = lastSeq;
		this.#on = on;
		this.#run = run;
		Dexie.on.storagemutated.subscribe(this.#hear);
		void this.#sync();
	}

	// Dexie tells a write's listeners as it commits, before the writer's await returns: this
	// tab's own append is known by its key, and not read.
	readonly #hear = (parts: ObservabilitySet): void => {
		if (this.#writing !== null && isAppendOf(parts, this.#id, this.#writing)) {
			this.#heardOwn = true;
			return;
		}
		if (!concerns(parts, this.#id)) return;
		this.#heard = true;
		void this.#sync();
	};

	get lastSeq(): number {
		return this.#lastSeq ?? 0;
	}

	caughtUp(): Promise<void> {
		return this.#syncing ?? Promise.resolve();
	}

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

	stop(): void {
		this.#stopped = true;
		Dexie.on.storagemutated.unsubscribe(this.#hear);
	}

	// Reads what was heard, one read at a time, until nothing new was heard meanwhile.
	#sync(): Promise<void> {
		if (this.#writing !== null || this.#stopped) return Promise.resolve();
		if (this.#syncing) return this.#syncing;
		const run = async () => {
			while (this.#heard && !this.#stopped && this.#writing === null) {
				this.#heard = false;
				await this.#catchUp();
			}
		};
		const syncing: Promise<void> = run().finally(() => {
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
