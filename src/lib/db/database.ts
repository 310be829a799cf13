import Dexie, { type EntityTable, type Transaction } from 'dexie';
import { CHUNK_EVENTS } from './eventLog';
import { placeEvents, type LogTables } from './logStore';
import { listOrder, listStatus, playedOf, withPlayed } from './records';
import {
	DATABASE_NAME,
	type EventChunkRecord,
	type EventRecord,
	type GameRecord,
	type GroupRecord,
	type LessonRecord,
	type MeterRecord,
	type PreferenceRecord,
	type ReplacedRecord,
	type UnplacedRecord
} from './schema';

// Version 3: `sessions` becomes `games`, with a summary each; events and lessons name their game
// `gameId`. Dexie cannot rename a table or change a primary key, so the data is copied. A summary
// replays the log with the engine, loaded while the upgrade waits (Dexie.waitFor keeps its
// transaction alive): only a database from before version 3 needs it, once.
async function upgradeToVersion3(tx: Transaction): Promise<void> {
	const [{ storedState }, { summaryOf }] = await Dexie.waitFor(
		Promise.all([import('$lib/tracker/storedState'), import('$lib/tracker/summary')])
	);
	const sessions: UnplacedRecord[] = await tx.table('sessions').toArray();
	const logs = new Map<string, EventRecord[]>();
	await tx
		.table('events')
		.toCollection()
		.modify((event: EventRecord & { sessionId?: string }) => {
			const gameId = (event.gameId = event.sessionId!);
			delete event.sessionId;
			(logs.get(gameId) ?? logs.set(gameId, []).get(gameId)!).push({ ...event });
		});
	const games = sessions.map((session): GameRecord => {
		const log = (logs.get(session.id) ?? []).sort((a, b) => a.seq - b.seq);
		const state = storedState(session.setup, log);
		const summary = state ? summaryOf(state) : null;
		const status = listStatus(summary, session.status);
		// By the last change, as version 3 did (version 7 numbers the games in this order).
		const order = listOrder(status, session.updatedAt);
		return { ...session, summary, status, lastSeq: log.at(-1)?.seq ?? 0, listOrder: order };
	});
	await tx.table('games').bulkAdd(games);
	const lessons: { sessionId: string }[] = await tx.table('lessons').toArray();
	const moved = lessons.map(({ sessionId, ...lesson }) => ({ gameId: sessionId, ...lesson }));
	await tx.table('gameLessons').bulkAdd(moved);
}

const logTables = (tx: Transaction) =>
	({ events: tx.table('events'), eventChunks: tx.table('eventChunks') }) as LogTables;

// Version 4: the older events of every long game move into chunks (eventLog.ts).
async function upgradeToVersion4(tx: Transaction): Promise<void> {
	const games: GameRecord[] = await tx.table('games').toArray();
	for (const { id, lastSeq } of games) {
		if (lastSeq >= 2 * CHUNK_EVENTS) await placeEvents(logTables(tx), id, []);
	}
}

// Numbers the list orders of every game and set-aside copy 1, 2, 3… in the order they had, equal
// ones staying equal: before version 7 some held the time of their last change (imported games,
// games saved before play numbers, and version 3's summaries).
async function renumberOrders(tx: Transaction): Promise<void> {
	const games = (await tx.table('games').toArray()) as GameRecord[];
	const setAside = (await tx.table('replaced').toArray()) as ReplacedRecord[];
	const played = [...games, ...setAside.map((entry) => entry.game)]
		.map((game) => playedOf(game.listOrder))
		.filter(Number.isFinite);
	const place = new Map([...new Set(played)].sort((a, b) => a - b).map((p, i) => [p, i + 1]));
	const numbered = (game: GameRecord): GameRecord =>
		Number.isFinite(game.listOrder)
			? { ...game, listOrder: withPlayed(game.listOrder, place.get(playedOf(game.listOrder))!) }
			: game;
	await tx.table('games').bulkPut(games.map(numbered));
	await tx.table('replaced').bulkPut(setAside.map((e) => ({ ...e, game: numbered(e.game) })));
}

/** The app's only IndexedDB database. Versions are only ever added, never edited; Dexie stores
 * version 7 as 70. */
export class BeanRefereeDatabase extends Dexie {
	games!: EntityTable<GameRecord, 'id'>;
	events!: EntityTable<EventRecord, 'id'>;
	eventChunks!: EntityTable<EventChunkRecord, 'id'>;
	preferences!: EntityTable<PreferenceRecord, 'key'>;
	meters!: Dexie.Table<MeterRecord, [string, string]>;
	groups!: EntityTable<GroupRecord, 'id'>;
	gameLessons!: EntityTable<LessonRecord, 'gameId'>;
	replaced!: EntityTable<ReplacedRecord, 'id'>;

	constructor(name = DATABASE_NAME) {
		super(name, { cache: 'disabled' });
		// [sessionId+seq], later [gameId+seq], is unique: a second writer of a seq is turned away.
		this.version(1).stores({
			sessions: 'id, status, updatedAt, edition',
			events: '++id, &[sessionId+seq], sessionId',
			preferences: 'key',
			meters: '[edition+bean], edition'
		});
		// Version 2: children's groups and what the coach has explained per game.
		this.version(2).stores({ groups: 'id, updatedAt', lessons: 'sessionId' });
		this.version(3)
			.stores({
				sessions: null,
				lessons: null,
				games: 'id, status, updatedAt, edition, listOrder',
				events: '++id, &[gameId+seq], gameId',
				gameLessons: 'gameId'
			})
			.upgrade(upgradeToVersion3);
		this.version(4).stores({ eventChunks: '++id, &[gameId+toSeq]' }).upgrade(upgradeToVersion4);
		// Version 5: a key unique per game for the list's pages (games saved at one moment share
		// their order). IndexedDB indexes the stored games itself.
		this.version(5).stores({ games: 'id, status, updatedAt, edition, listOrder, [listOrder+id]' });
		// Version 6: copies of games that a choice replaced or dropped (choices.ts).
		this.version(6).stores({ replaced: '++id, gameId, at' });
		// Version 7: the list's order is a play number for every game.
		this.version(7).stores({}).upgrade(renumberOrders);
	}
}

let instance: BeanRefereeDatabase | undefined;
const deletedListeners = new Set<(sure: boolean) => void>();

/** Calls `listener` when the database may have been deleted under the app: `sure` when another
 * connection deleted it, false when the connection was closed under the app (by clearing the
 * site's data, an upgrade or an I/O error: the caller looks). Dexie's next use opens it again,
 * empty if it was deleted. Returns the unsubscribe. */
export function onDatabaseDeleted(listener: (sure: boolean) => void): () => void {
	deletedListeners.add(listener);
	return () => deletedListeners.delete(listener);
}

/** The shared database connection, opened on first use. */
export function database(): BeanRefereeDatabase {
	if (!instance) {
		instance = new BeanRefereeDatabase();
		// A deletion asks open connections to close with no new version (an upgrade names one).
		let deleting = false;
		instance.on('versionchange', (event) => {
			deleting = !event.newVersion;
			if (deleting) for (const listener of deletedListeners) listener(true);
		});
		instance.on('close', () => {
			if (!deleting) for (const listener of deletedListeners) listener(false);
			deleting = false;
		});
	}
	return instance;
}
