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

/** Recreates a dumped database exactly (same version, stores, indexes and records). */
export function restoreDatabase(page: Page, dump: DatabaseDump): Promise<void> {
	return page.evaluate(async (dump) => {
		await new Promise<void>((resolve, reject) => {
			const open = indexedDB.open(dump.name, dump.version);
			open.onupgradeneeded = () => {
				const db = open.result;
				for (const spec of dump.stores) {
					const store = db.createObjectStore(spec.name, {
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
				const names = dump.stores.map((s) => s.name);
				if (names.length === 0) {
					db.close();
					resolve();
					return;
				}
				const tx = db.transaction(names, 'readwrite');
				for (const spec of dump.stores) {
					const store = tx.objectStore(spec.name);
					for (const record of spec.records) {
						if (spec.keyPath === null) store.put(record.value, record.key as IDBValidKey);
						else store.put(record.value);
					}
				}
				tx.oncomplete = () => {
					db.close();
					resolve();
				};
				tx.onerror = () => reject(tx.error);
			};
		});
	}, dump);
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
