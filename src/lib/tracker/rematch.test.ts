import { expect, test } from 'vitest';
import { rematchSetup } from './rematch';
import type { GameSetup } from './setup';
import { threePlayerSetup } from './testing';

const table = (edition: GameSetup['edition'], startSeat: number): GameSetup =>
	threePlayerSetup({
		edition,
		step: edition === 'my-first' ? 'basic' : null,
		variants: edition === 'amigo-1997' ? ['coins-in-trades'] : [],
		startSeat
	});
let n = 0;
const newId = () => `new-${++n}`;

test('the same players in the same seats, edition, step and variants, with new ids', () => {
	n = 0;
	expect(rematchSetup(table('amigo-1997', 0), 0.5, newId)).toEqual({
		edition: 'amigo-1997',
		step: null,
		variants: ['coins-in-trades'],
		players: [
			{ id: 'new-1', name: 'Mia' },
			{ id: 'new-2', name: 'Noah' },
			{ id: 'new-3', name: 'Lea' }
		],
		// S004: left of the dealer; the deal passes on, so the next seat starts.
		startSeat: 1
	});
});

test('the start player by each edition’s rule', () => {
	// The deal passes on around the table.
	expect(rematchSetup(table('amigo-1997', 2), 0, newId)?.startSeat).toBe(0);
	// RGG: the oldest deals again: the same start player.
	expect(rematchSetup(table('rio-grande', 2), 0, newId)?.startSeat).toBe(2);
	// S001: the youngest again.
	expect(rematchSetup(table('my-first', 1), 0.9, newId)?.startSeat).toBe(1);
	expect(rematchSetup(table('my-first', 1), 0.9, newId)?.step).toBe('basic');
	// S000: any way: drawn at random.
	expect(rematchSetup(table('amigo', 0), 0.99, newId)?.startSeat).toBe(2);
	expect(rematchSetup(table('amigo', 2), 0, newId)?.startSeat).toBe(0);
	// S003: a new countdown of spell cards at the table.
	expect(rematchSetup(table('rabohnzel', 0), 0, newId)).toBeNull();
});

test('a teaching group and teach mode go along', () => {
	const setup = { ...table('my-first', 0), groupId: 'g1', teach: true } as GameSetup;
	expect(rematchSetup(setup, 0, newId)).toMatchObject({ groupId: 'g1', teach: true });
});
