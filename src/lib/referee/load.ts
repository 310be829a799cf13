// Loads one language's referee texts and search index on demand (kept out of the first load).
import type { Locale } from '../i18n/locales';
import type { RefereeTexts } from './texts';
import type * as View from './view';

/** A language's texts and a search over its prebuilt index. */
export interface LoadedReferee {
	readonly locale: Locale;
	readonly texts: RefereeTexts;
	readonly search: (query: string) => string[];
	// The question structure, selection and formatting (view.ts).
	readonly view: typeof View;
}

const LOADERS: Readonly<Record<Locale, () => Promise<[RefereeTexts, string]>>> = {
	en: async () => {
		const [texts, index] = await Promise.all([
			import('./answers/en'),
			import('virtual:referee-index/en')
		]);
		return [texts.en, index.default];
	},
	de: async () => {
		const [texts, index] = await Promise.all([
			import('./answers/de'),
			import('virtual:referee-index/de')
		]);
		return [texts.de, index.default];
	},
	fr: async () => {
		const [texts, index] = await Promise.all([
			import('./answers/fr'),
			import('virtual:referee-index/fr')
		]);
		return [texts.fr, index.default];
	}
};

const cache = new Map<Locale, Promise<LoadedReferee>>();

/** The referee in one language; loaded once, then shared. */
export function loadReferee(locale: Locale): Promise<LoadedReferee> {
	let loading = cache.get(locale);
	if (!loading) {
		loading = Promise.all([LOADERS[locale](), import('./search'), import('./view')]).then(
			([[texts, json], search, view]) => {
				const index = search.loadIndex(json, locale);
				return {
					locale,
					texts,
					view,
					search: (query: string) => search.searchIds(index, query)
				};
			}
		);
		loading.catch(() => cache.delete(locale));
		cache.set(locale, loading);
	}
	return loading;
}
