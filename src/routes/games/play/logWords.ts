// The log's words (describe.ts) with the areas they use, the bean names and the later panels'
// messages: loaded after the play screen's first paint, for the log, the undo and redo labels and
// what a tap announces.
import { loadMessages, t } from '$lib/i18n';
import { beanNames } from '$lib/i18n/messages/beanNames';
import { tracker } from '$lib/i18n/messages/tracker';
import { trackerPanels } from '$lib/i18n/messages/trackerPanels';
import type { M } from './describe';

export const logWords = () =>
	Promise.all([import('./describe'), loadMessages(beanNames, trackerPanels)]).then(
		([words]) => words
	);

/** The messages describe.ts is given: the tracker's with the later panels' (both loaded; read
 * inside `$derived` or markup, it follows the language). */
export function panelWords(): M {
	return { ...t(tracker), ...t(trackerPanels) };
}
