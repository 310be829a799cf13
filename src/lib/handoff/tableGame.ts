// Test fixture, in no page: a game as a real table leaves it, for the hand-off's measures
// (BENCHMARKS.md#hand-off): the unit test counts its frames, handoff-scan.spec scans it through a
// camera.
import type { ExportedGame } from '$lib/tracker/exportFile';

/** A 5-player game as the app stores it after `turns` turns: players with the app's UUIDs, a turn
 * every 40 to 160 seconds (a fixed pseudo-random sequence), the pile running out every 70 turns (the third run-out would end it). */
export function tableGame(turns: number): ExportedGame {
	let seed = 29;
	const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
	const createdAt = 1_764_000_000_000;
	let at = createdAt;
	const events: ExportedGame['events'][number][] = [
		{ at: (at += 90_000), event: { type: 'game-started' } }
	];
	for (let turn = 1; turn <= turns; turn++) {
		events.push({
			at: (at += 40_000 + Math.floor(next() * 120_000)),
			event: { type: 'turn-advanced' }
		});
		if (turn % 70 === 0) {
			events.push({ at: (at += 3_000), event: { type: 'pile-ran-out', phase: 'draw' } });
		}
	}
	const uuid = (n: number) => `${n}f3c2a1b-7d4e-4c1a-9b2e-5a6d7c8e9f0${n}`;
	return {
		id: uuid(0),
		createdAt,
		updatedAt: at,
		setup: {
			edition: 'amigo',
			step: null,
			variants: [],
			players: ['Ana', 'Ben', 'Cleo', 'Dan', 'Eva'].map((name, i) => ({ id: uuid(i + 1), name })),
			startSeat: 0
		},
		events
	};
}
