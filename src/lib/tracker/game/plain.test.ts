import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { GameEvent } from '$lib/tracker/events';
import { eventArb, setupArb } from '$lib/tracker/arbitraries';
import { playedToTheEnd, threePlayerSetup } from '$lib/tracker/testing';
import { start, step, stepAll, type GameState } from './index';

// Every value inside, walked: plain objects and arrays of data properties only (no getter, no
// symbol key, no class instance, no function, no undefined, no number JSON cannot write).
function misfits(value: unknown, path = 'state'): string[] {
	if (value === null || typeof value === 'string' || typeof value === 'boolean') return [];
	if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${path}: ${value}`];
	if (typeof value !== 'object') return [`${path}: ${typeof value}`];
	const proto = Object.getPrototypeOf(value);
	if (proto !== Object.prototype && proto !== Array.prototype) return [`${path}: not plain`];
	return Reflect.ownKeys(value).flatMap((key) => {
		if (typeof key === 'symbol') return [`${path}: a symbol key`];
		if (Array.isArray(value) && key === 'length') return [];
		const property = Object.getOwnPropertyDescriptor(value, key)!;
		if (!('value' in property)) return [`${path}.${key}: a getter`];
		return misfits(property.value, `${path}.${key}`);
	});
}

// The copies of a state a player's device may hand back: a structured clone (IndexedDB, a
// worker), a JSON round trip (a file), and the play screen's copy with corrected names.
function copies(state: GameState): [string, GameState][] {
	const renamed = state.setup.players.map((p) => ({ ...p, name: `${p.name}!` }));
	return [
		['structuredClone', structuredClone(state)],
		['JSON', JSON.parse(JSON.stringify(state)) as GameState],
		['with names', { ...state, setup: { ...state.setup, players: renamed } }]
	];
}

// Each state along `events`: plain, the same after either round trip, left as it was by a step,
// and each copy steps to the same next state (the renamed copy keeps its names).
function expectPlainAlong(state: GameState, events: readonly GameEvent[]): void {
	for (const event of events) {
		expect(misfits(state)).toEqual([]);
		const cloned = structuredClone(state);
		expect(cloned).toStrictEqual(state);
		expect(JSON.parse(JSON.stringify(state))).toStrictEqual(state);
		const next = step(state, event);
		// Stepping writes nothing into the state it was given.
		expect(state).toStrictEqual(cloned);
		for (const [name, copy] of copies(state)) {
			const expected = next.ok ? { ok: true, value: { ...next.value, setup: copy.setup } } : next;
			expect(step(copy, event), `${name}, ${event.type}`).toStrictEqual(expected);
		}
		state = next.ok ? next.value : stepAll(state, [event]);
	}
	expect(misfits(state)).toEqual([]);
	expect(JSON.parse(JSON.stringify(state))).toStrictEqual(state);
}

describe('a game state is plain data', () => {
	test('a whole game with undo, redo and a refused event survives both round trips at every step', () => {
		const events: GameEvent[] = [
			{ type: 'undo' },
			{ type: 'game-started' },
			{ type: 'turn-advanced' },
			{ type: 'turn-advanced' },
			{ type: 'undo' },
			{ type: 'undo' },
			{ type: 'redo' },
			...playedToTheEnd([5, 9, 7]).slice(1),
			{ type: 'game-finished' },
			{ type: 'undo' },
			{ type: 'redo' }
		];
		const end = stepAll(start(threePlayerSetup()), events);
		expect(end.status).toBe('finished');
		expect(end.log[0]?.status).toBe('ignored');
		expectPlainAlong(start(threePlayerSetup()), events);
	});

	test('any setup and any taps: every state survives both round trips and steps the same', () => {
		fc.assert(
			fc.property(setupArb, fc.array(eventArb, { maxLength: 30 }), (setup, events) => {
				// As the app's events are (parseEvent): fast-check makes some records without a
				// prototype, which the clone gives one.
				expectPlainAlong(start(setup), structuredClone(events));
			}),
			{ numRuns: 150, seed: 20261129 }
		);
		// About 3 s on a quiet machine, twice that beside the rest of the suite.
	}, 30_000);
});
