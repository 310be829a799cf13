import { defineArea } from '../../define';
import type { Messages } from './en';

/** The new-game form: the edition, the players, who starts or deals, the variants. */
export const newGame = defineArea<Messages>('newGame', import.meta.glob(['./*.ts', '!./index.ts']));
