import 'fake-indexeddb/auto';
import { afterAll, expect, test } from 'vitest';
import { database } from './database';
import { addGame, appendEvent, loadGame, newGameRecord } from './games';
import { listPage } from './gameList';
import { DATABASE_NAME } from './schema';

afterAll(() => database().close());

const record = newGameRecord(
	{ id: 'g', edition: 'amigo', createdAt: 1, updatedAt: 1, setup: { players: [] } },
	null
);

test('the games door reads without the storage library when the database allows, else through it', async () => {
	await new Promise((resolve) => (indexedDB.deleteDatabase(DATABASE_NAME).onsuccess = resolve));
	// No database yet: a read that may not load Dexie says so (null) and creates nothing.
	expect(await loadGame('g', true)).toBeNull();
	expect(await listPage(10, undefined, true)).toBeNull();
	expect((await indexedDB.databases()).map((db) => db.name)).not.toContain(DATABASE_NAME);
	// Through Dexie, which creates the database: no such game, an empty list.
	expect(await loadGame('g')).toBeUndefined();
	expect(await listPage(10)).toEqual({ page: [], total: 0 });
	// Now at this schema: the raw reads answer, with the same records as Dexie.
	await addGame(record);
	await appendEvent('g', { type: 'game-started' }, 2, null as never);
	const raw = await loadGame('g', true);
	expect(raw?.game.id).toBe('g');
	expect(raw?.events.map((event) => [event.seq, event.type])).toEqual([[1, 'game-started']]);
	expect((await listPage(10, undefined, true))?.total).toBe(1);
});
