import { whenIdle } from '$lib/browser/idle';
import { i18n, matchLocale, switchLocale, type Locale } from '$lib/i18n';
import { rememberedLook } from '$lib/browser/firstPaint';
import {
	preferenceOf,
	readPreferences,
	writePreference,
	type Preferences,
	type Theme
} from './preferences';
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

	/** Reads the stored preferences; falls back to the browser's language when nothing is stored.
	 * A page that needs no storage to start (`storageFree`: it does not load the storage library
	 * before its first paint, docs/architecture.md#storage-schema) starts with the language and theme
	 * remembered for the first paint (firstPaint.ts, a copy of the stored ones) and reads the
	 * stored ones once it is taken over (`takenOver`), switching to them if they differ. */
	async load(browserLanguages: readonly string[], storageFree = false): Promise<void> {
		if (storageFree) {
			i18n.locale = this.likelyLocale(browserLanguages);
			this.#theme = preferenceOf('theme', rememberedLook().theme) ?? 'system';
			this.#loaded = true;
			this.#unread = true;
			return;
		}
		const stored = await this.#read();
		i18n.locale = stored.locale ?? matchLocale(browserLanguages);
		this.#theme = stored.theme ?? 'system';
		this.#loaded = true;
	}

	/** The language the app most likely starts in, before the stored one is read: the one
	 * remembered for the first paint (firstPaint.ts, a copy of the stored one), else the browser's. */
	likelyLocale(browserLanguages: readonly string[]): Locale {
		return preferenceOf('locale', rememberedLook().locale) ?? matchLocale(browserLanguages);
	}

	#unread = false;

	/** The page is taken over (it runs): preferences not read yet (see `load`) are read once it is
	 * idle, so the storage library those pages start without does not load with their start. */
	takenOver(): void {
		if (!this.#unread) return;
		this.#unread = false;
		void whenIdle()
			.then(() => this.#read())
			.then(async (stored) => {
				if (stored.theme) this.#theme = stored.theme;
				if (stored.locale && stored.locale !== i18n.locale) await switchLocale(stored.locale);
			});
	}

	async #read(): Promise<Preferences> {
		try {
			// Held by another tab: the browser's language now, rather than no page at all.
			return await within(readPreferences(), LOAD_WAIT_MS, {});
		} catch {
			void loadStorage().then((storage) => {
				storage.readFailed();
			});
			return {};
		}
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
