// For unit tests only: the games and events the tests of several layers start from.
import type { GameEvent } from './events';
import type { ExportedGame, TimedEvent } from './exportFile';
import type { GameSetup } from './setup';
import type { GameSummary } from './summary';

/** An AMIGO game of Mia, Noah and Lea (ids a, b, c; Mia starts); `overrides` changes what
 * differs (another edition, start seat). */
export function threePlayerSetup(overrides: Partial<GameSetup> = {}): GameSetup {
	return {
		edition: 'amigo',
		step: null,
		variants: [],
		players: [
			{ id: 'a', name: 'Mia' },
			{ id: 'b', name: 'Noah' },
			{ id: 'c', name: 'Lea' }
		],
		startSeat: 0,
		...overrides
	};
}

/** The stored game of `threePlayerSetup` created at `createdAt`, with `events`; `setup` changes
 * what differs (another edition, start seat), `updatedAt` the time of its last change
 * (`createdAt` by default). */
export function threePlayerGame(
	createdAt: number,
	events: TimedEvent[] = [],
	{ setup = {}, updatedAt = createdAt }: { setup?: Partial<GameSetup>; updatedAt?: number } = {}
): ExportedGame {
	return { id: 'g1', createdAt, updatedAt, setup: threePlayerSetup(setup), events };
}

/** A game started, the draw pile run out three times in the draw phase, and each seat's final
 * harvest entered with `coins[seat]` (the game is not yet marked finished). */
export function playedToTheEnd(coins: readonly number[]): GameEvent[] {
	return [
		{ type: 'game-started' },
		{ type: 'pile-ran-out', phase: 'draw' },
		{ type: 'pile-ran-out', phase: 'draw' },
		{ type: 'pile-ran-out', phase: 'draw' },
		...coins.map((coinsEarned, seat): GameEvent => ({
			type: 'final-harvest-entered',
			seat,
			fields: [],
			coinsEarned
		}))
	];
}

/** The stored summary of `threePlayerSetup` before it starts (pass 1 of AMIGO's 3, no coins yet);
 * `overrides` changes what differs (players, status, turn, events). */
export function threePlayerSummary(overrides: Partial<GameSummary> = {}): GameSummary {
	return {
		edition: 'amigo',
		players: ['Mia', 'Noah', 'Lea'],
		status: 'setup',
		turn: 0,
		pass: 1,
		passes: 3,
		coins: null,
		winners: null,
		step: null,
		groupId: null,
		events: 0,
		...overrides
	};
}
