import type { Locale } from './locales';

/** A message: plain text, or a function of its parameters that returns text. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Message = string | ((...args: any[]) => string);
export type Dictionary = Record<string, Message>;

/** The same keys and parameter lists as English, with any text. */
export type Translation<T extends Dictionary> = {
	[K in keyof T]: T[K] extends string ? string : T[K];
};

/** Loads one language's file of an area (`messages/<area>/<locale>.ts`). */
type Loader<T> = () => Promise<{ default: T }>;

/**
 * One area's messages: one file per language, each its own chunk, so a page ships only the
 * language it speaks. `loadMessages` fetches the current language before the page renders;
 * `t(area)` then reads it synchronously.
 */
export interface Area<T extends Dictionary> {
	readonly name: string;
	/** The dictionaries loaded so far, by language. */
	readonly loaded: Partial<Record<Locale, Translation<T>>>;
	/** Loads (once) and returns the dictionary of `locale`. */
	load(locale: Locale): Promise<Translation<T>>;
}

/** Defines an area from its three language files; the type demands every English key in each. */
export function defineArea<T extends Dictionary>(
	name: string,
	loaders: { en: Loader<T>; de: Loader<Translation<T>>; fr: Loader<Translation<T>> }
): Area<T> {
	// English is its own translation: T and Translation<T> have the same keys and parameters.
	const files = loaders as Record<Locale, Loader<Translation<T>>>;
	const loaded: Partial<Record<Locale, Translation<T>>> = {};
	const pending: Partial<Record<Locale, Promise<Translation<T>>>> = {};
	return {
		name,
		loaded,
		load(locale) {
			const started = (pending[locale] ??= files[locale]().then(
				(module) => {
					loaded[locale] = module.default;
					return module.default;
				},
				(error: unknown) => {
					// Not kept: the next load tries again (a dropped connection, a new version).
					delete pending[locale];
					throw error;
				}
			));
			return started;
		}
	};
}

/** The dictionary type of an area, for code that receives `t(area)` as a parameter. */
export type MessagesOf<A> = A extends Area<infer T> ? Translation<T> : never;
