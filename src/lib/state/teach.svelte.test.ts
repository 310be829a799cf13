// What a group's and a lesson's changes store: the teach area decides them, db/groups.ts stores.
import { afterAll, beforeEach, expect, test } from 'vitest';
import { database } from '$lib/db/database';
import { Lesson } from './lesson.svelte';
import { teachState } from './teach.svelte';

beforeEach(async () => {
	await database().groups.clear();
	await database().gameLessons.clear();
	await teachState.load();
});

afterAll(() => database().close());

test('a new group is stored on the first step with no plays, and loads back', async () => {
	const created = await teachState.create([{ name: ' Mia ', colour: 'red' }]);
	if (!created.ok) throw new Error(created.error);
	const stored = await database().groups.get(created.value.id);
	expect(stored).toMatchObject({
		children: [{ name: 'Mia', colour: 'red' }],
		step: 'basic',
		manualPlays: {}
	});
	expect(stored?.createdAt).toBe(stored?.updatedAt);
	await teachState.load();
	expect(teachState.groups.map((g) => g.id)).toEqual([created.value.id]);
});

test('manual plays add up per step and never go below zero; the step moves', async () => {
	const created = await teachState.create([{ name: 'Mia', colour: null }]);
	if (!created.ok) throw new Error(created.error);
	const { id } = created.value;
	expect(await teachState.changeManual(id, 'basic', 1)).toBe(true);
	expect(await teachState.changeManual(id, 'basic', 1)).toBe(true);
	expect(await teachState.changeManual(id, 'step-1', -1)).toBe(true);
	await teachState.setStep(id, 'two-coin');
	expect(teachState.group(id)).toMatchObject({
		step: 'two-coin',
		manualPlays: { basic: 2, 'step-1': 0 }
	});
	expect(await database().groups.get(id)).toMatchObject({
		step: 'two-coin',
		manualPlays: { basic: 2, 'step-1': 0 }
	});
	expect(await teachState.changeManual('ghost', 'basic', 1)).toBe(false);
});

test('a lesson remembers each situation and phase once, and keeps the coach and the switch', async () => {
	const lesson = new Lesson('s1');
	await lesson.load();
	await lesson.moveCoach(2, 1);
	await lesson.setTeach(false);
	await lesson.record({ situation: 'third-type' });
	await lesson.record({ situation: 'third-type' });
	await lesson.record({ phase: 'plant' });
	await new Lesson('s2').record({ phase: 'trade' });
	expect(lesson.situations).toEqual(['third-type']);
	expect(lesson.phases).toEqual(['plant']);
	const again = new Lesson('s1');
	await again.load();
	expect([again.situations, again.phases, again.coach, again.switched]).toEqual([
		['third-type'],
		['plant'],
		{ turn: 2, position: 1 },
		false
	]);
	expect((await database().gameLessons.get('s2'))?.phases).toEqual(['trade']);
});
