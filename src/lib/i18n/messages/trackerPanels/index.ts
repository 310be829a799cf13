import { defineArea } from '../../define';
import type { Messages } from './en';

/** The game screen's parts loaded after its first paint: the final harvest, the result, the game's
 * log (and the undo label's words), the checklist before the first turn and the spell cards
 * (Rabohnzel). */
export const trackerPanels = defineArea<Messages>(
	'trackerPanels',
	import.meta.glob(['./*.ts', '!./index.ts'])
);
