import { describe, expect, test } from 'vitest';
import { EVENT_TYPES, parseEvent, type GameEvent, type GameEventType } from './events';

/** The paths of every -0 inside a value (JSON.stringify would write them as 0). */
const zeroes = (value: unknown): string[] => {
	const found: string[] = [];
	const walk = (v: unknown, path: string) => {
		if (Object.is(v, -0)) found.push(path);
		else if (v && typeof v === 'object') {
			for (const [k, child] of Object.entries(v)) walk(child, `${path}.${k}`);
		}
	};
	walk(value, '');
	return found;
};

test('-0 in a count is stored as 0 (JSON.parse("-0") is -0)', () => {
	const raw = JSON.parse(
		'[{"type":"pile-size-set","cards":-0},{"type":"third-field-bought","seat":-0},' +
			'{"type":"final-harvest-entered","seat":-0,"coinsEarned":-0,"handCards":-0,' +
			'"spellValue":-0,"fields":[{"bean":"blue","cards":-0,"coins":-0}]}]'
	) as unknown[];
	expect(zeroes(raw).length).toBe(8);
	const parsed = raw.map((event) => parseEvent(event));
	expect(parsed).toEqual([
		{ ok: true, value: { type: 'pile-size-set', cards: 0 } },
		{ ok: true, value: { type: 'third-field-bought', seat: 0 } },
		{
			ok: true,
			value: {
				type: 'final-harvest-entered',
				seat: 0,
				fields: [{ bean: 'blue', cards: 0, coins: 0 }],
				coinsEarned: 0,
				handCards: 0,
				spellValue: 0
			}
		}
	]);
	expect(zeroes(parsed)).toEqual([]);
});

describe('spell-ticked', () => {
	test('names a spell card and says ticked or not', () => {
		expect(
			parseEvent({ type: 'spell-ticked', card: 'pile-spell', ticked: true, extra: 1 })
		).toEqual({
			ok: true,
			value: { type: 'spell-ticked', card: 'pile-spell', ticked: true }
		});
		for (const bad of [
			{ type: 'spell-ticked', card: 'no-such-spell', ticked: true },
			{ type: 'spell-ticked', card: 'pile-spell', ticked: 'yes' },
			{ type: 'spell-ticked', card: 'pile-spell' },
			{ type: 'spell-ticked', ticked: false }
		]) {
			expect(parseEvent(bad)).toEqual({ ok: false, error: 'bad-event' });
		}
	});
});

// One event of each type, written out: a type added to EVENT_FIELDS without a sample here fails
// the typecheck.
const SAMPLES: { readonly [T in GameEventType]: Extract<GameEvent, { type: T }> } = {
	'checklist-ticked': { type: 'checklist-ticked', item: 'fields', ticked: true },
	'game-started': { type: 'game-started' },
	'turn-advanced': { type: 'turn-advanced' },
	'phase-set': { type: 'phase-set', phase: 'plant' },
	'pile-ran-out': { type: 'pile-ran-out', phase: 'trade' },
	'pile-size-set': { type: 'pile-size-set', cards: 40 },
	'third-field-bought': { type: 'third-field-bought', seat: 2 },
	'spell-ticked': { type: 'spell-ticked', card: 'attack-spell', ticked: false },
	'final-harvest-started': { type: 'final-harvest-started' },
	'final-harvest-entered': {
		type: 'final-harvest-entered',
		seat: 1,
		fields: [
			{ bean: 'blue', cards: 4 },
			{ bean: 'sword', cards: 5, coins: 2 }
		],
		coinsEarned: 12,
		handCards: 3,
		spellValue: 7
	},
	'game-finished': { type: 'game-finished' },
	undo: { type: 'undo' },
	redo: { type: 'redo' }
};

describe('the event table', () => {
	test('lists every event type once, in the table order', () => {
		expect(EVENT_TYPES).toEqual([
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
		]);
	});

	test.each(Object.values(SAMPLES))('$type round-trips through JSON and the parser', (event) => {
		const parsed = parseEvent(JSON.parse(JSON.stringify(event)));
		expect(parsed).toEqual({ ok: true, value: event });
		// The same keys in the same order: stored and imported copies of an event compare as text.
		expect(JSON.stringify(parsed.ok && parsed.value)).toBe(JSON.stringify(event));
	});

	test.each(Object.values(SAMPLES).filter((event) => Object.keys(event).length > 1))(
		'$type without one of its required fields is refused',
		(event) => {
			const optional = ['handCards', 'spellValue'];
			for (const name of Object.keys(event).filter((k) => k !== 'type' && !optional.includes(k))) {
				const without: Record<string, unknown> = { ...event };
				delete without[name];
				expect(parseEvent(without), name).toEqual({ ok: false, error: 'bad-event' });
			}
		}
	);

	test('fields the table does not name are dropped', () => {
		expect(parseEvent({ type: 'undo', seat: 1, note: 'x' })).toEqual({
			ok: true,
			value: { type: 'undo' }
		});
	});

	test("names an object's built-in properties carry are no event types", () => {
		for (const type of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']) {
			expect(parseEvent({ type })).toEqual({ ok: false, error: 'unknown-event-type' });
		}
		expect(parseEvent(JSON.parse('{"type":"__proto__"}'))).toEqual({
			ok: false,
			error: 'unknown-event-type'
		});
	});

	test('a bad count in a harvest is named before a bad field list', () => {
		expect(
			parseEvent({ type: 'final-harvest-entered', seat: 0, fields: 'x', coinsEarned: -1 })
		).toEqual({ ok: false, error: 'negative-count' });
		expect(
			parseEvent({
				type: 'final-harvest-entered',
				seat: 0,
				fields: [{ bean: 'blue', cards: -2 }],
				coinsEarned: 1
			})
		).toEqual({ ok: false, error: 'negative-count' });
		expect(
			parseEvent({
				type: 'final-harvest-entered',
				seat: 0,
				fields: [{ cards: -2 }],
				coinsEarned: 1
			})
		).toEqual({ ok: false, error: 'bad-event' });
	});
});
