import type { PageLoad } from './$types';
import { readOpenGame } from '$lib/state/game.svelte';
import { LOAD_WAIT_MS, within } from '$lib/state/within';
import { readCorrections } from '$lib/state/corrections';
import { pageMessages } from '$lib/i18n';
import { queryOf } from '$lib/navigation';
import { tools, tracker } from '$lib/i18n/areas';
import { storedSetupError } from '$lib/state/gameRecords';
import { DamagedGameNotice } from './notices';

// The panels loaded later (the teaching help, the notices of a damaged game: notices.ts, the rules
// answers) load their own areas (+page.svelte).
const messages = pageMessages(tracker, tools);

// The game is read while the messages load, so the page's first render shows it, with its players'
// names as corrected (renames, merges). Neither waits longer than the load wait: when another tab
// holds the database the page shows, says why, and reads both after the paint (OpenGame.load).
export const load: PageLoad = async (event) => {
	const id = queryOf(event.url).get('id');
	const [, read, corrections] = await Promise.all([
		messages(event),
		id ? readOpenGame(id) : undefined,
		id ? within(readCorrections(), LOAD_WAIT_MS, undefined) : undefined
	]);
	// A game whose setup cannot be read shows its notice, not the game, from the first paint.
	if (read?.ok && read.value && storedSetupError(read.value.game) !== null)
		await DamagedGameNotice();
	return { id, read, corrections };
};
