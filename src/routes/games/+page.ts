import { browser } from '$app/environment';
import type { PageLoad } from './$types';
import { readFirstPage } from '$lib/state/games.svelte';
import { LOAD_WAIT_MS, within } from '$lib/state/within';
import { readCorrections } from '$lib/state/corrections';
import { pageMessages } from '$lib/i18n';
import { games, stored, tracker } from '$lib/i18n/areas';

const messages = pageMessages(tracker, games, stored);

// The first page of games is read while the messages load, so the page's first render lists them.
// The players' corrections (renames, merges) are read alongside; neither waits longer than the
// load wait (another tab holding the database: the list reads both after the paint). Not while
// prerendering: the build has no stored games (null: the list reads them itself).
export const load: PageLoad = async (event) => {
	const [, first, corrections] = await Promise.all([
		messages(event),
		browser ? readFirstPage() : null,
		browser ? within(readCorrections(), LOAD_WAIT_MS, undefined) : {}
	]);
	return { first, corrections };
};
