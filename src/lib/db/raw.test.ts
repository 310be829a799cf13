import 'fake-indexeddb/auto';
import { afterAll, expect, test } from 'vitest';
import type { GameSummary } from '$lib/tracker/summary';
import { threePlayerSummary } from '$lib/tracker/testing';
import { BeanRefereeDatabase, database } from './database';
import { addGame, appendEvent, loadGame } from './games';
import { readPage, readWhere } from './gameList';
import { DATABASE_NAME, SCHEMA_VERSION } from './schema';
import { newGameRecord } from './records';

afterAll(() => database().close());

const summary = (players: string[]): GameSummary =>
	threePlayerSummary({ players, status: 'playing', turn: 1, events: 1 });

const record = (id: string, updatedAt: number) =>
	newGameRecord(
		{ id, edition: 'amigo', createdAt: updatedAt, updatedAt, setup: null },
		summary([id])
	);

const ids = (page: { records: unknown[] } | null) =>
	page?.records.map((r) => (r as { id: string }).id);

test('the raw reads know the schema version Dexie declares last', () => {
	expect(SCHEMA_VERSION).toBe(6);
	expect(new BeanRefereeDatabase('version-check').verno).toBe(SCHEMA_VERSION);
});

test('readPage: no database yet, nothing to read and nothing created', async () => {
	expect(await readPage('games', 'listOrder', 10)).toBeNull();
	expect(await loadGame('any', true)).toBeNull();
	const names = (await indexedDB.databases()).map((d) => d.name);
	expect(names).not.toContain(DATABASE_NAME);
});

test('readPage: a database at an older schema version is left to Dexie', async () => {
	await new Promise<void>((resolve, reject) => {
		const open = indexedDB.open(DATABASE_NAME, 20);
		open.onupgradeneeded = () => {
			open.result.createObjectStore('sessions', { keyPath: 'id' }).createIndex('status', 'status');
		};
		open.onsuccess = () => {
			open.result.close();
			resolve();
		};
		open.onerror = () => reject(open.error);
	});
	expect(await readPage('games', 'listOrder', 10)).toBeNull();
	expect(await readWhere('games', 'status', 'finished')).toBeNull();
	expect(await loadGame('any', true)).toBeNull();
	await new Promise<void>((resolve, reject) => {
		const deletion = indexedDB.deleteDatabase(DATABASE_NAME);
		deletion.onsuccess = () => resolve();
		deletion.onerror = () => reject(deletion.error);
	});
});

test('readPage: pages in the list order, after the last key of the page before, with the count', async () => {
	// Added in the order of play (the list's order: db/games.ts nextPlayed).
	for (const [id, at] of [
		['old', 1000],
		['middle', 2000],
		['newest', 3000]
	] as const) {
		await addGame(record(id, at));
	}
	const first = await readPage('games', 'listOrder', 2);
	expect(ids(first)).toEqual(['newest', 'middle']);
	expect(first?.total).toBe(3);
	const last = (first?.records.at(-1) as { listOrder: number }).listOrder;
	const second = await readPage('games', 'listOrder', 2, last);
	expect(ids(second)).toEqual(['old']);
	expect(second?.total).toBe(3);
	expect(await readPage('games', 'no-such-index', 2)).toBeNull();
});

test('readWhere: the records an index holds a key for', async () => {
	const finished = newGameRecord(
		{ id: 'done', edition: 'amigo', createdAt: 500, updatedAt: 500, setup: null },
		{ ...summary(['done']), status: 'finished' }
	);
	await addGame(finished);
	expect(ids({ records: (await readWhere('games', 'status', 'finished')) ?? [] })).toEqual([
		'done'
	]);
	// Within one index key, in the order of the primary key (the id).
	expect(ids({ records: (await readWhere('games', 'status', 'playing')) ?? [] })).toEqual([
		'middle',
		'newest',
		'old'
	]);
});

test('loadGame without the library: one game and its own events in seq order, as Dexie reads them', async () => {
	await addGame(record('a', 4000));
	await addGame(record('ab', 4000));
	const turn = summary(['a']);
	for (let i = 0; i < 12; i++) {
		// Interleaved with another game's events, whose id starts like this one's.
		await appendEvent('a', { type: 'turn-ended' }, 4000 + i, turn);
		await appendEvent('ab', { type: 'turn-ended' }, 4000 + i, turn);
	}
	const raw = await loadGame('a', true);
	expect((raw?.game as { id: string }).id).toBe('a');
	const seqs = raw?.events.map((e) => (e as { gameId: string; seq: number }).seq);
	// Seq 10 after 9, not after 1: the seqs are compared as numbers.
	expect(seqs).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
	expect(raw?.events.every((e) => (e as { gameId: string }).gameId === 'a')).toBe(true);
	expect(raw).toEqual(await loadGame('a'));
	expect(await loadGame('no-such-game', true)).toBeUndefined();
});
