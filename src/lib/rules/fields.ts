// Field checker: may this field be harvested now, and if not, why (empty field, bean duel,
// protection rule, and My First's first coin before step 2).
import { beanRow } from './beans';
import { cardsForCoins, type MeterOptions } from './harvest';
import { MY_FIRST_STEP_TABLE, myFirstRuleApplies } from './myFirst';
import {
	assertCount,
	assertEdition,
	isMyFirstStep,
	type EditionId,
	type MyFirstStep
} from './types';

/** The verdicts that do not depend on the bean: empty field, bean duel, protection rule. */
export const PROTECTION_VERDICTS = [
	'allowed',
	'empty', // nothing to harvest
	'protected-single', // one card while another field holds more than one
	'duel-not-own-turn' // bean duel: harvest only on your own turn
] as const;
export type ProtectionVerdict = (typeof PROTECTION_VERDICTS)[number];

/** Why a field may or may not be harvested. */
export const HARVEST_VERDICTS = [
	...PROTECTION_VERDICTS,
	// My First before step 2: the field holds fewer cards than its bean's first coin needs; keep
	// planting, or cover it with the Mixed Patch Rule.
	'below-first-coin',
	// My First before step 2: the bean's first-coin number is printed only on the cards; it must be
	// entered before the field can be judged.
	'meter-unknown',
	// My First before step 2: a plain card count was given; the answer depends on the bean.
	'bean-needed'
] as const;
export type HarvestVerdict = (typeof HARVEST_VERDICTS)[number];

/** One field: a plain card count (enough where the bean does not matter), or its bean and count.
 * Under the Mixed Patch Rule the bean is the uncovered one and the count its unbroken row. */
export type FieldInput = number | { readonly bean: string; readonly count: number };

/** Context for the field checker: My First step, the bean duel's turn, and the meters the
 * players entered from their cards (as for harvestCoins). */
export interface FieldOptions extends MeterOptions {
	readonly step?: MyFirstStep;
	readonly players?: number;
	readonly ownTurn?: boolean;
}

/** A verdict with the numbers the UI needs to explain it. `has` is the field's card count.
 * `needs` (cards for the bean's first coin) and `automatic` (My First basic game: the field is
 * harvested by itself as soon as it holds `needs` cards) are given whenever My First's first-coin
 * rule judged the field, i.e. before step 2 with a bean. */
export type FieldVerdict =
	| {
			readonly verdict: 'allowed';
			readonly has: number;
			readonly needs?: number;
			readonly automatic?: boolean;
	  }
	| {
			readonly verdict: 'below-first-coin';
			readonly has: number;
			readonly needs: number;
			readonly automatic: boolean;
	  }
	| { readonly verdict: 'meter-unknown'; readonly has: number; readonly automatic: boolean }
	| {
			readonly verdict: 'empty' | 'protected-single' | 'duel-not-own-turn' | 'bean-needed';
			readonly has: number;
	  };

/** Whether the protection rule applies: always, except in My First before step 5. */
export function protectionRuleApplies(edition: EditionId, step?: MyFirstStep): boolean {
	assertEdition(edition);
	if (edition !== 'my-first') return true;
	if (!isMyFirstStep(step))
		throw new RangeError(`my-first needs a valid step, got ${String(step)}`);
	return myFirstRuleApplies(step, 'protection-rule');
}

/** Whether a field may be harvested only once it earns a coin: My First before step 2, where the
 * Mixed Patch Rule covers a field instead and no harvest earns nothing (S001, "Harvesting Beans",
 * "Playing With the Other Bean Cards", "Step 2"). RangeError for My First without a valid step. */
export function firstCoinRuleApplies(edition: EditionId, step?: MyFirstStep): boolean {
	assertEdition(edition);
	if (edition !== 'my-first') return false;
	if (!isMyFirstStep(step))
		throw new RangeError(`my-first needs a valid step, got ${String(step)}`);
	return !myFirstRuleApplies(step, 'harvest-may-earn-nothing');
}

interface Field {
	readonly bean: string | null;
	readonly count: number;
}

// Checks every field; a bean must belong to the edition (and, in My First, to the step's beans).
function readFields(edition: EditionId, fields: unknown, step?: MyFirstStep): Field[] {
	if (!Array.isArray(fields))
		throw new RangeError(`fields must be an array, got ${String(fields)}`);
	return fields.map((field: unknown, i) => {
		if (typeof field !== 'object' || field === null) {
			assertCount(field, `fields[${i}]`);
			return { bean: null, count: field };
		}
		const { bean, count } = field as { bean?: unknown; count?: unknown };
		if (typeof bean !== 'string')
			throw new RangeError(`fields[${i}].bean must be a bean id, got ${String(bean)}`);
		assertCount(count, `fields[${i}].count`);
		beanRow(edition, bean);
		if (edition === 'my-first' && step && !MY_FIRST_STEP_TABLE[step].beans.some((b) => b === bean))
			throw new RangeError(`${bean} is not in play at my-first ${step}`);
		return { bean, count };
	});
}

// The bean-independent part: checks the input, then empty field, bean duel, protection rule.
function protection(
	edition: EditionId,
	fields: readonly FieldInput[],
	index: number,
	options: FieldOptions
): { readonly verdict: ProtectionVerdict; readonly field: Field } {
	assertEdition(edition);
	const protect = protectionRuleApplies(edition, options.step);
	const all = readFields(edition, fields, options.step);
	const field = Number.isInteger(index) && index >= 0 ? all[index] : undefined;
	if (field === undefined) throw new RangeError(`no field at index ${String(index)}`);
	if (field.count === 0) return { verdict: 'empty', field };
	// RGG bean duel: harvesting only on one's own turn.
	if (edition === 'rio-grande' && options.players === 2 && options.ownTurn === false) {
		return { verdict: 'duel-not-own-turn', field };
	}
	if (protect && field.count === 1 && all.some((other) => other.count > 1)) {
		return { verdict: 'protected-single', field };
	}
	return { verdict: 'allowed', field };
}

function judge(
	edition: EditionId,
	fields: readonly FieldInput[],
	index: number,
	options: FieldOptions
): FieldVerdict {
	const { verdict, field } = protection(edition, fields, index, options);
	const has = field.count;
	if (verdict !== 'allowed') return { verdict, has };
	// My First before step 2 (protectionRuleApplies has refused My First without a valid step).
	const step = options.step;
	if (!isMyFirstStep(step) || !firstCoinRuleApplies(edition, step)) return { verdict, has };
	if (field.bean === null) return { verdict: 'bean-needed', has };
	const automatic = myFirstRuleApplies(step, 'auto-harvest');
	const needs = cardsForCoins(edition, field.bean, 1, { meters: options.meters });
	if (needs === null) return { verdict: 'meter-unknown', has, automatic };
	// Every My First bean prints a first coin (S001, "The Beanometer").
	if (needs === 'unreachable') throw new RangeError(`${field.bean} prints no first coin`);
	if (has < needs) return { verdict: 'below-first-coin', has, needs, automatic };
	return { verdict: 'allowed', has, needs, automatic };
}

/** Why the field at `index` may (not) be harvested now, with the numbers behind the answer.
 * `fields` are plain counts or `{ bean, count }`; in My First before step 2 the judged field needs
 * its bean (a plain count gets 'bean-needed'), and `options.meters` supplies the meters the
 * players entered. RangeError for bad input: an unknown edition, step or bean, a bean not in play
 * at the My First step, a count that is not a whole number >= 0, or no field at `index`. */
export function fieldVerdict(
	edition: EditionId,
	fields: readonly FieldInput[],
	index: number,
	options: FieldOptions = {}
): FieldVerdict {
	return judge(edition, fields, index, options);
}

/** The verdict id of fieldVerdict. */
export function harvestVerdict(
	edition: EditionId,
	fields: readonly FieldInput[],
	index: number,
	options: FieldOptions = {}
): HarvestVerdict {
	return judge(edition, fields, index, options).verdict;
}
