// Every preference the app keeps, in one table: its key and the type of its value. Reads and
// writes go through here; a stored value of the wrong type reads as "not set".
import { preferenceRecords, storePreference } from '$lib/db/preferences';
import { LAST_EDITION_KEY } from '$lib/db/schema';
import { isLocale, type Locale } from '$lib/i18n/locales';
import { isCorrections, isGroupCorrections } from '$lib/tracker/corrections';
import { isTableSeats } from '$lib/tracker/tableSeats';
// The vocabulary only: importing the whole engine would put its tables into every page.
import { isEditionId, isMyFirstStep, type EditionId, type MyFirstStep } from '$lib/rules/types';

export const THEMES = ['system', 'light', 'dark', 'black'] as const;
export type Theme = (typeof THEMES)[number];

export const isTheme = (value: unknown): value is Theme =>
	typeof value === 'string' && (THEMES as readonly string[]).includes(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isTime = (value: unknown): value is number =>
	typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The preferences: key → check of its value's type. */
const PREFERENCES = {
	/** The language the user chose (else the browser's). */
	locale: isLocale as (value: unknown) => value is Locale,
	theme: isTheme,
	/** The edition of the last game created (the calculator falls back to it). */
	[LAST_EDITION_KEY]: isEditionId as (value: unknown) => value is EditionId,
	calculatorEdition: isEditionId as (value: unknown) => value is EditionId,
	calculatorStep: isMyFirstStep as (value: unknown) => value is MyFirstStep,
	/** Teach mode for adults' games (explain each phase once). */
	teachMode: isBoolean,
	/** Whether the app has asked the browser for persistent storage. */
	persistRequested: isBoolean,
	/** When a backup was last offered after a finished game (ms; keepData.ts). */
	backupOfferedAt: isTime,
	/** Players renamed or merged, one list for every game: how corrections were kept before they
	 * were kept per group. Read once to fill `groupCorrections`, then left for an older app. */
	playerCorrections: isCorrections,
	/** Players renamed or merged per group (src/lib/tracker/people.ts), applied when games are
	 * read. */
	groupCorrections: isGroupCorrections,
	/** Table mode: per game, the seats across from a device lying in the middle of the table
	 * (src/lib/tracker/tableSeats.ts). */
	tableSeats: isTableSeats
} as const;

export type PreferenceKey = keyof typeof PREFERENCES;
export type PreferenceValue<K extends PreferenceKey> = (typeof PREFERENCES)[K] extends (
	value: unknown
) => value is infer V
	? V
	: never;
/** Stored preferences; a key is missing when it was never set or holds a value of another type. */
export type Preferences = { readonly [K in PreferenceKey]?: PreferenceValue<K> };

function isKey(key: unknown): key is PreferenceKey {
	return typeof key === 'string' && Object.hasOwn(PREFERENCES, key);
}

/** Reads every preference. Throws when storage is unavailable. */
export async function readPreferences(): Promise<Preferences> {
	const out: Record<string, unknown> = {};
	for (const record of await preferenceRecords()) {
		const { key, value } = (record ?? {}) as { key?: unknown; value?: unknown };
		if (isKey(key) && PREFERENCES[key](value)) out[key] = value;
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
