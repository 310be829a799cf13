import { defineArea } from '../../define';
import type { Messages } from './en';

/** The shell, the home page and the settings page. */
export const common = defineArea<Messages>('common', {
	en: () => import('./en'),
	de: () => import('./de'),
	fr: () => import('./fr')
});
