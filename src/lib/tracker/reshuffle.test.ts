// The estimate of a reshuffled pile from a game's log (docs/rules.md#the-pile-after-a-reshuffle).
import { describe, expect, test } from 'vitest';
import type { GameEvent } from './events';
import { replay } from './game';
import { reshuffleEstimateOf } from './reshuffle';
import type { GameSetup } from './setup';

function game(edition: GameSetup['edition'], players: number): GameSetup {
	return {
		edition,
		step: null,
		variants: [],
		players: ['Ada', 'Ben', 'Cleo', 'Dan', 'Eve']
			.slice(0, players)
			.map((name, i) => ({ id: `p${i}`, name })),
		startSeat: 0
	};
}
const start: GameEvent = { type: 'game-started' };
const next: GameEvent = { type: 'turn-advanced' };
const ranOut: GameEvent = { type: 'pile-ran-out', phase: 'draw' };

describe('reshuffleEstimateOf', () => {
	test('none before a reshuffle, nor once the size is typed', () => {
		const setup = game('amigo', 4);
		expect(reshuffleEstimateOf(replay(setup, [start, next]))).toBeNull();
		expect(
			reshuffleEstimateOf(replay(setup, [start, ranOut, { type: 'pile-size-set', cards: 50 }]))
		).toBeNull();
	});

	test('AMIGO, 4 players, after the first run-out: 51 cards', () => {
		expect(reshuffleEstimateOf(replay(game('amigo', 4), [start, next, ranOut]))?.cards).toBe(51);
	});

	test('an undone run-out leaves no estimate; redone, it is back', () => {
		const setup = game('amigo', 4);
		expect(reshuffleEstimateOf(replay(setup, [start, ranOut, { type: 'undo' }]))).toBeNull();
		expect(
			reshuffleEstimateOf(replay(setup, [start, ranOut, { type: 'undo' }, { type: 'redo' }]))?.cards
		).toBe(51);
	});

	test('the second run-out: the size typed in pass 2 taken back to its start, and third fields bought', () => {
		// AMIGO 1997, 4 players (5 cards a turn): the first run-out in turn 2; 40 typed in turn 4,
		// so pass 2 started with 40 + 2 × 5 = 50; Ben and Cleo bought third fields in pass 2 (3
		// coins each onto the discard pile). 50 harvested, 13 coins (12.5 rounded), 37 + 6 = 43.
		const events: GameEvent[] = [
			start,
			next,
			ranOut,
			next,
			next,
			{ type: 'pile-size-set', cards: 40 },
			{ type: 'third-field-bought', seat: 1 },
			next,
			{ type: 'third-field-bought', seat: 2 },
			next,
			ranOut
		];
		expect(reshuffleEstimateOf(replay(game('amigo-1997', 4), events))).toEqual({
			cards: 43,
			inHands: 20,
			inFields: 20,
			harvested: 50,
			coins: 13,
			paidToDiscard: 6
		});
	});

	test('the second run-out with pass 2 never counted: the chain from the deal', () => {
		// AMIGO 4: 51 after the first pass, then 51 − 13 = 38.
		const events: GameEvent[] = [start, next, ranOut, next, next, ranOut];
		expect(reshuffleEstimateOf(replay(game('amigo', 4), events))?.cards).toBe(38);
	});
});
