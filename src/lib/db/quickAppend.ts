// A tap's append without Dexie's layers, on the connection Dexie holds (the games door, games.ts,
// tries it first and loads this module when a game is followed, not with the list).
import { RangeSet, type IndexableType, type ObservabilitySet } from 'dexie';
import { database, type BeanRefereeDatabase } from './database';
import { chunkedCount } from './eventLog';
import { announceAppend, appended, changedKeys, largestPlayedOf, type Append } from './gameStore';
import { ORDER_RANGES } from './records';
import { INDEXES, STORES, type EventRecord, type GameRecord } from './schema';

// Why the quick way aborts an append it cannot do (the tail is full): not a failure.
const NOT_QUICK = Symbol('not quick');

/**
 * The common append (a tap) straight on the connection Dexie holds, without its layers: one
 * transaction whose reads all go out at once, then the event and the game's record, committed
 * as they are sent. Only when the event fills no chunk (else placeEvents moves events into chunks)
 * and the connection is open; otherwise it writes nothing and resolves to null (the append then
 * goes through Dexie). Dexie's listeners, here and in other tabs, hear of it as of Dexie's own
 * writes, but the watcher of `writer` (the screen that appends) does not read it back.
 */
export function appendQuick(
	gameId: string,
	append: Append,
	writer?: object
): Promise<EventRecord | null> {
	const db = database();
	let transaction: IDBTransaction;
	try {
		if (!db.isOpen()) return Promise.resolve(null);
		transaction = db.backendDB().transaction([STORES.games, STORES.events], 'readwrite');
	} catch {
		// Closed meanwhile (deleted, upgraded elsewhere): Dexie reopens it.
		return Promise.resolve(null);
	}
	return new Promise((resolve, reject) => {
		let written: { record: EventRecord; game: GameRecord; eventId: number } | null = null;
		let failure: unknown = null;
		const fail = (error: unknown) => {
			failure = error;
			transaction.abort();
		};
		transaction.oncomplete = () => {
			const { record, game, eventId } = written!;
			resolve(record);
			// Told once the tap's screen is shown (the task after this one): other screens read
			// the new event after it; the one that made it reads nothing (announceAppend). What
			// the write touched is worked out then too, not before the screen is.
			setTimeout(() => {
				const parts = {
					...touched(db, STORES.games, [game.id], [stored!, game]),
					...touched(db, STORES.events, [eventId], [record])
				};
				announceAppend(parts, writer);
			}, 0);
		};
		transaction.onabort = () =>
			failure === NOT_QUICK ? resolve(null) : reject(failure ?? transaction.error);
		const games = transaction.objectStore(STORES.games);
		const events = transaction.objectStore(STORES.events);
		const tail = events.index(INDEXES.eventsGameSeq);
		const range = IDBKeyRange.bound([gameId, 0], [gameId, Infinity], true, true);
		let stored: GameRecord | undefined;
		let [tailCount, lastSeq] = [0, 0];
		const firstOrders: (number | undefined)[] = [];
		let pending = 0;
		const read = <T>(request: IDBRequest<T>, take: (value: T) => void) => {
			pending += 1;
			request.onsuccess = () => {
				take(request.result);
				if (--pending === 0) write();
			};
		};
		const write = () => {
			try {
				if (!stored) throw new Error(`no game ${gameId}`);
				const next = appended(stored, lastSeq, largestPlayedOf(firstOrders), append);
				if (chunkedCount(tailCount + 1) > 0) return fail(NOT_QUICK);
				const added = events.add(next.record);
				added.onsuccess = () => (written = { ...next, eventId: added.result as number });
				games.put(next.game);
				// Committed now, not once the two writes' results are back here: the database
				// writes both and commits in one go, a round trip less (2-3 ms of a tap at 4× CPU
				// slowdown). A write that fails still aborts the whole transaction.
				if ('commit' in transaction) transaction.commit();
			} catch (error) {
				fail(error);
			}
		};
		read(games.get(gameId), (value) => (stored = value as GameRecord | undefined));
		read(tail.count(range), (count) => (tailCount = count));
		read(tail.openKeyCursor(range, 'prev'), (cursor) => {
			lastSeq = cursor ? (cursor.key as [string, number])[1] : 0;
		});
		for (const [from, to] of ORDER_RANGES) {
			const first = games
				.index(INDEXES.gamesListOrder)
				.openKeyCursor(IDBKeyRange.bound(from, to, false, true));
			read(first, (cursor) => firstOrders.push(cursor?.key as number | undefined));
		}
	});
}

// What a write changed, as Dexie's listeners read it (changedKeys): the records' primary keys, and
// each index's keys in every record given (the old and the new). A live query, or a game's
// watcher, that read none of these keys does not read again.
function touched(
	db: BeanRefereeDatabase,
	store: string,
	keys: readonly IndexableType[],
	records: readonly object[]
): ObservabilitySet {
	const parts: ObservabilitySet = { [changedKeys(store)]: new RangeSet().addKeys([...keys]) };
	const field = (record: object, name: string) => (record as Record<string, IndexableType>)[name]!;
	for (const { name, keyPath } of db.table(store).schema.indexes) {
		const keyOf = (record: object): IndexableType =>
			Array.isArray(keyPath)
				? (keyPath.map((part) => field(record, part)) as IndexableType)
				: field(record, keyPath!);
		parts[changedKeys(store, name)] = new RangeSet().addKeys(records.map(keyOf));
	}
	return parts;
}
