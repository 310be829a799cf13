// The players' corrections (renames and merges, $lib/tracker/people) as stored in the preferences:
// read by the games list and the statistics without the rules engine or the storage library.
import type { Correction } from '$lib/tracker/people';
import { readPreferences } from './preferences';

/** The players' corrections as stored (none until a player is renamed). */
export async function readCorrections(): Promise<Correction[]> {
	try {
		return [...((await readPreferences()).playerCorrections ?? [])];
	} catch {
		return [];
	}
}
