import { defineArea } from '../../define';
import type { Messages } from './en';

/** The calculator's and field checker's headings and the labels of the play screen's tools sheet
 * (small, so the play screen loads them without the calculator's texts). */
export const tools = defineArea<Messages>('tools', import.meta.glob(['./*.ts', '!./index.ts']));
