// Vite plugin: `virtual:referee-index/<locale>` is the MiniSearch index of that language (and the
// stems of its bean names, `beans`), built
// from questions/, answers/<locale>.ts and phrasings/<locale>.ts during the build, so it cannot go stale.
import type { Plugin } from 'vite';
import { isLocale } from '../i18n/locales.ts';
import { de } from './answers/de.ts';
import { en } from './answers/en.ts';
import { fr } from './answers/fr.ts';
import { de as deAsked } from './phrasings/de.ts';
import { en as enAsked } from './phrasings/en.ts';
import { fr as frAsked } from './phrasings/fr.ts';
import { BEAN_STEMS } from './beans.ts';
import { buildIndex } from './search.ts';

const PREFIX = 'virtual:referee-index/';
const TEXTS = { en, de, fr } as const;
const PHRASINGS = { en: enAsked, de: deAsked, fr: frAsked } as const;

export function refereeIndex(): Plugin {
	return {
		name: 'referee-index',
		resolveId(id) {
			return id.startsWith(PREFIX) ? `\0${id}` : undefined;
		},
		load(id) {
			if (!id.startsWith(`\0${PREFIX}`)) return undefined;
			const locale = id.slice(PREFIX.length + 1);
			if (!isLocale(locale)) throw new Error(`referee index: unknown language ${locale}`);
			const beans = BEAN_STEMS[locale];
			const json = JSON.stringify(buildIndex(TEXTS[locale], PHRASINGS[locale], locale, beans));
			return `export default ${JSON.stringify(json)};\nexport const beans = ${JSON.stringify([...beans])};`;
		}
	};
}
