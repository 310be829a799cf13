import { expect, test } from 'vitest';
import { beanSwaps } from './bridge';

test('beans of the same frequency pair up, as in the rulebook examples', () => {
	const byBean = Object.fromEntries(beanSwaps().map((s) => [s.myFirst, s]));
	expect(byBean.princess).toEqual({ myFirst: 'princess', cards: 6, base: ['garden'] });
	expect(byBean.stink).toEqual({ myFirst: 'stink', cards: 8, base: ['red'] });
	expect(byBean.dwarf).toEqual({ myFirst: 'dwarf', cards: 10, base: ['black-eyed'] });
});

test('every My First bean is listed; Magic Beans (9) have no partner', () => {
	expect(beanSwaps().map((s) => [s.myFirst, s.base])).toEqual([
		['mean', ['blue']],
		['sour', ['stink']],
		['broad', ['soy']],
		['stink', ['red']],
		['sword', ['green']],
		['giant', ['soy']],
		['dwarf', ['black-eyed']],
		['magic', []],
		['dragon', ['red']],
		['princess', ['garden']]
	]);
});
