/** The languages the app ships, in the order the language switcher lists them. */
export const LOCALES = ['en', 'de', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language's name in that language, for the switcher. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
	en: 'English',
	de: 'Deutsch',
	fr: 'Français'
};

export function isLocale(value: unknown): value is Locale {
	return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first supported language in the browser's preference list (`navigator.languages`), else English. */
export function matchLocale(preferred: readonly string[]): Locale {
	for (const tag of preferred) {
		const base = tag.toLowerCase().split('-')[0];
		if (isLocale(base)) return base;
	}
	return 'en';
}
