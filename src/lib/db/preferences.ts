import { database } from './database';

/** Reads one preference; `undefined` when it was never set. */
export async function readPreference(key: string): Promise<unknown> {
	const record = await database().preferences.get(key);
	return record?.value;
}

/** Reads every preference at once (the app does this when it starts). */
export async function readAllPreferences(): Promise<Map<string, unknown>> {
	const records = await database().preferences.toArray();
	return new Map(records.map((record) => [record.key, record.value]));
}

/** Stores one preference; resolves once IndexedDB has committed it. */
export async function writePreference(key: string, value: unknown): Promise<void> {
	await database().preferences.put({ key, value });
}
