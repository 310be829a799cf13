import type { Locale } from './locales';

/** A message: plain text, or a function of its parameters that returns text. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Message = string | ((...args: any[]) => string);
export type Dictionary = Record<string, Message>;

/** The same keys and parameter lists as English, with any text. */
export type Translation<T extends Dictionary> = {
	[K in keyof T]: T[K] extends string ? string : T[K];
};

export type Messages<T extends Dictionary> = Readonly<Record<Locale, Translation<T>>>;

/**
 * One area's messages in every language. The type demands every English key in German and
 * French too, so a missing translation fails the typecheck; messages.test.ts checks it at run time.
 */
export function defineMessages<T extends Dictionary>(messages: {
	en: T;
	de: Translation<T>;
	fr: Translation<T>;
}): Messages<T> {
	return Object.freeze(messages) as Messages<T>;
}
