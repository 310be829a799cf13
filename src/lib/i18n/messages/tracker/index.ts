import { defineArea } from '../../define';
import type { Messages } from './en';

/** The game tracker: new game, the game screen, the games list. */
export const tracker = defineArea<Messages>('tracker', import.meta.glob(['./*.ts', '!./index.ts']));
