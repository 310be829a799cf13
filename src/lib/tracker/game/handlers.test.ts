import { describe, expect, test } from 'vitest';
import type { GameEvent } from '$lib/tracker/events';
import type { GameSetup } from '$lib/tracker/setup';
import { HANDLERS, apply } from './handlers';
import { coreIn, gameIn } from './history';
import { start, stepAll } from './index';

const setup: GameSetup = {
	edition: 'rio-grande',
	step: null,
	variants: [],
	players: ['Ada', 'Ben', 'Cleo', 'Dan'].map((name, i) => ({ id: `p${i}`, name })),
	startSeat: 0
};

// A value and everything inside it frozen, so a handler that writes into its input throws.
function frozen<T>(value: T): T {
	if (value && typeof value === 'object' && !Object.isFrozen(value)) {
		Object.freeze(value);
		for (const child of Object.values(value)) frozen(child);
	}
	return value;
}

describe('the handler table', () => {
	test('has one handler per ordinary event type; undo and redo belong to the history', () => {
		expect(Object.keys(HANDLERS).sort()).toEqual([
			'checklist-ticked',
			'final-harvest-entered',
			'final-harvest-started',
			'game-finished',
			'game-started',
			'phase-set',
			'pile-ran-out',
			'pile-size-set',
			'spell-ticked',
			'third-field-bought',
			'turn-advanced'
		]);
		const [game, core] = [gameIn(start(setup)), coreIn(start(setup))];
		expect(apply(game, core, { type: 'undo' })).toEqual({ ok: false, error: 'not-now' });
		expect(apply(game, core, { type: 'redo' })).toEqual({ ok: false, error: 'not-now' });
	});

	test('handlers are pure: the core they are given stays as it was', () => {
		const playing = stepAll(start(setup), [{ type: 'game-started' }]);
		const [game, core] = [gameIn(playing), coreIn(playing)];
		const before = JSON.stringify(core);
		frozen(core);
		const events: GameEvent[] = [
			{ type: 'turn-advanced' },
			{ type: 'phase-set', phase: 'plant' },
			{ type: 'pile-size-set', cards: 40 },
			{ type: 'third-field-bought', seat: 1 },
			{ type: 'pile-ran-out', phase: 'draw' }
		];
		for (const event of events) {
			const effect = apply(game, core, event);
			expect(effect.ok, event.type).toBe(true);
			if (effect.ok) expect(effect.core).not.toBe(core);
		}
		expect(JSON.stringify(core)).toBe(before);
	});

	test('a handler answers with a code, not a throw, for an event that does not fit now', () => {
		const [game, core] = [gameIn(start(setup)), coreIn(start(setup))];
		expect(apply(game, core, { type: 'turn-advanced' })).toEqual({ ok: false, error: 'not-now' });
		expect(apply(game, core, { type: 'checklist-ticked', item: 'nope', ticked: true })).toEqual({
			ok: false,
			error: 'unknown-item'
		});
	});
});
