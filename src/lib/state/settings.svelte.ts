import { i18n, matchLocale, switchLocale, type Locale } from '$lib/i18n';
import { readPreferences, writePreference, type Theme } from './preferences';
import { loadStorage } from './lazyStorage';
import { LOAD_WAIT_MS, within } from './within';

export { THEMES, type Theme } from './preferences';

/** Language and theme: read once at start, remembered in IndexedDB when the user changes them. */
class Settings {
	#theme = $state<Theme>('system');
	get theme() {
		return this.#theme;
	}
	#loaded = $state(false);
	get loaded() {
		return this.#loaded;
	}

	get locale(): Locale {
		return i18n.locale;
	}

	/** Reads the stored preferences; falls back to the browser's language when nothing is stored. */
	async load(browserLanguages: readonly string[]): Promise<void> {
		let stored: Awaited<ReturnType<typeof readPreferences>> = {};
		try {
			// Held by another tab: the browser's language now, rather than no page at all.
			stored = await within(readPreferences(), LOAD_WAIT_MS, {});
		} catch {
			void loadStorage().then((storage) => {
				storage.readFailed();
			});
		}
		i18n.locale = stored.locale ?? matchLocale(browserLanguages);
		this.#theme = stored.theme ?? 'system';
		this.#loaded = true;
	}

	/** Stores the language, loads its messages for every screen in use, then switches. */
	async setLocale(locale: Locale): Promise<void> {
		const saved = await (await loadStorage()).run(() => writePreference('locale', locale));
		if (saved.ok) await switchLocale(locale);
	}

	async setTheme(theme: Theme): Promise<void> {
		const saved = await (await loadStorage()).run(() => writePreference('theme', theme));
		if (saved.ok) this.#theme = theme;
	}
}

export const settings = new Settings();
