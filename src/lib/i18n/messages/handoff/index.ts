import { defineArea } from '../../define';
import type { Messages } from './en';

/** Passing a game to another phone: sending it, receiving it, and two copies that went two ways
 * (docs/handoff.md). Loaded when one of these panels opens. */
export const handoff = defineArea<Messages>('handoff', import.meta.glob(['./*.ts', '!./index.ts']));
