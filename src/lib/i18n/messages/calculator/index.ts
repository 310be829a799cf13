import { defineArea } from '../../define';
import type { Messages } from './en';

/** The beanometer calculator and the field checker. Every rule is explained in our own words. */
export const calculator = defineArea<Messages>(
	'calculator',
	import.meta.glob(['./*.ts', '!./index.ts'])
);
