import { describe, expect, test } from 'vitest';
import { parseEvent } from './events';

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
