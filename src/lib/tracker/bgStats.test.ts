import { expect, test } from 'vitest';
import { bgStatsLink, playDate } from './bgStats';
import type { GameEvent } from './events';
import { replay } from './game';
import type { GameSetup } from './setup';
import { playedToTheEnd } from './testing';

const setup = (edition: GameSetup['edition']): GameSetup => ({
	edition,
	step: edition === 'my-first' ? 'step-1' : null,
	variants: [],
	players: [
		{ id: 'a', name: 'Mia' },
		{ id: 'b', name: 'Noah & "Co"' },
		{ id: 'c', name: 'Lea' }
	],
	startSeat: 1
});
const finish = (coins: number[]): GameEvent[] => [
	...playedToTheEnd(coins),
	{ type: 'game-finished' }
];

function decode(link: string) {
	const prefix = 'https://app.bgstatsapp.com/createPlay.html?data=';
	expect(link.startsWith(prefix)).toBe(true);
	return JSON.parse(decodeURIComponent(link.slice(prefix.length)));
}

test('playDate is local time as YYYY-MM-DD HH:mm:ss', () => {
	expect(playDate(new Date(2025, 4, 3, 19, 5, 9))).toBe('2025-05-03 19:05:09');
});

test('a finished AMIGO game becomes a BG Stats play with bggId 11', () => {
	const state = replay(setup('amigo'), finish([8, 11, 5]));
	const link = bgStatsLink(state, {
		gameId: 'g1',
		startedAt: new Date(2025, 0, 2, 20, 0, 0),
		durationMin: 45
	});
	expect(decode(link!)).toEqual({
		game: { name: 'Bohnanza', bggId: 11, highestWins: true, noPoints: false, sourceGameId: 'g1' },
		playDate: '2025-01-02 20:00:00',
		durationMin: 45,
		players: [
			{ name: 'Mia', startPlayer: false, rank: 2, score: 8, winner: false, sourcePlayerId: 'a' },
			{
				name: 'Noah & "Co"',
				startPlayer: true,
				rank: 1,
				score: 11,
				winner: true,
				sourcePlayerId: 'b'
			},
			{ name: 'Lea', startPlayer: false, rank: 3, score: 5, winner: false, sourcePlayerId: 'c' }
		]
	});
	expect(link).not.toContain(' ');
	expect(link).not.toContain('&"');
});

test('Rabohnzel and My First have no bggId; shared winners both rank 1', () => {
	const rab = decode(
		bgStatsLink(replay(setup('amigo-1997'), finish([7, 7, 2])), {
			gameId: 'g',
			startedAt: new Date(2025, 0, 1)
		})!
	);
	expect(rab.game.bggId).toBe(11);
	expect(rab.players.map((p: { rank: number }) => p.rank)).toEqual([1, 1, 3]);
	expect(rab.durationMin).toBeUndefined();
	const ra = replay(setup('rabohnzel'), [
		{ type: 'game-started' },
		{ type: 'pile-ran-out', phase: 'draw' },
		{ type: 'pile-ran-out', phase: 'draw' },
		{ type: 'pile-ran-out', phase: 'draw' },
		{ type: 'final-harvest-entered', seat: 0, fields: [], coinsEarned: 3 },
		{ type: 'final-harvest-entered', seat: 1, fields: [], coinsEarned: 2 },
		{ type: 'final-harvest-entered', seat: 2, fields: [], coinsEarned: 1 }
	]);
	expect(decode(bgStatsLink(ra, { gameId: 'g', startedAt: new Date(2025, 0, 1) })!).game).toEqual({
		name: 'Rabohnzel',
		highestWins: true,
		noPoints: false,
		sourceGameId: 'g'
	});
	const mf = replay(setup('my-first'), [
		{ type: 'game-started' },
		{ type: 'pile-ran-out', phase: 'draw' }
	]);
	expect(mf.status).toBe('harvest');
	expect(bgStatsLink(mf, { gameId: 'g', startedAt: new Date() })).toBeNull();
});
