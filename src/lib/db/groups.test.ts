import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterAll, beforeEach, expect, test } from 'vitest';
import { BeanRefereeDatabase, database } from './database';
import { addGroup, changeGroup, changeLesson, deleteGroup, listGroups, readLesson } from './groups';
import type { GroupRecord } from './schema';

beforeEach(async () => {
	await database().groups.clear();
	await database().gameLessons.clear();
});

afterAll(() => database().close());

const group = (id: string, updatedAt: number): GroupRecord => ({
	id,
	children: [{ name: 'Mia', colour: 'red' }],
	step: 'basic',
	manualPlays: {},
	createdAt: 1,
	updatedAt
});

test('an added group reads back as it was given', async () => {
	await addGroup(group('g1', 1000));
	expect(await database().groups.get('g1')).toEqual(group('g1', 1000));
	await expect(addGroup(group('g1', 2000))).rejects.toThrow();
	expect(await database().groups.get('g1')).toEqual(group('g1', 1000));
});

test('groups list newest change first; a change keeps the other fields and sets its time', async () => {
	await addGroup(group('old', 1));
	await addGroup(group('new', 2));
	expect((await listGroups()).map((g) => g.id)).toEqual(['new', 'old']);
	const changed = await changeGroup('old', 3, ({ manualPlays }) => ({
		step: 'two-coin',
		manualPlays: { ...manualPlays, basic: 1 }
	}));
	expect(changed).toEqual({ ...group('old', 3), step: 'two-coin', manualPlays: { basic: 1 } });
	expect(await database().groups.get('old')).toEqual(changed);
	expect((await listGroups()).map((g) => g.id)).toEqual(['old', 'new']);
});

test('changing a group that does not exist fails and stores nothing', async () => {
	await expect(changeGroup('ghost', 1, () => ({ step: 'basic' }))).rejects.toThrow(RangeError);
	expect(await database().groups.count()).toBe(0);
});

test('deleting a group removes it', async () => {
	await addGroup(group('g', 1));
	await deleteGroup('g');
	expect(await listGroups()).toEqual([]);
});

test('a lesson starts empty, per game, and a change keeps the rest of it', async () => {
	expect(await readLesson('s1')).toEqual({ gameId: 's1', situations: [], phases: [] });
	await changeLesson('s1', () => ({ coach: { turn: 2, position: 1 } }));
	await changeLesson('s1', () => ({ teach: false }));
	const last = await changeLesson('s1', ({ phases }) => ({ phases: [...phases, 'plant'] }));
	await changeLesson('s2', () => ({ phases: ['trade'] }));
	const expected = {
		gameId: 's1',
		situations: [],
		phases: ['plant'],
		coach: { turn: 2, position: 1 },
		teach: false
	};
	expect(last).toEqual(expected);
	expect(await readLesson('s1')).toEqual(expected);
	expect((await readLesson('s2')).phases).toEqual(['trade']);
});

test('a version 1 database upgrades to the current version and keeps its data', async () => {
	const name = 'upgrade-test';
	const v1 = new Dexie(name);
	v1.version(1).stores({
		sessions: 'id, status, updatedAt, edition',
		events: '++id, &[sessionId+seq], sessionId',
		preferences: 'key',
		meters: '[edition+bean], edition'
	});
	await v1.table('preferences').put({ key: 'locale', value: 'fr' });
	v1.close();

	const v2 = new BeanRefereeDatabase(name);
	expect(await v2.preferences.get('locale')).toEqual({ key: 'locale', value: 'fr' });
	expect(await v2.groups.count()).toBe(0);
	expect(v2.verno).toBe(7);
	v2.close();
	await Dexie.delete(name);
});
