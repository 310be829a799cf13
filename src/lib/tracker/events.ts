// The events of a game's log. The log is append-only: undo and redo are events too.
import {
	PHASE_IDS,
	SPELL_CARD_IDS,
	type DrawPilePhase,
	type PhaseId,
	type Result,
	type SpellCardId
} from '$lib/rules';

/** One field left at the end: its bean and card count; `coins` only where the meter is unknown. */
export interface FieldAtEnd {
	readonly bean: string;
	readonly cards: number;
	readonly coins?: number;
}

/** Everything that can happen in a tracked game. Ids and numbers only. */
export type GameEvent =
	| { readonly type: 'checklist-ticked'; readonly item: string; readonly ticked: boolean }
	| { readonly type: 'game-started' }
	| { readonly type: 'turn-advanced' }
	| { readonly type: 'phase-set'; readonly phase: PhaseId }
	| { readonly type: 'pile-ran-out'; readonly phase: DrawPilePhase }
	| { readonly type: 'pile-size-set'; readonly cards: number }
	| { readonly type: 'third-field-bought'; readonly seat: number }
	// Rabohnzel: a spell card ticked (or unticked) as used in the current turn.
	| { readonly type: 'spell-ticked'; readonly card: SpellCardId; readonly ticked: boolean }
	| { readonly type: 'final-harvest-started' }
	| {
			readonly type: 'final-harvest-entered';
			readonly seat: number;
			readonly fields: readonly FieldAtEnd[];
			readonly coinsEarned: number;
			readonly handCards?: number;
			readonly spellValue?: number;
	  }
	| { readonly type: 'game-finished' }
	| { readonly type: 'undo' }
	| { readonly type: 'redo' };

export type GameEventType = GameEvent['type'];

/** Every event type, for the validator. */
export const EVENT_TYPES = [
	'checklist-ticked',
	'game-started',
	'turn-advanced',
	'phase-set',
	'pile-ran-out',
	'pile-size-set',
	'third-field-bought',
	'spell-ticked',
	'final-harvest-started',
	'final-harvest-entered',
	'game-finished',
	'undo',
	'redo'
] as const satisfies readonly GameEventType[];

/** Largest card count the app accepts anywhere (the biggest box has 154 cards). */
export const MAX_CARDS = 200;
/** Largest coin count accepted for one player. */
export const MAX_COINS = 200;

const isWhole = (value: unknown, max: number): value is number =>
	typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

/** A count as stored: -0 (which JSON.parse makes of "-0") becomes 0, so it never reaches the log. */
const count = (value: unknown): number => ((value as number) === 0 ? 0 : (value as number));

/** Codes parseEvent returns. */
export type EventError = 'unknown-event-type' | 'negative-count' | 'bad-event';

function countError(value: unknown, max: number): EventError | null {
	if (isWhole(value, max)) return null;
	return typeof value === 'number' && value < 0 ? 'negative-count' : 'bad-event';
}

/** Checks an event's shape (not whether it fits the game; replay does that) and copies it. */
export function parseEvent(raw: unknown): Result<GameEvent, EventError> {
	if (raw === null || typeof raw !== 'object') return { ok: false, error: 'bad-event' };
	const e = raw as Record<string, unknown>;
	const fail = (error: EventError) => ({ ok: false as const, error });
	switch (e.type) {
		case 'checklist-ticked':
			if (typeof e.item !== 'string' || e.item.length > 60 || typeof e.ticked !== 'boolean') {
				return fail('bad-event');
			}
			return { ok: true, value: { type: e.type, item: e.item, ticked: e.ticked } };
		case 'game-started':
		case 'turn-advanced':
		case 'final-harvest-started':
		case 'game-finished':
		case 'undo':
		case 'redo':
			return { ok: true, value: { type: e.type } };
		case 'phase-set':
			if (!(PHASE_IDS as readonly unknown[]).includes(e.phase)) return fail('bad-event');
			return { ok: true, value: { type: e.type, phase: e.phase as PhaseId } };
		case 'pile-ran-out':
			if (e.phase !== 'trade' && e.phase !== 'draw') return fail('bad-event');
			return { ok: true, value: { type: e.type, phase: e.phase } };
		case 'pile-size-set': {
			const error = countError(e.cards, MAX_CARDS);
			if (error) return fail(error);
			return { ok: true, value: { type: e.type, cards: count(e.cards) } };
		}
		case 'third-field-bought': {
			const error = countError(e.seat, 6);
			if (error) return fail(error);
			return { ok: true, value: { type: e.type, seat: count(e.seat) } };
		}
		case 'spell-ticked':
			if (
				!(SPELL_CARD_IDS as readonly unknown[]).includes(e.card) ||
				typeof e.ticked !== 'boolean'
			) {
				return fail('bad-event');
			}
			return { ok: true, value: { type: e.type, card: e.card as SpellCardId, ticked: e.ticked } };
		case 'final-harvest-entered': {
			const error =
				countError(e.seat, 6) ??
				countError(e.coinsEarned, MAX_COINS) ??
				(e.handCards === undefined ? null : countError(e.handCards, MAX_CARDS)) ??
				(e.spellValue === undefined ? null : countError(e.spellValue, 1000));
			if (error) return fail(error);
			if (!Array.isArray(e.fields) || e.fields.length > 3) return fail('bad-event');
			const fields: FieldAtEnd[] = [];
			for (const raw of e.fields as unknown[]) {
				if (raw === null || typeof raw !== 'object') return fail('bad-event');
				const f = raw as Record<string, unknown>;
				if (typeof f.bean !== 'string') return fail('bad-event');
				const fieldError =
					countError(f.cards, MAX_CARDS) ?? (f.coins === undefined ? null : countError(f.coins, 4));
				if (fieldError) return fail(fieldError);
				fields.push({
					bean: f.bean,
					cards: count(f.cards),
					...(f.coins === undefined ? {} : { coins: count(f.coins) })
				});
			}
			return {
				ok: true,
				value: {
					type: e.type,
					seat: count(e.seat),
					fields,
					coinsEarned: count(e.coinsEarned),
					...(e.handCards === undefined ? {} : { handCards: count(e.handCards) }),
					...(e.spellValue === undefined ? {} : { spellValue: count(e.spellValue) })
				}
			};
		}
		default:
			return fail('unknown-event-type');
	}
}
