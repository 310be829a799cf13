import { building } from '$app/environment';
import type { Pathname } from '$app/types';
import { t } from '$lib/i18n';
import { common } from '$lib/i18n/areas';

/** An area of the app: one entry in the navigation and one card on the home page. */
export interface Area {
	href: Pathname;
	title: () => string;
	blurb: () => string;
}

// Titles and blurbs live in `common`, which every page loads anyway, so the navigation does not
// pull each area's whole dictionary into every page.
/** The areas that exist, in navigation order. An area is listed here only once it works. */
export const AREAS: readonly Area[] = [
	{
		href: '/calculator',
		title: () => t(common).navCalculator,
		blurb: () => t(common).homeCalculatorBlurb
	},
	{
		href: '/games',
		title: () => t(common).navGames,
		blurb: () => t(common).homeGamesBlurb
	},
	{
		href: '/questions',
		title: () => t(common).navQuestions,
		blurb: () => t(common).homeQuestionsBlurb
	},
	{
		href: '/teach',
		title: () => t(common).navTeach,
		blurb: () => t(common).homeTeachBlurb
	},
	{
		href: '/settings',
		title: () => t(common).navSettings,
		blurb: () => t(common).homeSettingsBlurb
	}
];

/** A page's query parameters. While the build prerenders the page there is no query (SvelteKit
 * refuses to read one), so the prerendered page is its plain address's; the client renders the
 * real query's state when it takes the page over. */
export function queryOf(url: URL): URLSearchParams {
	return building ? new URLSearchParams() : url.searchParams;
}
