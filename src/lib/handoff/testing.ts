// For unit tests only: the stored game the hand-off tests start from.
import type { StoredGame, TimedEvent } from '$lib/tracker/exportFile';
import type { GameSetup } from '$lib/tracker/setup';

/** An AMIGO game of Mia, Noah and Lea (Mia starts) created at `createdAt`, with `events`;
 * `setup` changes what differs (another edition, start seat), `updatedAt` the time of its last
 * change (`createdAt` by default). */
export function threePlayerGame(
	createdAt: number,
	events: TimedEvent[] = [],
	{ setup = {}, updatedAt = createdAt }: { setup?: Partial<GameSetup>; updatedAt?: number } = {}
): StoredGame {
	return {
		id: 'g1',
		createdAt,
		updatedAt,
		setup: {
			edition: 'amigo',
			step: null,
			variants: [],
			players: [
				{ id: 'a', name: 'Mia' },
				{ id: 'b', name: 'Noah' },
				{ id: 'c', name: 'Lea' }
			],
			startSeat: 0,
			...setup
		},
		events
	};
}
