// What a players' correction is (a rename, or two names merged after a typo) and the description
// of a stored list of them (shape.ts), apart from applying them (people.ts): the preferences read
// on every page check the stored corrections, and this is all they need of it.
import { MAX_NAME_LENGTH, visibleName } from './names';
import { listOf, recordOf, text, where, type ValueOf } from './shape';

/** How many corrections are kept (a rename of every player of a big club still fits). */
export const MAX_CORRECTIONS = 500;

/** How many groups keep corrections (far more than a phone's players ever form). */
export const MAX_CORRECTED_GROUPS = 5000;

/** A stored list of corrections, each: every game's player called `from` (any case) is shown as
 * `to`, a name that shows something and is no longer than a typed name. */
export const CORRECTIONS = listOf(
	{
		from: text(),
		to: where(text(), (to) => visibleName(to) !== '' && [...to].length <= MAX_NAME_LENGTH)
	},
	MAX_CORRECTIONS
);

/** One correction. */
export type Correction = ValueOf<typeof CORRECTIONS>[number];

/** The corrections of each group, by the group of the games' names as stored (groupOf): a "Mia"
 * renamed in the family's games stays "Mia" at the club. */
export const GROUP_CORRECTIONS = recordOf(text(2000), CORRECTIONS, MAX_CORRECTED_GROUPS);

/** The corrections of each group (GROUP_CORRECTIONS as a type). */
export type GroupCorrections = ValueOf<typeof GROUP_CORRECTIONS>;
