// Games and their event logs in IndexedDB. Events are only ever appended, one transaction each.
import { database, type EventRecord, type SessionRecord } from './database';

/** An event to store: its type plus any other fields, which become the payload. */
export interface EventInput {
	readonly type: string;
	readonly [field: string]: unknown;
}

/** A game with its events ordered by seq. */
export interface SessionWithEvents {
	readonly session: SessionRecord;
	readonly events: readonly EventRecord[];
}

/** Preference key the calculator reads to open on the edition last played. */
export const LAST_EDITION_KEY = 'lastEdition';

/** Stores a new game and remembers its edition as the last one played. */
export async function createSession(session: SessionRecord): Promise<void> {
	const db = database();
	await db.transaction('rw', db.sessions, db.preferences, async () => {
		await db.sessions.add(session);
		await db.preferences.put({ key: LAST_EDITION_KEY, value: session.edition });
	});
}

/** Appends one event (seq = last + 1) and updates the game's status and time, atomically.
 * The unique [sessionId+seq] index rejects a second writer racing for the same seq. */
export async function appendEvent(
	sessionId: string,
	event: EventInput,
	at: number,
	status: SessionRecord['status']
): Promise<EventRecord> {
	const db = database();
	return db.transaction('rw', db.sessions, db.events, async () => {
		const session = await db.sessions.get(sessionId);
		if (!session) throw new Error(`no session ${sessionId}`);
		const last = await db.events
			.where('[sessionId+seq]')
			.between([sessionId, 0], [sessionId, Infinity])
			.last();
		const { type, ...payload } = event;
		const record: EventRecord = { sessionId, seq: (last?.seq ?? 0) + 1, at, type, payload };
		record.id = await db.events.add(record);
		await db.sessions.update(sessionId, { status, updatedAt: at });
		return record;
	});
}

async function eventsOf(sessionId: string): Promise<EventRecord[]> {
	return database()
		.events.where('[sessionId+seq]')
		.between([sessionId, 0], [sessionId, Infinity])
		.toArray();
}

/** One game with its events, or undefined when there is no such game. */
export async function loadSession(id: string): Promise<SessionWithEvents | undefined> {
	const db = database();
	return db.transaction('r', db.sessions, db.events, async () => {
		const session = await db.sessions.get(id);
		if (!session) return undefined;
		return { session, events: await eventsOf(id) };
	});
}

const ORDER: Record<SessionRecord['status'], number> = { playing: 0, setup: 1, finished: 2 };

/** All games: in progress first (being played, then being set up), then finished; newest first. */
export async function listSessions(): Promise<SessionRecord[]> {
	const sessions = await database().sessions.toArray();
	return sessions.sort((a, b) => ORDER[a.status] - ORDER[b.status] || b.updatedAt - a.updatedAt);
}

/** All games with their events (for export and statistics), in listSessions order. */
export async function loadAllSessions(): Promise<SessionWithEvents[]> {
	const db = database();
	return db.transaction('r', db.sessions, db.events, async () => {
		const sessions = await listSessions();
		const events = await db.events.toArray();
		const bySession = new Map<string, EventRecord[]>();
		for (const event of events) {
			const list = bySession.get(event.sessionId) ?? [];
			list.push(event);
			bySession.set(event.sessionId, list);
		}
		return sessions.map((session) => ({
			session,
			events: (bySession.get(session.id) ?? []).sort((a, b) => a.seq - b.seq)
		}));
	});
}

/** Deletes a game and its events; returns them so the deletion can be undone. */
export async function deleteSession(id: string): Promise<SessionWithEvents | undefined> {
	const db = database();
	return db.transaction('rw', db.sessions, db.events, async () => {
		const session = await db.sessions.get(id);
		if (!session) return undefined;
		const events = await eventsOf(id);
		await db.events.where('sessionId').equals(id).delete();
		await db.sessions.delete(id);
		return { session, events };
	});
}

/** Puts a deleted game back exactly as it was (undo of delete). */
export async function restoreSession(deleted: SessionWithEvents): Promise<void> {
	const db = database();
	await db.transaction('rw', db.sessions, db.events, async () => {
		await db.sessions.add(deleted.session);
		await db.events.bulkAdd(deleted.events.map((event) => ({ ...event })));
	});
}

/** Imports games all-or-nothing. Games whose id is already stored are left as they are. */
export async function importSessions(
	games: readonly SessionWithEvents[]
): Promise<{ added: number; skipped: number }> {
	const db = database();
	return db.transaction('rw', db.sessions, db.events, async () => {
		let added = 0;
		let skipped = 0;
		for (const { session, events } of games) {
			if (await db.sessions.get(session.id)) {
				skipped += 1;
				continue;
			}
			await db.sessions.add(session);
			// Fresh auto-increment ids: the file's ids mean nothing in this database.
			await db.events.bulkAdd(
				events.map(({ sessionId, seq, at, type, payload }) => ({
					sessionId,
					seq,
					at,
					type,
					payload
				}))
			);
			added += 1;
		}
		return { added, skipped };
	});
}

/** Player names from earlier games, most recently played first, each once (case-insensitive). */
export async function knownPlayerNames(): Promise<string[]> {
	const sessions = await database().sessions.orderBy('updatedAt').reverse().toArray();
	const seen = new Set<string>();
	const names: string[] = [];
	for (const session of sessions) {
		const players = (session.setup as { players?: unknown } | null)?.players;
		if (!Array.isArray(players)) continue;
		for (const player of players) {
			const name = (player as { name?: unknown } | null)?.name;
			if (typeof name !== 'string' || seen.has(name.toLocaleLowerCase())) continue;
			seen.add(name.toLocaleLowerCase());
			names.push(name);
		}
	}
	return names;
}
