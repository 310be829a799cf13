import { browser } from '$app/environment';
import type { PageLoad } from './$types';
import { readFirstPage } from '$lib/state/games.svelte';
import { LOAD_WAIT_MS, within } from '$lib/state/within';
import { readCorrections } from '$lib/state/corrections';
import { i18n, pageMessages, prepareDateFormats } from '$lib/i18n';
import { games, stored, tracker } from '$lib/i18n/areas';

const messages = pageMessages(tracker, games, stored);

// The first page of games is read while the messages load, so the page's first render lists them.
// The players' corrections (renames, merges) are read alongside; neither waits longer than the
// load wait (another tab holding the database: the list reads both after the paint). Not while
// prerendering: the build has no stored games (null: the list reads them itself).
export const load: PageLoad = async (event) => {
	const reads = Promise.all([
		messages(event),
		browser ? readFirstPage() : null,
		browser ? within(readCorrections(), LOAD_WAIT_MS, undefined) : {}
	]);
	// Every row writes two moments: their formats are made while the reads wait (a task later, once
	// the reads have started), not in the task that renders the rows.
	if (browser)
		setTimeout(() => prepareDateFormats(i18n.locale, 'dateTime', 'time', 'shortDateTime'));
	const [, first, corrections] = await reads;
	return { first, corrections };
};
