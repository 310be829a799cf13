// The door to the beanometers the players typed in from their own cards, on Dexie, which loads
// with the first call: the calculator and the field checker read them after their first paint.
import type { MeterRecord } from './schema';

const database = async () => (await import('./database')).database();

/** A beanometer typed in from the players' cards: fewest cards for 1, 2, … coins; null = not printed. */
export type EnteredMeter = readonly (number | null)[];

/** Every entered meter's record as stored (each to be checked). Throws when IndexedDB is missing
 * or cannot be read. */
export async function meterRecords(): Promise<unknown[]> {
	return (await database()).meters.toArray();
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
