// Whether the database the app used before is still there, read after the first paint without
// ever creating the database: opening with no version and aborting the upgrade leaves a device
// without one as it was.
import { openProblem } from './errors';
import { DATABASE_NAME, LAST_EDITION_KEY } from './schema';

// This module is the one place that opens IndexedDB without Dexie: it must look without creating
// or upgrading the database, and Dexie opening a database it finds missing (its dynamic mode)
// deletes it again, racing the app's own first open.

// Opens the existing database at whatever version it has, through `factory`: `missing` when there
// is none yet (the upgrade is aborted, so nothing is created), `busy` when another tab is
// upgrading the schema. The connection closes itself when the app's own upgrade needs it to.
// Rejects when IndexedDB refuses.
function openExistingDatabase(factory: IDBFactory): Promise<IDBDatabase | 'missing' | 'busy'> {
	return new Promise((resolve, reject) => {
		const request = factory.open(DATABASE_NAME);
		let created = false;
		request.onupgradeneeded = () => {
			created = true;
			request.transaction?.abort();
		};
		request.onsuccess = () => {
			const db = request.result;
			db.onversionchange = () => db.close();
			resolve(db);
		};
		request.onerror = (event) => {
			event.preventDefault();
			if (created) resolve('missing');
			else reject(request.error ?? new Error('IndexedDB refused to open'));
		};
		request.onblocked = () => resolve('busy');
	});
}

function done<T>(request: IDBRequest<T>): Promise<T> {
	return new Promise((resolve, reject) => {
		request.onsuccess = () => resolve(request.result);
		request.onerror = () => reject(request.error);
	});
}

/** What the device holds:
 * - `blocked`: the browser refuses storage (no IndexedDB, private mode, blocked in settings);
 * - `full`: opening failed because the disk is full;
 * - `missing`: there is no database (never used here, or cleared);
 * - `damaged`: a database exists but cannot be opened or read (the browser reports corruption);
 * - `busy`: another tab is upgrading it; nothing can be said now;
 * - `present`: it opened; how many games it holds and whether a game was ever created in it
 *   (the last edition is remembered with the first game and survives deleting every game). */
export type DatabaseHealth =
	| { kind: 'blocked' | 'full' | 'missing' | 'busy' }
	| { kind: 'damaged'; reason: string }
	| { kind: 'present'; games: number; gameCreated: boolean };

function describe(error: unknown): string {
	const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
	return [name, message].filter((part) => typeof part === 'string' && part).join(': ');
}

/** Opens the app's database read-only to see what is left of it. Never throws. */
export async function databaseHealth(
	factory: IDBFactory | null = globalThis.indexedDB ?? null
): Promise<DatabaseHealth> {
	if (!factory) return { kind: 'blocked' };
	let opened: IDBDatabase | 'missing' | 'busy';
	try {
		opened = await openExistingDatabase(factory);
	} catch (error) {
		const problem = openProblem(error);
		return problem === 'damaged' ? { kind: 'damaged', reason: describe(error) } : { kind: problem };
	}
	if (opened === 'missing' || opened === 'busy') return { kind: opened };
	const db = opened;
	try {
		// Schema versions 1 and 2 kept games in `sessions`; Dexie copies them on its first open.
		const gameStore = ['games', 'sessions'].find((name) => db.objectStoreNames.contains(name));
		const games = gameStore
			? await done(db.transaction(gameStore).objectStore(gameStore).count())
			: 0;
		const gameCreated = db.objectStoreNames.contains('preferences')
			? (await done(
					db.transaction('preferences').objectStore('preferences').get(LAST_EDITION_KEY)
				)) !== undefined
			: false;
		return { kind: 'present', games, gameCreated };
	} catch (error) {
		// Opened but unreadable: Chromium reports a corrupt store on the first read.
		return { kind: 'damaged', reason: describe(error) };
	} finally {
		db.close();
	}
}

/** Whether the database opens within `ms` (or is found missing or refused, which also answers):
 * false while another tab's schema change is waiting for a tab that holds the database, when
 * every open and every transaction queues behind it. Never creates the database. */
export function opensWithin(
	ms: number,
	factory: IDBFactory | null = globalThis.indexedDB ?? null
): Promise<boolean> {
	if (!factory) return Promise.resolve(true);
	return new Promise((resolve) => {
		const timer = setTimeout(() => resolve(false), ms);
		const answer = () => {
			clearTimeout(timer);
			resolve(true);
		};
		let request: IDBOpenDBRequest;
		try {
			request = factory.open(DATABASE_NAME);
		} catch {
			answer();
			return;
		}
		request.onupgradeneeded = () => request.transaction?.abort();
		request.onsuccess = () => {
			request.result.close();
			answer();
		};
		request.onerror = (event) => {
			event.preventDefault();
			answer();
		};
	});
}
