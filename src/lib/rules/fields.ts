// Field checker: may this field be harvested now, and if not, why (protection rule, duel, empty).
import { myFirstRuleApplies } from './myFirst';
import {
	assertCount,
	assertEdition,
	isMyFirstStep,
	type EditionId,
	type MyFirstStep
} from './types';

/** Why a field may or may not be harvested. */
export const HARVEST_VERDICTS = [
	'allowed',
	'empty', // nothing to harvest
	'protected-single', // one card while another field holds more than one
	'duel-not-own-turn' // bean duel: harvest only on your own turn
] as const;
export type HarvestVerdict = (typeof HARVEST_VERDICTS)[number];

/** Context for the field checker: My First step, and for the bean duel whose turn it is. */
export interface FieldOptions {
	readonly step?: MyFirstStep;
	readonly players?: number;
	readonly ownTurn?: boolean;
}

/** Whether the protection rule applies: always, except in My First before step 5. */
export function protectionRuleApplies(edition: EditionId, step?: MyFirstStep): boolean {
	assertEdition(edition);
	if (edition !== 'my-first') return true;
	if (!isMyFirstStep(step))
		throw new RangeError(`my-first needs a valid step, got ${String(step)}`);
	return myFirstRuleApplies(step, 'protection-rule');
}

/** Why the field at `index` may (not) be harvested now; `fields` are card counts per field. */
export function harvestVerdict(
	edition: EditionId,
	fields: readonly number[],
	index: number,
	options: FieldOptions = {}
): HarvestVerdict {
	assertEdition(edition);
	if (!Array.isArray(fields))
		throw new RangeError(`fields must be an array, got ${String(fields)}`);
	fields.forEach((cards, i) => assertCount(cards, `fields[${i}]`));
	if (!Number.isInteger(index) || index < 0 || index >= fields.length) {
		throw new RangeError(`no field at index ${String(index)}`);
	}
	const protect = protectionRuleApplies(edition, options.step);
	const cards = fields[index] ?? 0;
	if (cards === 0) return 'empty';
	// RGG bean duel: harvesting only on one's own turn.
	if (edition === 'rio-grande' && options.players === 2 && options.ownTurn === false) {
		return 'duel-not-own-turn';
	}
	if (protect && cards === 1 && fields.some((other) => other > 1)) return 'protected-single';
	return 'allowed';
}

/** May the field at `index` be harvested now? (protection rule; an empty field: false) */
export function mayHarvest(
	edition: EditionId,
	fields: readonly number[],
	index: number,
	options: FieldOptions = {}
): boolean {
	return harvestVerdict(edition, fields, index, options) === 'allowed';
}
