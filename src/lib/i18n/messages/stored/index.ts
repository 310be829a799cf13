import { defineArea } from '../../define';
import type { Messages } from './en';

/** Stored data the app cannot read back whole: damaged games in the list, a game that cannot be
 * opened, log entries left out of a game, finished games the statistics leave out. */
export const stored = defineArea<Messages>('stored', import.meta.glob(['./*.ts', '!./index.ts']));
