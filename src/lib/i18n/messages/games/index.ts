import { defineArea } from '../../define';
import type { Messages } from './en';

/** The games list: importing files (limits, merging) and undoing a deletion. */
export const games = defineArea<Messages>('games', import.meta.glob(['./*.ts', '!./index.ts']));
