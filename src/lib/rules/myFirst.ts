// My First Bohnanza's progression (S001): which beans, fields and rule changes each step brings.
import { MY_FIRST_BEAN_IDS, MY_FIRST_BEANS, type MyFirstBeanId } from './beans';
import { deepFreeze, MY_FIRST_STEPS, type MyFirstStep, type SourceTag } from './types';

/** Rule ids that the My First steps switch on and off. */
export const MY_FIRST_RULES = [
	'face-up-line', // cards lie face up in a line, order kept
	'mixed-patch', // a third bean type may cover a field
	'auto-harvest', // a field is harvested as soon as it reaches its threshold, even out of turn
	'coin-supply', // coins come from a pile of the beans not in play
	'choose-harvest-time', // players decide when to harvest (1 or 2 coins)
	'end-harvest', // at the end, fields worth a coin may still be harvested
	'harvested-cards-are-coins', // harvested cards are turned over as coins
	'harvest-may-earn-nothing', // normal Bohnanza harvesting: a forced harvest may pay 0
	'third-field-buyable', // start with 2 fields, buy the 3rd for 3 coins at any time
	'hand-cards', // cards held in hand instead of a face-up line
	'protection-rule' // a single card is protected while another field holds more than one
] as const;
export type MyFirstRule = (typeof MY_FIRST_RULES)[number];

/** One step of the progression: what it adds and drops, and its beans and fields. */
export interface MyFirstStepRow {
	readonly id: MyFirstStep;
	readonly beans: readonly MyFirstBeanId[];
	// Beans set aside as the coin supply (the first two steps only).
	readonly coinSupply: readonly MyFirstBeanId[];
	readonly fields: number;
	readonly adds: readonly MyFirstRule[];
	readonly drops: readonly MyFirstRule[];
	readonly sources: readonly SourceTag[];
}

// One-coin beans print one beanometer step, two-coin beans two (the bean table says which).
const ALL: readonly MyFirstBeanId[] = MY_FIRST_BEAN_IDS;
const ONE_COIN = ALL.filter((id) => MY_FIRST_BEANS[id].meter.length === 1);
const TWO_COIN = ALL.filter((id) => MY_FIRST_BEANS[id].meter.length === 2);

/** The steps in order; each row lists only its changes against the step before. */
export const MY_FIRST_STEP_TABLE: Readonly<Record<MyFirstStep, MyFirstStepRow>> = deepFreeze({
	basic: {
		id: 'basic',
		beans: ONE_COIN,
		coinSupply: TWO_COIN,
		fields: 2,
		adds: ['face-up-line', 'mixed-patch', 'auto-harvest', 'coin-supply'],
		drops: [],
		sources: ['S001']
	},
	'two-coin': {
		id: 'two-coin',
		beans: TWO_COIN,
		coinSupply: ONE_COIN,
		fields: 2,
		adds: ['choose-harvest-time', 'end-harvest'],
		drops: ['auto-harvest'],
		sources: ['S001']
	},
	'step-1': {
		id: 'step-1',
		beans: ALL,
		coinSupply: [],
		fields: 3,
		adds: ['harvested-cards-are-coins'],
		drops: ['coin-supply'],
		sources: ['S001']
	},
	'step-2': {
		id: 'step-2',
		beans: ALL,
		coinSupply: [],
		fields: 3,
		adds: ['harvest-may-earn-nothing'],
		drops: ['mixed-patch'],
		sources: ['S001']
	},
	'step-3': {
		id: 'step-3',
		beans: ALL,
		coinSupply: [],
		fields: 2,
		adds: ['third-field-buyable'],
		drops: [],
		sources: ['S001']
	},
	// S001 allows skipping step 4 (then hands stay face up); the table follows the listed order.
	'step-4': {
		id: 'step-4',
		beans: ALL,
		coinSupply: [],
		fields: 2,
		adds: ['hand-cards'],
		drops: ['face-up-line'],
		sources: ['S001']
	},
	'step-5': {
		id: 'step-5',
		beans: ALL,
		coinSupply: [],
		fields: 2,
		adds: ['protection-rule'],
		drops: [],
		sources: ['S001']
	}
} satisfies Record<MyFirstStep, MyFirstStepRow>);

/** The third field at step 3 and later costs 3 coins, paid onto the discard pile (S001). */
export const MY_FIRST_THIRD_FIELD_COST = 3;

function accumulate(): Record<MyFirstStep, readonly MyFirstRule[]> {
	const out = {} as Record<MyFirstStep, readonly MyFirstRule[]>;
	let rules: MyFirstRule[] = [];
	for (const step of MY_FIRST_STEPS) {
		const row = MY_FIRST_STEP_TABLE[step];
		rules = [...rules.filter((rule) => !row.drops.includes(rule)), ...row.adds];
		out[step] = rules;
	}
	return out;
}

/** The rules in force at each step (cumulative). */
export const MY_FIRST_RULES_AT: Readonly<Record<MyFirstStep, readonly MyFirstRule[]>> =
	deepFreeze(accumulate());

/** Whether a My First rule is in force at a step. */
export function myFirstRuleApplies(step: MyFirstStep, rule: MyFirstRule): boolean {
	return MY_FIRST_RULES_AT[step].includes(rule);
}
