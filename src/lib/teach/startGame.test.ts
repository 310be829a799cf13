import { expect, test } from 'vitest';
import { coachedGameSetup } from './startGame';

const kids = [
	{ name: 'Mia', colour: 'red' as const },
	{ name: 'Jonas', colour: null },
	{ name: 'Lea', colour: null }
];
let n = 0;
const newId = () => `p${++n}`;

test('three children make a game of the group’s step, the youngest starts', () => {
	n = 0;
	expect(coachedGameSetup('g1', 'basic', kids, [], 'Lea', newId)).toEqual({
		ok: true,
		value: {
			edition: 'my-first',
			step: 'basic',
			variants: [],
			players: [
				{ id: 'p1', name: 'Mia' },
				{ id: 'p2', name: 'Jonas' },
				{ id: 'p3', name: 'Lea' }
			],
			startSeat: 2,
			groupId: 'g1'
		}
	});
});

test('grown-ups fill the table; empty extra rows are ignored', () => {
	const result = coachedGameSetup('g', 'step-2', kids.slice(0, 2), ['  Mum ', ''], 'Mia', newId);
	expect(result.ok && result.value.players.map((p) => p.name)).toEqual(['Mia', 'Jonas', 'Mum']);
	expect(result.ok && result.value.startSeat).toBe(0);
});

test('My First needs three to five players and a start player', () => {
	expect(coachedGameSetup('g', 'basic', kids.slice(0, 2), [], 'Mia', newId)).toEqual({
		ok: false,
		error: 'players-out-of-range'
	});
	expect(coachedGameSetup('g', 'basic', kids, ['A', 'B', 'C'], 'Mia', newId)).toEqual({
		ok: false,
		error: 'players-out-of-range'
	});
	expect(coachedGameSetup('g', 'basic', kids, [], null, newId)).toEqual({
		ok: false,
		error: 'no-start-player'
	});
	expect(coachedGameSetup('g', 'basic', kids, [], 'Nobody', newId)).toEqual({
		ok: false,
		error: 'no-start-player'
	});
	expect(coachedGameSetup('g', 'basic', kids, ['mia'], 'Mia', newId)).toEqual({
		ok: false,
		error: 'duplicate-name'
	});
});

test('a grown-up’s name of invisible characters only is refused; a hidden one does not hide a twin', () => {
	expect(coachedGameSetup('g1', 'basic', kids, ['\u200B\u200B'], 'Lea', newId)).toEqual({
		ok: false,
		error: 'name-invisible'
	});
	expect(coachedGameSetup('g1', 'basic', kids, ['Mia\u200B'], 'Lea', newId)).toEqual({
		ok: false,
		error: 'duplicate-name'
	});
});
