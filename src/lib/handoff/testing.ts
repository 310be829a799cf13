// For unit tests only: the stored game the hand-off tests start from.
import type { StoredGame, TimedEvent } from '$lib/tracker/exportFile';

/** An AMIGO game of Mia, Noah and Lea (Mia starts) created at `createdAt`, with `events`. */
export function threePlayerGame(createdAt: number, events: TimedEvent[] = []): StoredGame {
	return {
		id: 'g1',
		createdAt,
		updatedAt: createdAt,
		setup: {
			edition: 'amigo',
			step: null,
			variants: [],
			players: [
				{ id: 'a', name: 'Mia' },
				{ id: 'b', name: 'Noah' },
				{ id: 'c', name: 'Lea' }
			],
			startSeat: 0
		},
		events
	};
}
