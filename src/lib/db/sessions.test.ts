import 'fake-indexeddb/auto';
import { afterAll, beforeEach, expect, test } from 'vitest';
import { database, type SessionRecord } from './database';
import { readPreference } from './preferences';
import {
	appendEvent,
	createSession,
	deleteSession,
	importSessions,
	knownPlayerNames,
	listSessions,
	loadAllSessions,
	loadSession,
	restoreSession
} from './sessions';

const session = (
	id: string,
	updatedAt: number,
	names: string[] = ['Mia', 'Noah', 'Lea']
): SessionRecord => ({
	id,
	edition: 'amigo',
	status: 'setup',
	createdAt: updatedAt,
	updatedAt,
	setup: { edition: 'amigo', players: names.map((name, i) => ({ id: `p${i}`, name })) }
});

beforeEach(async () => {
	const db = database();
	await Promise.all([db.sessions.clear(), db.events.clear(), db.preferences.clear()]);
});
afterAll(() => database().close());

test('createSession stores the game and remembers the edition as lastEdition', async () => {
	await createSession({ ...session('g1', 100), edition: 'rio-grande' });
	expect(await readPreference('lastEdition')).toBe('rio-grande');
	expect((await loadSession('g1'))?.session.edition).toBe('rio-grande');
	expect(await loadSession('nope')).toBeUndefined();
});

test('appendEvent numbers events 1, 2, 3 and updates status and time', async () => {
	await createSession(session('g1', 100));
	await appendEvent('g1', { type: 'game-started' }, 200, 'playing');
	await appendEvent('g1', { type: 'pile-size-set', cards: 40 }, 300, 'playing');
	const loaded = await loadSession('g1');
	expect(loaded?.events.map(({ seq, at, type, payload }) => ({ seq, at, type, payload }))).toEqual([
		{ seq: 1, at: 200, type: 'game-started', payload: {} },
		{ seq: 2, at: 300, type: 'pile-size-set', payload: { cards: 40 } }
	]);
	expect(loaded?.session).toMatchObject({ status: 'playing', updatedAt: 300 });
});

test('events of two games do not mix, and concurrent appends get distinct seqs', async () => {
	await createSession(session('g1', 100));
	await createSession(session('g2', 100));
	await Promise.all([
		appendEvent('g1', { type: 'a' }, 1, 'playing'),
		appendEvent('g1', { type: 'b' }, 2, 'playing'),
		appendEvent('g2', { type: 'c' }, 3, 'playing')
	]);
	expect((await loadSession('g1'))?.events.map((e) => e.seq)).toEqual([1, 2]);
	expect((await loadSession('g2'))?.events.map((e) => e.seq)).toEqual([1]);
});

test('appendEvent to a missing game fails and stores nothing', async () => {
	await expect(appendEvent('ghost', { type: 'x' }, 1, 'playing')).rejects.toThrow();
	expect(await database().events.count()).toBe(0);
});

test('listSessions puts games in progress first, then newest first', async () => {
	await createSession({ ...session('old-finished', 100), status: 'finished' });
	await createSession({ ...session('new-finished', 500), status: 'finished' });
	await createSession({ ...session('playing', 50), status: 'playing' });
	await createSession(session('setup', 300));
	expect((await listSessions()).map((s) => s.id)).toEqual([
		'playing',
		'setup',
		'new-finished',
		'old-finished'
	]);
	expect((await loadAllSessions()).map((s) => s.session.id)).toEqual([
		'playing',
		'setup',
		'new-finished',
		'old-finished'
	]);
});

test('deleteSession returns what it deleted, and restoreSession puts it back exactly', async () => {
	await createSession(session('g1', 100));
	await appendEvent('g1', { type: 'game-started' }, 200, 'playing');
	await appendEvent('g1', { type: 'turn-advanced' }, 300, 'playing');
	const before = await loadSession('g1');
	const deleted = await deleteSession('g1');
	expect(await loadSession('g1')).toBeUndefined();
	expect(await database().events.count()).toBe(0);
	expect(deleted).toEqual(before);
	await restoreSession(deleted!);
	expect(await loadSession('g1')).toEqual(before);
	expect(await deleteSession('nope')).toBeUndefined();
});

test('importSessions adds new games, keeps existing ones, all or nothing', async () => {
	await createSession(session('g1', 100));
	const events = [{ sessionId: 'g2', seq: 1, at: 5, type: 'game-started', payload: {} }];
	expect(
		await importSessions([
			{ session: session('g1', 999), events: [] },
			{ session: session('g2', 200), events }
		])
	).toEqual({ added: 1, skipped: 1 });
	expect((await loadSession('g1'))?.session.updatedAt).toBe(100);
	expect((await loadSession('g2'))?.events.map((e) => e.type)).toEqual(['game-started']);

	// A clash on [sessionId+seq] inside the file aborts the whole import.
	const clash = [
		{ sessionId: 'g4', seq: 1, at: 5, type: 'a', payload: {} },
		{ sessionId: 'g4', seq: 1, at: 6, type: 'b', payload: {} }
	];
	await expect(
		importSessions([
			{ session: session('g3', 1), events: [] },
			{ session: session('g4', 1), events: clash }
		])
	).rejects.toThrow();
	expect(await loadSession('g3')).toBeUndefined();
	expect(await loadSession('g4')).toBeUndefined();
});

test('knownPlayerNames lists names from earlier games, most recent first, once each', async () => {
	await createSession(session('g1', 100, ['Mia', 'Noah', 'Lea']));
	await createSession(session('g2', 200, ['Lea', 'Omar', 'mia']));
	expect(await knownPlayerNames()).toEqual(['Lea', 'Omar', 'mia', 'Noah']);
});
