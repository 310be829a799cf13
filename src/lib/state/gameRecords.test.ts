import { describe, expect, it } from 'vitest';
import { DAMAGED_ENTRY } from '$lib/db/eventLog';
import type { EventRecord, UnplacedRecord } from '$lib/db/schema';
import { storedState } from '$lib/tracker/storedState';
import { threePlayerSetup } from '$lib/tracker/testing';
import { readStored, storedSetupError, timedEvent, timedEvents } from './gameRecords';

const setup = threePlayerSetup();
const game = {
	id: 'g',
	edition: 'amigo',
	createdAt: 1000,
	updatedAt: 2000,
	setup
} as unknown as UnplacedRecord;
const entry = (seq: number, fields: Record<string, unknown>): EventRecord =>
	({
		gameId: 'g',
		seq,
		at: 1000 + seq,
		type: 'turn-advanced',
		payload: {},
		...fields
	}) as EventRecord;

describe('a stored game’s event records', () => {
	it('reads each entry’s payload fields with its type; a payload that is no record has none', () => {
		expect(timedEvent(entry(1, { type: 'game-started', payload: null }))).toEqual({
			at: 1001,
			event: { type: 'game-started' }
		});
		for (const payload of [undefined, 0, '', 'x', 5, [], true])
			expect(timedEvent(entry(1, { payload }))).toEqual({
				at: 1001,
				event: { type: 'turn-advanced' }
			});
		expect(timedEvent(entry(1, { payload: { type: 'undo' } }))?.event).toEqual({
			type: 'turn-advanced'
		});
		expect(
			timedEvent(entry(1, { type: 'pile-ran-out', payload: { phase: 'draw', x: 1 } }))
		).toEqual({ at: 1001, event: { type: 'pile-ran-out', phase: 'draw' } });
		expect(timedEvent(entry(1, { type: 'pile-ran-out', payload: 'draw' }))).toBeNull();
		expect(timedEvents([entry(1, {}), entry(2, { type: 'nope' }), entry(3, {})])).toHaveLength(2);
	});

	it('sets aside what it cannot read, named by its stored type when that is text', () => {
		const read = readStored({
			game,
			events: [
				entry(1, { type: 'game-started' }),
				entry(2, { type: 'nope', at: 'x' }),
				entry(3, { at: Infinity }),
				entry(4, { at: '1004' }),
				entry(5, { type: 7 }),
				entry(6, { type: 'pile-ran-out', payload: { phase: 'nowhere' } }),
				entry(6, {}),
				{ gameId: 'g', seq: 0, at: 0, type: DAMAGED_ENTRY, payload: null },
				entry(7, { at: -5 })
			]
		});
		expect(read.setAside).toEqual([
			{ position: 2, seq: 2, type: 'nope', problem: 'unknown-type' },
			{ position: 3, seq: 3, type: 'turn-advanced', problem: 'bad-event' },
			{ position: 4, seq: 4, type: 'turn-advanced', problem: 'bad-event' },
			{ position: 5, seq: 5, type: null, problem: 'unknown-type' },
			{ position: 6, seq: 6, type: 'pile-ran-out', problem: 'bad-event' },
			{ position: 7, seq: 6, type: 'turn-advanced', problem: 'repeated-seq' },
			{ position: 8, seq: null, type: null, problem: 'damaged' }
		]);
		expect(read.game?.events).toEqual([
			{ at: 1001, event: { type: 'game-started' } },
			{ at: -5, event: { type: 'turn-advanced' } }
		]);
		expect(read.lastSeq).toBe(7);
	});

	it('a game whose times are no numbers is no game to show; its setup is read with the import’s check', () => {
		expect(storedSetupError(game)).toBeNull();
		expect(storedSetupError({ ...game, createdAt: '1000' } as never)).toBe('bad-game');
		expect(storedSetupError({ ...game, updatedAt: undefined } as never)).toBe('bad-game');
		expect(storedSetupError({ ...game, createdAt: NaN, updatedAt: -1 })).toBeNull();
		expect(storedSetupError({ ...game, setup: { ...setup, startSeat: -1 } })).toBe(
			'negative-count'
		);
		expect(readStored({ game: { ...game, createdAt: null } as never, events: [] })).toMatchObject({
			game: null,
			setupError: 'bad-game'
		});
	});

	it('the migrations’ replay reads the same payloads', () => {
		const state = storedState(setup, [
			{ type: 'game-started', payload: null },
			{ type: 'nope', payload: {} },
			{ type: 'turn-advanced', payload: 5 }
		]);
		const whole = storedState(setup, [
			{ type: 'game-started', payload: {} },
			{ type: 'turn-advanced', payload: {} }
		]);
		expect(state).toEqual(whole);
		expect(storedState(null, [])).toBeNull();
	});
});
