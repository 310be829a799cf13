import type { AvatarColour } from '$lib/teach/groups';

/** Fill colours of the children's avatar beans (original drawings). */
export const AVATAR_FILL: Record<AvatarColour, string> = {
	red: '#d7402b',
	orange: '#ef8a24',
	yellow: '#f2cf3a',
	green: '#4f9e3a',
	blue: '#3a6fc4',
	purple: '#8a55c2',
	pink: '#ea8fc0'
};

export const NO_COLOUR_FILL = '#a39e8c';
