// What a players' correction is (a rename, or two names merged after a typo) and the check of a
// stored list of them, apart from applying them (people.ts): the preferences read on every page
// check the stored corrections, and this is all they need of it.
import { MAX_NAME_LENGTH, visibleName } from './names';

/** One correction: every game's player called `from` (any case) is shown as `to`. */
export interface Correction {
	readonly from: string;
	readonly to: string;
}

/** How many corrections are kept (a rename of every player of a big club still fits). */
export const MAX_CORRECTIONS = 500;

/** Whether a stored value is a list of corrections (anything else reads as none). */
export function isCorrections(value: unknown): value is Correction[] {
	return (
		Array.isArray(value) &&
		value.length <= MAX_CORRECTIONS &&
		value.every(
			(c) =>
				typeof c === 'object' &&
				c !== null &&
				typeof (c as Correction).from === 'string' &&
				typeof (c as Correction).to === 'string' &&
				visibleName((c as Correction).to) !== '' &&
				[...(c as Correction).to].length <= MAX_NAME_LENGTH
		)
	);
}

/** The corrections of each group, by the group of the games' names as stored (groupOf): a "Mia"
 * renamed in the family's games stays "Mia" at the club. */
export type GroupCorrections = Readonly<Record<string, readonly Correction[]>>;

/** How many groups keep corrections (far more than a phone's players ever form). */
export const MAX_CORRECTED_GROUPS = 5000;

/** Whether a stored value is the groups' corrections (anything else reads as none). */
export function isGroupCorrections(value: unknown): value is GroupCorrections {
	if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
	const entries = Object.entries(value);
	return (
		entries.length <= MAX_CORRECTED_GROUPS &&
		entries.every(([group, list]) => group.length <= 2000 && isCorrections(list))
	);
}
