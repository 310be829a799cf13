// Offline search over the referee's questions, one MiniSearch index per language. The index is
// built at build time (vitePlugin.ts) from the same options, then loaded with loadJSON.
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import type { Locale } from '../i18n/locales';
import { fillAnswer } from './format.ts';
import { QUESTIONS, type AnswerGroup } from './questions/index.ts';
import type { RefereeTexts } from './texts';

/** A document of the index: one question in one language. */
export interface RefereeDoc {
	readonly id: string;
	readonly question: string;
	readonly keywords: string;
	readonly answers: string;
	readonly topics: string;
}

/** Lower case, accents folded (é → e, ä → a), ß → ss. */
export function fold(term: string): string {
	return term
		.toLowerCase()
		.replace(/ß/g, 'ss')
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '');
}

const STOP: Readonly<Record<Locale, ReadonlySet<string>>> = {
	en: new Set(
		'the a an and or of to in on is it i my me can may do does what when how who for with at be are if you your from as this that by'.split(
			' '
		)
	),
	de: new Set(
		'der die das den dem des ein eine einen einem einer ich du und oder zu im in am an auf ist es mit von wie was wann wer darf kann mein meine meinen mich dich sie er fur bei'.split(
			' '
		)
	),
	fr: new Set(
		'le la les un une des de du et ou a au aux en je tu il on est que qui quand ma mon mes puis peut dans pour par se ce sur d l'.split(
			' '
		)
	)
};

function stripFirst(word: string, suffixes: readonly string[], minStem: number): string {
	for (const suffix of suffixes) {
		if (word.endsWith(suffix) && word.length - suffix.length >= minStem) {
			return word.slice(0, -suffix.length);
		}
	}
	return word;
}

/** A light English stemmer: plurals, -ing/-ed, a final e (trade, trades, traded, trading → trad). */
export function stemEn(word: string): string {
	let w = word;
	if (w.length <= 3) return w;
	if (w.endsWith('ies')) w = w.slice(0, -3) + 'y';
	else if (/(ss|x|ch|sh)es$/.test(w)) w = w.slice(0, -2);
	else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
	w = stripFirst(w, ['ing', 'ed'], 3);
	return stripFirst(w, ['e'], 3);
}

/** A light German stemmer: common inflection endings (Felder, Feldern → feld; dritte, drittes → dritt). */
export function stemDe(word: string): string {
	if (word.length <= 4) return word;
	return stripFirst(word, ['ern', 'em', 'en', 'er', 'es', 'e', 'n', 's'], 3);
}

/** A light French stemmer: plurals and -er/-ez/-ée (champs → champ; récolter, récoltes → recolt). */
export function stemFr(word: string): string {
	if (word.length <= 3) return word;
	const w = stripFirst(word, ['ees', 'ee', 'es', 'er', 'ez', 's', 'x'], 3);
	return stripFirst(w, ['e'], 3);
}

const STEM: Readonly<Record<Locale, (word: string) => string>> = {
	en: stemEn,
	de: stemDe,
	fr: stemFr
};

/** One term as the index stores it: folded, stop words dropped, stemmed. */
export function processTerm(term: string, locale: Locale): string | null {
	const folded = fold(term);
	if (folded.length < 2 || STOP[locale].has(folded)) return null;
	return STEM[locale](folded);
}

// Typos: one wrong letter from 4 letters on, two from 7 (a swap of two letters counts as two).
function fuzziness(term: string): number | boolean {
	if (term.length >= 7) return 2;
	if (term.length >= 4) return 1;
	return false;
}

const SEARCH: SearchOptions = {
	boost: { question: 3, keywords: 2, topics: 1.5 },
	prefix: true,
	fuzzy: fuzziness
};

/** The MiniSearch options of a language: the same at build time and in the browser. */
export function indexOptions(locale: Locale): Options<RefereeDoc> {
	return {
		idField: 'id',
		fields: ['question', 'keywords', 'answers', 'topics'],
		processTerm: (term) => processTerm(term, locale),
		searchOptions: SEARCH
	};
}

/** The documents of a language, with the answers' placeholders filled. */
export function documents(texts: RefereeTexts, locale: Locale): RefereeDoc[] {
	return QUESTIONS.map((question) => {
		const own = texts.questions[question.id] as {
			question: string;
			keywords: string;
			answers: Record<string, string>;
		};
		const answers = (question.answers as readonly AnswerGroup[]).map((group) =>
			fillAnswer(own.answers[group.id] ?? '', group, texts, locale)
		);
		return {
			id: question.id,
			question: own.question,
			keywords: own.keywords,
			answers: answers.join(' '),
			topics: question.topics.map((topic) => texts.topics[topic]).join(' ')
		};
	});
}

/** Builds a language's index (done at build time; tests call it too). */
export function buildIndex(texts: RefereeTexts, locale: Locale): MiniSearch<RefereeDoc> {
	const index = new MiniSearch<RefereeDoc>(indexOptions(locale));
	index.addAll(documents(texts, locale));
	return index;
}

/** Loads an index serialised at build time. */
export function loadIndex(json: string, locale: Locale): MiniSearch<RefereeDoc> {
	return MiniSearch.loadJSON<RefereeDoc>(json, indexOptions(locale));
}

/** Question ids matching a query, best first: all words must match, else any word. */
export function searchIds(index: MiniSearch<RefereeDoc>, query: string): string[] {
	if (query.trim() === '') return [];
	let hits = index.search(query, { combineWith: 'AND' });
	if (hits.length === 0) hits = index.search(query, { combineWith: 'OR' });
	return hits.map((hit) => String(hit.id));
}
