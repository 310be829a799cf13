// The shape of one language's referee texts. Derived from QUESTIONS, so a question or answer
// group without its text in a language is a typecheck error.
import type { MyFirstStep } from '../rules/types';
import type { BookId, QuestionEntry, TopicId } from './questions';

/** One question's texts: the question, extra search words, and one answer per group id. */
export type QuestionTexts = {
	readonly [Q in QuestionEntry as Q['id']]: {
		readonly question: string;
		// Other words people use for this (searched, never shown).
		readonly keywords: string;
		readonly answers: { readonly [G in Q['answers'][number] as G['id']]: string };
	};
};

/** Everything the referee says in one language. */
export interface RefereeTexts {
	readonly topics: Readonly<Record<TopicId, string>>;
	readonly books: Readonly<Record<BookId, string>>;
	// Short step names for `{step}` placeholders.
	readonly steps: Readonly<Record<MyFirstStep, string>>;
	// Quotes a printed rulebook heading the way this language quotes.
	readonly quote: (heading: string) => string;
	readonly questions: QuestionTexts;
}
