import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterAll, beforeEach, expect, test } from 'vitest';
import { BeanRefereeDatabase, database } from './database';
import {
	changeManualPlays,
	createGroup,
	deleteGroup,
	listGameSummaries,
	listGroups,
	readLesson,
	recordCoachPlace,
	recordLesson,
	recordTeachMode,
	rememberTable,
	setGroupStep
} from './groups';

beforeEach(async () => {
	await database().groups.clear();
	await database().gameLessons.clear();
});

afterAll(() => database().close());

test('a created group reads back on the first step with no plays', async () => {
	await createGroup('g1', [{ name: 'Mia', colour: 'red' }], 'basic', 1000);
	expect(await database().groups.get('g1')).toEqual({
		id: 'g1',
		children: [{ name: 'Mia', colour: 'red' }],
		step: 'basic',
		manualPlays: {},
		createdAt: 1000,
		updatedAt: 1000
	});
	expect(await database().groups.get('nope')).toBeUndefined();
});

test('groups list newest change first', async () => {
	await createGroup('old', [{ name: 'A', colour: null }], 'basic', 1);
	await createGroup('new', [{ name: 'B', colour: null }], 'basic', 2);
	expect((await listGroups()).map((g) => g.id)).toEqual(['new', 'old']);
	await setGroupStep('old', 'two-coin', 3);
	expect((await listGroups()).map((g) => g.id)).toEqual(['old', 'new']);
	expect((await database().groups.get('old'))?.step).toBe('two-coin');
});

test('manual plays add up per step and never go below zero', async () => {
	await createGroup('g', [{ name: 'A', colour: null }], 'basic', 1);
	await changeManualPlays('g', 'basic', 1, 2);
	const twice = await changeManualPlays('g', 'basic', 1, 3);
	expect(twice.manualPlays).toEqual({ basic: 2 });
	await changeManualPlays('g', 'step-1', -1, 4);
	expect((await database().groups.get('g'))?.manualPlays).toEqual({ basic: 2, 'step-1': 0 });
});

test('changing a group that does not exist fails and stores nothing', async () => {
	await expect(setGroupStep('ghost', 'basic', 1)).rejects.toThrow(RangeError);
	expect(await database().groups.count()).toBe(0);
});

test('deleting a group removes it', async () => {
	await createGroup('g', [{ name: 'A', colour: null }], 'basic', 1);
	await deleteGroup('g');
	expect(await listGroups()).toEqual([]);
});

test('lessons remember each situation and phase once, per game', async () => {
	expect(await readLesson('s1')).toEqual({ gameId: 's1', situations: [], phases: [] });
	await recordLesson('s1', { situation: 'game-start' });
	await recordLesson('s1', { situation: 'third-type' });
	await recordLesson('s1', { situation: 'third-type' });
	await recordLesson('s1', { phase: 'plant' });
	await recordLesson('s2', { phase: 'trade' });
	expect(await readLesson('s1')).toEqual({
		gameId: 's1',
		situations: ['game-start', 'third-type'],
		phases: ['plant']
	});
	expect((await readLesson('s2')).phases).toEqual(['trade']);
});

test('a group remembers its grown-ups and youngest child, and keeps the rest', async () => {
	await createGroup('g', [{ name: 'Mia', colour: 'red' }], 'two-coin', 1);
	await changeManualPlays('g', 'two-coin', 1, 2);
	await rememberTable('g', { adults: ['Dad'], youngest: 'Mia' }, 3);
	expect(await database().groups.get('g')).toEqual({
		id: 'g',
		children: [{ name: 'Mia', colour: 'red' }],
		step: 'two-coin',
		manualPlays: { 'two-coin': 1 },
		adults: ['Dad'],
		youngest: 'Mia',
		createdAt: 1,
		updatedAt: 3
	});
	await expect(rememberTable('nope', { adults: [], youngest: null }, 4)).rejects.toThrow();
	expect(await database().groups.get('nope')).toBeUndefined();
});

test('a lesson keeps the coach’s place and the teach switch when a situation is recorded', async () => {
	await recordCoachPlace('s1', { turn: 2, position: 1 });
	await recordTeachMode('s1', false);
	await recordLesson('s1', { situation: 'third-type' });
	await recordLesson('s1', { phase: 'plant' });
	expect(await readLesson('s1')).toEqual({
		gameId: 's1',
		situations: ['third-type'],
		phases: ['plant'],
		coach: { turn: 2, position: 1 },
		teach: false
	});
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

test('game summaries list every tracked game with edition, status and setup', async () => {
	await database().games.clear();
	await database().games.bulkAdd([
		{
			id: 's1',
			edition: 'my-first',
			status: 'finished',
			createdAt: 1,
			updatedAt: 2,
			setup: { groupId: 'g', step: 'basic' },
			summary: null,
			lastSeq: 0,
			listOrder: 0
		},
		{
			id: 's2',
			edition: 'amigo',
			status: 'playing',
			createdAt: 1,
			updatedAt: 3,
			setup: {},
			summary: null,
			lastSeq: 0,
			listOrder: 0
		}
	]);
	const games = await listGameSummaries();
	expect(games.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
		{ id: 's1', edition: 'my-first', status: 'finished', setup: { groupId: 'g', step: 'basic' } },
		{ id: 's2', edition: 'amigo', status: 'playing', setup: {} }
	]);
	await database().games.clear();
});
