// The final harvest: whether it scores, which fields count, and how many fields a player harvests
// (a bought third field, Rabohnzel's spell field).
import { finalHarvestScores } from './fieldSetup';
import { harvestCoins, type MeterOptions } from './harvest';
import { SPELL_FIELD_EXTRA } from './rabohnzel';
import type { TableRules } from './setup';
import { err, ok, type EditionId, type MyFirstStep, type Result } from './types';

// Which final harvest an edition has lives with the rest of a player's fields (fieldSetup.ts).
export {
	FINAL_HARVEST_RULES,
	finalHarvestRule,
	finalHarvestScores,
	type FinalHarvestRule
} from './fieldSetup';

/** Coins one field earns in the final harvest: 0 where the final harvest scores nothing, else the
 * field's harvest value (0 below the first coin); null when an unknown meter step decides it.
 * RangeError as for harvestCoins and finalHarvestRule. */
export function finalFieldCoins(
	edition: EditionId,
	step: MyFirstStep | undefined,
	bean: string,
	cards: number,
	options?: MeterOptions
): number | null {
	const coins = harvestCoins(edition, bean, cards, options);
	return finalHarvestScores(edition, step) ? coins : 0;
}

/** A seat's fields at the end: a bought third field, and Rabohnzel's Bohnenfeldzauber field while
 * it stands (its owner has harvested no field since opening it). */
export interface FinalFieldsOptions {
	readonly thirdFieldBought?: boolean;
	readonly spellFieldStands?: boolean;
}

/** Codes fieldsAtFinalHarvest returns. */
export const FINAL_FIELDS_ERRORS = [
	'no-third-field-for-sale', // a bought third field, but this setup sells none
	'no-spell-field' // a spell field outside Rabohnzel
] as const;
export type FinalFieldsError = (typeof FINAL_FIELDS_ERRORS)[number];

/** The parts of the table's rules that fieldsAtFinalHarvest reads. */
export type FinalHarvestSetup = Pick<
	TableRules,
	'edition' | 'fields' | 'thirdField' | 'finalHarvest'
>;

/** How many fields a seat may harvest at the end of the game: 0 where the final harvest scores
 * nothing (My First basic), else the setup's fields, plus a bought third field, plus the spell's
 * field while it stands (Rabohnzel: 2 + 1 = 3). S003 says a harvest takes the spell field away; at
 * the end the player harvests all fields, so the three fields standing when the game ends are all
 * harvested (harvesting the first leaves two fields, which still hold their beans). */
export function fieldsAtFinalHarvest(
	setup: FinalHarvestSetup,
	options: FinalFieldsOptions = {}
): Result<number, FinalFieldsError> {
	const bought = options.thirdFieldBought === true;
	const spell = options.spellFieldStands === true;
	if (bought && !(setup.thirdField.buy && setup.fields < 3)) return err('no-third-field-for-sale');
	if (spell && setup.edition !== 'rabohnzel') return err('no-spell-field');
	if (!setup.finalHarvest) return ok(0);
	return ok(setup.fields + (bought ? 1 : 0) + (spell ? SPELL_FIELD_EXTRA : 0));
}
