// The players' corrections (renames and merges per group, $lib/tracker/people) as stored in the
// preferences: read by the games list, the play screen and the statistics without the rules
// engine or the storage library.
import { gameRecords } from '$lib/db/gameList';
import type { GroupCorrections } from '$lib/tracker/corrections';
import { perGroup } from '$lib/tracker/people';
import { readPreferences, writePreference } from './preferences';

/** The players' corrections per group as stored (none until a player is renamed). Corrections
 * kept as one list for every game (before they were kept per group) are given, once, to every
 * group whose games have the name (perGroup); the list itself stays for an older app. */
export async function readCorrections(): Promise<GroupCorrections> {
	let preferences;
	try {
		preferences = await readPreferences();
	} catch {
		return {};
	}
	if (preferences.groupCorrections) return preferences.groupCorrections;
	const global = preferences.playerCorrections ?? [];
	if (global.length === 0) return {};
	const { checkRecord } = await import('./recordCheck');
	const players: (readonly string[])[] = [];
	for (const record of await gameRecords().catch(() => [])) {
		const read = checkRecord(record);
		if (read.ok) players.push(read.summary.players);
	}
	const corrections = perGroup(global, players);
	// No game read (none yet, or not readable now): nothing to give, and the list waits.
	if (players.length > 0) await writePreference('groupCorrections', corrections).catch(() => {});
	return corrections;
}
