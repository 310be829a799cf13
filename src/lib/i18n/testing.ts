// For unit tests only: loads every message area in every language, as pages do for one language.
import * as areas from './areas';
import type { Area, Dictionary } from './define';
import { LOCALES, type Locale } from './locales';

/** Every area areas.ts declares. */
export function allAreas(): Area<Dictionary>[] {
	return Object.values(areas);
}

/** Loads every area in every language. */
export async function loadAllMessages(): Promise<void> {
	await Promise.all(allAreas().flatMap((area) => LOCALES.map((locale) => area.load(locale))));
}

/** Arguments messages are called with in tests: numbers that exercise plurals, and a name. */
export const SAMPLE_ARGS: readonly (number | string)[] = [0, 1, 2, 7, 'Mia'];

/** Every text an area's dictionary in `locale` can produce: plain messages as they are, each
 * message function once per sample argument (every parameter set to it). */
export function textsOf(area: Area<Dictionary>, locale: Locale): [string, string][] {
	const texts: [string, string][] = [];
	for (const [key, message] of Object.entries(area.loaded[locale]!)) {
		if (typeof message === 'string') texts.push([`${area.name}.${key}`, message]);
		else if (typeof message === 'function') {
			for (const arg of SAMPLE_ARGS) {
				const args = Array.from({ length: message.length }, () => arg);
				texts.push([`${area.name}.${key}(${arg})`, String(message(...args))]);
			}
		}
	}
	return texts;
}
