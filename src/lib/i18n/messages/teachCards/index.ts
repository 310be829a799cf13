import { defineArea } from '../../define';
import type { Messages } from './en';

/**
 * Rule cards for children, in the app's own words: one card per My First step (its title is the step name in `editions`;
 * its sentences `<step>.1`, `<step>.2`, … in order) and one short card per rule
 * (`rule_<id>_title`, `rule_<id>`), shown by the turn coach the first time the rule matters.
 */
export const teachCards = defineArea<Messages>(
	'teachCards',
	import.meta.glob(['./*.ts', '!./index.ts'])
);
