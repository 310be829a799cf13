import { afterAll, beforeEach, expect, test } from 'vitest';
import { database } from '$lib/db/database';
import { storePreference as writeThroughDexie } from '$lib/db/preferences';
import { readPreferences, writePreference } from './preferences';

const readPreference = async (key: string) => (await database().preferences.get(key))?.value;

beforeEach(async () => {
	await database().preferences.clear();
});

afterAll(() => database().close());

test('preferences stored through the database read back typed', async () => {
	await writeThroughDexie('locale', 'fr');
	await writeThroughDexie('theme', 'black');
	await writeThroughDexie('lastEdition', 'rabohnzel');
	await writeThroughDexie('teachMode', false);
	expect(await readPreferences()).toEqual({
		locale: 'fr',
		theme: 'black',
		lastEdition: 'rabohnzel',
		teachMode: false
	});
});

test('a stored value of the wrong type, or an unknown key, reads as not set', async () => {
	await writeThroughDexie('calculatorEdition', 'monopoly');
	await writeThroughDexie('locale', 'xx');
	await writeThroughDexie('teachMode', 'yes');
	await writeThroughDexie('somethingElse', 1);
	expect(await readPreferences()).toEqual({});
});

test('a write is committed and read by the database as by the quick read', async () => {
	await database().open();
	await writePreference('calculatorStep', 'step-3');
	expect(await readPreference('calculatorStep')).toBe('step-3');
	expect((await readPreferences()).calculatorStep).toBe('step-3');
});

test('on a device that never stored anything the read finds nothing', async () => {
	await database().delete({ disableAutoOpen: false });
	expect(await readPreferences()).toEqual({});
});
