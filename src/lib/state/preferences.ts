// Every preference the app keeps, in one table: its key and the description of its value
// (shape.ts), which gives its type and its check. Reads and writes go through here; a stored value
// of the wrong type reads as "not set".
import { preferenceRecords, storePreference } from '$lib/db/preferences';
import { LAST_EDITION_KEY } from '$lib/db/schema';
import { LOCALES } from '$lib/i18n/locales';
import { CORRECTIONS, GROUP_CORRECTIONS } from '$lib/tracker/corrections';
import {
	flag,
	number,
	oneOf,
	readShape,
	type ObjectOf,
	type Shape,
	type ValueOf
} from '$lib/tracker/shape';
import { TABLE_SEATS } from '$lib/tracker/tableSeats';
// The vocabulary only: importing the whole engine would put its tables into every page.
import { EDITION_IDS, MY_FIRST_STEPS } from '$lib/rules/types';

export const THEMES = ['system', 'light', 'dark', 'black'] as const;
export type Theme = (typeof THEMES)[number];

/** The preferences: key → description of its value (shape.ts). */
const PREFERENCES = {
	/** The language the user chose (else the browser's). */
	locale: oneOf(LOCALES),
	theme: oneOf(THEMES),
	/** The edition of the last game created (the calculator falls back to it). */
	[LAST_EDITION_KEY]: oneOf(EDITION_IDS),
	calculatorEdition: oneOf(EDITION_IDS),
	calculatorStep: oneOf(MY_FIRST_STEPS),
	/** Teach mode for adults' games (explain each phase once). */
	teachMode: flag,
	/** Whether the app has asked the browser for persistent storage. */
	persistRequested: flag,
	/** When a backup was last offered after a finished game (ms; keepData.ts). */
	backupOfferedAt: number(),
	/** Players renamed or merged, one list for every game: how corrections were kept before they
	 * were kept per group. Read once to fill `groupCorrections`, then left for an older app. */
	playerCorrections: CORRECTIONS,
	/** Players renamed or merged per group (src/lib/tracker/people.ts), applied when games are
	 * read. */
	groupCorrections: GROUP_CORRECTIONS,
	/** Table mode: per game, the seats across from a device lying in the middle of the table
	 * (src/lib/tracker/tableSeats.ts). */
	tableSeats: TABLE_SEATS
} as const satisfies Shape;

export type PreferenceKey = keyof typeof PREFERENCES;
export type PreferenceValue<K extends PreferenceKey> = ValueOf<(typeof PREFERENCES)[K]>;
/** Stored preferences; a key is missing when it was never set or holds a value of another type. */
export type Preferences = Partial<ObjectOf<typeof PREFERENCES>>;

function isKey(key: unknown): key is PreferenceKey {
	return typeof key === 'string' && Object.hasOwn(PREFERENCES, key);
}

/** A stored value of one preference as its description reads it; undefined (not set) when it
 * does not fit. Also reads the copy remembered for the first paint (firstPaint.ts). */
export function preferenceOf<K extends PreferenceKey>(
	key: K,
	value: unknown
): PreferenceValue<K> | undefined {
	const read = readShape(PREFERENCES[key], value, 'unset');
	return read.ok ? (read.value as PreferenceValue<K>) : undefined;
}

/** Reads every preference. Throws when storage is unavailable. */
export async function readPreferences(): Promise<Preferences> {
	const out: Record<string, unknown> = {};
	for (const record of await preferenceRecords()) {
		const { key, value } = (record ?? {}) as { key?: unknown; value?: unknown };
		const read = isKey(key) ? preferenceOf(key, value) : undefined;
		if (read !== undefined) out[key as PreferenceKey] = read;
	}
	return out as Preferences;
}

/** Stores one preference; resolves once it is committed. */
export async function writePreference<K extends PreferenceKey>(
	key: K,
	value: PreferenceValue<K>
): Promise<void> {
	await storePreference(key, value);
}
