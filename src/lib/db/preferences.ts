// The door to stored preferences, on Dexie. Dexie loads with the first call, not with the page:
// the pages that need no storage to start (the calculator, the field check, the questions) read
// them after their first paint (docs/architecture.md#storage-schema).
const database = async () => (await import('./database')).database();

/** Every preference record as stored (each to be checked). Throws when IndexedDB is missing or
 * cannot be read. */
export async function preferenceRecords(): Promise<unknown[]> {
	return (await database()).preferences.toArray();
}

/** Reads one preference; `undefined` when it was never set. */
export async function readPreference(key: string): Promise<unknown> {
	const record = await (await database()).preferences.get(key);
	return record?.value;
}

/** Stores one preference; resolves once IndexedDB has committed it. */
export async function storePreference(key: string, value: unknown): Promise<void> {
	await (await database()).preferences.put({ key, value });
}
