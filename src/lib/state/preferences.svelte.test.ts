import { afterAll, beforeEach, expect, test } from 'vitest';
import { database } from '$lib/db/database';
import { storePreference as writeThroughDexie } from '$lib/db/preferences';
import { preferenceOf, readPreferences, writePreference } from './preferences';

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

test('each preference is read by its description: a copy of its fields, or not set', async () => {
	await writeThroughDexie('tableSeats', { a: [1, 2], b: { far: [0], left: [], right: [3] } });
	await writeThroughDexie('groupCorrections', { g: [{ from: 'Lea', to: 'Leah', note: 1 }] });
	await writeThroughDexie('backupOfferedAt', 1.5);
	await writeThroughDexie('persistRequested', true);
	await writeThroughDexie('playerCorrections', [{ from: 'Lea', to: '\u200B' }]);
	expect(await readPreferences()).toEqual({
		tableSeats: { a: [1, 2], b: { far: [0], left: [], right: [3] } },
		groupCorrections: { g: [{ from: 'Lea', to: 'Leah' }] },
		backupOfferedAt: 1.5,
		persistRequested: true
	});
});

test('the first paint reads its remembered language and theme by the same descriptions', () => {
	expect(preferenceOf('theme', 'black')).toBe('black');
	expect(preferenceOf('theme', 'pink')).toBeUndefined();
	expect(preferenceOf('locale', 'de')).toBe('de');
	expect(preferenceOf('locale', 'de-AT')).toBeUndefined();
	expect(preferenceOf('locale', undefined)).toBeUndefined();
});
