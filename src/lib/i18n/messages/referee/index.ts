import { defineArea } from '../../define';
import type { Messages } from './en';

/** The referee's page chrome ("Ask the referee"); the questions and answers live in src/lib/referee. */
export const referee = defineArea<Messages>('referee', import.meta.glob(['./*.ts', '!./index.ts']));
