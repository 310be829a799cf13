// The new pile after a reshuffle: docs/rules.md#the-pile-after-a-reshuffle. Numbers written out
// by hand from the setup table (docs/rules.md#setup) and the app's stated assumptions: 2 cards
// per field, one harvested card in four kept as a coin, hands as dealt.
import { describe, expect, it } from 'vitest';
import { RESHUFFLE_ASSUMPTIONS, reshuffledPile } from './reshuffle';
import { setupFor } from './setup';
import type { EditionId, MyFirstStep } from './types';

function rules(edition: EditionId, players: number, step?: MyFirstStep) {
	const setup = setupFor(edition, players, step ? { step } : {});
	if (!setup.ok) throw new Error(setup.error);
	return setup.value;
}

const first = { passStart: null, thirdFields: 0, paidToDiscard: 0, exhaustion: 1 };

describe('reshuffledPile', () => {
	it('states its assumptions', () => {
		expect(RESHUFFLE_ASSUMPTIONS).toEqual({ cardsPerField: 2, coinsPerCard: 0.25 });
	});

	it('AMIGO, 4 players, first reshuffle: 104 − 20 in hands − 16 in fields = 68 harvested, 17 coins, 51 cards', () => {
		expect(reshuffledPile({ ...first, rules: rules('amigo', 4) })).toEqual({
			cards: 51,
			inHands: 20,
			inFields: 16,
			harvested: 68,
			coins: 17,
			paidToDiscard: 0
		});
	});

	it('AMIGO, 3 players on three fields: 104 − 15 − 18 = 71 harvested, 18 coins, 53 cards', () => {
		expect(reshuffledPile({ ...first, rules: rules('amigo', 3) })).toMatchObject({
			cards: 53,
			inHands: 15,
			inFields: 18,
			harvested: 71,
			coins: 18
		});
	});

	it('Rio Grande, 6 players: 144 − 30 − 24 = 90 harvested, 23 coins, 67 cards', () => {
		expect(reshuffledPile({ ...first, rules: rules('rio-grande', 6) })).toMatchObject({
			cards: 67,
			harvested: 90,
			coins: 23
		});
	});

	it('a later pass with its size unknown starts from the estimate of the one before', () => {
		// AMIGO 4: pass 2 starts with 51; 51 harvested, 13 coins, 38 cards.
		expect(reshuffledPile({ ...first, exhaustion: 2, rules: rules('amigo', 4) })).toMatchObject({
			cards: 38,
			harvested: 51,
			coins: 13
		});
	});

	it('a typed size of the pass, a bought third field and the coins paid onto the discard pile', () => {
		// AMIGO 1997, 4 players: the pass started with 60; one third field (3 coins to the discard
		// pile): 9 fields of 2 cards; 60 harvested, 15 coins, 45 + 3 = 48 cards.
		expect(
			reshuffledPile({
				rules: rules('amigo-1997', 4),
				exhaustion: 2,
				passStart: 60,
				thirdFields: 1,
				paidToDiscard: 3
			})
		).toEqual({ cards: 48, inHands: 20, inFields: 18, harvested: 60, coins: 15, paidToDiscard: 3 });
	});

	it('My First with coins from a supply: no harvested card becomes a coin', () => {
		// basic step, 4 players: 56 − 20 − 16 = 20 harvested, all back in the pile.
		expect(reshuffledPile({ ...first, rules: rules('my-first', 4, 'basic') })).toMatchObject({
			cards: 20,
			coins: 0
		});
	});

	it.each([
		{ exhaustion: 0 },
		{ exhaustion: 1.5 },
		{ thirdFields: -1 },
		{ paidToDiscard: 0.5 },
		{ passStart: -3 }
	])('refuses %j', (bad) => {
		expect(() => reshuffledPile({ ...first, rules: rules('amigo', 4), ...bad })).toThrow(
			RangeError
		);
	});
});
