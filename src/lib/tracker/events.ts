// The events of a game's log. The log is append-only: undo and redo are events too. Each event
// type is described once (EVENT_FIELDS): the description gives its type, its check and the list.
import { DRAW_PILE_PHASES, PHASE_IDS, SPELL_CARD_IDS, type Result } from '$lib/rules';
import {
	count,
	flag,
	listOf,
	oneOf,
	optional,
	readShape,
	text,
	type ObjectOf,
	type Shape
} from './shape';

/** Largest card count the app accepts anywhere (the biggest box has 154 cards). */
export const MAX_CARDS = 200;
/** Largest coin count accepted for one player. */
export const MAX_COINS = 200;

// One field left at the end: its bean and card count; `coins` only where the meter is unknown
// (at most 4: the most a field earns).
const FIELD_AT_END = {
	bean: text(),
	cards: count(MAX_CARDS),
	coins: optional(count(4))
} as const satisfies Shape;

/** One field left at the end: its bean and card count; `coins` only where the meter is unknown. */
export type FieldAtEnd = ObjectOf<typeof FIELD_AT_END>;

// A seat: a table has at most 7 players.
const seat = count(6);

/** Everything that can happen in a tracked game, and each event's fields. Ids and numbers only. */
export const EVENT_FIELDS = {
	'checklist-ticked': { item: text(60), ticked: flag },
	'game-started': {},
	'turn-advanced': {},
	'phase-set': { phase: oneOf(PHASE_IDS) },
	'pile-ran-out': { phase: oneOf(DRAW_PILE_PHASES) },
	'pile-size-set': { cards: count(MAX_CARDS) },
	'third-field-bought': { seat },
	// Rabohnzel: a spell card ticked (or unticked) as used in the current turn.
	'spell-ticked': { card: oneOf(SPELL_CARD_IDS), ticked: flag },
	'final-harvest-started': {},
	'final-harvest-entered': {
		seat,
		fields: listOf(FIELD_AT_END, 3),
		coinsEarned: count(MAX_COINS),
		handCards: optional(count(MAX_CARDS)),
		spellValue: optional(count(1000))
	},
	'game-finished': {},
	undo: {},
	redo: {}
} as const satisfies Record<string, Shape>;

type EventFields = typeof EVENT_FIELDS;
export type GameEventType = keyof EventFields;

/** Everything that can happen in a tracked game (EVENT_FIELDS as a type). */
export type GameEvent = {
	[T in GameEventType]: { readonly type: T } & ObjectOf<EventFields[T]>;
}[GameEventType];

/** Every event type. */
export const EVENT_TYPES = /* @__PURE__ */ Object.keys(EVENT_FIELDS) as readonly GameEventType[];

/** Codes parseEvent returns. */
export type EventError = 'unknown-event-type' | 'negative-count' | 'bad-event';

/** Checks an event's shape (not whether it fits the game; replay does that) and copies it. */
export function parseEvent(raw: unknown): Result<GameEvent, EventError> {
	if (raw === null || typeof raw !== 'object') return { ok: false, error: 'bad-event' };
	const type = (raw as { type?: unknown }).type;
	if (typeof type !== 'string' || !Object.hasOwn(EVENT_FIELDS, type)) {
		return { ok: false, error: 'unknown-event-type' };
	}
	const fields = readShape(EVENT_FIELDS[type as GameEventType], raw, 'bad-event');
	if (!fields.ok) return fields;
	return { ok: true, value: { type, ...fields.value } as GameEvent };
}

/** A stored event record's event: its type with its payload's fields (none when the payload is
 * no record, however long a text or list it is), read by parseEvent. */
export function parseStoredEvent(type: unknown, payload: unknown): Result<GameEvent, EventError> {
	return parseEvent({ ...(payload !== null && typeof payload === 'object' ? payload : {}), type });
}
