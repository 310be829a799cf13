import 'fake-indexeddb/auto';
import { afterAll, beforeEach, expect, test } from 'vitest';
import { database } from './database';
import { deleteMeter, readAllMeters, readMeters, writeMeter } from './meters';

beforeEach(async () => {
	await database().meters.clear();
});

afterAll(() => database().close());

test('nothing is entered at first', async () => {
	expect(await readMeters('my-first')).toEqual({});
	expect(await readAllMeters()).toEqual({});
});

test('an entered meter reads back for its edition only', async () => {
	await writeMeter('my-first', 'mean', [5], 1000);
	await writeMeter('my-first', 'dwarf', [3, 6], 1001);
	await writeMeter('rabohnzel', 'pick', [2, null, 5], 1002);
	expect(await readMeters('my-first')).toEqual({ mean: [5], dwarf: [3, 6] });
	expect(await readMeters('rabohnzel')).toEqual({ pick: [2, null, 5] });
	expect(await readAllMeters()).toEqual({
		'my-first': { mean: [5], dwarf: [3, 6] },
		rabohnzel: { pick: [2, null, 5] }
	});
});

test('the same bean in two editions is kept apart', async () => {
	await writeMeter('my-first', 'mean', [5], 1);
	await writeMeter('rabohnzel', 'mean', [2, 4, 6, 8], 2);
	expect(await readMeters('my-first')).toEqual({ mean: [5] });
	expect(await readMeters('rabohnzel')).toEqual({ mean: [2, 4, 6, 8] });
});

test('writing again replaces the meter and its time', async () => {
	await writeMeter('my-first', 'giant', [3, 5], 1);
	await writeMeter('my-first', 'giant', [4, 7], 2);
	expect(await readMeters('my-first')).toEqual({ giant: [4, 7] });
	expect(await database().meters.get(['my-first', 'giant'])).toMatchObject({ updatedAt: 2 });
	expect(await database().meters.count()).toBe(1);
});

test('removing deletes only that bean, and removing twice is harmless', async () => {
	await writeMeter('my-first', 'mean', [5], 1);
	await writeMeter('my-first', 'broad', [4], 1);
	await deleteMeter('my-first', 'mean');
	await deleteMeter('my-first', 'mean');
	expect(await readMeters('my-first')).toEqual({ broad: [4] });
});

test('the stored record is a copy, not the caller’s array', async () => {
	const meter = [3, 6];
	await writeMeter('my-first', 'sword', meter, 1);
	meter[0] = 99;
	expect(await readMeters('my-first')).toEqual({ sword: [3, 6] });
});
