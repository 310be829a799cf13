import { defineArea } from '../../define';
import type { Messages } from './en';

/** The teach area: groups of children, the My First path, the turn coach and teach mode. */
export const teach = defineArea<Messages>('teach', import.meta.glob(['./*.ts', '!./index.ts']));
