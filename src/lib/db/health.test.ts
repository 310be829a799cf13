import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { BeanRefereeDatabase } from './database';
import { databaseHealth } from './health';
import { DATABASE_NAME } from './schema';

// Each test starts on a device without the database, with the browser's IndexedDB.
const browser = Dexie.dependencies.indexedDB;
beforeEach(async () => {
	await new BeanRefereeDatabase().delete();
});
afterEach(() => {
	Dexie.dependencies.indexedDB = browser;
});
// A browser whose IndexedDB lists the app's database and answers its open with `open`.
const refusing = (open: () => IDBOpenDBRequest) => {
	Dexie.dependencies.indexedDB = {
		databases: async () => [{ name: DATABASE_NAME, version: 60 }],
		open
	} as unknown as IDBFactory;
};

test('no IndexedDB at all is blocked storage', async () => {
	Dexie.dependencies.indexedDB = undefined as unknown as IDBFactory;
	expect(await databaseHealth()).toEqual({ kind: 'blocked' });
});

test('a device without the database says missing, and the check does not create it', async () => {
	expect(await databaseHealth()).toEqual({ kind: 'missing' });
	expect(await indexedDB.databases()).toEqual([]);
});

test('a database with games says how many, and that a game was created in it', async () => {
	const db = new BeanRefereeDatabase();
	await db.games.bulkAdd([{ id: 'a' } as never, { id: 'b' } as never]);
	await db.preferences.put({ key: 'lastEdition', value: 'amigo' });
	db.close();
	expect(await databaseHealth()).toEqual({ kind: 'present', games: 2, gameCreated: true });
});

test('a database made afresh (no game ever created in it) is told apart from one emptied by deleting', async () => {
	const db = new BeanRefereeDatabase();
	await db.preferences.put({ key: 'theme', value: 'dark' });
	db.close();
	expect(await databaseHealth()).toEqual({ kind: 'present', games: 0, gameCreated: false });
});

test('a database of schema version 1 counts its games in sessions', async () => {
	await new Promise<void>((resolve, reject) => {
		const request = indexedDB.open(DATABASE_NAME, 10);
		request.onupgradeneeded = () => {
			const store = request.result.createObjectStore('sessions', { keyPath: 'id' });
			store.put({ id: 'old' });
			request.result.createObjectStore('preferences', { keyPath: 'key' });
		};
		request.onsuccess = () => {
			request.result.close();
			resolve();
		};
		request.onerror = () => reject(request.error);
	});
	expect(await databaseHealth()).toEqual({ kind: 'present', games: 1, gameCreated: false });
});

test('an open refused by the browser for another reason is a damaged database', async () => {
	refusing(() => {
		const request = {} as IDBOpenDBRequest & { error: DOMException };
		setTimeout(() => {
			Object.assign(request, {
				error: new DOMException('Internal error opening backing store', 'UnknownError')
			});
			request.onerror?.({ target: request, preventDefault() {} } as unknown as Event);
		});
		return request;
	});
	expect(await databaseHealth()).toEqual({
		kind: 'damaged',
		reason: 'UnknownError: Internal error opening backing store'
	});
});

test('an open refused with a security error is blocked storage', async () => {
	refusing(() => {
		throw new DOMException('access denied', 'SecurityError');
	});
	expect(await databaseHealth()).toEqual({ kind: 'blocked' });
});

test('a database whose stores cannot be read at the open is damaged, not gone', async () => {
	const db = new BeanRefereeDatabase();
	await db.games.add({ id: 'a' } as never);
	db.close();
	// The browser refuses every transaction (a connection closing under the app): Dexie opens but
	// reads no store.
	const transaction = IDBDatabase.prototype.transaction;
	IDBDatabase.prototype.transaction = () => {
		throw new DOMException('The database connection is closing.', 'InvalidStateError');
	};
	try {
		expect(await databaseHealth()).toEqual({
			kind: 'damaged',
			reason: 'its stores could not be read'
		});
	} finally {
		IDBDatabase.prototype.transaction = transaction;
	}
});
