import { describe, expect, it } from 'vitest';
import { MY_FIRST_BEANS } from './beans';
import {
	MY_FIRST_RULES,
	MY_FIRST_RULES_AT,
	MY_FIRST_STEP_TABLE,
	MY_FIRST_THIRD_FIELD_COST,
	myFirstRuleApplies
} from './myFirst';
import { MY_FIRST_STEPS } from './types';

// S001, cumulative: the rules in force at each step.
const RULES_AT = {
	basic: ['face-up-line', 'mixed-patch', 'auto-harvest', 'coin-supply'],
	'two-coin': ['face-up-line', 'mixed-patch', 'coin-supply', 'choose-harvest-time', 'end-harvest'],
	'step-1': [
		'face-up-line',
		'mixed-patch',
		'choose-harvest-time',
		'end-harvest',
		'harvested-cards-are-coins'
	],
	'step-2': [
		'face-up-line',
		'choose-harvest-time',
		'end-harvest',
		'harvested-cards-are-coins',
		'harvest-may-earn-nothing'
	],
	'step-3': [
		'face-up-line',
		'choose-harvest-time',
		'end-harvest',
		'harvested-cards-are-coins',
		'harvest-may-earn-nothing',
		'third-field-buyable'
	],
	'step-4': [
		'choose-harvest-time',
		'end-harvest',
		'harvested-cards-are-coins',
		'harvest-may-earn-nothing',
		'third-field-buyable',
		'hand-cards'
	],
	'step-5': [
		'choose-harvest-time',
		'end-harvest',
		'harvested-cards-are-coins',
		'harvest-may-earn-nothing',
		'third-field-buyable',
		'hand-cards',
		'protection-rule'
	]
} as const;

describe('My First steps (S001)', () => {
	it.each(MY_FIRST_STEPS)('%s: rules in force', (step) => {
		expect([...MY_FIRST_RULES_AT[step]].sort()).toEqual([...RULES_AT[step]].sort());
	});

	it.each([
		['basic', 4, 56, 2],
		['two-coin', 6, 59, 2],
		['step-1', 10, 115, 3],
		['step-2', 10, 115, 3],
		['step-3', 10, 115, 2],
		['step-4', 10, 115, 2],
		['step-5', 10, 115, 2]
	] as const)('%s: %i beans, %i cards, %i fields', (step, kinds, cards, fields) => {
		const row = MY_FIRST_STEP_TABLE[step];
		expect(row.beans).toHaveLength(kinds);
		expect(row.beans.reduce((sum, id) => sum + MY_FIRST_BEANS[id].cards, 0)).toBe(cards);
		expect(row.fields).toBe(fields);
	});

	it('the protection rule starts at step 5 only', () => {
		expect(MY_FIRST_STEPS.filter((s) => myFirstRuleApplies(s, 'protection-rule'))).toEqual([
			'step-5'
		]);
	});

	it('the third field costs 3 coins', () => {
		expect(MY_FIRST_THIRD_FIELD_COST).toBe(3);
	});

	it('drops only rules in force before, adds only rules not yet in force', () => {
		let before: readonly string[] = [];
		const problems: string[] = [];
		for (const step of MY_FIRST_STEPS) {
			const row = MY_FIRST_STEP_TABLE[step];
			for (const rule of row.drops)
				if (!before.includes(rule)) problems.push(`${step} drops ${rule}`);
			for (const rule of row.adds) if (before.includes(rule)) problems.push(`${step} adds ${rule}`);
			before = MY_FIRST_RULES_AT[step];
		}
		expect(problems).toEqual([]);
	});

	it('every rule id is used by some step, ids unique', () => {
		const used = new Set(MY_FIRST_STEPS.flatMap((s) => MY_FIRST_STEP_TABLE[s].adds));
		expect([...used].sort()).toEqual([...MY_FIRST_RULES].sort());
		expect(new Set(MY_FIRST_RULES).size).toBe(MY_FIRST_RULES.length);
	});
});
