import type { Pathname } from '$app/types';
import { t } from '$lib/i18n';
import { common } from '$lib/i18n/messages/common';
import { tracker } from '$lib/i18n/messages/tracker';

/** An area of the app: one entry in the navigation and one card on the home page. */
export interface Area {
	href: Pathname;
	title: () => string;
	blurb: () => string;
}

/** The areas that exist, in navigation order. An area is listed here only once it works. */
export const AREAS: readonly Area[] = [
	{
		href: '/games',
		title: () => t(tracker).navGames,
		blurb: () => t(tracker).homeGamesBlurb
	},
	{
		href: '/settings',
		title: () => t(common).navSettings,
		blurb: () => t(common).homeSettingsBlurb
	}
];
