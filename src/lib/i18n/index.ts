import type { Area, Dictionary, Translation } from './define';
import { i18n } from './locale.svelte';

export { LOCALES, LOCALE_NAMES, isLocale, matchLocale, type Locale } from './locales';
export {
	i18n,
	languageLikely,
	languageSettled,
	later,
	loadMessages,
	pageMessages,
	switchLocale
} from './locale.svelte';
export { formatDate, formatList, plural, prepareDateFormats, prepareListFormat } from './format';

/** One area's messages in the current language; reactive when read inside `$derived` or markup.
 * The area must have been loaded (`loadMessages`) by the page or panel that shows it. */
export function t<T extends Dictionary>(area: Area<T>): Translation<T> {
	const messages = area.loaded[i18n.locale];
	if (!messages) {
		throw new Error(
			`Messages "${area.name}" in ${i18n.locale} are not loaded: add the area to the page's load (loadMessages).`
		);
	}
	return messages;
}
