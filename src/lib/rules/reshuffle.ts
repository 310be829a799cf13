// The new draw pile after a reshuffle: the app's estimate (docs/rules.md#the-pile-after-a-reshuffle).

/** What the app assumes where no rulebook gives a number, for the new pile after a reshuffle
 * (docs/rules.md#the-pile-after-a-reshuffle): cards in each field, and the share of harvested
 * cards turned into coins (one in four). */
export const RESHUFFLE_ASSUMPTIONS = Object.freeze({ cardsPerField: 2, coinsPerCard: 1 / 4 });

/** What the estimate of a reshuffled pile is made of: every number the table can check. */
export interface ReshuffleEstimate {
	// The app's estimate of the new draw pile.
	readonly cards: number;
	// Cards assumed held: in hands (as dealt) and in the fields (RESHUFFLE_ASSUMPTIONS).
	readonly inHands: number;
	readonly inFields: number;
	// Cards harvested during the pass that ended, and of them those assumed kept as coins.
	readonly harvested: number;
	readonly coins: number;
	// Coins paid for third fields during that pass that went onto the discard pile.
	readonly paidToDiscard: number;
}

/** What the estimate needs of a game: its table's rules, and what the game recorded. */
export interface ReshuffleFacts {
	readonly rules: {
		readonly deckCards: number;
		readonly drawPileAfterDeal: number;
		readonly deal: readonly number[];
		readonly fields: number;
		readonly coins: 'harvested-cards' | 'coin-supply';
	};
	// The run-out just answered by a reshuffle: 1 when the first pile ran out.
	readonly exhaustion: number;
	// Cards the pile that ran out started with, where the players typed its size; null: unknown
	// (the first pile is always known: the draw pile after the deal).
	readonly passStart: number | null;
	// Players who have a third field now (bought, or from the start: counted in `rules.fields`
	// then, not here).
	readonly thirdFields: number;
	// Coins paid for third fields since the previous run-out that went onto the discard pile.
	readonly paidToDiscard: number;
}

/**
 * The app's estimate of the new draw pile right after a reshuffle, from the deck and the deal
 * (the setup table), the fields, and the third fields bought (docs/rules.md#the-pile-after-a-reshuffle).
 * No rulebook gives this number; the app assumes each hand holds what it was dealt, each field
 * `RESHUFFLE_ASSUMPTIONS.cardsPerField` cards, and that one harvested card in four became a coin
 * (none where coins come from a supply: My First's first steps). Every card harvested during the
 * pass that ended and not kept as a coin is in the new pile, with the coins paid onto the discard
 * pile. After the first pass, the cards harvested are taken as the cards the pass started with
 * (hands and fields as full as before); where that size is unknown, it is the estimate of the
 * pass before, and so on back to the deal.
 */
export function reshuffledPile(facts: ReshuffleFacts): ReshuffleEstimate {
	const { rules, exhaustion, passStart, thirdFields, paidToDiscard } = facts;
	if (!Number.isInteger(exhaustion) || exhaustion < 1) {
		throw new RangeError(`exhaustion must be a whole number >= 1, got ${String(exhaustion)}`);
	}
	for (const [name, n] of [
		['thirdFields', thirdFields],
		['paidToDiscard', paidToDiscard]
	] as const) {
		if (!Number.isInteger(n) || n < 0) {
			throw new RangeError(`${name} must be a whole number >= 0, got ${String(n)}`);
		}
	}
	if (passStart !== null && (!Number.isInteger(passStart) || passStart < 0)) {
		throw new RangeError(`passStart must be a whole number >= 0, got ${String(passStart)}`);
	}
	const inHands = rules.deal.reduce((sum, n) => sum + n, 0);
	const inFields =
		(rules.deal.length * rules.fields + thirdFields) * RESHUFFLE_ASSUMPTIONS.cardsPerField;
	const share = rules.coins === 'coin-supply' ? 0 : RESHUFFLE_ASSUMPTIONS.coinsPerCard;
	const afterPass = (harvested: number) => harvested - Math.round(harvested * share);
	// The first pass: every card of the deck not held in a hand or a field was harvested.
	let harvested = Math.max(0, rules.deckCards - inHands - inFields);
	if (exhaustion > 1) {
		if (passStart !== null) harvested = passStart;
		else {
			// Unknown: each pass after the first starts with what the one before left.
			for (let pass = 2; pass <= exhaustion; pass++) harvested = afterPass(harvested);
		}
	}
	const coins = harvested - afterPass(harvested);
	return {
		cards: harvested - coins + paidToDiscard,
		inHands,
		inFields,
		harvested,
		coins,
		paidToDiscard
	};
}
