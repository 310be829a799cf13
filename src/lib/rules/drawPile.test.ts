import { describe, expect, it } from 'vitest';
import {
	cardsPerTurn,
	drawPileAfterDeal,
	endsAtExhaustion,
	onDrawPileEmpty,
	turnsUntilRunOut
} from './drawPile';
import { EDITION_LIST } from './editions';
import { setupFor } from './setup';
import type { DrawPilePhase, EditionId, MyFirstStep } from './types';

// edition, players, ending run-out, outcome in the trading phase, outcome while drawing.
const ENDINGS = [
	['amigo', 3, 3, 'finish-trade-and-plant', 'end-now'], // S000 "The End of the Game"
	['amigo', 4, 3, 'finish-trade-and-plant', 'end-now'],
	['amigo', 5, 3, 'finish-trade-and-plant', 'end-now'],
	['amigo-1997', 3, 3, 'finish-trade-and-plant', 'end-now'], // S004
	['amigo-1997', 4, 3, 'finish-trade-and-plant', 'end-now'],
	['amigo-1997', 5, 3, 'finish-trade-and-plant', 'end-now'],
	['rio-grande', 2, 1, 'finish-trade-and-plant', 'end-now'], // bean duel: the app's assumption
	['rio-grande', 3, 2, 'end-now', 'end-now'], // S002 "End & Winner": ends at once
	['rio-grande', 4, 3, 'end-now', 'end-now'],
	['rio-grande', 5, 3, 'end-now', 'end-now'],
	['rio-grande', 6, 3, 'end-now', 'end-now'],
	['rio-grande', 7, 3, 'end-now', 'end-now'],
	['my-first', 3, 1, 'finish-turn', 'end-now'], // S001: the player finishes the turn
	['my-first', 4, 2, 'finish-turn', 'end-now'], // S001
	['my-first', 5, 3, 'finish-turn', 'end-now'], // S001
	['rabohnzel', 3, 3, 'finish-trade-and-plant', 'end-now'], // S003
	['rabohnzel', 4, 4, 'finish-trade-and-plant', 'end-now'], // S003
	['rabohnzel', 5, 4, 'finish-trade-and-plant', 'end-now'] // S003
] as const;

describe('onDrawPileEmpty: every end-of-game case', () => {
	it.each(ENDINGS)('%s, %i players: ends at run-out %i', (edition, players, ends, trade, draw) => {
		expect(endsAtExhaustion(edition, players)).toBe(ends);
		for (let run = 1; run < ends; run++) {
			expect(onDrawPileEmpty(edition, players, run, 'trade')).toBe('reshuffle');
			expect(onDrawPileEmpty(edition, players, run, 'draw')).toBe('reshuffle');
		}
		expect(onDrawPileEmpty(edition, players, ends, 'trade')).toBe(trade);
		expect(onDrawPileEmpty(edition, players, ends, 'draw')).toBe(draw);
		expect(() => onDrawPileEmpty(edition, players, ends + 1, 'draw')).toThrow(RangeError);
	});

	it('accepts the My First step (the end does not depend on it)', () => {
		expect(onDrawPileEmpty('my-first', 4, 1, 'trade', { step: 'step-5' })).toBe('reshuffle');
		expect(() =>
			onDrawPileEmpty('my-first', 4, 1, 'trade', { step: 'nope' as MyFirstStep })
		).toThrow(RangeError);
	});

	it.each([
		['amigo', 4, 0, 'trade'],
		['amigo', 4, -1, 'trade'],
		['amigo', 4, 1.5, 'trade'],
		['amigo', 4, NaN, 'draw'],
		['amigo', 4, 1, 'plant'],
		['amigo', 2, 1, 'trade'],
		['rio-grande', 8, 1, 'trade'],
		['bohnanza', 4, 1, 'trade']
	])('%s, %i players, run-out %s, phase %s throws', (edition, players, run, phase) => {
		expect(() =>
			onDrawPileEmpty(edition as EditionId, players, run, phase as DrawPilePhase)
		).toThrow(RangeError);
	});
});

describe('tracker', () => {
	it.each([
		['amigo', 4, 5],
		['amigo-1997', 3, 5],
		['rio-grande', 2, 5], // turn up 3, draw 2
		['rio-grande', 5, 5],
		['rio-grande', 6, 6], // draw 4
		['rio-grande', 7, 6],
		['my-first', 3, 5],
		['rabohnzel', 5, 5]
	] as const)('%s, %i players: %i cards leave the draw pile per turn', (edition, players, n) => {
		expect(cardsPerTurn(edition, players)).toBe(n);
	});

	// The numbers per edition and player count are written out in setup.test.ts.
	it('the draw pile after the deal is the setup’s, for every edition and player count', () => {
		for (const { id, players } of EDITION_LIST.filter((e) => e.id !== 'my-first')) {
			for (let n = players.min; n <= players.max; n++) {
				const setup = setupFor(id, n);
				if (!setup.ok) throw new Error(setup.error);
				expect(drawPileAfterDeal(id, n), `${id} ${n}`).toBe(setup.value.drawPileAfterDeal);
			}
		}
	});

	it('My First: draw pile after the deal depends on the step', () => {
		expect(drawPileAfterDeal('my-first', 3, { step: 'basic' })).toBe(41);
		expect(drawPileAfterDeal('my-first', 3, { step: 'two-coin' })).toBe(44);
		expect(drawPileAfterDeal('my-first', 3, { step: 'step-1' })).toBe(100);
		expect(() => drawPileAfterDeal('my-first', 3)).toThrow(/missing-step/);
	});

	it.each([
		['amigo', 4, 0, 0],
		['amigo', 4, 1, 1],
		['amigo', 4, 5, 1],
		['amigo', 4, 6, 2],
		['amigo', 4, 84, 17],
		['rio-grande', 6, 114, 19],
		['rio-grande', 6, 12, 2]
	] as const)('%s, %i players, %i cards left: %i turns until it runs out', (e, p, pile, turns) => {
		expect(turnsUntilRunOut(e, p, pile)).toBe(turns);
	});

	it.each([-1, 2.5, NaN])('rejects a pile of %s', (pile) => {
		expect(() => turnsUntilRunOut('amigo', 4, pile)).toThrow(RangeError);
	});
});
