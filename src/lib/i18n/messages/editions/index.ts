import { defineArea } from '../../define';
import type { Messages } from './en';

/** Names of the editions (short for chips, long for titles) and of My First Bohnanza's steps. */
export const editions = defineArea<Messages>('editions', {
	en: () => import('./en'),
	de: () => import('./de'),
	fr: () => import('./fr')
});
