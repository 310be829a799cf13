// Which answers fit the table's situation (edition, players, My First step, phase), and in what order.
import type { PhaseId } from '../rules/phases';
import type { EditionId, MyFirstStep } from '../rules/types';
import { QUESTIONS, type AnswerGroup, type Question, type TopicId } from './questions';

/** What the table is playing; every part is optional. */
export interface RefereeContext {
	readonly edition?: EditionId;
	readonly players?: number;
	readonly step?: MyFirstStep;
	readonly phase?: PhaseId;
}

/** All questions, typed as the general shape. */
export const ALL_QUESTIONS: readonly Question[] = QUESTIONS;

/** Does this answer group fit the context? Unknown parts of the context fit everything. */
export function groupApplies(group: AnswerGroup, context: RefereeContext): boolean {
	if (context.edition !== undefined && !group.editions.includes(context.edition)) return false;
	if (context.players !== undefined && group.players) {
		const { min, max } = group.players;
		if (context.players < min || context.players > max) return false;
	}
	if (context.step !== undefined && group.steps && context.edition === 'my-first') {
		if (!group.steps.includes(context.step)) return false;
	}
	return true;
}

/** A question's answers split into those for this table and the other editions' ones. */
export function splitAnswers(
	question: Question,
	context: RefereeContext
): { readonly mine: readonly AnswerGroup[]; readonly others: readonly AnswerGroup[] } {
	const mine = question.answers.filter((group) => groupApplies(group, context));
	return { mine, others: question.answers.filter((group) => !mine.includes(group)) };
}

/** The questions that have an answer for this table, the current phase's questions first. */
export function questionsFor(
	context: RefereeContext,
	topic: TopicId | null = null,
	questions: readonly Question[] = ALL_QUESTIONS
): Question[] {
	const fitting = questions.filter(
		(q) =>
			(topic === null || q.topics.includes(topic)) &&
			q.answers.some((group) => groupApplies(group, context))
	);
	const phase = context.phase;
	if (phase === undefined) return fitting;
	const inPhase = fitting.filter((q) => q.phases.includes(phase));
	return [...inPhase, ...fitting.filter((q) => !inPhase.includes(q))];
}
