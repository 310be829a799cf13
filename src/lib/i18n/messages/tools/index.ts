import { defineArea } from '../../define';
import type { Messages } from './en';

/** The calculator's and field checker's headings and the play screen's tools sheet: small, so
 * those pages paint their heading before the tools' code and texts arrive. */
export const tools = defineArea<Messages>('tools', {
	en: () => import('./en'),
	de: () => import('./de'),
	fr: () => import('./fr')
});
