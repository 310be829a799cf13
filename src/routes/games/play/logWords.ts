// The log's words (describe.ts) with the areas they use, the bean names and the later panels'
// messages: loaded after the play screen's first paint, for the log, the undo and redo labels and
// what a tap announces.
import { loadMessages, t } from '$lib/i18n';
import { beanNames, tracker, trackerPanels } from '$lib/i18n/areas';
import type { M } from './describe';

// Imported once: a second import() of a loaded module still waits for a task of its own, and a
// tap's announcement would land a frame after the tap's screen.
let describe: Promise<typeof import('./describe')> | undefined;
export const logWords = () =>
	Promise.all([(describe ??= import('./describe')), loadMessages(beanNames, trackerPanels)]).then(
		([words]) => words
	);

/** The messages describe.ts is given: the tracker's with the later panels' (both loaded; read
 * inside `$derived` or markup, it follows the language). */
export function panelWords(): M {
	const [own, panels] = [t(tracker), t(trackerPanels)];
	// The same object while the language stays (every log line of every tap reads it).
	if (joined?.own !== own || joined.panels !== panels) {
		joined = { own, panels, words: { ...own, ...panels } };
	}
	return joined.words;
}
let joined: { own: object; panels: object; words: M } | undefined;
