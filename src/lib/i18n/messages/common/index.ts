import { defineArea } from '../../define';
import type { Messages } from './en';

/** The shell, the home page and the settings page. */
export const common = defineArea<Messages>('common', import.meta.glob(['./*.ts', '!./index.ts']));
