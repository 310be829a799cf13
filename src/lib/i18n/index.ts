import type { Dictionary, Messages, Translation } from './define';
import { i18n } from './locale.svelte';

export { LOCALES, LOCALE_NAMES, isLocale, matchLocale, type Locale } from './locales';
export { i18n } from './locale.svelte';

/** One area's messages in the current language; reactive when read inside `$derived` or markup. */
export function t<T extends Dictionary>(messages: Messages<T>): Translation<T> {
	return messages[i18n.locale];
}
