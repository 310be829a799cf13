// The new-game form: remembered names, one tap each; teach mode's default per edition.
import { describe, expect, test } from 'vitest';
import { NewGameForm, namesFromGames } from './newGame.svelte';

describe('namesFromGames', () => {
	test('most recently played first, each name once whatever its case', () => {
		const records = [
			{ updatedAt: 1, setup: { players: [{ name: 'Ada' }, { name: 'Old' }] } },
			{ updatedAt: 3, setup: { players: [{ name: 'ben' }, { name: 'Cleo' }] } },
			{ updatedAt: 2, setup: { players: [{ name: 'Ben' }, { name: 'ada' }] } }
		];
		expect(namesFromGames(records)).toEqual(['ben', 'Cleo', 'ada', 'Old']);
	});

	test('damaged records and invisible-only names are skipped', () => {
		expect(
			namesFromGames([
				null,
				{ updatedAt: 'x', setup: null },
				{ setup: { players: 'Ada' } },
				{
					updatedAt: 1,
					setup: { players: [null, { name: 7 }, { name: '\u200B' }, { name: 'Dan' }] }
				}
			])
		).toEqual(['Dan']);
	});
});

// The page passes the seat's label in the reader's language; a test writes its own.
const seatLabel = (seat: number) => `Seat ${seat + 1}`;

describe('NewGameForm', () => {
	test('a remembered name goes to the next empty seat, then adds a seat up to the maximum', () => {
		const form = new NewGameForm(seatLabel);
		form.setEdition('amigo');
		form.setCount(3);
		for (const name of ['Ada', 'Ben', 'Cleo', 'Dan']) form.addName(name);
		expect(form.count).toBe(4);
		expect(form.seats.map((s) => form.names[s])).toEqual(['Ada', 'Ben', 'Cleo', 'Dan']);
		form.setCount(7);
		for (const name of ['Eve', 'Fay', 'Gus', 'Hal']) form.addName(name);
		expect(form.count).toBe(7);
		expect(form.seats.map((s) => form.names[s])).toEqual([
			'Ada',
			'Ben',
			'Cleo',
			'Dan',
			'Eve',
			'Fay',
			'Gus'
		]);
	});

	test('teach mode: on for My First, off for AMIGO, and the switch wins', () => {
		const form = new NewGameForm(seatLabel);
		form.setEdition('amigo');
		expect(form.teach).toBe(false);
		form.setEdition('my-first');
		expect(form.teach).toBe(true);
		form.teachChoice = false;
		expect(form.teach).toBe(false);
		form.setEdition('amigo');
		form.teachChoice = true;
		form.setCount(3);
		for (const name of ['Ada', 'Ben', 'Cleo']) form.addName(name);
		form.chosen = 0;
		expect(form.toSetup(() => 'id')).toMatchObject({ edition: 'amigo', teach: true });
	});

	test('a name of invisible characters only is its own error', () => {
		const form = new NewGameForm(seatLabel);
		form.names[0] = '\u200B\u200B';
		expect(form.nameErrors[0]).toBe('name-invisible');
	});

	test('a name left empty plays under its seat label (a quick game)', () => {
		const form = new NewGameForm(seatLabel);
		form.setEdition('amigo');
		form.setCount(4);
		form.names = ['Ada', '', '  \t', 'Dan', '', '', ''];
		form.chosen = 1;
		expect(form.nameErrors).toEqual([null, null, null, null]);
		expect(form.toSetup(() => 'id')?.players.map((p) => p.name)).toEqual([
			'Ada',
			'Seat 2',
			'Seat 3',
			'Dan'
		]);
		// Moved, an empty name takes the label of its new seat.
		form.move(0, 1);
		expect(form.toSetup(() => 'id')?.players.map((p) => p.name)).toEqual([
			'Seat 1',
			'Ada',
			'Seat 3',
			'Dan'
		]);
	});

	test('a typed name equal to an empty seat label is taken twice', () => {
		const form = new NewGameForm(seatLabel);
		form.setEdition('amigo');
		form.setCount(3);
		form.names = ['seat 2', '', 'Cleo', '', '', '', ''];
		form.chosen = 0;
		expect(form.nameErrors).toEqual(['name-taken', 'name-taken', null]);
		expect(form.toSetup(() => 'id')).toBeNull();
	});
});
