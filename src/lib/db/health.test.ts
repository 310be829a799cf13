import 'fake-indexeddb/auto';
import { beforeEach, expect, test } from 'vitest';
import { BeanRefereeDatabase } from './database';
import { databaseHealth } from './health';
import { DATABASE_NAME } from './schema';

// Each test starts on a device without the database.
beforeEach(async () => {
	await new BeanRefereeDatabase().delete();
});
const device = () => indexedDB;

test('no IndexedDB at all is blocked storage', async () => {
	expect(await databaseHealth(null)).toEqual({ kind: 'blocked' });
});

test('a device without the database says missing, and the check does not create it', async () => {
	const factory = device();
	expect(await databaseHealth(factory)).toEqual({ kind: 'missing' });
	expect(await factory.databases()).toEqual([]);
});

test('a database with games says how many, and that a game was created in it', async () => {
	const factory = device();
	const db = new BeanRefereeDatabase();
	await db.games.bulkAdd([{ id: 'a' } as never, { id: 'b' } as never]);
	await db.preferences.put({ key: 'lastEdition', value: 'amigo' });
	db.close();
	expect(await databaseHealth(factory)).toEqual({ kind: 'present', games: 2, gameCreated: true });
});

test('a database made afresh (no game ever created in it) is told apart from one emptied by deleting', async () => {
	const fresh = device();
	const db = new BeanRefereeDatabase();
	await db.preferences.put({ key: 'theme', value: 'dark' });
	db.close();
	expect(await databaseHealth(fresh)).toEqual({ kind: 'present', games: 0, gameCreated: false });
});

test('a database of schema version 1 counts its games in sessions', async () => {
	const factory = device();
	await new Promise<void>((resolve, reject) => {
		const request = factory.open(DATABASE_NAME, 10);
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
	expect(await databaseHealth(factory)).toEqual({ kind: 'present', games: 1, gameCreated: false });
});

test('an open refused by the browser for another reason is a damaged database', async () => {
	const factory = {
		open() {
			const request = {} as IDBOpenDBRequest & { error: DOMException };
			setTimeout(() => {
				Object.assign(request, {
					error: new DOMException('Internal error opening backing store', 'UnknownError')
				});
				request.onerror?.({ preventDefault() {} } as unknown as Event);
			});
			return request;
		}
	} as unknown as IDBFactory;
	expect(await databaseHealth(factory)).toEqual({
		kind: 'damaged',
		reason: 'UnknownError: Internal error opening backing store'
	});
});

test('an open refused with a security error is blocked storage', async () => {
	const factory = {
		open() {
			throw new DOMException('access denied', 'SecurityError');
		}
	} as unknown as IDBFactory;
	expect(await databaseHealth(factory)).toEqual({ kind: 'blocked' });
});
