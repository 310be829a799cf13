import type { Locale } from './locales';

/** The language the app currently speaks. Settings sets it; everything that renders text reads it. */
class LocaleState {
	locale = $state<Locale>('en');
}

export const i18n = new LocaleState();
