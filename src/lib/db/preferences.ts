// Stored preferences. Dexie loads with the first call, not with the page: the pages that need no
// storage to start read them after their first paint (docs/architecture.md#storage-schema).
const database = async () => (await import('./database')).database();

/** Every preference record as stored (each to be checked). */
export async function preferenceRecords(): Promise<unknown[]> {
	return (await database()).preferences.toArray();
}

/** One preference; `undefined` when it was never set. */
export async function readPreference(key: string): Promise<unknown> {
	return (await (await database()).preferences.get(key))?.value;
}

/** Stores one preference; resolves once IndexedDB has committed it. */
export async function storePreference(key: string, value: unknown): Promise<void> {
	await (await database()).preferences.put({ key, value });
}
