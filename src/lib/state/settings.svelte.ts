import { readAllPreferences, writePreference } from '$lib/db/preferences';
import { i18n, isLocale, matchLocale, type Locale } from '$lib/i18n';
import { storage } from './storage.svelte';

export const THEMES = ['system', 'light', 'dark', 'black'] as const;
export type Theme = (typeof THEMES)[number];

function isTheme(value: unknown): value is Theme {
	return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** Language and theme: read once at start, remembered in IndexedDB when the user changes them. */
class Settings {
	theme = $state<Theme>('system');
	loaded = $state(false);

	get locale(): Locale {
		return i18n.locale;
	}

	/** Reads the stored preferences; falls back to the browser's language when nothing is stored. */
	async load(browserLanguages: readonly string[]): Promise<void> {
		let stored = new Map<string, unknown>();
		try {
			stored = await readAllPreferences();
		} catch {
			storage.unavailable = true;
		}
		const locale = stored.get('locale');
		i18n.locale = isLocale(locale) ? locale : matchLocale(browserLanguages);
		const theme = stored.get('theme');
		this.theme = isTheme(theme) ? theme : 'system';
		this.loaded = true;
		if (!storage.unavailable) void this.requestPersistence(stored.get('persistRequested') === true);
	}

	async setLocale(locale: Locale): Promise<void> {
		const saved = await storage.save(() => writePreference('locale', locale));
		if (saved.ok) i18n.locale = locale;
	}

	async setTheme(theme: Theme): Promise<void> {
		const saved = await storage.save(() => writePreference('theme', theme));
		if (saved.ok) this.theme = theme;
	}

	// Asks once for persistent storage (Safari may otherwise evict IndexedDB after weeks unused).
	private async requestPersistence(alreadyAsked: boolean): Promise<void> {
		const manager = globalThis.navigator?.storage;
		if (!manager?.persisted) return;
		try {
			if (!alreadyAsked && manager.persist) {
				await manager.persist();
				await writePreference('persistRequested', true);
			}
			storage.persisted = await manager.persisted();
		} catch {
			storage.persisted = null;
		}
	}
}

export const settings = new Settings();
