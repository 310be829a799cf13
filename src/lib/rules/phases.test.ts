import { describe, expect, it } from 'vitest';
import { EDITIONS } from './editions';
import { TURNS, drawCount, flipCount, phasesFor, turnFor } from './phases';
import { EDITION_IDS, type EditionId } from './types';

const CLASSIC = ['plant', 'trade', 'plant-traded', 'draw'];

describe('phases of a turn', () => {
	it.each([
		['amigo', 3, CLASSIC, 2, 3], // S000
		['amigo', 5, CLASSIC, 2, 3], // S000
		['amigo-1997', 4, CLASSIC, 2, 3], // S004
		['rio-grande', 2, ['take-offer', 'plant', 'discard-optional', 'turn-up', 'draw'], 3, 2], // RGG
		['rio-grande', 3, CLASSIC, 2, 3], // RGG, S002
		['rio-grande', 5, CLASSIC, 2, 3], // RGG, S002
		['rio-grande', 6, CLASSIC, 2, 4], // RGG, S002
		['rio-grande', 7, CLASSIC, 2, 4], // RGG, S002
		['my-first', 4, ['plant', 'trade', 'draw'], 2, 3], // S001
		['rabohnzel', 4, ['plant', 'spell', 'trade', 'plant-traded', 'draw'], 2, 3] // S003
	] as const)('%s with %i players: %j, flip %i, draw %i', (edition, players, ids, flip, draw) => {
		const phases = phasesFor(edition, players);
		expect(phases.map((p) => p.id)).toEqual(ids);
		expect(flipCount(phases)).toBe(flip);
		expect(drawCount(phases)).toBe(draw);
	});

	it('plant: the first hand card must be planted, the second may', () => {
		expect(phasesFor('amigo', 4)[0]).toEqual({ id: 'plant', must: 1, may: 1 });
	});

	it('bean duel: no offer to take on the start player’s first turn; one optional discard', () => {
		const duel = phasesFor('rio-grande', 2);
		expect(duel[0]).toEqual({ id: 'take-offer', skipOnFirstTurn: true });
		expect(duel[2]).toEqual({ id: 'discard-optional', upTo: 1 });
	});

	it.each(EDITION_IDS)('%s: turn rows cover the player range exactly once', (edition) => {
		const { min, max } = EDITIONS[edition].players;
		for (let p = min - 1; p <= max + 1; p++) {
			const rows = TURNS[edition].filter((r) => p >= r.players.min && p <= r.players.max);
			expect(rows).toHaveLength(p >= min && p <= max ? 1 : 0);
		}
	});

	it.each([
		['amigo', 2],
		['amigo', 6],
		['rio-grande', 1],
		['rio-grande', 2.5],
		['bohnanza', 4]
	])('%s with %s players throws', (edition, players) => {
		expect(() => turnFor(edition as EditionId, players)).toThrow(RangeError);
	});
});
