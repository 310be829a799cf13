// The door to stored preferences: read without the storage library (raw.ts), so a page renders in
// the right language and theme before Dexie has arrived; written raw when the database is there,
// through Dexie (which creates it) when it is not.
import { putRecord, readRecords } from './raw';
import { STORES } from './schema';

const database = async () => (await import('./database')).database();

/** Every preference record as stored (each to be checked), without the storage library; empty
 * when there is no database yet. Throws when IndexedDB is missing or cannot be read. */
export function preferenceRecords(): Promise<unknown[]> {
	return readRecords(STORES.preferences);
}

/** Stores one preference, raw when the database exists, else through Dexie, which creates it;
 * resolves once IndexedDB has committed it. */
export async function storePreference(key: string, value: unknown): Promise<void> {
	if (await putRecord(STORES.preferences, { key, value })) return;
	await writePreference(key, value);
}

/** Reads one preference through Dexie; `undefined` when it was never set. */
export async function readPreference(key: string): Promise<unknown> {
	const record = await (await database()).preferences.get(key);
	return record?.value;
}

/** Reads every preference at once through Dexie. */
export async function readAllPreferences(): Promise<Map<string, unknown>> {
	const records = await (await database()).preferences.toArray();
	return new Map(records.map((record) => [record.key, record.value]));
}

/** Stores one preference through Dexie; resolves once IndexedDB has committed it. */
export async function writePreference(key: string, value: unknown): Promise<void> {
	await (await database()).preferences.put({ key, value });
}
