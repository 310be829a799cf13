import 'fake-indexeddb/auto';
import { afterAll, beforeEach, expect, test } from 'vitest';
import { database } from './database';
import { readAllPreferences, readPreference, writePreference } from './preferences';

beforeEach(async () => {
	await database().preferences.clear();
});

afterAll(() => database().close());

test('a written preference reads back, and an unset one is undefined', async () => {
	expect(await readPreference('locale')).toBeUndefined();
	await writePreference('locale', 'de');
	expect(await readPreference('locale')).toBe('de');
});

test('writing again replaces the value', async () => {
	await writePreference('theme', 'dark');
	await writePreference('theme', 'black');
	expect(await readPreference('theme')).toBe('black');
	expect(await database().preferences.count()).toBe(1);
});

test('readAllPreferences returns every key', async () => {
	await writePreference('locale', 'fr');
	await writePreference('theme', 'light');
	const all = await readAllPreferences();
	expect(Object.fromEntries(all)).toEqual({ locale: 'fr', theme: 'light' });
});
