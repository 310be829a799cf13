// The setup checklist as ids and numbers, in the order players set up the table.
import { MY_FIRST_RULES_AT, type MyFirstRule } from './myFirst';
import type { PhaseId } from './phases';
import { setupFor, type SetupError, type SetupOptions, type ThirdField } from './setup';
import {
	err,
	ok,
	type EditionId,
	type MyFirstStep,
	type Result,
	type SourceTag,
	type StartPlayerMethod,
	type TieBreak
} from './types';

/** Bean-duel rule changes (RGG). */
export const DUEL_RULES = [
	'no-trading',
	'harvest-own-turn-only',
	'third-field-coins-to-box'
] as const;
export type DuelRule = (typeof DUEL_RULES)[number];

type Cited = { readonly sources: readonly SourceTag[] };

/** One line of the setup checklist; the UI renders it from its id and numbers. */
export type ChecklistItem = Cited &
	(
		| { readonly id: 'remove-beans'; readonly beans: readonly string[] }
		| { readonly id: 'coin-supply'; readonly beans: readonly string[] }
		| { readonly id: 'deck-size'; readonly cards: number; readonly beanTypes: number }
		| { readonly id: 'fields'; readonly perPlayer: number }
		| ({
				readonly id: 'third-field';
				// Bought at any moment, even in another player's turn: said only by S004 (AMIGO 1997).
				readonly anyTime?: true;
		  } & ThirdField)
		| { readonly id: 'spell-cards'; readonly total: number; readonly perPlayer: number }
		| {
				readonly id: 'start-player';
				readonly method: StartPlayerMethod;
				readonly dealer: 'oldest' | null;
		  }
		| {
				readonly id: 'deal';
				readonly perSeat: readonly number[];
				readonly layout: 'hand' | 'face-up-line';
		  }
		| { readonly id: 'draw-pile'; readonly cards: number }
		| { readonly id: 'draw-pile-counter' }
		| { readonly id: 'bean-duel'; readonly rules: readonly DuelRule[] }
		| {
				readonly id: 'step-rules';
				readonly step: MyFirstStep;
				readonly rules: readonly MyFirstRule[];
		  }
		| { readonly id: 'coins-in-trades' }
		| {
				readonly id: 'turn';
				readonly phases: readonly PhaseId[];
				readonly flip: number;
				readonly draw: number;
		  }
		| { readonly id: 'game-end'; readonly exhaustion: number }
		| { readonly id: 'tie-break'; readonly rule: TieBreak }
	);

export type ChecklistItemId = ChecklistItem['id'];

/** Every item needed to set up and play a game, each citing its sources. Same error codes as
 * setupFor. */
export function setupChecklist(
	edition: EditionId,
	players: number,
	options?: SetupOptions
): Result<readonly ChecklistItem[], SetupError> {
	const result = setupFor(edition, players, options);
	if (!result.ok) return err(result.error);
	const s = result.value;
	const src = s.sources;
	const items: ChecklistItem[] = [];

	if (s.coinSupply.length > 0) {
		// The first two My First steps set the other beans aside as coins
		// (docs/rules.md#my-first-steps; S001).
		items.push({ id: 'coin-supply', beans: s.coinSupply, sources: ['S001'] });
	} else if (s.removed.length > 0) {
		items.push({ id: 'remove-beans', beans: s.removed, sources: src });
	}
	items.push({ id: 'deck-size', cards: s.deckCards, beanTypes: s.beans.length, sources: src });
	items.push({ id: 'fields', perPlayer: s.fields, sources: src });
	if (edition === 'amigo-1997' && s.thirdField.buy) {
		// S004: the third field may be bought once, "même en-dehors de son tour" (even out of turn).
		items.push({ id: 'third-field', ...s.thirdField, anyTime: true, sources: ['S004'] });
	} else if (edition === 'rio-grande' && !s.duel && s.thirdField.buy) {
		// S002, "Notes": the 3rd bean field can be bought at any time (the duel has its own rules).
		items.push({
			id: 'third-field',
			...s.thirdField,
			anyTime: true,
			sources: [...new Set<SourceTag>([...src, 'S002'])]
		});
	} else {
		items.push({ id: 'third-field', ...s.thirdField, sources: src });
	}
	if (s.spellCards) items.push({ id: 'spell-cards', ...s.spellCards, sources: ['S003'] });
	items.push({ id: 'start-player', method: s.startPlayer, dealer: s.dealer, sources: src });
	items.push({ id: 'deal', perSeat: s.deal, layout: s.handLayout, sources: src });
	items.push({ id: 'draw-pile', cards: s.drawPileAfterDeal, sources: src });
	if (s.drawPileCounter) items.push({ id: 'draw-pile-counter', sources: ['S003'] });
	if (s.duel) items.push({ id: 'bean-duel', rules: DUEL_RULES, sources: ['RGG'] });
	if (s.step) {
		items.push({
			id: 'step-rules',
			step: s.step,
			rules: MY_FIRST_RULES_AT[s.step],
			sources: ['S001']
		});
	}
	if (s.coinsInTrades) items.push({ id: 'coins-in-trades', sources: ['S004'] });
	items.push({
		id: 'turn',
		phases: s.phases.map((phase) => phase.id),
		flip: s.flip,
		draw: s.draw,
		sources: src
	});
	items.push({ id: 'game-end', exhaustion: s.endsAtExhaustion, sources: src });
	items.push({ id: 'tie-break', rule: s.tieBreak, sources: src });
	return ok(Object.freeze(items));
}
