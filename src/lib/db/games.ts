// The door to stored games: state/ reads and writes games only through here. A read goes without
// the storage library (raw.ts) when the database is at this app's schema, so a page shows stored
// games before Dexie has arrived; otherwise (no database yet, another tab upgrading it, an older
// schema that Dexie upgrades first) it goes through Dexie. Writes and the live watch always go
// through Dexie (gameStore.ts, loaded when first needed). Both give the same records.
import type * as Store from './gameStore';
import { joinLog } from './eventLog';
import { done, openCurrent } from './raw';
import {
	INDEXES,
	STORES,
	type EventChunkRecord,
	type EventRecord,
	type GameRecord,
	type GameWithEvents
} from './schema';

export type { EventInput, GameChange, ImportStep } from './gameStore';
import type { EventInput } from './gameStore';
export type { GameWithEvents } from './schema';
export { LAST_EDITION_KEY } from './schema';
export { newGameId, newGameRecord } from './records';
import type { GameSummary } from '$lib/tracker/summary';

// Imported once: a second import() of a loaded module still waits for a task of its own, which a
// tap would wait for before its save begins.
let gameStore: Promise<typeof Store> | undefined;
const store = () => (gameStore ??= import('./gameStore'));
let quickAppend: Promise<typeof import('./quickAppend')> | undefined;
const quick = () => (quickAppend ??= import('./quickAppend'));

// One game's record and its events in seq order (chunks and tail, see eventLog.ts), in one read
// transaction; undefined when there is no such game; null when the raw read cannot be done.
async function readGameRaw(id: string): Promise<GameWithEvents | undefined | null> {
	const db = await openCurrent(STORES.games);
	if (!db) return null;
	try {
		if (
			!db.objectStoreNames.contains(STORES.events) ||
			!db.objectStoreNames.contains(STORES.eventChunks)
		) {
			return null;
		}
		const transaction = db.transaction(
			[STORES.games, STORES.events, STORES.eventChunks],
			'readonly'
		);
		const events = transaction.objectStore(STORES.events);
		const chunks = transaction.objectStore(STORES.eventChunks);
		if (
			!events.indexNames.contains(INDEXES.eventsGameSeq) ||
			!chunks.indexNames.contains(INDEXES.eventChunksGameSeq)
		) {
			return null;
		}
		// Every seq of this game (seqs start at 1), as Dexie's between([id, 0], [id, Infinity]).
		const range = IDBKeyRange.bound([id, 0], [id, Infinity], true, true);
		const [game, chunked, tail] = await Promise.all([
			done(transaction.objectStore(STORES.games).get(id)),
			done(chunks.index(INDEXES.eventChunksGameSeq).getAll(range)) as Promise<EventChunkRecord[]>,
			done(events.index(INDEXES.eventsGameSeq).getAll(range)) as Promise<EventRecord[]>
		]);
		// The records as Dexie types them (the same objects: the store's schema is Dexie's).
		return game === undefined
			? undefined
			: { game: game as GameRecord, events: joinLog(id, chunked, tail) };
	} finally {
		db.close();
	}
}

/** One game with its events (undefined when there is no such game). With `withoutLibrary`, null
 * instead of loading Dexie when only Dexie can read it (a page's load, before its first paint). */
export async function loadGame(id: string): Promise<GameWithEvents | undefined>;
export async function loadGame(
	id: string,
	withoutLibrary: true
): Promise<GameWithEvents | undefined | null>;
export async function loadGame(
	id: string,
	withoutLibrary = false
): Promise<GameWithEvents | undefined | null> {
	const raw = await readGameRaw(id);
	if (raw !== null || withoutLibrary) return raw;
	return (await store()).loadGame(id);
}

// Writes, the live watch and whole-database reads: through Dexie (gameStore.ts).

export const addGame: typeof Store.addGame = async (...args) => (await store()).addGame(...args);
/** Appends one event and writes the game's summary in one transaction: the quick way when it can
 * (quickAppend.ts), else through Dexie (gameStore.ts's appendEvent); null when the log no longer
 * ends at `afterSeq` (another tab wrote first): then nothing was added. `writer`: the screen
 * appending, whose watcher (watchGame with the same writer) does not read its append back. */
export async function appendEvent(
	gameId: string,
	event: EventInput,
	at: number,
	summary: GameSummary,
	afterSeq?: number,
	writer?: object
): Promise<EventRecord | null> {
	const { appendEvent, LogChangedError } = await store();
	try {
		const append = { event, at, summary, afterSeq };
		const written = await (await quick()).appendQuick(gameId, append, writer);
		return written ?? (await appendEvent(gameId, event, at, summary, afterSeq));
	} catch (error) {
		if (error instanceof LogChangedError) return null;
		throw error;
	}
}
export const eventsAfter: typeof Store.eventsAfter = async (...args) =>
	(await store()).eventsAfter(...args);
export const importGames: typeof Store.importGames = async (...args) =>
	(await store()).importGames(...args);

/** Follows a game (gameStore.ts's watchGame, once the storage library has loaded): resolves to the
 * function that stops following it. */
export async function watchGame(...args: Parameters<typeof Store.watchGame>): Promise<() => void> {
	// A followed game is appended to next: its quick way loads now, not with the first tap.
	void quick();
	return (await store()).watchGame(...args);
}

/** Calls `listener` when the database may have been deleted under the app (database.ts's
 * onDatabaseDeleted, once the storage library has loaded): resolves to the function that stops. */
export async function onDatabaseDeleted(
	...args: Parameters<typeof Store.onDatabaseDeleted>
): Promise<() => void> {
	return (await store()).onDatabaseDeleted(...args);
}
