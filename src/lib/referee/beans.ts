// The bean names' stems of each language, for the search (search.ts, beanStems): made at build
// time (vitePlugin.ts) and by tests; the browser gets its language's with the index, so the page
// never downloads the other languages' bean names.
import beansDe from '../i18n/messages/beanNames/de.ts';
import beansEn from '../i18n/messages/beanNames/en.ts';
import beansFr from '../i18n/messages/beanNames/fr.ts';
import type { Locale } from '../i18n/locales';
import { beanStems } from './search.ts';

export const BEAN_STEMS: Readonly<Record<Locale, ReadonlySet<string>>> = {
	en: beanStems(beansEn, 'en'),
	de: beanStems(beansDe, 'de'),
	fr: beanStems(beansFr, 'fr')
};
