// Where a group stands on My First Bohnanza's path, and when the app suggests the next level.
import { MY_FIRST_STEPS, isMyFirstStep, type MyFirstStep } from '$lib/rules';

/** S001 suggests playing each level at least three times before explaining the next. */
export const PLAYS_BEFORE_NEXT_LEVEL = 3;

/** How many times a level has been played, per level; a missing level counts 0. */
export type PlayCounts = Readonly<Record<MyFirstStep, number>>;

/** A finished game as far as play counting cares: which group played it, and which level. */
export interface FinishedPlay {
	readonly groupId: string | null;
	readonly level: MyFirstStep | null;
}

/** Where one level stands for a group. */
export interface LevelProgress {
	readonly level: MyFirstStep;
	readonly plays: number;
	readonly status: 'played' | 'current' | 'ahead';
	// True when the level is the group's current one, was played enough, and a next level exists.
	readonly suggestNext: boolean;
	readonly next: MyFirstStep | null;
}

/** The level after this one, or null after the last (step-5). */
export function nextLevel(level: MyFirstStep): MyFirstStep | null {
	return MY_FIRST_STEPS[MY_FIRST_STEPS.indexOf(level) + 1] ?? null;
}

/** Plays per level for one group: games finished in the tracker plus games added by hand. */
export function countPlays(
	groupId: string,
	finished: readonly FinishedPlay[],
	manual: Partial<Record<string, number>>
): PlayCounts {
	const counts = Object.fromEntries(MY_FIRST_STEPS.map((level) => [level, 0])) as Record<
		MyFirstStep,
		number
	>;
	for (const level of MY_FIRST_STEPS) {
		const added = manual[level];
		if (typeof added === 'number' && Number.isInteger(added) && added > 0) counts[level] += added;
	}
	for (const play of finished) {
		if (play.groupId === groupId && isMyFirstStep(play.level)) counts[play.level] += 1;
	}
	return counts;
}

/** Whether the app should suggest moving on (a suggestion only: the adult decides). */
export function suggestsNextLevel(level: MyFirstStep, plays: number): boolean {
	return plays >= PLAYS_BEFORE_NEXT_LEVEL && nextLevel(level) !== null;
}

/** The whole path for a group: every level with its plays, in order. */
export function pathProgress(current: MyFirstStep, counts: PlayCounts): readonly LevelProgress[] {
	const currentIndex = MY_FIRST_STEPS.indexOf(current);
	return MY_FIRST_STEPS.map((level, index) => {
		const plays = counts[level] ?? 0;
		const status = index < currentIndex ? 'played' : index === currentIndex ? 'current' : 'ahead';
		return {
			level,
			plays,
			status,
			suggestNext: status === 'current' && suggestsNextLevel(level, plays),
			next: nextLevel(level)
		};
	});
}

/** What the path reads of a tracked game's stored record (the tracker owns the setup's shape; a coached game adds groupId). */
export interface TrackedRecord {
	readonly id: string;
	readonly edition: string;
	readonly status: string;
	readonly setup: unknown;
}

/** The finished My First games among the tracked ones, with their group and level. */
export function finishedPlays(games: readonly TrackedRecord[]): FinishedPlay[] {
	const plays: FinishedPlay[] = [];
	for (const game of games) {
		if (game.edition !== 'my-first' || game.status !== 'finished') continue;
		const setup = (game.setup ?? {}) as { groupId?: unknown; step?: unknown };
		plays.push({
			groupId: typeof setup.groupId === 'string' ? setup.groupId : null,
			level: isMyFirstStep(setup.step) ? setup.step : null
		});
	}
	return plays;
}
