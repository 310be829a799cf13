// The log's words (describe.ts) with the bean names they use: loaded after the play screen's first
// paint, for the log, the undo and redo labels and what a tap announces.
import { loadMessages } from '$lib/i18n';
import { beanNames } from '$lib/i18n/messages/beans';

export const logWords = () =>
	Promise.all([import('./describe'), loadMessages(beanNames)]).then(([words]) => words);
