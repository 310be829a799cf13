import { describe, expect, test } from 'vitest';
import { checkName, checkSetup, rulesFor } from './setup';
import { threePlayerSetup as game } from './testing';

describe('a game setup is refused with one code per fault', () => {
	test('a good setup gives the engine setup', () => {
		const result = checkSetup(game());
		expect(result.ok && result.value.players).toBe(3);
	});

	test('a player count outside the edition becomes bad-player-count', () => {
		const two = game({ players: [{ id: 'a', name: 'Mia' }] });
		expect(rulesFor(two)).toEqual({ ok: false, error: 'players-out-of-range' });
		expect(checkSetup(two)).toEqual({ ok: false, error: 'bad-player-count' });
	});

	test('engine codes pass through', () => {
		expect(checkSetup(game({ edition: 'chess' as never }))).toEqual({
			ok: false,
			error: 'unknown-edition'
		});
		expect(checkSetup(game({ edition: 'my-first', step: 'step-9' as never }))).toEqual({
			ok: false,
			error: 'unknown-step'
		});
	});

	test('players, names and the start seat', () => {
		const twin = [
			{ id: 'a', name: 'Mia' },
			{ id: 'a', name: 'Noah' },
			{ id: 'c', name: 'Lea' }
		];
		expect(checkSetup(game({ players: twin }))).toEqual({ ok: false, error: 'bad-player-id' });
		const taken = [
			{ id: 'a', name: 'Mia' },
			{ id: 'b', name: 'mia' },
			{ id: 'c', name: 'Lea' }
		];
		expect(checkSetup(game({ players: taken }))).toEqual({ ok: false, error: 'name-taken' });
		const spaced = [
			{ id: 'a', name: ' Mia' },
			{ id: 'b', name: 'Noah' },
			{ id: 'c', name: 'Lea' }
		];
		expect(checkSetup(game({ players: spaced }))).toEqual({
			ok: false,
			error: 'name-not-trimmed'
		});
		expect(checkSetup(game({ startSeat: 3 }))).toEqual({ ok: false, error: 'bad-start-seat' });
		expect(checkSetup(game({ startSeat: 0.5 }))).toEqual({ ok: false, error: 'bad-start-seat' });
	});

	test('checkName returns the trimmed name or a name code', () => {
		expect(checkName('  Ada   Lovelace ', [])).toEqual({ ok: true, value: 'Ada Lovelace' });
		expect(checkName('x'.repeat(41), [])).toEqual({ ok: false, error: 'name-too-long' });
	});
});
