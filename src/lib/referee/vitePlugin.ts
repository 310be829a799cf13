// Vite plugin: `virtual:referee-index/<locale>` is the MiniSearch index of that language, built
// from questions/ and answers/<locale>.ts during the build, so it cannot go stale.
import type { Plugin } from 'vite';
import { isLocale } from '../i18n/locales.ts';
import { de } from './answers/de.ts';
import { en } from './answers/en.ts';
import { fr } from './answers/fr.ts';
import { buildIndex } from './search.ts';

const PREFIX = 'virtual:referee-index/';
const TEXTS = { en, de, fr } as const;

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
			const json = JSON.stringify(buildIndex(TEXTS[locale], locale));
			return `export default ${JSON.stringify(json)};`;
		}
	};
}
