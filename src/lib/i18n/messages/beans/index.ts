import { defineArea } from '../../define';
import type { Messages } from './en';

/**
 * Bean names as players know them from their cards (docs/rules.md#beans): base game EN (Rio Grande/AMIGO EN),
 * DE (AMIGO), FR (Gigamic). My First Bohnanza's German and French names are not known from any
 * source, so those languages show the English names; Rabohnzel is a German game and its cards
 * print German names, so every language shows those.
 */
export const beanNames = defineArea<Messages>('beans', {
	en: () => import('./en'),
	de: () => import('./de'),
	fr: () => import('./fr')
});
