import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { expect, test, vi } from 'vitest';
import { storedEvents, type DatabaseDump } from '../../../tests/e2e/idb';
import { BeanRefereeDatabase } from './database';
import type { EventRecord, GameRecord } from './schema';
import { readLog } from './logStore';
import { playedOf } from './records';
import type * as Summary from '$lib/tracker/summary';

// The summaries version 3's upgrade writes: a test makes them fail once, as when the page closes
// during the upgrade.
const summaries = vi.hoisted(() => ({ fail: false }));
vi.mock('$lib/tracker/summary', async (actual) => {
	const module = await actual<typeof Summary>();
	return {
		...module,
		summaryOf: (...args: Parameters<typeof module.summaryOf>) => {
			if (summaries.fail) throw new Error('The page closed');
			return module.summaryOf(...args);
		}
	};
});

const v2 = JSON.parse(readFileSync('tests/fixtures/db-v2.json', 'utf8')) as DatabaseDump;
const v3 = JSON.parse(readFileSync('tests/fixtures/db-v3.json', 'utf8')) as DatabaseDump;
const v4 = JSON.parse(readFileSync('tests/fixtures/db-v4.json', 'utf8')) as DatabaseDump;
const v5 = JSON.parse(readFileSync('tests/fixtures/db-v5.json', 'utf8')) as DatabaseDump;
const v6 = JSON.parse(readFileSync('tests/fixtures/db-v6.json', 'utf8')) as DatabaseDump;

// A fixture's stored records of `store`.
const recordsOf = (dump: DatabaseDump, store: string) =>
	dump.stores.find((s) => s.name === store)!.records.map((r) => r.value as GameRecord);
// Game records as they were, but for their place in the list, which version 7 renumbers.
const unplaced = (games: readonly GameRecord[]) =>
	games.map((game) => ({ ...game, listOrder: undefined }));
// The ids in the list's order (the order the games list pages by).
const listed = (games: readonly GameRecord[]) =>
	[...games]
		.sort((a, b) => a.listOrder - b.listOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
		.map((game) => game.id);
// Version 7 numbers the games 1, 2, 3… in their order (games of one order share a number).
const numbers = (games: readonly GameRecord[]) =>
	[...new Set(games.map((game) => playedOf(game.listOrder)))].sort((a, b) => a - b);

// Recreates the fixture's database as schema version 2 left it, under another name.
async function restore(name: string, dump: DatabaseDump): Promise<void> {
	await new Promise<void>((resolve, reject) => {
		const open = indexedDB.open(name, dump.version);
		open.onupgradeneeded = () => {
			for (const spec of dump.stores) {
				const store = open.result.createObjectStore(spec.name, {
					keyPath: spec.keyPath ?? undefined,
					autoIncrement: spec.autoIncrement
				});
				for (const index of spec.indexes) {
					store.createIndex(index.name, index.keyPath, {
						unique: index.unique,
						multiEntry: index.multiEntry
					});
				}
			}
		};
		open.onerror = () => reject(open.error);
		open.onsuccess = () => {
			const db = open.result;
			const tx = db.transaction(
				dump.stores.map((s) => s.name),
				'readwrite'
			);
			for (const spec of dump.stores) {
				for (const record of spec.records) tx.objectStore(spec.name).put(record.value);
			}
			tx.oncomplete = () => {
				db.close();
				resolve();
			};
			tx.onerror = () => reject(tx.error);
		};
	});
}

const RIO = '26305851-720d-4b17-8946-b07ff469c52e';
const AMIGO = '3533d1af-a6e4-4b06-a83c-5276e7fedf0f';
const OLD = 'ec4f34f4-ed17-40f4-b565-7b9e811331e0';
const MY_FIRST = '1bae3bf0-5cea-4584-b345-83b8269edb9a';

test('a version 2 database becomes version 3 (games with summaries, gameId everywhere), then 4 to 7', async () => {
	await restore('v2-upgrade', v2);
	const db = new BeanRefereeDatabase('v2-upgrade');
	await db.open();
	expect(db.verno).toBe(7);
	expect(db.tables.map((t) => t.name).sort()).toEqual([
		'eventChunks',
		'events',
		'gameLessons',
		'games',
		'groups',
		'meters',
		'preferences',
		'replaced'
	]);

	const games = await db.games.orderBy('listOrder').toArray();
	// In progress first (newest first), then being set up, then finished; each by a play number.
	expect(games.map((g) => g.id)).toEqual([MY_FIRST, RIO, OLD, AMIGO]);
	expect(numbers(games)).toEqual([1, 2, 3, 4]);
	const byId = new Map(games.map((g) => [g.id, g]));
	const groupId = (byId.get(MY_FIRST)!.setup as { groupId: string }).groupId;
	expect(byId.get(RIO)).toMatchObject({ status: 'playing', lastSeq: 10 });
	expect(byId.get(RIO)!.summary).toEqual({
		edition: 'rio-grande',
		players: ['Ada', 'Ben', 'Cleo', 'Dan'],
		status: 'playing',
		turn: 3,
		pass: 2,
		passes: 3,
		coins: null,
		winners: null,
		step: null,
		groupId: null,
		events: 10
	});
	expect(byId.get(AMIGO)!.summary).toEqual({
		edition: 'amigo',
		players: ['Mia', 'Noah', 'Lea'],
		status: 'finished',
		turn: 1,
		pass: 3,
		passes: 3,
		coins: [4, 9, 6],
		winners: [1],
		step: null,
		groupId: null,
		events: 8
	});
	expect(byId.get(OLD)!.summary).toEqual({
		edition: 'amigo-1997',
		players: ['Eva', 'Finn', 'Gus'],
		status: 'setup',
		turn: 0,
		pass: 1,
		passes: 3,
		coins: null,
		winners: null,
		step: null,
		groupId: null,
		events: 1
	});
	expect(byId.get(MY_FIRST)!.summary).toEqual({
		edition: 'my-first',
		players: ['Ida', 'Tom', 'Ole'],
		status: 'playing',
		turn: 2,
		pass: 1,
		passes: 1,
		coins: null,
		winners: null,
		step: 'basic',
		groupId,
		events: 2
	});
	expect(typeof groupId).toBe('string');
	expect(await db.groups.get(groupId)).toBeDefined();

	// Every event kept, now naming its game `gameId`; the rest of each record unchanged.
	const oldEvents = v2.stores.find((s) => s.name === 'events')!.records.map((r) => r.value);
	const events = await db.events.orderBy('id').toArray();
	expect(events).toEqual(
		oldEvents.map((e) => {
			const { sessionId, ...rest } = e as { sessionId: string };
			return { ...rest, gameId: sessionId };
		})
	);
	expect(await db.events.where('[gameId+seq]').equals([RIO, 10]).count()).toBe(1);
	expect(await db.gameLessons.get(MY_FIRST)).toEqual({
		gameId: MY_FIRST,
		situations: ['game-start'],
		phases: []
	});
	expect(await db.gameLessons.count()).toBe(3);
	// The old games' own fields are unchanged.
	const oldGames = v2.stores.find((s) => s.name === 'sessions')!.records.map((r) => r.value);
	for (const old of oldGames as { id: string }[]) {
		expect(byId.get(old.id)).toMatchObject(old);
	}
	// The preferences as they were: nothing left to do after the open.
	const oldPreferences = v2.stores.find((s) => s.name === 'preferences')!.records;
	expect(await db.preferences.toArray()).toEqual(oldPreferences.map((r) => r.value));
	db.close();
});

// The stores of a database as IndexedDB holds them, read without Dexie (no upgrade, no summaries).
async function storedRecords(name: string, store: string): Promise<unknown[]> {
	const db = await new Promise<IDBDatabase>((resolve, reject) => {
		const open = indexedDB.open(name);
		open.onsuccess = () => resolve(open.result);
		open.onerror = () => reject(open.error);
	});
	const records = await new Promise<unknown[]>((resolve, reject) => {
		const read = db.transaction(store).objectStore(store).getAll();
		read.onsuccess = () => resolve(read.result);
		read.onerror = () => reject(read.error);
	});
	db.close();
	return records;
}

test('a version 2 database whose upgrade stopped midway (the page closed) is left as it was, and upgrades at the next open', async () => {
	await restore('v2-whole', v2);
	const whole = new BeanRefereeDatabase('v2-whole');
	const expected = await whole.games.orderBy('listOrder').toArray();
	whole.close();

	await restore('v2-closed', v2);
	summaries.fail = true;
	try {
		await expect(new BeanRefereeDatabase('v2-closed').open()).rejects.toThrow();
	} finally {
		summaries.fail = false;
	}
	// Nothing of the upgrade committed: version 2's stores and records, untouched.
	for (const store of v2.stores) {
		const kept = store.records.map((record) => record.value);
		expect(await storedRecords('v2-closed', store.name), store.name).toEqual(kept);
	}

	const db = new BeanRefereeDatabase('v2-closed');
	await db.open();
	expect(db.verno).toBe(7);
	expect(await db.games.orderBy('listOrder').toArray()).toEqual(expected);
	expect(expected.every((g) => g.summary !== null)).toBe(true);
	const oldPreferences = v2.stores.find((s) => s.name === 'preferences')!.records;
	expect(await db.preferences.toArray()).toEqual(oldPreferences.map((r) => r.value));
	db.close();
});

test('a version 3 database becomes version 4: a long log gets its chunks, no event changes (then 5 to 7)', async () => {
	await restore('v3-upgrade', v3);
	const db = new BeanRefereeDatabase('v3-upgrade');
	await db.open();
	expect(db.verno).toBe(7);
	const old = v3.stores
		.find((s) => s.name === 'events')!
		.records.map((r) => r.value as EventRecord);
	const oldGames = recordsOf(v3, 'games');
	const games = await db.games.toArray();
	expect(unplaced(games)).toEqual(unplaced(oldGames));
	expect(listed(games)).toEqual(listed(oldGames));
	expect(numbers(games)).toEqual([1, 2]);
	const fields = ({ gameId, seq, at, type, payload }: EventRecord) => ({
		gameId,
		seq,
		at,
		type,
		payload
	});
	for (const { id, lastSeq } of oldGames as { id: string; lastSeq: number }[]) {
		const log = await readLog(db, id);
		expect(log.map(fields)).toEqual(storedEvents(v3, id));
		expect(log).toHaveLength(lastSeq);
	}
	// The Rio Grande game (251 events): 1 to 100 in a chunk, the other 151 still one record each,
	// exactly as they were stored.
	const rio = (oldGames as { id: string; edition: string }[]).find(
		(g) => g.edition === 'rio-grande'
	)!;
	const chunks = await db.eventChunks.toArray();
	expect(chunks.map((c) => [c.gameId, c.fromSeq, c.toSeq, c.events.length])).toEqual([
		[rio.id, 1, 100, 100]
	]);
	const tail = await db.events.where('gameId').equals(rio.id).sortBy('seq');
	expect(tail).toEqual(
		old.filter((e) => e.gameId === rio.id && e.seq > 100).sort((a, b) => a.seq - b.seq)
	);
	db.close();
});

test('a version 4 database becomes version 5: every game keyed for the list by its order and id, none changed (then 6 and 7)', async () => {
	await restore('v4-upgrade', v4);
	const db = new BeanRefereeDatabase('v4-upgrade');
	await db.open();
	expect(db.verno).toBe(7);
	const oldGames = recordsOf(v4, 'games');
	expect(oldGames).toHaveLength(63);
	const games = await db.games.toArray();
	expect(unplaced(games)).toEqual(unplaced(oldGames));
	// The 60 games of one time share a play number, the 3 older ones one each.
	expect(numbers(games)).toEqual([1, 2, 3, 4]);
	// 60 games imported with one time (v4-00 … v4-59, one list order), then 3 older ones: in the
	// list's order, those of one order by their ids.
	const pad = (n: number) => String(n).padStart(2, '0');
	const expected = Array.from({ length: 63 }, (_, n) => `v4-${pad(n)}`);
	const index = db.games.where('[listOrder+id]');
	const first = await db.games.orderBy('[listOrder+id]').limit(50).toArray();
	expect(first.map((g) => g.id)).toEqual(expected.slice(0, 50));
	// The next page starts right after the last game shown, though 10 more share its order.
	const last = first.at(-1)!;
	const next = await index.above([last.listOrder, last.id]).limit(50).toArray();
	expect(next.map((g) => g.id)).toEqual(expected.slice(50));
	db.close();
});

test('a version 5 database becomes version 6: an empty store of set-aside copies, no game changed (then 7)', async () => {
	await restore('v5-upgrade', v5);
	const db = new BeanRefereeDatabase('v5-upgrade');
	await db.open();
	expect(db.verno).toBe(7);
	const records = (store: string) => v5.stores.find((s) => s.name === store)!.records;
	// The two copies of a game that went two ways under version 5: unmarked, both kept.
	const games = await db.games.toArray();
	const oldGames = recordsOf(v5, 'games');
	expect(unplaced(games)).toEqual(unplaced(oldGames));
	expect(listed(games)).toEqual(listed(oldGames));
	expect(await db.events.toArray()).toEqual(records('events').map((r) => r.value));
	expect(await db.replaced.count()).toBe(0);
	db.close();
});

test('a version 6 database becomes version 7: every game and set-aside copy ordered by a play number, in the order it had', async () => {
	await restore('v6-upgrade', v6);
	const db = new BeanRefereeDatabase('v6-upgrade');
	await db.open();
	expect(db.verno).toBe(7);
	// Version 6 left two kinds of order: the time of an imported game's last change (Otto, and
	// Olga, deleted since), and a play number one more than the largest stored (Mia's game, played
	// here). Now each is a play number, in the order they had: Olga 1, Otto 2, Mia's game 3.
	const oldGames = recordsOf(v6, 'games');
	const games = await db.games.toArray();
	expect(unplaced(games)).toEqual(unplaced(oldGames));
	expect(listed(games)).toEqual(listed(oldGames));
	const played = new Map(games.map((game) => [game.id, playedOf(game.listOrder)]));
	expect(played.get('v6-old')).toBe(2);
	expect([...played.values()].sort()).toEqual([2, 3]);
	const [deleted] = await db.replaced.toArray();
	expect(deleted!.game.id).toBe('v6-older');
	expect(playedOf(deleted!.game.listOrder)).toBe(1);
	expect(deleted!.events).toEqual(
		(v6.stores.find((s) => s.name === 'replaced')!.records[0]!.value as { events: unknown }).events
	);
	// The events are untouched.
	expect(await db.events.toArray()).toEqual(recordsOf(v6, 'events'));
	db.close();
});
