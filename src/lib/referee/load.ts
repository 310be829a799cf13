// Loads one language's referee texts and search index on demand (kept out of the first load).
import type { Locale } from '../i18n/locales';
import type { RefereeTexts } from './texts';
import type { RefereeFound } from './search';
import type * as View from './view';

/** A language's texts and the question structure (what the list needs on first render). */
export interface LoadedReferee {
	readonly locale: Locale;
	readonly texts: RefereeTexts;
	// The question structure, selection and formatting (view.ts).
	readonly view: typeof View;
}

/** A search over one language's prebuilt index among the questions `allowed` (the table's list):
 * question ids, best first, or "unknown" with the closest ones. */
export type RefereeSearch = (query: string, allowed: (id: string) => boolean) => RefereeFound;

const TEXTS: Readonly<Record<Locale, () => Promise<RefereeTexts>>> = {
	en: () => import('./answers/en').then((module) => module.en),
	de: () => import('./answers/de').then((module) => module.de),
	fr: () => import('./answers/fr').then((module) => module.fr)
};

type BuiltIndex = { readonly default: string; readonly beans: readonly string[] };
const INDEXES: Readonly<Record<Locale, () => Promise<BuiltIndex>>> = {
	en: () => import('virtual:referee-index/en'),
	de: () => import('virtual:referee-index/de'),
	fr: () => import('virtual:referee-index/fr')
};

function cached<T>(cache: Map<Locale, Promise<T>>, locale: Locale, load: () => Promise<T>) {
	let loading = cache.get(locale);
	if (!loading) {
		loading = load();
		loading.catch(() => cache.delete(locale));
		cache.set(locale, loading);
	}
	return loading;
}

const referees = new Map<Locale, Promise<LoadedReferee>>();
const searches = new Map<Locale, Promise<RefereeSearch>>();

/** The referee's texts in one language; loaded once, then shared. */
export function loadReferee(locale: Locale): Promise<LoadedReferee> {
	return cached(referees, locale, async () => {
		const [texts, view] = await Promise.all([TEXTS[locale](), import('./view')]);
		return { locale, texts, view };
	});
}

/** The search in one language (MiniSearch and the index built at build time), loaded apart from
 * the texts: the list shows first, the search follows when the page is idle or a query is typed. */
export function loadSearch(locale: Locale): Promise<RefereeSearch> {
	return cached(searches, locale, async () => {
		const [built, search] = await Promise.all([INDEXES[locale](), import('./search')]);
		const index = search.loadIndex(built.default, locale, new Set(built.beans));
		return (query, allowed) => search.searchQuestions(index, query, locale, allowed);
	});
}
