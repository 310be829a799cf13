import { describe, expect, test } from 'vitest';
import {
	countPlays,
	finishedPlays,
	nextLevel,
	pathProgress,
	suggestsNextLevel
} from './progression';

describe('nextLevel', () => {
	test('follows the printed order and ends after step 5', () => {
		expect(nextLevel('basic')).toBe('two-coin');
		expect(nextLevel('two-coin')).toBe('step-1');
		expect(nextLevel('step-4')).toBe('step-5');
		expect(nextLevel('step-5')).toBeNull();
	});
});

describe('countPlays', () => {
	test('adds tracker games of this group to games entered by hand', () => {
		const counts = countPlays(
			'g1',
			[
				{ groupId: 'g1', level: 'basic' },
				{ groupId: 'g1', level: 'basic' },
				{ groupId: 'g2', level: 'basic' },
				{ groupId: null, level: 'basic' },
				{ groupId: 'g1', level: 'step-2' },
				{ groupId: 'g1', level: null }
			],
			{ basic: 1, 'two-coin': 4 }
		);
		expect(counts).toEqual({
			basic: 3,
			'two-coin': 4,
			'step-1': 0,
			'step-2': 1,
			'step-3': 0,
			'step-4': 0,
			'step-5': 0
		});
	});

	test('ignores manual counts that are not whole positive numbers, and unknown steps', () => {
		const counts = countPlays('g', [], { basic: -2, 'two-coin': 1.5, 'step-9': 3, 'step-1': NaN });
		expect(counts.basic).toBe(0);
		expect(counts['two-coin']).toBe(0);
		expect(counts['step-1']).toBe(0);
		expect(Object.keys(counts)).toHaveLength(7);
	});
});

describe('suggestsNextLevel', () => {
	test('only from the third play on, and never after the last step', () => {
		expect(suggestsNextLevel('basic', 0)).toBe(false);
		expect(suggestsNextLevel('basic', 2)).toBe(false);
		expect(suggestsNextLevel('basic', 3)).toBe(true);
		expect(suggestsNextLevel('step-4', 7)).toBe(true);
		expect(suggestsNextLevel('step-5', 3)).toBe(false);
	});
});

describe('pathProgress', () => {
	const zero = {
		basic: 0,
		'two-coin': 0,
		'step-1': 0,
		'step-2': 0,
		'step-3': 0,
		'step-4': 0,
		'step-5': 0
	};

	test('marks steps before the current one as played and suggests only on the current step', () => {
		const path = pathProgress('two-coin', { ...zero, basic: 5, 'two-coin': 3 });
		expect(path.map((p) => p.status)).toEqual([
			'played',
			'current',
			'ahead',
			'ahead',
			'ahead',
			'ahead',
			'ahead'
		]);
		expect(path[0]).toMatchObject({ level: 'basic', plays: 5, suggestNext: false });
		expect(path[1]).toMatchObject({
			level: 'two-coin',
			plays: 3,
			suggestNext: true,
			next: 'step-1'
		});
	});

	test('a new group starts on the basic game with no suggestion', () => {
		const path = pathProgress('basic', zero);
		expect(path[0]).toMatchObject({ status: 'current', plays: 0, suggestNext: false });
		expect(path).toHaveLength(7);
	});

	test('two plays are not enough, a third brings the suggestion', () => {
		expect(pathProgress('basic', { ...zero, basic: 2 })[0]?.suggestNext).toBe(false);
		expect(pathProgress('basic', { ...zero, basic: 3 })[0]?.suggestNext).toBe(true);
	});
});

describe('finishedPlays', () => {
	test('only finished My First games count, with the group and step from their setup', () => {
		expect(
			finishedPlays([
				{
					id: 'a',
					edition: 'my-first',
					status: 'finished',
					setup: { groupId: 'g', step: 'basic' }
				},
				{ id: 'b', edition: 'my-first', status: 'playing', setup: { groupId: 'g', step: 'basic' } },
				{ id: 'c', edition: 'amigo', status: 'finished', setup: { groupId: 'g', step: null } },
				{ id: 'd', edition: 'my-first', status: 'finished', setup: { step: 'step-3' } },
				{ id: 'e', edition: 'my-first', status: 'finished', setup: null },
				{ id: 'f', edition: 'my-first', status: 'finished', setup: { groupId: 7, step: 'nope' } }
			])
		).toEqual([
			{ groupId: 'g', level: 'basic' },
			{ groupId: null, level: 'step-3' },
			{ groupId: null, level: null },
			{ groupId: null, level: null }
		]);
	});
});
