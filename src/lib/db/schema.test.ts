import 'fake-indexeddb/auto';
import { afterAll, expect, test } from 'vitest';
import { database } from './database';
import { DATABASE_NAME, INDEXES, SCHEMA_VERSION, STORED_VERSION, STORES } from './schema';

afterAll(() => database().close());

test('schema.ts names the version, stores and indexes Dexie declares last', async () => {
	const db = database();
	await db.open();
	expect(db.name).toBe(DATABASE_NAME);
	expect(db.verno).toBe(SCHEMA_VERSION);
	expect(db.backendDB().version).toBe(STORED_VERSION);
	expect(db.tables.map((table) => table.name).sort()).toEqual(Object.values(STORES).sort());
	const indexes = (store: string) => db.table(store).schema.indexes.map((index) => index.name);
	expect(indexes(STORES.games)).toEqual(
		expect.arrayContaining([INDEXES.gamesListOrder, INDEXES.gamesStatus])
	);
	expect(indexes(STORES.events)).toContain(INDEXES.eventsGameSeq);
	expect(indexes(STORES.eventChunks)).toContain(INDEXES.eventChunksGameSeq);
});
