import { LOCALES, type Locale } from './locales';

/** A message: plain text, or a function of its parameters that returns text. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Message = string | ((...args: any[]) => string);
export type Dictionary = Record<string, Message>;

/** The same keys and parameter lists as English, with any text. */
export type Translation<T extends Dictionary> = {
	[K in keyof T]: T[K] extends string ? string : T[K];
};

/** One area's language files as `import.meta.glob` gives them: by path from the area's folder
 * (`./en.ts`), each loading that file, whose default export is the dictionary. */
export type AreaFiles = Readonly<Record<string, () => Promise<unknown>>>;

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

/**
 * Defines an area from its language files, the one loader of every area (`areas.ts` declares each
 * area once): its folder's files by path (`./en.ts`), one per language (`messages.test.ts` checks
 * the folders). T is the English file's type; each other language's file declares itself a
 * `Translation<T>`, so the typecheck demands every English key in it. An area without a file for
 * one of LOCALES is a mistake in the source tree, said when the area is defined.
 */
export function defineArea<T extends Dictionary>(name: string, files: AreaFiles): Area<T> {
	const fileOf = (locale: Locale) =>
		files[`./${locale}.ts`] as (() => Promise<{ default: Translation<T> }>) | undefined;
	const missing = LOCALES.find((locale) => !fileOf(locale));
	if (missing) throw new Error(`Messages "${name}" have no file for ${missing} (./${missing}.ts)`);
	const loaded: Partial<Record<Locale, Translation<T>>> = {};
	const pending: Partial<Record<Locale, Promise<Translation<T>>>> = {};
	return {
		name,
		loaded,
		load(locale) {
			const started = (pending[locale] ??= fileOf(locale)!().then(
				(file) => {
					loaded[locale] = file.default;
					return file.default;
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
