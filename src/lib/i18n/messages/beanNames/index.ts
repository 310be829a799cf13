import { defineArea } from '../../define';
import type { Messages } from './en';

/**
 * Bean names as players know them from their cards (docs/rules.md#beans): base game EN (Rio Grande/AMIGO EN),
 * DE (AMIGO), FR (Gigamic); the AMIGO 1997 cards print the German names in every country (seed
 * 004, the French rules of that edition, use them), so that edition shows them in every language.
 * Rio Grande is an English edition: its German players know the AMIGO German names, shown in German. My First Bohnanza's German and French names are not known from any
 * source, so those languages show the English names; Rabohnzel is a German game and its cards
 * print German names, so every language shows those.
 */
export const beanNames = defineArea<Messages>(
	'beanNames',
	import.meta.glob(['./*.ts', '!./index.ts'])
);
