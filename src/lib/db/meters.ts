// The door to the beanometers the players typed in from their own cards: read without the storage
// library (raw.ts), so the calculator and the field checker show their first result before Dexie
// has arrived; written through Dexie, which loads with the first write.
import { readRecords } from './raw';
import { STORES, type MeterRecord } from './schema';

const database = async () => (await import('./database')).database();

/** A beanometer typed in from the players' cards: fewest cards for 1, 2, … coins; null = not printed. */
export type EnteredMeter = readonly (number | null)[];

/** Every entered meter's record as stored (each to be checked), without the storage library;
 * empty when there is no database yet. Throws when IndexedDB is missing or cannot be read. */
export function meterRecords(): Promise<unknown[]> {
	return readRecords(STORES.meters);
}

/** Stores (or replaces) one bean's entered meter; the caller validates it first. */
export async function writeMeter(
	edition: string,
	bean: string,
	meter: EnteredMeter,
	updatedAt: number
): Promise<void> {
	const record: MeterRecord = { edition, bean, meter: [...meter], updatedAt };
	await (await database()).meters.put(record);
}

/** Removes one bean's entered meter; nothing happens if there was none. */
export async function deleteMeter(edition: string, bean: string): Promise<void> {
	await (await database()).meters.delete([edition, bean]);
}
