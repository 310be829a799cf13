// What several answers share: player ranges, editions and My First levels, and the builder every
// answer group is written with.
import {
	MY_FIRST_STEPS,
	type DrawPilePhase,
	type EditionId,
	type MyFirstStep,
	type RunOutOutcome
} from '../../rules/types.ts';
import type { AnswerGroup, Fact } from './types.ts';
import type { SectionId } from './sections.ts';

export const NOT_DUEL = { min: 3, max: 7 } as const;
export const DUEL = { min: 2, max: 2 } as const;
/** The editions whose rules agree on the classic game (all but My First). */
export const CLASSIC = ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'] as const;
export const LINE_STEPS = ['basic', 'two-coin', 'step-1', 'step-2', 'step-3'] as const;
export const EARLY = ['basic', 'two-coin', 'step-1'] as const;
/** My First's steps from `step` on, in the order of the rules. */
const stepsFrom = (step: MyFirstStep) => MY_FIRST_STEPS.slice(MY_FIRST_STEPS.indexOf(step));
export const FROM_TWO_COIN = stepsFrom('two-coin');
export const FROM_STEP_2 = stepsFrom('step-2');

/** What an answer group may add to its editions and sources. */
type Extra = Omit<AnswerGroup, 'id' | 'editions' | 'sources'>;

/** One answer group: its id (the key of its text in answers/), the editions it is for, the
 * rulebook sections it cites, and in `extra` its player counts, My First levels, facts, and
 * whether the rulebook is silent. The id and editions keep their literal types, which the texts
 * are typed from. */
export function answer<
	const Id extends string,
	const Editions extends readonly EditionId[],
	const More extends Extra = Record<never, never>
>(
	id: Id,
	editions: Editions,
	sources: readonly SectionId[],
	extra?: More
): { readonly id: Id; readonly editions: Editions; readonly sources: readonly SectionId[] } & More {
	return { id, editions, sources, ...(extra as More) };
}

/** The fact that, in `edition` with `players`, the draw pile running out for the last time during
 * `phase` ends the game as `value` says (docs/rules.md#end-of-game). */
export function runOut(
	edition: EditionId,
	players: number,
	phase: DrawPilePhase,
	value: RunOutOutcome
): Fact {
	return { fact: 'final-run-out', edition, players, phase, value };
}
