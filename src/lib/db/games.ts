// One stored game and its log, through Dexie: add it, open it, append to it, follow it (the
// play screen and the new game form). Events are only ever appended, one transaction each, with
// the game's summary. How a log lies in its two stores: eventLog.ts and logStore.ts. Other tabs
// and screens learn of every write through Dexie's own notice of it (Dexie.on.storagemutated,
// on which liveQuery runs): watchGame. The list's reads are in gameList.ts, its choices (delete,
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
	type GameWithEvents,
	type NewGameRecord
} from './schema';

export { onDatabaseDeleted } from './database';
export { newGameId, newGameRecord } from './records';
export { LAST_EDITION_KEY };
export type { GameWithEvents, NewGame, NewGameRecord } from './schema';

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
	game: NewGameRecord,
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

async function eventsOf(gameId: string, afterSeq = 0): Promise<EventRecord[]> {
	return readLog(database(), gameId, afterSeq);
}

/** One game with its events, or undefined when there is no such game. */
export async function loadGame(id: string): Promise<GameWithEvents | undefined> {
	const db = database();
	return db.transaction('r', db.games, db.events, db.eventChunks, async () => {
		const game = await db.games.get(id);
		if (!game) return undefined;
		return { game, events: await eventsOf(id) };
	});
}

/** A game's events after `afterSeq`, in order (what another tab appended since). */
export async function eventsAfter(id: string, afterSeq: number): Promise<EventRecord[]> {
	return eventsOf(id, afterSeq);
}

/** What watchGame sees of a game: whether its record is stored, the seq it read after (`after`),
 * and the seq of the newest event stored after that one (null when there is none). */
export interface GameChange {
	readonly stored: boolean;
	readonly after: number;
	readonly newest: number | null;
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

// Whether a change is the append of event `seq` of game `id` (its key in the events' index): the
// watcher's own append, when it is the seq that watcher is writing now. Dexie tells a write's
// listeners as it commits, before the writer's await returns.
function isAppendOf(parts: ObservabilitySet, id: string, seq: number): boolean {
	const events = parts[changedKeys('events', '[gameId+seq]')];
	return Boolean(events && rangesOverlap(events, new RangeSet([id, seq])));
}

/**
 * Calls `onChange` now and after every change to the game, from this tab or another (Dexie's
 * storagemutated: Dexie tells it of its own writes, here and in other tabs), with whether it is
 * stored and the newest seq after `after()`. It reads keys only, and only above `after()`, so an
 * event another tab appended arrives as its seq, to be read with eventsAfter. The watcher's own
 * append (`writing()`: the seq it is appending now, null when none) is not read back at all: it
 * is told as a change at that seq with nothing newer. Returns the function that stops watching.
 */
export function watchGame(
	id: string,
	after: () => number,
	onChange: (change: GameChange) => void,
	writing: () => number | null = () => null
): () => void {
	const query = () => {
		const db = database();
		const from = after();
		return db.transaction('r', db.games, db.events, async () => {
			const [stored, newest] = await Promise.all([
				db.games.where('id').equals(id).count(),
				// The last event is always in the tail (eventLog.ts), so the tail's keys tell.
				db.events.where('[gameId+seq]').between([id, from], [id, Infinity], false).lastKey()
			]);
			const seq = (newest as [string, number] | undefined)?.[1];
			return { stored: stored > 0, after: from, newest: seq ?? null };
		});
	};
	let stopped = false;
	let reading = false;
	let again = false;
	// One read at a time; a change heard meanwhile is read once more after it.
	const read = async () => {
		if (reading) return void (again = true);
		reading = true;
		try {
			do {
				again = false;
				try {
					const change = await query();
					if (!stopped) onChange(change);
				} catch {
					// A failed read leaves the screen as it was; the next change is read again.
				}
			} while (again && !stopped);
		} finally {
			reading = false;
		}
	};
	const heard = (parts: ObservabilitySet) => {
		if (stopped) return;
		const own = writing();
		// Taken for the screen's own append: told without reading anything. Should that write
		// fail, the change says where another screen's append of that seq would be (`after`).
		if (own !== null && isAppendOf(parts, id, own))
			onChange({ stored: true, after: own, newest: null });
		else if (concerns(parts, id)) void read();
	};
	Dexie.on.storagemutated.subscribe(heard);
	void read();
	return () => {
		stopped = true;
		Dexie.on.storagemutated.unsubscribe(heard);
	};
}
