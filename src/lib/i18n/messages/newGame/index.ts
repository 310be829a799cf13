import { defineArea } from '../../define';
import type { Messages } from './en';

/** The new-game form: the edition, the players, who starts or deals, the variants. */
export const newGame = defineArea<Messages>('newGame', {
	en: () => import('./en'),
	de: () => import('./de'),
	fr: () => import('./fr')
});
