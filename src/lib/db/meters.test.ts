import 'fake-indexeddb/auto';
import { afterAll, beforeEach, expect, test } from 'vitest';
import { database } from './database';
import { deleteMeter, meterRecords, writeMeter } from './meters';

// The meters stored for one edition, by bean, as Dexie holds them.
const stored = async (edition: string) =>
	Object.fromEntries(
		(await database().meters.where('edition').equals(edition).toArray()).map((r) => [
			r.bean,
			r.meter
		])
	);

beforeEach(async () => {
	await database().meters.clear();
});

afterAll(() => database().close());

test('nothing is entered at first', async () => {
	expect(await stored('my-first')).toEqual({});
	expect(await meterRecords()).toEqual([]);
});

test('an entered meter reads back for its edition only', async () => {
	await writeMeter('my-first', 'mean', [5], 1000);
	await writeMeter('my-first', 'dwarf', [3, 6], 1001);
	await writeMeter('rabohnzel', 'pick', [2, null, 5], 1002);
	expect(await stored('my-first')).toEqual({ mean: [5], dwarf: [3, 6] });
	expect(await stored('rabohnzel')).toEqual({ pick: [2, null, 5] });
	// The door's read gives every record as stored.
	expect(await meterRecords()).toEqual(
		expect.arrayContaining([
			{ edition: 'my-first', bean: 'mean', meter: [5], updatedAt: 1000 },
			{ edition: 'my-first', bean: 'dwarf', meter: [3, 6], updatedAt: 1001 },
			{ edition: 'rabohnzel', bean: 'pick', meter: [2, null, 5], updatedAt: 1002 }
		])
	);
	expect(await meterRecords()).toHaveLength(3);
});

test('the same bean in two editions is kept apart', async () => {
	await writeMeter('my-first', 'mean', [5], 1);
	await writeMeter('rabohnzel', 'mean', [2, 4, 6, 8], 2);
	expect(await stored('my-first')).toEqual({ mean: [5] });
	expect(await stored('rabohnzel')).toEqual({ mean: [2, 4, 6, 8] });
});

test('writing again replaces the meter and its time', async () => {
	await writeMeter('my-first', 'giant', [3, 5], 1);
	await writeMeter('my-first', 'giant', [4, 7], 2);
	expect(await stored('my-first')).toEqual({ giant: [4, 7] });
	expect(await database().meters.get(['my-first', 'giant'])).toMatchObject({ updatedAt: 2 });
	expect(await database().meters.count()).toBe(1);
});

test('removing deletes only that bean, and removing twice is harmless', async () => {
	await writeMeter('my-first', 'mean', [5], 1);
	await writeMeter('my-first', 'broad', [4], 1);
	await deleteMeter('my-first', 'mean');
	await deleteMeter('my-first', 'mean');
	expect(await stored('my-first')).toEqual({ broad: [4] });
});

test('the stored record is a copy, not the caller’s array', async () => {
	const meter = [3, 6];
	await writeMeter('my-first', 'sword', meter, 1);
	meter[0] = 99;
	expect(await stored('my-first')).toEqual({ sword: [3, 6] });
});
