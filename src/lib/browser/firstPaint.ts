// What the page looks like before the app has run: the pages are prerendered in English, and a
// small script in src/app.html reads this memory to apply the theme and to hide the English text
// from a reader of another language. The truth stays in IndexedDB (state/preferences.ts, which
// owns the themes); this is only a synchronous copy of it, so losing it (localStorage cleared or
// refused) costs one English frame.
import type { Locale } from '$lib/i18n/locales';

/** The localStorage key the script in src/app.html reads (tests check that the two agree). */
export const FIRST_PAINT_KEY = 'bean-referee:first-paint';

/** The class the script puts on <html> while the English text must stay hidden. */
export const OTHER_LANGUAGE_CLASS = 'other-language';

/** The class the script puts on <html> on a device that never saved a game (no GAMES_MARKER,
 * state/storage.svelte.ts): what a page says of no games is true before the data is read. */
export const NO_GAMES_CLASS = 'no-games-saved';

/** Parts of a page whose height comes from stored data: the home page's game in progress, the
 * games list and its statistics. The prerendered page has none of that data, so each holds the
 * height it had last time at this screen width (src/app.html sets it as --place-<name>) until
 * the data is read: what lies below it does not jump when the data arrives. */
export type Place = 'resume' | 'games' | 'stats';

interface Look {
	locale?: Locale;
	/** One of the preferences' THEMES, as the script in src/app.html applies it. */
	theme?: string;
	places?: Partial<Record<Place, { w: number; h: number }>>;
}

function read(): Look {
	try {
		const look: unknown = JSON.parse(localStorage.getItem(FIRST_PAINT_KEY) ?? '{}');
		return look !== null && typeof look === 'object' ? look : {};
	} catch {
		return {};
	}
}

function write(look: Look): void {
	try {
		const value = JSON.stringify(look);
		if (localStorage.getItem(FIRST_PAINT_KEY) !== value)
			localStorage.setItem(FIRST_PAINT_KEY, value);
	} catch {
		// localStorage blocked or full: the next first paint falls back to the browser's languages.
	}
}

/** The language and theme remembered for the first paint (whatever was stored: the caller checks
 * them). */
export function rememberedLook(): { locale?: unknown; theme?: unknown } {
	const { locale, theme } = read();
	return { locale, theme };
}

/** Remembers the language and theme for the next first paint. Storage refused: nothing to do. */
export function rememberFirstPaint(look: { locale: Locale; theme: string }): void {
	write({ ...read(), locale: look.locale, theme: look.theme });
}

/** Remembers a place's height at this screen width for the next first paint. */
export function rememberPlace(place: Place, height: number): void {
	const look = read();
	write({ ...look, places: { ...look.places, [place]: { w: innerWidth, h: Math.round(height) } } });
}

/** Set on <html> once the app has taken the prerendered page over (its buttons work from then on);
 * the tests and the bench wait for it. */
export const RUNNING_ATTRIBUTE = 'data-app-running';

/** The app has rendered the page in the reader's language and runs it: let it be seen. */
export function pageTakenOver(): void {
	const root = document.documentElement;
	root.classList.remove(OTHER_LANGUAGE_CLASS);
	root.setAttribute(RUNNING_ATTRIBUTE, '');
}
