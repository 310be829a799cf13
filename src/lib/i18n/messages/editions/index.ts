import { defineArea } from '../../define';
import type { Messages } from './en';

/** Names of the editions (short for chips, long for titles) and of My First Bohnanza's steps. */
export const editions = defineArea<Messages>(
	'editions',
	import.meta.glob(['./*.ts', '!./index.ts'])
);
