import 'fake-indexeddb/auto';
import { afterAll, beforeEach, expect, test } from 'vitest';
import { database } from './database';
import { preferenceRecords, storePreference } from './preferences';

const readPreference = async (key: string) => (await database().preferences.get(key))?.value;

beforeEach(async () => {
	await database().preferences.clear();
});

afterAll(() => database().close());

test('a written preference reads back, and an unset one is undefined', async () => {
	expect(await readPreference('locale')).toBeUndefined();
	await storePreference('locale', 'de');
	expect(await readPreference('locale')).toBe('de');
});

test('writing again replaces the value', async () => {
	await storePreference('theme', 'dark');
	await storePreference('theme', 'black');
	expect(await readPreference('theme')).toBe('black');
	expect(await database().preferences.count()).toBe(1);
});

test('preferenceRecords returns every record', async () => {
	await storePreference('locale', 'fr');
	await storePreference('theme', 'light');
	expect(await preferenceRecords()).toEqual([
		{ key: 'locale', value: 'fr' },
		{ key: 'theme', value: 'light' }
	]);
});
