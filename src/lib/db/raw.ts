// The app's database read and written without Dexie (plain IndexedDB), so pages that only compute
// (the calculator, the field checker) do not download the storage library before their first
// paint, and the games list and an open game show before it arrives. Only the doors use it (the
// rest of the app imports them: docs/architecture.md#storage-schema), when the database allows,
// falling back to Dexie otherwise. Dexie owns the schema (database.ts, named in schema.ts): this
// module never creates or upgrades it.
import { DATABASE_NAME, STORED_VERSION, type StoreName } from './schema';

type Store = StoreName;

/** Opens the existing database at whatever version it has, through `factory` (the page's
 * IndexedDB by default): `missing` when there is none yet (the upgrade is aborted, so nothing is
 * created), `busy` when another tab is upgrading the schema (read nothing now rather than wait).
 * The connection closes itself when the app's own upgrade of the schema needs it to. Rejects
 * when IndexedDB is missing or refuses. */
export function openExistingDatabase(
	factory?: IDBFactory
): Promise<IDBDatabase | 'missing' | 'busy'> {
	return new Promise((resolve, reject) => {
		const request = (factory ?? indexedDB).open(DATABASE_NAME);
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

// Runs `use` on `store` of the existing database and closes it after; `none` when there is no
// database yet, another tab is upgrading it, or it has no such store.
async function withStore<T>(
	store: Store,
	none: T,
	use: (db: IDBDatabase) => Promise<T>
): Promise<T> {
	const db = await openExistingDatabase();
	if (typeof db === 'string') return none;
	try {
		if (!db.objectStoreNames.contains(store)) return none;
		return await use(db);
	} finally {
		db.close();
	}
}

export function done<T>(request: IDBRequest<T>): Promise<T> {
	return new Promise((resolve, reject) => {
		request.onsuccess = () => resolve(request.result);
		request.onerror = () => reject(request.error);
	});
}

/** Every record of a store; empty when the database or the store does not exist yet. Throws when
 * IndexedDB is missing (blocked storage) or cannot be read. */
export async function readRecords(store: Store): Promise<unknown[]> {
	return withStore(store, [], (db) =>
		done(db.transaction(store, 'readonly').objectStore(store).getAll())
	);
}

/** Puts one record and resolves once it is committed; false when the database or store does not
 * exist yet (the caller then writes through Dexie, which creates the schema). */
export async function putRecord(store: Store, record: unknown): Promise<boolean> {
	return withStore(store, false, async (db) => {
		const transaction = db.transaction(store, 'readwrite');
		transaction.objectStore(store).put(record);
		await new Promise<void>((resolve, reject) => {
			transaction.oncomplete = () => resolve();
			transaction.onerror = () => reject(transaction.error);
			transaction.onabort = () => reject(transaction.error);
		});
		return true;
	});
}

/** The first record of a store in an index's order (the games list's order: the game in play most
 * recently first); null when there is none or the database does not exist yet. */
export async function firstRecord(store: Store, index: string): Promise<unknown> {
	return withStore(store, null, async (db) => {
		const source = db.transaction(store, 'readonly').objectStore(store);
		if (!source.indexNames.contains(index)) return null;
		const cursor = await done(source.index(index).openCursor());
		return cursor?.value ?? null;
	});
}

// The database when it exists at this app's schema version and has the store; null otherwise
// (none yet, another tab upgrading it, or an older version that Dexie must upgrade first).
export async function openCurrent(store: Store): Promise<IDBDatabase | null> {
	const db = await openExistingDatabase();
	if (typeof db === 'string') return null;
	if (db.version === STORED_VERSION && db.objectStoreNames.contains(store)) return db;
	db.close();
	return null;
}
