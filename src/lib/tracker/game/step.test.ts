import { describe, expect, test } from 'vitest';
import type { GameEvent } from '$lib/tracker/events';
import fc from 'fast-check';
import { setupArb, eventArb } from '$lib/tracker/arbitraries';
import { replay, start, step, stepAll, type GameState } from './index';
import type { GameSetup } from '$lib/tracker/setup';

const names = ['Ada', 'Ben', 'Cleo', 'Dan'];
function game(edition: GameSetup['edition'], players: number): GameSetup {
	return {
		edition,
		step: null,
		variants: [],
		players: names.slice(0, players).map((name, i) => ({ id: `p${i}`, name })),
		startSeat: 0
	};
}

const begin: GameEvent = { type: 'game-started' };
const next: GameEvent = { type: 'turn-advanced' };
const undo: GameEvent = { type: 'undo' };
const redo: GameEvent = { type: 'redo' };

function must(state: GameState, event: GameEvent): GameState {
	const result = step(state, event);
	if (!result.ok) throw new Error(`${event.type}: ${result.error}`);
	return result.value;
}

describe('step', () => {
	// AMIGO 1997: its last run-out while trading lets the turn finish, so every event type occurs
	// (Rio Grande's ends at once, S002 "End & Winner").
	test('every event type steps on an AMIGO 1997 game, ending with a winner', () => {
		const setup = game('amigo-1997', 4);
		let s = start(setup);
		s = must(s, { type: 'checklist-ticked', item: s.checklist[0]!.id, ticked: true });
		expect(s.ticked).toEqual([s.checklist[0]!.id]);
		s = must(s, begin);
		expect([s.status, s.turn]).toEqual(['playing', 1]);
		s = must(s, next);
		expect([s.turn, s.activeSeat]).toEqual([2, 1]);
		s = must(s, { type: 'phase-set', phase: 'draw' });
		expect(s.phase).toBe('draw');
		s = must(s, { type: 'third-field-bought', seat: 1 });
		expect(s.thirdFields).toEqual([1]);
		s = must(s, { type: 'pile-ran-out', phase: 'draw' });
		expect(s.runOuts).toBe(1);
		s = must(s, { type: 'pile-size-set', cards: 30 });
		expect(s.pile.cards).toBe(30);
		s = must(s, { type: 'pile-ran-out', phase: 'trade' });
		expect([s.runOuts, s.status]).toEqual([2, 'playing']);
		s = must(s, { type: 'pile-ran-out', phase: 'trade' });
		expect(s.status).toBe('finishing');
		s = must(s, { type: 'final-harvest-started' });
		expect(s.status).toBe('harvest');
		for (const [seat, coins] of [4, 7, 2, 5].entries()) {
			s = must(s, { type: 'final-harvest-entered', seat, fields: [], coinsEarned: coins });
		}
		s = must(s, { type: 'game-finished' });
		expect(s.status).toBe('finished');
		expect(s.scores?.map((x) => x.coins)).toEqual([4, 7, 2, 5]);
		expect(s.ranking?.winners).toEqual([1]);
		s = must(s, undo);
		expect(s.status).toBe('harvest');
		s = must(s, redo);
		expect(s.status).toBe('finished');
		expect(s.log).toHaveLength(17);
		expect(s.log.map((e) => e.status).every((x) => x === 'done')).toBe(true);
	});

	test('a rejected event leaves the state as it was and adds nothing to the log', () => {
		const s = must(start(game('rio-grande', 4)), begin);
		const before = structuredClone(s);
		expect(step(s, begin)).toEqual({ ok: false, error: 'not-now' });
		expect(step(s, redo)).toEqual({ ok: false, error: 'nothing-to-redo' });
		expect(step(start(game('amigo', 3)), undo)).toEqual({ ok: false, error: 'nothing-to-undo' });
		expect(step(s, { type: 'third-field-bought', seat: 5 })).toEqual({
			ok: false,
			error: 'bad-seat'
		});
		expect(s).toEqual(before);
		expect(s.log).toHaveLength(1);
	});

	test('an earlier state stays valid after a later one stepped on (branching copies the log)', () => {
		const s1 = must(start(game('amigo', 3)), begin);
		const s2 = must(s1, next);
		const other = must(s1, { type: 'pile-size-set', cards: 12 });
		expect(s2.log.map((e) => e.event.type)).toEqual(['game-started', 'turn-advanced']);
		expect(other.log.map((e) => e.event.type)).toEqual(['game-started', 'pile-size-set']);
		expect(s1.log).toHaveLength(1);
	});

	test('undo and redo chains: statuses and targets follow each step', () => {
		let s = must(start(game('amigo', 3)), begin);
		s = must(s, next); // 1
		s = must(s, next); // 2
		s = must(s, undo); // 3 undoes 2
		s = must(s, undo); // 4 undoes 1
		expect(s.turn).toBe(1);
		expect([s.undoTarget, s.redoTarget]).toEqual([0, 1]);
		s = must(s, redo); // 5 redoes 1
		expect(s.turn).toBe(2);
		expect(s.log.map((e) => e.status)).toEqual(['done', 'done', 'undone', 'done', 'done', 'done']);
		expect(s.log.map((e) => e.target)).toEqual([undefined, undefined, undefined, 2, 1, 1]);
		s = must(s, { type: 'pile-size-set', cards: 20 }); // a new event clears the redo stack
		expect(s.canRedo).toBe(false);
		expect(step(s, redo)).toEqual({ ok: false, error: 'nothing-to-redo' });
		s = must(s, undo);
		s = must(s, undo);
		s = must(s, undo);
		expect([s.turn, s.status]).toEqual([0, 'setup']);
		expect(s.canUndo).toBe(false);
	});
});

// A long log of random taps (some that do not fit), from a seeded generator.
function randomLog(length: number, seed: number): GameEvent[] {
	let x = seed;
	const rand = () => {
		x = (x * 1103515245 + 12345) % 2147483648;
		return x / 2147483648;
	};
	const choices: GameEvent[] = [
		begin,
		next,
		next,
		next,
		undo,
		undo,
		redo,
		{ type: 'phase-set', phase: 'trade' },
		{ type: 'pile-ran-out', phase: 'draw' },
		{ type: 'pile-size-set', cards: 40 },
		{ type: 'third-field-bought', seat: 1 },
		{ type: 'final-harvest-started' },
		{ type: 'final-harvest-entered', seat: 0, fields: [], coinsEarned: 3 },
		{ type: 'game-finished' }
	];
	return Array.from({ length }, () => choices[Math.floor(rand() * choices.length)]!);
}

test('replay equals stepping event by event, on a long generated log', () => {
	const setup = game('rio-grande', 4);
	const events = randomLog(3000, 7);
	let s = start(setup);
	let ignored = 0;
	for (const event of events) {
		const result = step(s, event);
		if (result.ok) s = result.value;
		else ignored += 1;
	}
	const replayed = replay(setup, events);
	// The replayed log keeps the events that did not fit, marked 'ignored'; the rest is the same.
	expect(replayed.log.filter((e) => e.status === 'ignored')).toHaveLength(ignored);
	expect(ignored).toBeGreaterThan(100);
	// Log indexes (undo/redo targets, the history) differ by the ignored entries in between.
	const rest = (state: GameState): Partial<GameState> => {
		const copy: Partial<GameState> = { ...state };
		for (const key of ['log', 'history', 'undoTarget', 'redoTarget'] as const) delete copy[key];
		return copy;
	};
	const [stepped, replayedView] = [rest(s), rest(replayed)];
	const [stepLog, replayLog] = [s.log, replayed.log];
	expect(replayedView).toEqual(stepped);
	expect(replayLog.length - stepLog.length).toBe(ignored);
	const strip = (e: GameState['log'][number]) => ({
		event: e.event,
		status: e.status,
		turn: e.turn
	});
	expect(replayLog.filter((e) => e.status !== 'ignored').map(strip)).toEqual(stepLog.map(strip));
	// And replaying only the events that fitted gives exactly the stepped state.
	const fitted = stepLog.map((e) => e.event);
	expect(replay(setup, fitted)).toEqual(s);
});

describe('the log of a state one step after another', () => {
	test('is the same as the log rebuilt from the whole history, whatever the events', () => {
		// A tap's state extends the previous state's log instead of rebuilding it (history.ts):
		// each state's log, read step by step, equals that of a fresh replay of the same events,
		// with undo, redo and events that do not fit (kept as ignored).
		fc.assert(
			fc.property(setupArb, fc.array(eventArb, { maxLength: 40 }), (setup, events) => {
				let state = start(setup);
				expect(state.log).toEqual([]);
				for (const [i, event] of events.entries()) {
					state = stepAll(state, [event]);
					expect(state.log).toEqual(replay(setup, events.slice(0, i + 1)).log);
				}
			}),
			{ numRuns: 300 }
		);
	});

	test('an undo marks its event undone and a redo marks it done again, in the next log only', () => {
		let s = must(must(start(game('amigo', 3)), begin), next);
		const before = s.log;
		s = must(s, undo);
		expect(s.log.map((e) => e.status)).toEqual(['done', 'undone', 'done']);
		expect(before.map((e) => e.status)).toEqual(['done', 'done']);
		s = must(s, redo);
		expect(s.log.map((e) => e.status)).toEqual(['done', 'done', 'done', 'done']);
	});
});
