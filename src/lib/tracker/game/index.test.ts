import { describe, expect, test } from 'vitest';
import type { GameEvent } from '$lib/tracker/events';
import { check, firstMisfit, harvestTotal, replay } from './index';
import type { GameSetup } from '$lib/tracker/setup';

const names = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus'];
function game(edition: GameSetup['edition'], players: number, extra: Partial<GameSetup> = {}) {
	return {
		edition,
		step: null,
		variants: [],
		players: names.slice(0, players).map((name, i) => ({ id: `p${i}`, name })),
		startSeat: 0,
		...extra
	} satisfies GameSetup;
}

const start: GameEvent = { type: 'game-started' };
const next: GameEvent = { type: 'turn-advanced' };
const undo: GameEvent = { type: 'undo' };
const redo: GameEvent = { type: 'redo' };
const ranOut = (phase: 'trade' | 'draw'): GameEvent => ({ type: 'pile-ran-out', phase });
const harvest = (
	seat: number,
	coinsEarned: number,
	fields: { bean: string; cards: number; coins?: number }[] = [],
	extra: { handCards?: number; spellValue?: number } = {}
): GameEvent => ({ type: 'final-harvest-entered', seat, fields, coinsEarned, ...extra });

describe('setup and turns', () => {
	test('a new game is in setup with the start player active and the full pile', () => {
		const s = replay(game('amigo', 4, { startSeat: 2 }), []);
		expect(s.status).toBe('setup');
		expect(s.turn).toBe(0);
		expect(s.activeSeat).toBe(2);
		expect(s.pass).toBe(1);
		expect(s.passes).toBe(3);
		expect(s.pile).toEqual({ cards: 84, turnsLeft: 17, typed: false });
		expect(s.canUndo).toBe(false);
	});

	test('checklist ticks toggle and only work during setup', () => {
		const setup = game('rio-grande', 4);
		const s = replay(setup, [
			{ type: 'checklist-ticked', item: 'remove-beans', ticked: true },
			{ type: 'checklist-ticked', item: 'fields', ticked: true },
			{ type: 'checklist-ticked', item: 'remove-beans', ticked: false }
		]);
		expect(s.ticked).toEqual(['fields']);
		expect(check(setup, [], { type: 'checklist-ticked', item: 'nope', ticked: true })).toEqual({
			ok: false,
			error: 'unknown-item'
		});
		expect(
			check(setup, [start], { type: 'checklist-ticked', item: 'fields', ticked: true })
		).toEqual({ ok: false, error: 'not-now' });
	});

	test('turns go clockwise from the start player and wrap around', () => {
		const s = replay(game('amigo', 3, { startSeat: 1 }), [start, next, next]);
		expect(s.status).toBe('playing');
		expect(s.turn).toBe(3);
		expect(s.activeSeat).toBe(0);
		expect(s.phase).toBe('plant');
	});

	test('phase-set accepts only the phases of the edition', () => {
		const setup = game('rabohnzel', 3);
		expect(replay(setup, [start, { type: 'phase-set', phase: 'spell' }]).phase).toBe('spell');
		expect(check(setup, [start], { type: 'phase-set', phase: 'turn-up' })).toEqual({
			ok: false,
			error: 'unknown-phase'
		});
		expect(replay(setup, [start, { type: 'phase-set', phase: 'draw' }, next]).phase).toBe('plant');
	});

	test('the bean duel skips taking the offer on the very first turn only', () => {
		const setup = game('rio-grande', 2);
		expect(replay(setup, [start]).phase).toBe('plant');
		expect(replay(setup, [start, next]).phase).toBe('take-offer');
	});

	test('events before the game starts or after it ended are rejected', () => {
		const setup = game('amigo', 3);
		expect(check(setup, [], next)).toEqual({ ok: false, error: 'not-now' });
		expect(check(setup, [start, start].slice(0, 1), start)).toEqual({
			ok: false,
			error: 'not-now'
		});
	});
});

describe('draw pile', () => {
	test('the estimate counts down by flip + draw per turn (Rio Grande 4p: 110 cards, 5 a turn)', () => {
		const setup = game('rio-grande', 4);
		const s = replay(setup, [start, next, next, next]);
		expect(s.pile).toEqual({ cards: 95, turnsLeft: 19, typed: false });
	});

	test('6-7 players take 6 cards a turn from a pile of 108 (7p)', () => {
		const s = replay(game('rio-grande', 7), [start, next]);
		expect(s.pile).toEqual({ cards: 102, turnsLeft: 17, typed: false });
	});

	test('after a reshuffle the size is unknown until typed; then the estimate continues', () => {
		const setup = game('amigo', 4);
		const s1 = replay(setup, [start, next, ranOut('draw')]);
		expect(s1.lastRunOut).toEqual({ phase: 'draw', outcome: 'reshuffle', exhaustion: 1 });
		expect(s1.status).toBe('playing');
		expect(s1.pass).toBe(2);
		expect(s1.pile).toEqual({ cards: null, turnsLeft: null, typed: false });
		const s2 = replay(setup, [start, next, ranOut('draw'), { type: 'pile-size-set', cards: 41 }]);
		expect(s2.pile).toEqual({ cards: 41, turnsLeft: 9, typed: true });
		const s3 = replay(setup, [
			start,
			next,
			ranOut('draw'),
			{ type: 'pile-size-set', cards: 41 },
			next,
			next
		]);
		expect(s3.pile).toEqual({ cards: 31, turnsLeft: 7, typed: true });
	});

	test('the estimate never goes below 0', () => {
		const events = [start, { type: 'pile-size-set', cards: 3 } as GameEvent, next, next];
		expect(replay(game('amigo', 3), events).pile).toEqual({ cards: 0, turnsLeft: 0, typed: true });
	});

	test('AMIGO: two reshuffles, then a run-out while trading lets the turn finish trading', () => {
		const setup = game('amigo', 3);
		const s = replay(setup, [start, ranOut('draw'), next, ranOut('trade'), next, ranOut('trade')]);
		expect(s.runOuts).toBe(3);
		expect(s.pass).toBe(3);
		expect(s.status).toBe('finishing');
		expect(s.phase).toBe('trade');
		expect(s.lastRunOut?.outcome).toBe('finish-trade-and-plant');
		expect(check(setup, [start, ranOut('draw'), ranOut('draw'), ranOut('trade')], next)).toEqual({
			ok: false,
			error: 'not-now'
		});
		const done = replay(setup, [
			start,
			ranOut('draw'),
			ranOut('draw'),
			ranOut('trade'),
			{ type: 'final-harvest-started' }
		]);
		expect(done.status).toBe('harvest');
	});

	test('AMIGO: the last run-out while drawing ends the game at once', () => {
		const s = replay(game('amigo', 5), [start, ranOut('draw'), ranOut('draw'), ranOut('draw')]);
		expect(s.status).toBe('harvest');
		expect(s.lastRunOut).toEqual({ phase: 'draw', outcome: 'end-now', exhaustion: 3 });
	});

	test('Rio Grande ends at the 1st run-out with 2, the 2nd with 3, the 3rd with 4-7', () => {
		expect(replay(game('rio-grande', 2), [start, ranOut('draw')]).status).toBe('harvest');
		const three = replay(game('rio-grande', 3), [start, ranOut('draw')]);
		expect([three.status, three.passes, three.pass]).toEqual(['playing', 2, 2]);
		// S002 "End & Winner": the last run-out ends the game at once, while turning over too.
		expect(replay(game('rio-grande', 3), [start, ranOut('draw'), ranOut('trade')]).status).toBe(
			'harvest'
		);
		const seven = replay(game('rio-grande', 7), [start, ranOut('draw'), ranOut('draw')]);
		expect([seven.status, seven.pass]).toEqual(['playing', 3]);
	});

	test('Rabohnzel plays the pile 4 times with 4 players', () => {
		const s = replay(game('rabohnzel', 4), [start, ranOut('draw'), ranOut('draw'), ranOut('draw')]);
		expect([s.status, s.pass, s.passes]).toEqual(['playing', 4, 4]);
	});

	test('My First with 3 players: the first run-out while turning over lets that turn finish', () => {
		const s = replay(game('my-first', 3, { step: 'step-1' }), [start, ranOut('trade')]);
		expect(s.status).toBe('finishing');
		expect(s.lastRunOut?.outcome).toBe('finish-turn');
	});

	test('AMIGO 1997 with 4 players reshuffles twice', () => {
		const s = replay(game('amigo-1997', 4), [start, ranOut('trade'), ranOut('draw')]);
		expect([s.status, s.pass]).toEqual(['playing', 3]);
	});
});

describe('third field', () => {
	test('bought once per player where the setup allows it', () => {
		const setup = game('rio-grande', 4);
		const s = replay(setup, [start, { type: 'third-field-bought', seat: 2 }]);
		expect(s.thirdFields).toEqual([2]);
		expect(
			check(setup, [start, { type: 'third-field-bought', seat: 2 }], {
				type: 'third-field-bought',
				seat: 2
			})
		).toEqual({ ok: false, error: 'already-bought' });
		expect(check(setup, [start], { type: 'third-field-bought', seat: 4 })).toEqual({
			ok: false,
			error: 'bad-seat'
		});
	});

	test('cannot be bought in current AMIGO or Rio Grande with 3 players', () => {
		for (const setup of [game('amigo', 4), game('rio-grande', 3)]) {
			expect(check(setup, [start], { type: 'third-field-bought', seat: 0 })).toEqual({
				ok: false,
				error: 'no-third-field'
			});
		}
	});
});

describe('Rabohnzel spell cards used this turn (docs/rules.md#rabohnzel-spells)', () => {
	const tick = (card: 'attack-spell' | 'pile-spell', ticked = true): GameEvent => ({
		type: 'spell-ticked',
		card,
		ticked
	});

	test('ticks stay with the turn, untick, undo, and start empty on the next turn', () => {
		const setup = game('rabohnzel', 3);
		expect(replay(setup, [start, tick('pile-spell'), tick('attack-spell')]).spellsUsed).toEqual([
			'pile-spell',
			'attack-spell'
		]);
		expect(
			replay(setup, [start, tick('pile-spell'), tick('pile-spell', false)]).spellsUsed
		).toEqual([]);
		expect(replay(setup, [start, tick('pile-spell'), undo]).spellsUsed).toEqual([]);
		expect(replay(setup, [start, tick('pile-spell'), next]).spellsUsed).toEqual([]);
		expect(replay(setup, [start, tick('pile-spell'), next, undo]).spellsUsed).toEqual([
			'pile-spell'
		]);
	});

	test('only in a game with spell cards, and only while it is played', () => {
		expect(check(game('amigo', 4), [start], tick('pile-spell'))).toEqual({
			ok: false,
			error: 'no-spell-cards'
		});
		expect(check(game('rabohnzel', 3), [], tick('pile-spell'))).toEqual({
			ok: false,
			error: 'not-now'
		});
	});
});

describe('final harvest and ranking', () => {
	const endRio4 = [start, ranOut('draw'), ranOut('draw'), ranOut('draw')];

	test('scores add coins earned and the fields left (values from the meter)', () => {
		const setup = game('rio-grande', 4);
		const s = replay(setup, [
			...endRio4,
			// 9 chili = 4 coins; a single blue = 0; the protection rule does not block it.
			harvest(0, 10, [
				{ bean: 'chili', cards: 9 },
				{ bean: 'blue', cards: 1 }
			]),
			harvest(1, 12),
			harvest(2, 3, [{ bean: 'garden', cards: 3 }]),
			harvest(3, 0)
		]);
		expect(s.scores?.map((x) => x.coins)).toEqual([14, 12, 6, 0]);
		expect(s.scores?.[0]).toMatchObject({ coinsEarned: 10, harvestCoins: 4 });
		expect(s.ranking).toEqual({ order: [0, 1, 2, 3], winners: [0], decidedBy: 'coins' });
	});

	test("one player's saved total is known before the others are in", () => {
		const setup = game('rio-grande', 4);
		const s = replay(setup, [...endRio4, harvest(0, 10, [{ bean: 'chili', cards: 9 }])]);
		expect(s.scores).toBeNull();
		// 10 earned + 9 chili (4 coins on Rio Grande's meter).
		expect(harvestTotal(s.rules, s.harvests[0]!)).toBe(14);
	});

	test('Rio Grande tie: hand cards are asked from the tied players only, then decide', () => {
		const setup = game('rio-grande', 4);
		const base = [...endRio4, harvest(0, 9), harvest(1, 12), harvest(2, 12), harvest(3, 5)];
		const s = replay(setup, base);
		expect(s.tiedSeats).toEqual([1, 2]);
		expect(s.tieNeeds).toEqual([1, 2]);
		expect(s.ranking).toBeNull();
		expect(check(setup, base, { type: 'game-finished' })).toEqual({
			ok: false,
			error: 'tie-data-missing'
		});
		const full = [
			...base,
			harvest(1, 12, [], { handCards: 2 }),
			harvest(2, 12, [], { handCards: 4 }),
			{ type: 'game-finished' } as GameEvent
		];
		const done = replay(setup, full);
		// The tied players stay listed (their numbers can be corrected); none is missing.
		expect([done.tiedSeats, done.tieNeeds]).toEqual([[1, 2], []]);
		expect(done.status).toBe('finished');
		expect(done.ranking).toEqual({
			order: [2, 1, 0, 3],
			winners: [2],
			decidedBy: 'most-hand-cards'
		});
	});

	test('AMIGO tie: the player furthest clockwise from the start player wins', () => {
		const setup = game('amigo', 3, { startSeat: 1 });
		const s = replay(setup, [
			start,
			ranOut('draw'),
			ranOut('draw'),
			ranOut('draw'),
			harvest(0, 8),
			harvest(1, 8),
			harvest(2, 5)
		]);
		// The seating breaks this tie: nobody is asked for a number.
		expect([s.tiedSeats, s.tieNeeds]).toEqual([[], []]);
		// Start seat 1: seat 0 sits last clockwise (offset 2), seat 1 first (offset 0).
		expect(s.ranking).toEqual({
			order: [0, 1, 2],
			winners: [0],
			decidedBy: 'furthest-from-start'
		});
	});

	test('Rabohnzel tie: spell values decide', () => {
		const setup = game('rabohnzel', 3);
		const end = [start, ranOut('draw'), ranOut('draw'), ranOut('draw')];
		const s = replay(setup, [
			...end,
			harvest(0, 6, [], { spellValue: 3 }),
			harvest(1, 6, [], { spellValue: 10 }),
			harvest(2, 1)
		]);
		expect(s.ranking).toEqual({ order: [1, 0, 2], winners: [1], decidedBy: 'spell-value' });
	});

	test('AMIGO 1997 tie is a shared win', () => {
		const s = replay(game('amigo-1997', 3), [
			start,
			ranOut('draw'),
			ranOut('draw'),
			ranOut('draw'),
			harvest(0, 7),
			harvest(1, 7),
			harvest(2, 2)
		]);
		expect(s.ranking?.winners).toEqual([0, 1]);
		expect(s.ranking?.decidedBy).toBe('shared');
	});

	test('an unknown meter needs the coins the players read off their cards', () => {
		const setup = game('rabohnzel', 3);
		const end = [start, ranOut('draw'), ranOut('draw'), ranOut('draw')];
		expect(check(setup, end, harvest(0, 1, [{ bean: 'pick', cards: 4 }]))).toEqual({
			ok: false,
			error: 'coins-needed'
		});
		const s = replay(setup, [
			...end,
			harvest(0, 1, [{ bean: 'pick', cards: 4, coins: 2 }]),
			harvest(1, 0),
			harvest(2, 0)
		]);
		expect(s.scores?.[0]?.coins).toBe(3);
		expect(check(setup, end, harvest(0, 1, [{ bean: 'cape', cards: 2, coins: 1 }]))).toEqual({
			ok: false,
			error: 'coins-not-needed'
		});
	});

	test('docs/rules.md#rabohnzel-spells: three fields at the final harvest while the field spell stands, never four', () => {
		const setup = game('rabohnzel', 3);
		const end = [start, ranOut('draw'), ranOut('draw'), ranOut('draw')];
		const three = [
			{ bean: 'cape', cards: 3 },
			{ bean: 'cape', cards: 2 },
			{ bean: 'cape', cards: 3 }
		];
		expect(check(setup, end, harvest(0, 1, three))).toEqual({ ok: true });
		expect(check(setup, end, harvest(0, 1, [...three, { bean: 'cape', cards: 2 }]))).toEqual({
			ok: false,
			error: 'too-many-fields'
		});
	});

	test('docs/rules.md#my-first-harvest: the basic game scores no fields at the end', () => {
		const setup = game('my-first', 3, { step: 'basic' });
		const end = [start, ranOut('draw')];
		expect(check(setup, end, harvest(0, 2, [{ bean: 'sour', cards: 4 }]))).toEqual({
			ok: false,
			error: 'too-many-fields'
		});
		expect(check(setup, end, harvest(0, 2))).toEqual({ ok: true });
	});

	test('harvest input is checked against the game', () => {
		const setup = game('rio-grande', 4);
		const bad: [GameEvent, string][] = [
			[harvest(0, 1, [{ bean: 'coffee', cards: 5 }]), 'bean-not-in-game'],
			[harvest(0, 1, [{ bean: 'blue', cards: 0 }]), 'empty-field'],
			[
				harvest(0, 1, [
					{ bean: 'blue', cards: 2 },
					{ bean: 'red', cards: 2 },
					{ bean: 'soy', cards: 2 }
				]),
				'too-many-fields'
			],
			[harvest(4, 1), 'bad-seat'],
			[harvest(0, 1, [], { spellValue: 3 }), 'spell-value-not-needed']
		];
		for (const [event, error] of bad)
			expect(check(setup, endRio4, event)).toEqual({ ok: false, error });
		expect(check(game('amigo', 3), [start], harvest(0, 1))).toEqual({
			ok: false,
			error: 'not-now'
		});
		expect(check(game('amigo', 3), [], harvest(0, 1, [], { handCards: 2 }))).toEqual({
			ok: false,
			error: 'not-now'
		});
	});

	test('a bought third field allows a third field at the end', () => {
		const setup = game('rio-grande', 4);
		const three = harvest(0, 1, [
			{ bean: 'blue', cards: 2 },
			{ bean: 'red', cards: 2 },
			{ bean: 'soy', cards: 2 }
		]);
		const events = [
			start,
			{ type: 'third-field-bought', seat: 0 } as GameEvent,
			...endRio4.slice(1)
		];
		expect(check(setup, events, three)).toEqual({ ok: true });
	});

	test('docs/rules.md#end-of-game: the state says how many fields each player harvests at the end', () => {
		const bought = { type: 'third-field-bought', seat: 1 } as GameEvent;
		expect(replay(game('rio-grande', 4), [start, bought]).harvestFields).toEqual([2, 3, 2, 2]);
		expect(replay(game('amigo', 3), [start]).harvestFields).toEqual([3, 3, 3]);
		// Rabohnzel: the field spell's field is taken as standing.
		expect(replay(game('rabohnzel', 3), []).harvestFields).toEqual([3, 3, 3]);
		expect(replay(game('my-first', 3, { step: 'basic' }), []).harvestFields).toEqual([0, 0, 0]);
		expect(replay(game('my-first', 3, { step: 'step-1' }), []).harvestFields).toEqual([3, 3, 3]);
	});

	test('game-finished needs every player', () => {
		const setup = game('amigo', 3);
		const end = [start, ranOut('draw'), ranOut('draw'), ranOut('draw'), harvest(0, 1)];
		expect(check(setup, end, { type: 'game-finished' })).toEqual({
			ok: false,
			error: 'harvest-missing'
		});
	});
});

describe('undo and redo', () => {
	const setup = game('amigo', 3);

	test('undo cancels the last effective event; undo again the one before', () => {
		const s = replay(setup, [start, next, next, undo, undo]);
		expect(s.turn).toBe(1);
		expect(s.activeSeat).toBe(0);
		expect(s.canRedo).toBe(true);
		expect(s.log.map((e) => e.status)).toEqual(['done', 'undone', 'undone', 'done', 'done']);
		expect(s.log.map((e) => e.target)).toEqual([undefined, undefined, undefined, 2, 1]);
		expect([s.undoTarget, s.redoTarget]).toEqual([0, 1]);
	});

	test('redo restores the last undone event, in reverse order of undoing', () => {
		const s = replay(setup, [start, next, { type: 'pile-size-set', cards: 20 }, undo, undo, redo]);
		expect(s.turn).toBe(2);
		expect(s.pile.typed).toBe(false);
		expect(s.log[5]?.target).toBe(1);
		const s2 = replay(setup, [
			start,
			next,
			{ type: 'pile-size-set', cards: 20 },
			undo,
			undo,
			redo,
			redo
		]);
		expect(s2.pile).toEqual({ cards: 20, turnsLeft: 4, typed: true });
		expect(s2.canRedo).toBe(false);
	});

	test('a new ordinary event clears the redo chain', () => {
		const events = [start, next, undo, { type: 'phase-set', phase: 'trade' } as GameEvent];
		const s = replay(setup, events);
		expect(s.canRedo).toBe(false);
		expect(s.turn).toBe(1);
		expect(s.phase).toBe('trade');
		expect(check(setup, events, redo)).toEqual({ ok: false, error: 'nothing-to-redo' });
	});

	test('undo with nothing to undo is rejected, and ignored in a replayed log', () => {
		expect(check(setup, [], undo)).toEqual({ ok: false, error: 'nothing-to-undo' });
		const s = replay(setup, [undo, start]);
		expect(s.log[0]?.status).toBe('ignored');
		expect(s.status).toBe('playing');
	});

	test('undo brings back the pass and the end: a wrong "ran out" tap is fixed', () => {
		const s = replay(setup, [start, ranOut('draw'), ranOut('draw'), ranOut('draw'), undo]);
		expect(s.status).toBe('playing');
		expect(s.pass).toBe(3);
		expect(s.lastRunOut?.exhaustion).toBe(2);
	});

	test('undo of the game start returns to setup with ticks kept', () => {
		const s = replay(setup, [
			{ type: 'checklist-ticked', item: 'fields', ticked: true },
			start,
			undo
		]);
		expect(s.status).toBe('setup');
		expect(s.ticked).toEqual(['fields']);
	});

	test('the log records turn, active seat and run-out outcome of each event', () => {
		const s = replay(setup, [start, next, ranOut('trade')]);
		expect(s.log[2]).toEqual({
			index: 2,
			event: ranOut('trade'),
			turn: 2,
			seat: 1,
			status: 'done',
			runOut: { phase: 'trade', outcome: 'reshuffle', exhaustion: 1 }
		});
	});
});

test('firstMisfit finds the first event that does not fit', () => {
	const setup = game('amigo', 3);
	expect(firstMisfit(setup, [start, next])).toBeNull();
	expect(firstMisfit(setup, [start, start])).toEqual({ index: 1, error: 'not-now' });
});

test('replay rejects an invalid setup', () => {
	expect(() => replay(game('amigo', 2), [])).toThrow(RangeError);
});
