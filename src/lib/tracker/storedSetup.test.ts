import { describe, expect, it } from 'vitest';
import { parseSetup, setupProblem } from './storedSetup';
import { threePlayerSetup } from './testing';

const setup = threePlayerSetup();
const withSetup = (changes: Record<string, unknown>) => ({ ...setup, ...changes });

describe('a setup as stored or imported: its players and start seat', () => {
	it('reads a good setup as a copy of its fields', () => {
		const read = parseSetup({ ...setup, extra: 1 });
		expect(read).toEqual({ ok: true, value: setup });
		expect(read.ok && read.value.players[0]).not.toBe(setup.players[0]);
	});

	it('names the codes in the same order: players before the start seat, the rules last', () => {
		const cases: [Record<string, unknown>, string][] = [
			[{ players: 'x', startSeat: -1 }, 'bad-player-count'],
			[{ players: undefined }, 'bad-player-count'],
			[{ players: [...setup.players, ...setup.players, ...setup.players] }, 'bad-player-count'],
			[{ players: [setup.players[0]] }, 'bad-player-count'],
			[{ startSeat: -1 }, 'negative-count'],
			[{ startSeat: -1, players: [null, ...setup.players.slice(1)] }, 'negative-count'],
			[{ players: [null, ...setup.players.slice(1)] }, 'bad-player-name'],
			[{ players: [5, ...setup.players.slice(1)] }, 'bad-player-name'],
			[{ players: [[], ...setup.players.slice(1)] }, 'bad-player-name'],
			[
				{ players: [{ ...setup.players[0], name: 7 }, ...setup.players.slice(1)] },
				'bad-player-name'
			],
			[{ startSeat: '-1' }, 'bad-start-player'],
			[{ startSeat: 1.5 }, 'bad-start-player'],
			[{ startSeat: 3 }, 'bad-start-player'],
			[{ startSeat: undefined }, 'bad-start-player']
		];
		for (const [changes, code] of cases)
			expect([changes, setupProblem(withSetup(changes))]).toEqual([changes, code]);
		expect(setupProblem(null)).toBe('bad-game');
		expect(setupProblem('setup')).toBe('bad-game');
	});
});
