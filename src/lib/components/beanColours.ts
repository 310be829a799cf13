import type { BeanFamily } from '$lib/i18n/beans';

/** Body and eye colour of each bean's drawing. Original art for this app, not the cards' look. */
export interface BeanColours {
	body: string;
	eye: string;
}

const BASE: Record<string, BeanColours> = {
	coffee: { body: '#6b4226', eye: '#2b180c' },
	wax: { body: '#e8c547', eye: '#9c7a12' },
	blue: { body: '#3f6fb5', eye: '#1d3a66' },
	chili: { body: '#d2452c', eye: '#7d1d0e' },
	stink: { body: '#8a8f3a', eye: '#4d511a' },
	green: { body: '#5fae4b', eye: '#2d6322' },
	soy: { body: '#d9b77a', eye: '#8f6c2e' },
	'black-eyed': { body: '#efe6cf', eye: '#1a1a1a' },
	red: { body: '#9e1f2f', eye: '#4f0b15' },
	garden: { body: '#a9d56e', eye: '#5b8a2a' },
	cocoa: { body: '#4a2c1d', eye: '#c79a6b' }
};

// Beans that share a name in My First Bohnanza and Rabohnzel are drawn alike.
const MEAN: BeanColours = { body: '#7e5bb5', eye: '#3e2566' };
const MAGIC: BeanColours = { body: '#4d58c9', eye: '#e8d35a' };
const PRINCESS: BeanColours = { body: '#f1a7d6', eye: '#b0488a' };
const SWORD: BeanColours = { body: '#9aa7b8', eye: '#4a5566' };

const MY_FIRST: Record<string, BeanColours> = {
	mean: MEAN,
	sour: { body: '#d6e04a', eye: '#7c8410' },
	broad: { body: '#6fb38a', eye: '#2f6b47' },
	stink: BASE.stink!,
	sword: SWORD,
	giant: { body: '#c76b2e', eye: '#6b3410' },
	dwarf: { body: '#e49ab0', eye: '#8f3f57' },
	magic: MAGIC,
	dragon: { body: '#2f8f5f', eye: '#c23a2a' },
	princess: PRINCESS
};

const RABOHNZEL: Record<string, BeanColours> = {
	pick: { body: '#c9773b', eye: '#6b3512' },
	cape: { body: '#5b6fb0', eye: '#e3c15a' },
	mean: MEAN,
	white: { body: '#f3efe4', eye: '#9a927c' },
	magic: MAGIC,
	princess: PRINCESS,
	sword: SWORD
};

const FAMILIES: Record<BeanFamily, Record<string, BeanColours>> = {
	base: BASE,
	'my-first': MY_FIRST,
	rabohnzel: RABOHNZEL
};

const FALLBACK: BeanColours = { body: '#9b9b8a', eye: '#55554a' };

export function beanColours(family: BeanFamily, bean: string): BeanColours {
	return FAMILIES[family][bean] ?? FALLBACK;
}
