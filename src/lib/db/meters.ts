import { database, type MeterRecord } from './database';

/** A beanometer typed in from the players' cards: fewest cards for 1, 2, … coins; null = not printed. */
export type EnteredMeter = readonly (number | null)[];

/** Every entered meter of one edition, by bean id. */
export async function readMeters(edition: string): Promise<Record<string, EnteredMeter>> {
	const records = await database().meters.where('edition').equals(edition).toArray();
	return Object.fromEntries(records.map((record) => [record.bean, record.meter]));
}

/** Every entered meter, by edition and bean id (the app reads them all once at start). */
export async function readAllMeters(): Promise<Record<string, Record<string, EnteredMeter>>> {
	const out: Record<string, Record<string, EnteredMeter>> = {};
	for (const record of await database().meters.toArray()) {
		(out[record.edition] ??= {})[record.bean] = record.meter;
	}
	return out;
}

/** Stores (or replaces) one bean's entered meter; the caller validates it first. */
export async function writeMeter(
	edition: string,
	bean: string,
	meter: EnteredMeter,
	updatedAt: number
): Promise<void> {
	const record: MeterRecord = { edition, bean, meter: [...meter], updatedAt };
	await database().meters.put(record);
}

/** Removes one bean's entered meter; nothing happens if there was none. */
export async function deleteMeter(edition: string, bean: string): Promise<void> {
	await database().meters.delete([edition, bean]);
}
