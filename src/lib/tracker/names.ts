// What a typed player name shows: kept apart from setup.ts so that reading names (the games list,
// the statistics, the preferences' check) does not bring the rules engine along.

/** Longest player name accepted. */
export const MAX_NAME_LENGTH = 40;

/**
 * Characters that show nothing on screen: zero-width space, non-joiner and joiner
 * (U+200B-U+200D), word joiner (U+2060), byte-order mark (U+FEFF), the bidirectional controls
 * (U+202A-U+202E, U+2066-U+2069) and the soft hyphen (U+00AD).
 */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/g;

/** Whether the text holds any invisible character (trim() alone removes U+FEFF silently). */
export function hasInvisible(text: string): boolean {
	return text.search(INVISIBLE) !== -1;
}

/** The name without its invisible characters and surrounding spaces: what players can see. */
export function visibleName(name: string): string {
	return name.replace(INVISIBLE, '').trim();
}
