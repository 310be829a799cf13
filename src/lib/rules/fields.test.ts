import { describe, expect, it } from 'vitest';
import {
	HARVEST_VERDICTS,
	PROTECTION_VERDICTS,
	fieldVerdict,
	firstCoinRuleApplies,
	harvestVerdict,
	protectionRuleApplies,
	type FieldInput,
	type FieldVerdict
} from './fields';
import { MY_FIRST_STEPS, type EditionId, type MyFirstStep } from './types';

// Protection rule: S000, S004, RGG, S002 (docs/rules.md#protection-rule).
const PROTECTION = [
	[[0], 0, 'empty'],
	[[1], 0, 'allowed'],
	[[5], 0, 'allowed'],
	[[0, 0], 0, 'empty'],
	[[1, 0], 0, 'allowed'],
	[[1, 1], 0, 'allowed'],
	[[1, 1], 1, 'allowed'],
	[[1, 2], 0, 'protected-single'],
	[[1, 2], 1, 'allowed'],
	[[2, 1], 1, 'protected-single'],
	[[2, 3], 0, 'allowed'],
	[[0, 2], 0, 'empty'],
	[[1, 1, 1], 2, 'allowed'],
	[[1, 1, 2], 0, 'protected-single'],
	[[1, 1, 2], 1, 'protected-single'],
	[[1, 1, 2], 2, 'allowed'],
	[[1, 0, 5], 0, 'protected-single'],
	[[1, 0, 5], 1, 'empty'],
	[[3, 1, 1], 1, 'protected-single'],
	[[1, 0, 1], 2, 'allowed'],
	[[0, 0, 0], 1, 'empty']
] as const;

describe('protection rule', () => {
	const editions: EditionId[] = ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'];
	const cases = editions.flatMap((e) => PROTECTION.map(([f, i, v]) => [e, f, i, v] as const));
	it.each(cases)(
		'docs/rules.md#protection-rule: %s fields %j, field %i → %s',
		(edition, fields, index, verdict) => {
			expect(harvestVerdict(edition, fields, index)).toBe(verdict);
		}
	);

	// From step 2 on the bean does not matter: plain counts are enough.
	it.each([
		['step-2', 'allowed'],
		['step-3', 'allowed'],
		['step-4', 'allowed'],
		['step-5', 'protected-single']
	] as const)(
		'docs/rules.md#protection-rule: My First %s, a single card beside a field of 2 → %s',
		(step, verdict) => {
			expect(harvestVerdict('my-first', [1, 2], 0, { step })).toBe(verdict);
			expect(harvestVerdict('my-first', [1, 2, 0], 0, { step })).toBe(verdict);
		}
	);

	// Before step 2 the single card is judged by its bean's first coin, never by protection.
	it.each([
		['basic', { bean: 'stink', count: 1 }, { bean: 'mean', count: 2 }],
		['two-coin', { bean: 'dragon', count: 1 }, { bean: 'sword', count: 2 }],
		['step-1', { bean: 'sour', count: 1 }, { bean: 'mean', count: 2 }]
	] as const)(
		'docs/rules.md#protection-rule: My First %s, a single card is not protected (first coin decides)',
		(step, single, other) => {
			expect(protectionRuleApplies('my-first', step)).toBe(false);
			expect(harvestVerdict('my-first', [single, other], 0, { step })).not.toBe('protected-single');
		}
	);

	it('docs/rules.md#protection-rule: My First, an empty field is never harvested', () => {
		for (const step of MY_FIRST_STEPS) {
			// Stink is a one-coin bean, Dragon a two-coin bean: one of them is in play at every step.
			const bean = step === 'two-coin' ? 'dragon' : 'stink';
			expect(harvestVerdict('my-first', [0, 3], 0, { step })).toBe('empty');
			expect(fieldVerdict('my-first', [{ bean, count: 0 }, 3], 0, { step })).toEqual({
				verdict: 'empty',
				has: 0
			});
		}
	});

	it('docs/rules.md#protection-rule: beans given with the counts change nothing outside My First', () => {
		const fields = [
			{ bean: 'stink', count: 1 },
			{ bean: 'blue', count: 2 }
		];
		expect(fieldVerdict('amigo', fields, 0)).toEqual({ verdict: 'protected-single', has: 1 });
		expect(fieldVerdict('amigo', fields, 1)).toEqual({ verdict: 'allowed', has: 2 });
		expect(fieldVerdict('rabohnzel', [{ bean: 'sword', count: 1 }, 1], 0)).toEqual({
			verdict: 'allowed',
			has: 1
		});
	});

	it('protectionRuleApplies', () => {
		expect(protectionRuleApplies('amigo')).toBe(true);
		expect(protectionRuleApplies('my-first', 'step-4')).toBe(false);
		expect(protectionRuleApplies('my-first', 'step-5')).toBe(true);
		expect(() => protectionRuleApplies('my-first')).toThrow(RangeError);
	});
});

// My First before step 2: a field is harvested only once it earns a coin (S001 "The Beanometer"
// example, "Harvesting Beans", "Playing With the Other Bean Cards"); from step 2 harvests may earn
// nothing (S001 "Step 2"). Sour's first coin is 4 (S001); Mean and Sword are entered here as
// [5] and [3, 5]; Broad and Giant stay unknown.
const MEAN_5 = { mean: [5] };
const SWORD_3_5 = { sword: [3, 5] };
type Row = {
	readonly step: MyFirstStep;
	readonly label: string;
	readonly fields: readonly FieldInput[];
	readonly index?: number;
	readonly meters?: Readonly<Record<string, readonly number[]>>;
	readonly expected: FieldVerdict;
};
const sour = (count: number) => ({ bean: 'sour', count });
const MY_FIRST: readonly Row[] = [
	// basic: one-coin beans; harvested automatically at the first coin.
	{
		step: 'basic',
		label: 'Sour Bean 3 of 4',
		fields: [sour(3)],
		expected: { verdict: 'below-first-coin', has: 3, needs: 4, automatic: true }
	},
	{
		step: 'basic',
		label: 'Sour Bean 1 of 4',
		fields: [sour(1), 0],
		expected: { verdict: 'below-first-coin', has: 1, needs: 4, automatic: true }
	},
	{
		step: 'basic',
		label: 'Sour Bean 4 of 4',
		fields: [sour(4)],
		expected: { verdict: 'allowed', has: 4, needs: 4, automatic: true }
	},
	{
		step: 'basic',
		label: 'Sour Bean 0',
		fields: [sour(0), sour(3)],
		expected: { verdict: 'empty', has: 0 }
	},
	{
		step: 'basic',
		label: 'Mean Bean 4 of entered 5',
		fields: [{ bean: 'mean', count: 4 }],
		meters: MEAN_5,
		expected: { verdict: 'below-first-coin', has: 4, needs: 5, automatic: true }
	},
	{
		step: 'basic',
		label: 'Mean Bean 5 of entered 5',
		fields: [{ bean: 'mean', count: 5 }],
		meters: MEAN_5,
		expected: { verdict: 'allowed', has: 5, needs: 5, automatic: true }
	},
	{
		step: 'basic',
		label: 'Broad Bean 3, meter not entered',
		fields: [{ bean: 'broad', count: 3 }],
		meters: MEAN_5,
		expected: { verdict: 'meter-unknown', has: 3, automatic: true }
	},
	{
		step: 'basic',
		label: 'Mean Bean 4, meter not entered',
		fields: [{ bean: 'mean', count: 4 }],
		expected: { verdict: 'meter-unknown', has: 4, automatic: true }
	},
	{
		step: 'basic',
		label: 'a plain count of 3',
		fields: [3, sour(2)],
		expected: { verdict: 'bean-needed', has: 3 }
	},
	{
		step: 'basic',
		label: 'the second field, Sour Bean 2 of 4',
		fields: [3, sour(2)],
		index: 1,
		expected: { verdict: 'below-first-coin', has: 2, needs: 4, automatic: true }
	},
	// two-coin: the two-coin beans (Sour is a coin card); the player chooses when to harvest.
	{
		step: 'two-coin',
		label: 'Sword Bean 2 of entered 3',
		fields: [{ bean: 'sword', count: 2 }],
		meters: SWORD_3_5,
		expected: { verdict: 'below-first-coin', has: 2, needs: 3, automatic: false }
	},
	{
		step: 'two-coin',
		label: 'Sword Bean 3 of entered 3',
		fields: [{ bean: 'sword', count: 3 }],
		meters: SWORD_3_5,
		expected: { verdict: 'allowed', has: 3, needs: 3, automatic: false }
	},
	{
		step: 'two-coin',
		label: 'Sword Bean 4, between its coins 3 and 5',
		fields: [{ bean: 'sword', count: 4 }],
		meters: SWORD_3_5,
		expected: { verdict: 'allowed', has: 4, needs: 3, automatic: false }
	},
	{
		step: 'two-coin',
		label: 'Giant Bean 5, meter not entered',
		fields: [{ bean: 'giant', count: 5 }],
		meters: SWORD_3_5,
		expected: { verdict: 'meter-unknown', has: 5, automatic: false }
	},
	{
		step: 'two-coin',
		label: 'a plain count of 5',
		fields: [5],
		expected: { verdict: 'bean-needed', has: 5 }
	},
	// step 1: all beans, three fields; still no harvest below the first coin.
	{
		step: 'step-1',
		label: 'Sour Bean 3 of 4',
		fields: [sour(3), 0, 0],
		expected: { verdict: 'below-first-coin', has: 3, needs: 4, automatic: false }
	},
	{
		step: 'step-1',
		label: 'Sour Bean 4 of 4',
		fields: [sour(4), 0, 0],
		expected: { verdict: 'allowed', has: 4, needs: 4, automatic: false }
	},
	{
		step: 'step-1',
		label: 'Sour Bean 4 of 4 (an entered 5 does not override the printed 4)',
		fields: [sour(4)],
		meters: { sour: [5] },
		expected: { verdict: 'allowed', has: 4, needs: 4, automatic: false }
	},
	{
		step: 'step-1',
		label: 'Mean Bean 4 of entered 5',
		fields: [{ bean: 'mean', count: 4 }],
		meters: MEAN_5,
		expected: { verdict: 'below-first-coin', has: 4, needs: 5, automatic: false }
	},
	{
		step: 'step-1',
		label: 'Sword Bean 3 of entered 3',
		fields: [{ bean: 'sword', count: 3 }],
		meters: SWORD_3_5,
		expected: { verdict: 'allowed', has: 3, needs: 3, automatic: false }
	},
	{
		step: 'step-1',
		label: 'Giant Bean 1, meter not entered',
		fields: [{ bean: 'giant', count: 1 }, sour(2)],
		expected: { verdict: 'meter-unknown', has: 1, automatic: false }
	},
	{
		step: 'step-1',
		label: 'a plain count of 4',
		fields: [4, 0, 0],
		expected: { verdict: 'bean-needed', has: 4 }
	},
	// step 2 on: normal harvesting, harvests may earn nothing; the bean no longer matters.
	{
		step: 'step-2',
		label: 'Sour Bean 3 of 4',
		fields: [sour(3)],
		expected: { verdict: 'allowed', has: 3 }
	},
	{
		step: 'step-2',
		label: 'Mean Bean 1 of entered 5',
		fields: [{ bean: 'mean', count: 1 }],
		meters: MEAN_5,
		expected: { verdict: 'allowed', has: 1 }
	},
	{
		step: 'step-2',
		label: 'Giant Bean 2, meter not entered',
		fields: [{ bean: 'giant', count: 2 }],
		expected: { verdict: 'allowed', has: 2 }
	},
	{
		step: 'step-2',
		label: 'a plain count of 1',
		fields: [1, 0, 0],
		expected: { verdict: 'allowed', has: 1 }
	},
	{
		step: 'step-3',
		label: 'Sour Bean 2 of 4',
		fields: [sour(2), 0],
		expected: { verdict: 'allowed', has: 2 }
	},
	{
		step: 'step-3',
		label: 'Sword Bean 2 of entered 3',
		fields: [{ bean: 'sword', count: 2 }],
		meters: SWORD_3_5,
		expected: { verdict: 'allowed', has: 2 }
	},
	{
		step: 'step-3',
		label: 'Broad Bean 2, meter not entered',
		fields: [{ bean: 'broad', count: 2 }],
		expected: { verdict: 'allowed', has: 2 }
	},
	{
		step: 'step-4',
		label: 'Sour Bean 1 of 4',
		fields: [sour(1), 0],
		expected: { verdict: 'allowed', has: 1 }
	},
	{
		step: 'step-4',
		label: 'Mean Bean 2 of entered 5',
		fields: [{ bean: 'mean', count: 2 }],
		meters: MEAN_5,
		expected: { verdict: 'allowed', has: 2 }
	},
	{
		step: 'step-4',
		label: 'Giant Bean 3, meter not entered',
		fields: [{ bean: 'giant', count: 3 }],
		expected: { verdict: 'allowed', has: 3 }
	},
	{
		step: 'step-5',
		label: 'Sour Bean 3 of 4',
		fields: [sour(3), 0],
		expected: { verdict: 'allowed', has: 3 }
	},
	{
		step: 'step-5',
		label: 'Sour Bean 1 beside a Mean Bean field of 2 (protection)',
		fields: [sour(1), { bean: 'mean', count: 2 }],
		expected: { verdict: 'protected-single', has: 1 }
	},
	{
		step: 'step-5',
		label: 'Sword Bean 2 of entered 3',
		fields: [{ bean: 'sword', count: 2 }],
		meters: SWORD_3_5,
		expected: { verdict: 'allowed', has: 2 }
	},
	{
		step: 'step-5',
		label: 'Giant Bean 2, meter not entered',
		fields: [{ bean: 'giant', count: 2 }],
		expected: { verdict: 'allowed', has: 2 }
	}
];

describe('My First: no harvest below the first coin before step 2', () => {
	for (const { step, label, fields, index = 0, meters, expected } of MY_FIRST) {
		it(`docs/rules.md#my-first-harvest: ${step}, ${label}: ${expected.verdict}`, () => {
			const options = { step, meters };
			expect(fieldVerdict('my-first', fields, index, options)).toEqual(expected);
			expect(harvestVerdict('my-first', fields, index, options)).toBe(expected.verdict);
		});
	}

	it.each([
		['basic', 'sword'], // two-coin beans are the coin supply in the basic game
		['basic', 'princess'],
		['two-coin', 'sour'], // one-coin beans are the coin supply with the two-coin beans
		['two-coin', 'mean']
	] as const)(
		'docs/rules.md#my-first-steps: %s, %s is not in play: RangeError naming it',
		(step, bean) => {
			expect(() => fieldVerdict('my-first', [{ bean, count: 3 }], 0, { step })).toThrow(
				new RegExp(`${bean} is not in play`)
			);
		}
	);

	it.each([
		['an entered meter that is not valid', { mean: [0] }, /mean/],
		['an entered meter with the wrong length', { sword: [3] }, /sword/]
	] as const)('docs/rules.md#my-first-harvest: %s throws', (_, meters, message) => {
		const bean = 'mean' in meters ? 'mean' : 'sword';
		const step = bean === 'mean' ? 'basic' : 'two-coin';
		expect(() => fieldVerdict('my-first', [{ bean, count: 2 }], 0, { step, meters })).toThrow(
			message
		);
	});

	it('firstCoinRuleApplies: My First basic, two-coin and step 1 only', () => {
		expect(MY_FIRST_STEPS.map((step) => firstCoinRuleApplies('my-first', step))).toEqual([
			true,
			true,
			true,
			false,
			false,
			false,
			false
		]);
		expect(firstCoinRuleApplies('amigo')).toBe(false);
		expect(firstCoinRuleApplies('rabohnzel')).toBe(false);
		expect(() => firstCoinRuleApplies('my-first')).toThrow(RangeError);
	});
});

describe('bean duel (RGG): harvest only on your own turn', () => {
	it.each([
		[2, false, [3, 2], 0, 'duel-not-own-turn'],
		[2, true, [3, 2], 0, 'allowed'],
		[2, undefined, [3, 2], 0, 'allowed'],
		[2, false, [0, 2], 0, 'empty'],
		[2, true, [1, 2], 0, 'protected-single'],
		[3, false, [3, 2], 0, 'allowed'] // harvesting out of turn is allowed with 3+
	] as const)(
		'docs/rules.md#bean-duel: %i players, own turn %s, %j field %i → %s',
		(players, ownTurn, fields, index, v) => {
			expect(harvestVerdict('rio-grande', fields, index, { players, ownTurn })).toBe(v);
		}
	);

	it('docs/rules.md#bean-duel: with beans given, the duel answer is the same', () => {
		const fields = [
			{ bean: 'coffee', count: 3 },
			{ bean: 'soy', count: 2 }
		];
		expect(fieldVerdict('rio-grande', fields, 0, { players: 2, ownTurn: false })).toEqual({
			verdict: 'duel-not-own-turn',
			has: 3
		});
	});
});

describe('bad input', () => {
	it.each([
		['amigo', [1, 2], -1],
		['amigo', [1, 2], 2],
		['amigo', [1, 2], 0.5],
		['amigo', [1, 2], NaN],
		['amigo', [], 0],
		['amigo', [-1, 2], 0],
		['amigo', [1.5, 2], 0],
		['amigo', [NaN], 0],
		['amigo', ['2'], 0],
		['bohnanza', [1, 2], 0]
	])('%s fields %j index %s throws', (edition, fields, index) => {
		expect(() => harvestVerdict(edition as EditionId, fields as number[], index)).toThrow(
			RangeError
		);
	});

	it.each([
		['amigo', [{ bean: 'sour', count: 2 }]], // not an AMIGO bean
		['amigo', [{ bean: 'blue', count: -1 }]],
		['amigo', [{ bean: 'blue', count: 1.5 }]],
		['amigo', [{ bean: 'blue' }]],
		['amigo', [{ count: 2 }]],
		['amigo', [{ bean: 3, count: 2 }]],
		['my-first', [{ bean: 'garden', count: 2 }]]
	])('%s fields %j throws', (edition, fields) => {
		const step = edition === 'my-first' ? 'step-2' : undefined;
		expect(() => fieldVerdict(edition as EditionId, fields as FieldInput[], 0, { step })).toThrow(
			RangeError
		);
	});

	it('names the bad field', () => {
		expect(() => fieldVerdict('amigo', [1, { bean: 'blue', count: -3 }], 0)).toThrow(
			/fields\[1\]\.count/
		);
		expect(() => fieldVerdict('amigo', [{ bean: 'sour', count: 2 }], 0)).toThrow(/sour/);
	});

	it('verdict ids are kebab-case, the protection verdicts a subset', () => {
		for (const id of HARVEST_VERDICTS) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
		expect(HARVEST_VERDICTS.slice(0, 4)).toEqual([...PROTECTION_VERDICTS]);
		expect([...HARVEST_VERDICTS]).toEqual([
			'allowed',
			'empty',
			'protected-single',
			'duel-not-own-turn',
			'below-first-coin',
			'meter-unknown',
			'bean-needed'
		]);
	});

	it('My First needs a known step', () => {
		expect(() => harvestVerdict('my-first', [1, 2], 0)).toThrow(RangeError);
		expect(() => harvestVerdict('my-first', [1, 2], 0, { step: 'step-9' as MyFirstStep })).toThrow(
			/step-9/
		);
	});
});
