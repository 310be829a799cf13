// Where a group stands on My First Bohnanza's path, and when the app suggests the next step.
import { MY_FIRST_STEPS, isMyFirstStep, type MyFirstStep } from '$lib/rules';

/** S001 suggests playing each step at least three times before explaining the next. */
export const PLAYS_BEFORE_NEXT_STEP = 3;

/** How many times a step has been played, per step; a missing step counts 0. */
export type PlayCounts = Readonly<Record<MyFirstStep, number>>;

/** A finished game as far as play counting cares: which group played it, and which step. */
export interface FinishedPlay {
	readonly groupId: string | null;
	readonly step: MyFirstStep | null;
}

/** Where one step stands for a group. */
export interface StepProgress {
	readonly step: MyFirstStep;
	readonly plays: number;
	readonly status: 'played' | 'current' | 'ahead';
	// True when the step is the group's current one, was played enough, and a next step exists.
	readonly suggestNext: boolean;
	readonly next: MyFirstStep | null;
}

/** The step after this one, or null after step 5. */
export function nextStep(step: MyFirstStep): MyFirstStep | null {
	return MY_FIRST_STEPS[MY_FIRST_STEPS.indexOf(step) + 1] ?? null;
}

/** Plays per step for one group: games finished in the tracker plus games added by hand. */
export function countPlays(
	groupId: string,
	finished: readonly FinishedPlay[],
	manual: Partial<Record<string, number>>
): PlayCounts {
	const counts = Object.fromEntries(MY_FIRST_STEPS.map((step) => [step, 0])) as Record<
		MyFirstStep,
		number
	>;
	for (const step of MY_FIRST_STEPS) {
		const added = manual[step];
		if (typeof added === 'number' && Number.isInteger(added) && added > 0) counts[step] += added;
	}
	for (const play of finished) {
		if (play.groupId === groupId && isMyFirstStep(play.step)) counts[play.step] += 1;
	}
	return counts;
}

/** Whether the app should suggest moving on (a suggestion only: the adult decides). */
export function suggestsNextStep(step: MyFirstStep, plays: number): boolean {
	return plays >= PLAYS_BEFORE_NEXT_STEP && nextStep(step) !== null;
}

/** The whole path for a group: every step with its plays, in order. */
export function pathProgress(current: MyFirstStep, counts: PlayCounts): readonly StepProgress[] {
	const currentIndex = MY_FIRST_STEPS.indexOf(current);
	return MY_FIRST_STEPS.map((step, index) => {
		const plays = counts[step] ?? 0;
		const status = index < currentIndex ? 'played' : index === currentIndex ? 'current' : 'ahead';
		return {
			step,
			plays,
			status,
			suggestNext: status === 'current' && suggestsNextStep(step, plays),
			next: nextStep(step)
		};
	});
}

/** A tracked game as stored (the tracker owns the setup's shape; a coached game adds groupId). */
export interface GameSummary {
	readonly id: string;
	readonly edition: string;
	readonly status: string;
	readonly setup: unknown;
}

/** The finished My First games among the tracked ones, with their group and step. */
export function finishedPlays(games: readonly GameSummary[]): FinishedPlay[] {
	const plays: FinishedPlay[] = [];
	for (const game of games) {
		if (game.edition !== 'my-first' || game.status !== 'finished') continue;
		const setup = (game.setup ?? {}) as { groupId?: unknown; step?: unknown };
		plays.push({
			groupId: typeof setup.groupId === 'string' ? setup.groupId : null,
			step: isMyFirstStep(setup.step) ? setup.step : null
		});
	}
	return plays;
}
