import { defineArea } from '../../define';
import type { Messages } from './en';

/** The statistics screen: figures, plots, and renaming or merging players. */
export const stats = defineArea<Messages>('stats', import.meta.glob(['./*.ts', '!./index.ts']));
