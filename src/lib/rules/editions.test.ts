import { describe, expect, it } from 'vitest';
import { BEANS } from './beans';
import { EDITIONS, EDITION_LIST, VARIANTS, edition, supportsPlayers } from './editions';
import { EDITION_IDS, VARIANT_IDS, type EditionId } from './types';
import { rulesTable } from '../../../tests/lint/rulesTables';

describe('editions', () => {
	it.each([
		['amigo', 3, 5, 104, 'furthest-from-start', 'any'], // S000
		['amigo-1997', 3, 5, 104, 'none', 'left-of-dealer'], // S004
		['rio-grande', 2, 7, 154, 'most-hand-cards', 'left-of-dealer'], // RGG, S002
		['my-first', 3, 5, 115, 'all-tied-win', 'youngest'], // S001
		['rabohnzel', 3, 5, 98, 'spell-value', 'highest-spell'] // S003
	] as const)('%s: %i-%i players, %i cards', (id, min, max, cards, tie, start) => {
		const row = edition(id);
		expect(row.players).toEqual({ min, max });
		expect(row.boxCards).toBe(cards);
		expect(BEANS[id].reduce((sum, bean) => sum + bean.cards, 0)).toBe(cards);
		expect(row.tieBreak).toBe(tie);
		expect(row.startPlayer).toBe(start);
	});

	it('has options only where the sources print them', () => {
		expect(EDITIONS['amigo-1997'].variants).toEqual([
			'beginners-third-field',
			'cheap-third-field',
			'coins-in-trades'
		]);
		expect(EDITIONS['my-first'].steps).toEqual(
			rulesTable('My First steps').map((row) => row['step id'])
		);
		for (const id of ['amigo', 'rio-grande', 'rabohnzel'] as const) {
			expect(EDITIONS[id].variants).toEqual([]);
			expect(EDITIONS[id].steps).toEqual([]);
		}
	});

	it('every variant belongs to an edition that lists it', () => {
		for (const id of VARIANT_IDS) expect(EDITIONS[VARIANTS[id].edition].variants).toContain(id);
		expect(VARIANTS['cheap-third-field'].players).toEqual({ min: 5, max: 5 });
	});

	it('lists editions in id order, keyed by their own id', () => {
		expect(EDITION_LIST.map((e) => e.id)).toEqual([...EDITION_IDS]);
		for (const id of EDITION_IDS) expect(EDITIONS[id].id).toBe(id);
		expect(Object.isFrozen(EDITIONS.amigo.players)).toBe(true);
	});

	it.each([
		['rio-grande', 2, true],
		['rio-grande', 7, true],
		['rio-grande', 1, false],
		['rio-grande', 8, false],
		['amigo', 2, false],
		['amigo', 3, true],
		['amigo', 4.5, false],
		['amigo', NaN, false]
	] as const)('%s supports %s players: %s', (id, players, expected) => {
		expect(supportsPlayers(id, players)).toBe(expected);
	});

	it('names an unknown edition', () => {
		expect(() => edition('bohnanza' as EditionId)).toThrow(/bohnanza/);
	});
});
