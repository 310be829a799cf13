import { afterAll, beforeEach, expect, test } from 'vitest';
import { database } from '$lib/db/database';
import { storePreference } from '$lib/db/preferences';
import { readPreferences } from './preferences';
import { TableMode } from './tableMode.svelte';

beforeEach(async () => {
	await database().preferences.clear();
});

afterAll(() => database().close());

test('the seats of several games are stored side by side, and off removes one', async () => {
	const table = new TableMode();
	await table.load();
	expect(table.placement('a')).toBeNull();
	expect(await table.place('a', { far: [2], left: [1], right: [3] })).toBe(true);
	// The second write holds the first game's seats too (a value the database can store).
	expect(await table.place('b', { far: [1], left: [], right: [] })).toBe(true);
	expect(table.placement('a')).toEqual({ far: [2], left: [1], right: [3] });
	expect((await readPreferences()).tableSeats).toEqual({
		a: { far: [2], left: [1], right: [3] },
		b: { far: [1], left: [], right: [] }
	});
	expect(await table.place('a', null)).toBe(true);
	expect((await readPreferences()).tableSeats).toEqual({ b: { far: [1], left: [], right: [] } });
	const reread = new TableMode();
	await reread.load();
	expect(reread.placement('b')).toEqual({ far: [1], left: [], right: [] });
});

test('seats stored in the older shape (the far seats) read as near and far', async () => {
	await storePreference('tableSeats', { old: [2, 3] });
	const table = new TableMode();
	await table.load();
	expect(table.placement('old')).toEqual({ far: [2, 3], left: [], right: [] });
});

test('a malformed stored value reads as not set', async () => {
	await storePreference('tableSeats', { a: { far: [1], left: [1], right: [] } });
	const table = new TableMode();
	await table.load();
	expect(table.placement('a')).toBeNull();
});
