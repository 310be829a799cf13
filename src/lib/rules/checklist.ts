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
				// Bought at any moment, even in another player's turn (S004; S002 "Notes").
				readonly anyTime?: true;
				// The rulebook never speaks of buying one; "none" is the app's assumption (AMIGO
				// current: S000 only describes the mats, docs/rules.md#third-field).
				readonly unsaid?: true;
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

/** The items the Rio Grande one-page summary (S002) prints for 3-7 players: "Preparation" (beans
 * removed, fields, the third field for 3 players, the deal), "Rules Summary" (the turn), "End &
 * Winner" (the passes) and "Notes" (a third field bought at any time). Every other Rio Grande
 * item, and the whole bean duel, is cited to the rulebook (RGG) alone (docs/rules.md#s002). */
export const SUMMARY_ITEMS: ReadonlySet<ChecklistItemId> = new Set<ChecklistItemId>([
	'remove-beans',
	'fields',
	'third-field',
	'deal',
	'turn',
	'game-end'
]);

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
	const items: ChecklistItem[] = [];
	const summary = edition === 'rio-grande' && !s.duel;
	// The edition's sources, without the summary where it does not print the item.
	const cite = (id: ChecklistItemId): readonly SourceTag[] =>
		summary && SUMMARY_ITEMS.has(id) ? s.sources : s.sources.filter((tag) => tag !== 'S002');

	if (s.coinSupply.length > 0) {
		// The first two My First steps set the other beans aside as coins
		// (docs/rules.md#my-first-steps; S001).
		items.push({ id: 'coin-supply', beans: s.coinSupply, sources: ['S001'] });
	} else if (s.removed.length > 0) {
		items.push({ id: 'remove-beans', beans: s.removed, sources: cite('remove-beans') });
	}
	items.push({
		id: 'deck-size',
		cards: s.deckCards,
		beanTypes: s.beans.length,
		sources: cite('deck-size')
	});
	items.push({ id: 'fields', perPlayer: s.fields, sources: cite('fields') });
	if (edition === 'amigo-1997' && s.thirdField.buy) {
		// S004: the third field may be bought once, "même en-dehors de son tour" (even out of turn).
		items.push({ id: 'third-field', ...s.thirdField, anyTime: true, sources: ['S004'] });
	} else if (edition === 'rio-grande' && !s.duel && s.thirdField.buy) {
		// RGG "Buying a third bean field" and S002 "Notes": bought at any time (the duel has its
		// own rules).
		items.push({ id: 'third-field', ...s.thirdField, anyTime: true, sources: cite('third-field') });
	} else if (edition === 'amigo') {
		items.push({ id: 'third-field', ...s.thirdField, unsaid: true, sources: cite('third-field') });
	} else {
		items.push({ id: 'third-field', ...s.thirdField, sources: cite('third-field') });
	}
	if (s.spellCards) items.push({ id: 'spell-cards', ...s.spellCards, sources: ['S003'] });
	items.push({
		id: 'start-player',
		method: s.startPlayer,
		dealer: s.dealer,
		sources: cite('start-player')
	});
	items.push({ id: 'deal', perSeat: s.deal, layout: s.handLayout, sources: cite('deal') });
	items.push({ id: 'draw-pile', cards: s.drawPileAfterDeal, sources: cite('draw-pile') });
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
		sources: cite('turn')
	});
	items.push({ id: 'game-end', exhaustion: s.endsAtExhaustion, sources: cite('game-end') });
	items.push({ id: 'tie-break', rule: s.tieBreak, sources: cite('tie-break') });
	return ok(Object.freeze(items));
}
