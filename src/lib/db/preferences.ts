// Stored preferences. Dexie loads with the first call, not with the page: the pages that need no
// storage to start read them after their first paint (docs/architecture.md#storage-schema).
const database = async () => (await import('./database')).database();

/** Every preference record as stored (each to be checked). */
export const preferenceRecords = async (): Promise<unknown[]> =>
	(await database()).preferences.toArray();

/** Stores one preference; resolves once IndexedDB has committed it. */
export async function storePreference(key: string, value: unknown): Promise<void> {
	await (await database()).preferences.put({ key, value });
}
