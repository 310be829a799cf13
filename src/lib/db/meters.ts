// The beanometers the players typed in. Dexie loads with the first call: the calculator and the
// field checker read them after their first paint.
const database = async () => (await import('./database')).database();

/** Every entered meter's record as stored (each to be checked). */
export const meterRecords = async (): Promise<unknown[]> => (await database()).meters.toArray();

/** Stores (or replaces) one bean's entered meter, checked by the caller: the fewest cards for 1,
 * 2, … coins, null where not printed. */
export async function writeMeter(
	edition: string,
	bean: string,
	meter: readonly (number | null)[],
	updatedAt: number
): Promise<void> {
	await (await database()).meters.put({ edition, bean, meter: [...meter], updatedAt });
}

export async function deleteMeter(edition: string, bean: string): Promise<void> {
	await (await database()).meters.delete([edition, bean]);
}
