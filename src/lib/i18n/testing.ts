// For unit tests only: loads every message area in every language, as pages do for one language.
import type { Area, Dictionary } from './define';
import { LOCALES } from './locales';

/** Every area under ./messages, by file. */
export const AREA_MODULES = import.meta.glob<Record<string, Area<Dictionary>>>(
	'./messages/*/index.ts',
	{ eager: true }
);

/** Every area defined under ./messages. */
export function allAreas(): Area<Dictionary>[] {
	return Object.values(AREA_MODULES).flatMap((module) => Object.values(module));
}

/** Loads every area in every language. */
export async function loadAllMessages(): Promise<void> {
	await Promise.all(allAreas().flatMap((area) => LOCALES.map((locale) => area.load(locale))));
}
