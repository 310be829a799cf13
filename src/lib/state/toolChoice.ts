// The edition and My First step the calculator and the field checker start with: their own module,
// so the field checker's page does not load the calculator's state with them.
import type { EditionId, MyFirstStep } from '$lib/rules/types';
import type { Preferences } from './preferences';

export const DEFAULT_EDITION: EditionId = 'amigo';
export const DEFAULT_STEP: MyFirstStep = 'basic';

/** The edition and My First step to start with: the calculator's remembered choice, else the
 * edition of the last game, else the current AMIGO edition. */
export function startingChoice(preferences: Preferences | undefined): {
	edition: EditionId;
	step: MyFirstStep;
} {
	return {
		edition: preferences?.calculatorEdition ?? preferences?.lastEdition ?? DEFAULT_EDITION,
		step: preferences?.calculatorStep ?? DEFAULT_STEP
	};
}
