import type { Page } from '@playwright/test';

/** An IndexedDB database as plain data: its version, its stores' definitions and records. */
export interface DatabaseDump {
	name: string;
	version: number;
	stores: {
		name: string;
		keyPath: string | string[] | null;
		autoIncrement: boolean;
		indexes: { name: string; keyPath: string | string[]; unique: boolean; multiEntry: boolean }[];
		records: { key: unknown; value: unknown }[];
	}[];
}

/** Reads a whole database through the raw IndexedDB API, as the browser stores it. */
export function dumpDatabase(page: Page, name: string): Promise<DatabaseDump> {
	return page.evaluate(async (name) => {
		const request = (r: IDBRequest) =>
			new Promise<unknown>((resolve, reject) => {
				r.onsuccess = () => resolve(r.result);
				r.onerror = () => reject(r.error);
			});
		const db = (await request(indexedDB.open(name))) as IDBDatabase;
		const stores = [];
		for (const storeName of Array.from(db.objectStoreNames)) {
			const store = db.transaction(storeName).objectStore(storeName);
			const keys = (await request(store.getAllKeys())) as unknown[];
			const values = (await request(store.getAll())) as unknown[];
			stores.push({
				name: storeName,
				keyPath: store.keyPath as string | string[] | null,
				autoIncrement: store.autoIncrement,
				indexes: Array.from(store.indexNames).map((indexName) => {
					const index = store.index(indexName);
					return {
						name: indexName,
						keyPath: index.keyPath as string | string[],
						unique: index.unique,
						multiEntry: index.multiEntry
					};
				}),
				records: keys.map((key, i) => ({ key, value: values[i] }))
			});
		}
		const dump = { name, version: db.version, stores };
		db.close();
		return dump;
	}, name);
}

/** Puts a database dump in place as its schema version left it, with the browser's own
 * IndexedDB: resolves true. Source text (plain ES2020), so the engines spec's drivers can run it
 * too (tests/engines/pageScripts.ts says why). */
export const RESTORE_DATABASE = `function (dump) {
	return new Promise(function (resolve, reject) {
		var open = indexedDB.open(dump.name, dump.version);
		open.onupgradeneeded = function () {
			dump.stores.forEach(function (spec) {
				var store = open.result.createObjectStore(spec.name, {
					keyPath: spec.keyPath === null ? undefined : spec.keyPath,
					autoIncrement: spec.autoIncrement
				});
				spec.indexes.forEach(function (index) {
					store.createIndex(index.name, index.keyPath, { unique: index.unique, multiEntry: index.multiEntry });
				});
			});
		};
		open.onerror = function () { reject(open.error); };
		open.onsuccess = function () {
			var db = open.result;
			var names = dump.stores.map(function (s) { return s.name; });
			if (names.length === 0) { db.close(); return resolve(true); }
			var tx = db.transaction(names, 'readwrite');
			dump.stores.forEach(function (spec) {
				spec.records.forEach(function (record) {
					if (spec.keyPath === null) tx.objectStore(spec.name).put(record.value, record.key);
					else tx.objectStore(spec.name).put(record.value);
				});
			});
			tx.oncomplete = function () { db.close(); resolve(true); };
			tx.onerror = function () { reject(tx.error); };
		};
	});
}`;

/** Recreates a dumped database in the page (before the app opens it). */
export async function restoreDatabase(page: Page, dump: DatabaseDump): Promise<void> {
	await page.evaluate(`(${RESTORE_DATABASE})(${JSON.stringify(dump)})`);
}

/** One stored event, as the app keeps it (src/lib/db/database.ts). */
export interface StoredEvent {
	gameId: string;
	seq: number;
	at: number;
	type: string;
	payload: unknown;
}

/** A game's whole log in a dump (every game's when `gameId` is left out), in seq order: its
 * chunks' events and its tail, as schema version 4 stores them (src/lib/db/eventLog.ts). */
export function storedEvents(dump: DatabaseDump, gameId?: string): StoredEvent[] {
	const values = (store: string) =>
		dump.stores.find((s) => s.name === store)?.records.map((r) => r.value) ?? [];
	const chunked = (values('eventChunks') as { gameId: string; events: StoredEvent[] }[]).flatMap(
		(chunk) => chunk.events.map((event) => ({ ...event, gameId: chunk.gameId }))
	);
	return [...chunked, ...(values('events') as StoredEvent[])]
		.filter((event) => gameId === undefined || event.gameId === gameId)
		.map(({ gameId, seq, at, type, payload }) => ({ gameId, seq, at, type, payload }))
		.sort((a, b) => (a.gameId === b.gameId ? a.seq - b.seq : a.gameId < b.gameId ? -1 : 1));
}
