import { afterAll, beforeEach, expect, test } from 'vitest';
import { database } from '$lib/db/database';
import { readPreferences } from './preferences';
import { TableMode } from './tableMode.svelte';

beforeEach(async () => {
	await database().preferences.clear();
});

afterAll(() => database().close());

test('the seats of several games are stored side by side, and off removes one', async () => {
	const table = new TableMode();
	await table.load();
	expect(table.farSeats('a')).toBeNull();
	expect(await table.place('a', [2, 3])).toBe(true);
	// The second write holds the first game's seats too (a value the database can store).
	expect(await table.place('b', [1])).toBe(true);
	expect(table.farSeats('a')).toEqual([2, 3]);
	expect((await readPreferences()).tableSeats).toEqual({ a: [2, 3], b: [1] });
	expect(await table.place('a', null)).toBe(true);
	expect((await readPreferences()).tableSeats).toEqual({ b: [1] });
	const reread = new TableMode();
	await reread.load();
	expect(reread.farSeats('b')).toEqual([1]);
});
