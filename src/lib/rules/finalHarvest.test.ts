import { describe, expect, expectTypeOf, it } from 'vitest';
import { EDITIONS } from './editions';
import {
	FINAL_FIELDS_ERRORS,
	fieldsAtFinalHarvest,
	finalFieldCoins,
	finalHarvestRule,
	finalHarvestScores,
	type FinalFieldsError,
	type FinalFieldsOptions
} from './finalHarvest';
import { setupFor, type TableRules, type SetupOptions } from './setup';
import {
	EDITION_IDS,
	MY_FIRST_STEPS,
	type EditionId,
	type MyFirstStep,
	type Result
} from './types';

function setup(edition: EditionId, players: number, options?: SetupOptions): TableRules {
	const result = setupFor(edition, players, options);
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

describe('what the final harvest scores', () => {
	// S000, S004, RGG, S003: every field is harvested when the game ends.
	it.each([
		['amigo', 'all-fields'],
		['amigo-1997', 'all-fields'],
		['rio-grande', 'all-fields'],
		['rabohnzel', 'all-fields']
	] as const)('docs/rules.md#end-of-game: %s → %s', (edition, rule) => {
		expect(finalHarvestRule(edition)).toBe(rule);
		expect(finalHarvestScores(edition)).toBe(true);
	});

	// S001 "Winning the Game": nothing in the basic game; "Playing With the Other Bean Cards":
	// fields worth a coin may still be harvested; "Step 2": normal harvesting from then on.
	it.each([
		['basic', 'none', false],
		['two-coin', 'fields-worth-a-coin', true],
		['step-1', 'fields-worth-a-coin', true],
		['step-2', 'all-fields', true],
		['step-3', 'all-fields', true],
		['step-4', 'all-fields', true],
		['step-5', 'all-fields', true]
	] as const)('docs/rules.md#my-first-harvest: final harvest at %s → %s', (step, rule, scores) => {
		expect(finalHarvestRule('my-first', step)).toBe(rule);
		expect(finalHarvestScores('my-first', step)).toBe(scores);
	});

	it('docs/rules.md#end-of-game: setupFor(…).finalHarvest agrees for every edition, count and step', () => {
		let checked = 0;
		for (const edition of EDITION_IDS) {
			const { min, max } = EDITIONS[edition].players;
			const steps: (MyFirstStep | undefined)[] =
				edition === 'my-first' ? [...MY_FIRST_STEPS] : [undefined];
			for (let players = min; players <= max; players++) {
				for (const step of steps) {
					const s = setup(edition, players, { step });
					expect(s.finalHarvest).toBe(finalHarvestScores(edition, step));
					expect(s.finalHarvestRule).toBe(finalHarvestRule(edition, step));
					checked += 1;
				}
			}
		}
		// amigo 3 + amigo-1997 3 + rio-grande 6 + my-first 3 × 7 + rabohnzel 3
		expect(checked).toBe(36);
	});

	it('docs/rules.md#my-first-harvest: My First needs a valid step', () => {
		expect(() => finalHarvestRule('my-first')).toThrow(RangeError);
		expect(() => finalHarvestScores('my-first', 'step-0' as MyFirstStep)).toThrow(/step-0/);
		expect(() => finalHarvestRule('bohnanza' as EditionId)).toThrow(/bohnanza/);
	});
});

describe('coins of one field in the final harvest', () => {
	const SWORD_3_5 = { meters: { sword: [3, 5] } };
	it.each([
		// S001: the basic game scores nothing at the end, whatever lies in the fields.
		['my-first', 'basic', 'sour', 3, undefined, 0],
		['my-first', 'basic', 'sour', 4, undefined, 0],
		['my-first', 'basic', 'mean', 7, undefined, 0], // unknown meter, but nothing scores anyway
		// Two-coin beans: a field worth a coin is harvested; a smaller one earns nothing.
		['my-first', 'two-coin', 'sword', 2, SWORD_3_5, 0],
		['my-first', 'two-coin', 'sword', 3, SWORD_3_5, 1],
		['my-first', 'two-coin', 'sword', 5, SWORD_3_5, 2],
		['my-first', 'two-coin', 'giant', 4, undefined, null], // meter not entered
		['my-first', 'step-1', 'sour', 3, undefined, 0],
		['my-first', 'step-1', 'sour', 4, undefined, 1],
		['my-first', 'step-2', 'sour', 3, undefined, 0],
		['my-first', 'step-5', 'sour', 9, undefined, 1]
	] as const)(
		'docs/rules.md#my-first-harvest: %s %s, %s × %i → %s',
		(edition, step, bean, cards, options, coins) => {
			expect(finalFieldCoins(edition, step, bean, cards, options)).toBe(coins);
		}
	);

	it.each([
		['amigo', 'stink', 7, 3], // S000: seven Stink Beans earn 3
		['amigo', 'blue', 3, 0], // harvested for nothing
		['rabohnzel', 'cape', 3, 1], // S003: the Kapbohne's first coin at 3
		['rabohnzel', 'sword', 5, null] // no source prints the Schwertbohne's meter
	] as const)('docs/rules.md#end-of-game: %s, %s × %i → %s', (edition, bean, cards, coins) => {
		expect(finalFieldCoins(edition, undefined, bean, cards)).toBe(coins);
	});
});

describe('fields harvested at the end', () => {
	it.each([
		['amigo', 4, {}, {}, 2],
		['amigo', 3, {}, {}, 3], // S000: three players play with three fields
		['amigo-1997', 4, {}, { thirdFieldBought: true }, 3],
		['amigo-1997', 4, { variants: ['beginners-third-field'] }, {}, 3],
		['rio-grande', 2, {}, { thirdFieldBought: true }, 3], // the duel sells one too
		['rio-grande', 4, {}, {}, 2],
		['rio-grande', 6, {}, { thirdFieldBought: true }, 3],
		['my-first', 3, { step: 'basic' }, {}, 0], // S001: nothing scores in the basic game
		['my-first', 3, { step: 'two-coin' }, {}, 2],
		['my-first', 3, { step: 'step-1' }, {}, 3],
		['my-first', 3, { step: 'step-3' }, { thirdFieldBought: true }, 3],
		['my-first', 3, { step: 'step-3' }, {}, 2]
	] as const)(
		'docs/rules.md#end-of-game: %s, %i players, %j, %j → %i fields',
		(edition, players, setupOptions, options, fields) => {
			const s = setup(edition, players, setupOptions as SetupOptions);
			expect(fieldsAtFinalHarvest(s, options as FinalFieldsOptions)).toEqual({
				ok: true,
				value: fields
			});
		}
	);

	// S003, Bohnenfeldzauber: a temporary third field; any harvest takes it away, so it stands at
	// the end only if its owner has not harvested since opening it; then all three are harvested.
	it.each([
		[3, {}, 2],
		[4, {}, 2],
		[5, { spellFieldStands: false }, 2],
		[3, { spellFieldStands: true }, 3],
		[5, { spellFieldStands: true }, 3]
	] as const)(
		'docs/rules.md#rabohnzel-spells: Rabohnzel, %i players, %j → %i fields at the final harvest',
		(players, options, fields) => {
			expect(fieldsAtFinalHarvest(setup('rabohnzel', players), options)).toEqual({
				ok: true,
				value: fields
			});
			expect(setup('rabohnzel', players).spellField).toBe(true);
		}
	);

	it.each([
		['rabohnzel', 4, {}, { thirdFieldBought: true }, 'no-third-field-for-sale'], // S003
		['amigo', 4, {}, { thirdFieldBought: true }, 'no-third-field-for-sale'], // S000
		['rio-grande', 3, {}, { thirdFieldBought: true }, 'no-third-field-for-sale'], // has 3
		['my-first', 3, { step: 'step-2' }, { thirdFieldBought: true }, 'no-third-field-for-sale'],
		[
			'amigo-1997',
			4,
			{ variants: ['beginners-third-field'] },
			{ thirdFieldBought: true },
			'no-third-field-for-sale'
		],
		['amigo', 4, {}, { spellFieldStands: true }, 'no-spell-field'],
		['my-first', 3, { step: 'basic' }, { spellFieldStands: true }, 'no-spell-field'],
		['rio-grande', 2, {}, { spellFieldStands: true }, 'no-spell-field']
	] as const)(
		'docs/rules.md#end-of-game: %s, %i players, %j, %j → %s',
		(edition, players, setupOptions, options, code) => {
			const s = setup(edition, players, setupOptions as SetupOptions);
			expect(fieldsAtFinalHarvest(s, options as FinalFieldsOptions)).toEqual({
				ok: false,
				error: code
			});
		}
	);

	it('returns its codes as a type', () => {
		expect([...FINAL_FIELDS_ERRORS]).toEqual(['no-third-field-for-sale', 'no-spell-field']);
		expectTypeOf(fieldsAtFinalHarvest(setup('amigo', 4))).toEqualTypeOf<
			Result<number, FinalFieldsError>
		>();
	});

	it('docs/rules.md#rabohnzel-spells: only Rabohnzel has the spell field', () => {
		expect(setup('amigo', 4).spellField).toBe(false);
		expect(setup('rio-grande', 2).spellField).toBe(false);
		expect(setup('my-first', 4, { step: 'step-5' }).spellField).toBe(false);
	});
});
