// What the referee's list shows, as plain functions: which questions a search keeps, a question's
// texts, the line saying which table an answer is for, and how many answers render per task.
// Types only from the rest of the folder, so the page's first load gets no question data.
import type { MyFirstStep } from '../rules/types';
import { MY_FIRST_STEPS } from '../rules/types';
import type { AnswerGroup, Question, TopicId } from './questions';
import type { RefereeTexts } from './texts';

/** The questions of `list` a search found, in the search's order (best first). */
export function searchHits(list: readonly Question[], ids: readonly string[]): Question[] {
	const byId = new Map(list.map((question) => [question.id, question]));
	return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The topics of the questions closest to a query the referee has no answer for, each once, the
 * closest question's first: where to browse instead. */
export function closestTopics(closest: readonly Question[]): TopicId[] {
	return [...new Set(closest.flatMap((question) => question.topics))];
}

/** One question's texts in a language: the question and its answers by group id. */
export function questionTexts(
	texts: RefereeTexts,
	question: Question
): { readonly question: string; readonly answers: Readonly<Record<string, string>> } {
	return texts.questions[question.id as keyof RefereeTexts['questions']];
}

/** The words the "applies to" line is made of, in the reader's language. */
export interface AppliesWords {
	/** A list of edition names ("AMIGO, Rio Grande"). */
	readonly editions: (editions: readonly AnswerGroup['editions'][number][]) => string;
	readonly players: (min: number, max: number) => string;
	readonly step: (step: MyFirstStep) => string;
	readonly steps: (first: string, last: string) => string;
}

/** Which table an answer is for: its editions, its player counts, and its My First steps when
 * they are not all of them ("AMIGO · 3-5 players", "My First · Step 1 to Step 5"). */
export function appliesTo(group: AnswerGroup, words: AppliesWords): string {
	const parts = [words.editions(group.editions)];
	if (group.players) parts.push(words.players(group.players.min, group.players.max));
	if (group.steps && group.steps.length < MY_FIRST_STEPS.length) {
		const first = group.steps[0];
		const last = group.steps[group.steps.length - 1];
		if (first && last) {
			parts.push(
				first === last ? words.step(first) : words.steps(words.step(first), words.step(last))
			);
		}
	}
	return parts.join(' · ');
}

/** A topic is offered when it has questions for this table; the children's topic only where My
 * First is, or may be, played. */
export function topicOffered(
	topic: TopicId,
	edition: string | undefined,
	questionsIn: (topic: TopicId) => readonly Question[]
): boolean {
	if (topic === 'children' && edition !== undefined && edition !== 'my-first') return false;
	return questionsIn(topic).length > 0;
}

/** Every question with its answers is more than a screenful: the first screenful renders at once,
 * the rest this many at a time in the tasks after it, so no single task renders them all. */
export const FIRST_SHOWN = 6;
export const MORE_SHOWN = 8;
