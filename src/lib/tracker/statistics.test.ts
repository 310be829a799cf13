import { expect, test } from 'vitest';
import type { GameEvent } from './events';
import { replay } from './game';
import type { GameSetup } from './setup';
import { statistics } from './statistics';
import { summaryOf } from './summary';

function played(edition: GameSetup['edition'], names: string[], coins: number[], finished = true) {
	const setup: GameSetup = {
		edition,
		step: null,
		variants: [],
		players: names.map((name, i) => ({ id: `p${i}`, name })),
		startSeat: 0
	};
	const events: GameEvent[] = [
		{ type: 'game-started' },
		{ type: 'pile-ran-out', phase: 'draw' },
		{ type: 'pile-ran-out', phase: 'draw' },
		{ type: 'pile-ran-out', phase: 'draw' },
		...coins.map((c, seat): GameEvent => ({
			type: 'final-harvest-entered',
			seat,
			fields: [],
			coinsEarned: c
		}))
	];
	if (finished) events.push({ type: 'game-finished' });
	return summaryOf(replay(setup, events));
}

test('groups by edition and the same players in any seat order', () => {
	const stats = statistics([
		played('amigo', ['Mia', 'Noah', 'Lea'], [10, 8, 6]),
		played('amigo', ['lea', 'Mia', 'Noah'], [12, 3, 4]),
		played('amigo', ['Noah', 'Lea', 'Mia'], [9, 9, 1]),
		played('amigo-1997', ['Mia', 'Noah', 'Lea'], [5, 5, 2]),
		played('amigo', ['Mia', 'Noah', 'Lea'], [20, 1, 1], false)
	]);
	expect(stats).toEqual([
		{
			key: '["amigo","lea","mia","noah"]',
			edition: 'amigo',
			players: ['Lea', 'Mia', 'Noah'],
			games: 3,
			// Game 3: Noah and Lea tie on 9; Lea sits further clockwise from the start player.
			wins: [2, 1, 0],
			averageWinningScore: 10.3
		},
		{
			key: '["amigo-1997","lea","mia","noah"]',
			edition: 'amigo-1997',
			players: ['Lea', 'Mia', 'Noah'],
			games: 1,
			wins: [0, 1, 1],
			averageWinningScore: 5
		}
	]);
});

test('no finished games, no statistics', () => {
	expect(statistics([])).toEqual([]);
});

test('group keys come from the edition and names as a tuple, so joined text cannot collide', () => {
	// 'amigo' + '-1997Bob…' and 'amigo-1997' + 'Bob…' read the same when joined.
	const stats = statistics([
		played('amigo', ['-1997Bob', 'Cy', 'Di'], [10, 8, 6]),
		played('amigo-1997', ['Bob', 'Cy', 'Di'], [10, 8, 6]),
		played('amigo', ['Cy\nDi', 'Ed', 'Fo'], [1, 2, 3]),
		played('amigo', ['Cy', 'Di\nEd', 'Fo'], [1, 2, 3])
	]);
	expect(stats.map((group) => group.key)).toEqual([
		'["amigo","-1997bob","cy","di"]',
		'["amigo-1997","bob","cy","di"]',
		'["amigo","cy\\ndi","ed","fo"]',
		'["amigo","cy","di\\ned","fo"]'
	]);
});
