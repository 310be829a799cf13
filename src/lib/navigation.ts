import type { Pathname } from '$app/types';
import { t } from '$lib/i18n';
import { calculator } from '$lib/i18n/messages/calculator';
import { common } from '$lib/i18n/messages/common';
import { teach } from '$lib/i18n/messages/teach';

/** An area of the app: one entry in the navigation and one card on the home page. */
export interface Area {
	href: Pathname;
	title: () => string;
	blurb: () => string;
}

/** The areas that exist, in navigation order. An area is listed here only once it works. */
export const AREAS: readonly Area[] = [
	{
		href: '/calculator',
		title: () => t(calculator).navCalculator,
		blurb: () => t(calculator).homeCalculatorBlurb
	},
	{
		href: '/teach',
		title: () => t(teach).navTeach,
		blurb: () => t(teach).homeTeachBlurb
	},
	{
		href: '/settings',
		title: () => t(common).navSettings,
		blurb: () => t(common).homeSettingsBlurb
	}
];
