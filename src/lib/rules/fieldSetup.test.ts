import { describe, expect, it } from 'vitest';
import { EDITIONS } from './editions';
import { fieldSetup, type FieldSetup, type ThirdField } from './fieldSetup';
import { setupFor } from './setup';
import { EDITION_IDS, MY_FIRST_STEPS, type EditionId, type MyFirstStep } from './types';

const NO: ThirdField = { buy: false };
const cards = (setup: FieldSetup) => setup.beans.reduce((sum, bean) => sum + bean.cards, 0);

describe('fieldSetup', () => {
	// docs/rules.md#setup: deck, fields and third field per edition and player count.
	// edition, players, step, deck, fields, third field, duel, final harvest scores.
	const CASES: readonly [
		EditionId,
		number,
		MyFirstStep | undefined,
		number,
		number,
		ThirdField,
		boolean,
		boolean
	][] = [
		['amigo', 3, undefined, 104, 3, NO, false, true], // S000
		['amigo', 5, undefined, 104, 2, NO, false, true], // S000
		['rio-grande', 2, undefined, 144, 2, { buy: true, cost: 3, coinsTo: 'box' }, true, true], // RGG, S002
		['rio-grande', 3, undefined, 150, 3, NO, false, true], // RGG, S002
		['rio-grande', 4, undefined, 130, 2, { buy: true, cost: 3, coinsTo: 'discard' }, false, true], // RGG, S002
		['rio-grande', 7, undefined, 144, 2, { buy: true, cost: 2, coinsTo: 'discard' }, false, true], // RGG, S002
		['amigo-1997', 3, undefined, 104, 2, { buy: true, cost: 3, coinsTo: 'discard' }, false, true], // S004
		['rabohnzel', 4, undefined, 98, 2, NO, false, true], // S003
		// docs/rules.md#my-first-steps and #end-of-game: the basic game's final harvest scores nothing.
		['my-first', 3, 'basic', 56, 2, NO, false, false], // S001
		['my-first', 4, 'two-coin', 59, 2, NO, false, true], // S001
		['my-first', 5, 'step-1', 115, 3, NO, false, true], // S001
		['my-first', 3, 'step-3', 115, 2, { buy: true, cost: 3, coinsTo: 'discard' }, false, true] // S001
	];

	it.each(CASES)(
		'%s with %i players (step %s): %i cards, %i fields',
		(edition, players, step, deck, fields, thirdField, duel, finalHarvest) => {
			const setup = fieldSetup(edition, players, step);
			expect(cards(setup)).toBe(deck);
			expect(setup.fields).toBe(fields);
			expect(setup.thirdField).toEqual(thirdField);
			expect(setup.duel).toBe(duel);
			expect(setup.finalHarvest).toBe(finalHarvest);
		}
	);

	it('leaves out the beans the player count removes (docs/rules.md#setup, RGG)', () => {
		const ids = fieldSetup('rio-grande', 2).beans.map((bean) => bean.id);
		expect(ids).not.toContain('garden');
		expect(ids).not.toContain('cocoa');
		expect(fieldSetup('rio-grande', 4).beans.map((bean) => bean.id)).not.toContain('coffee');
	});

	it('reads the step in My First only', () => {
		expect(fieldSetup('amigo', 4, 'basic')).toEqual(fieldSetup('amigo', 4));
	});

	it('throws a RangeError for a player count outside the edition or My First without a step', () => {
		expect(() => fieldSetup('amigo', 2)).toThrow(RangeError);
		expect(() => fieldSetup('rio-grande', 8)).toThrow(RangeError);
		expect(() => fieldSetup('my-first', 4)).toThrow(RangeError);
		expect(() => fieldSetup('nope' as EditionId, 4)).toThrow(RangeError);
	});

	it('agrees with setupFor for every edition, player count and step', () => {
		for (const edition of EDITION_IDS) {
			const { min, max } = EDITIONS[edition].players;
			const steps = edition === 'my-first' ? MY_FIRST_STEPS : [undefined];
			for (let players = min; players <= max; players++) {
				for (const step of steps) {
					const whole = setupFor(edition, players, { step });
					if (!whole.ok) throw new Error(whole.error);
					const { beans, fields, thirdField, duel, finalHarvest } = whole.value;
					expect(fieldSetup(edition, players, step)).toEqual({
						beans,
						fields,
						thirdField,
						duel,
						finalHarvest
					});
				}
			}
		}
	});
});
