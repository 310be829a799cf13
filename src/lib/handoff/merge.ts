// What a phone does with a copy of a game that arrives from another phone: it compares the game
// by its id and its events (sharedEvents), and never drops a move without asking.
import { sharedEvents, type ExportedGame, type TimedEvent } from '$lib/tracker/exportFile';

/** How an arriving copy meets what this phone holds. */
export type MergePlan =
	/** This phone does not have the game: it is added. */
	| { readonly kind: 'new' }
	/** This phone has the same log. */
	| { readonly kind: 'same' }
	/** This phone is behind: `missing` are appended. */
	| { readonly kind: 'behind'; readonly missing: readonly TimedEvent[] }
	/** This phone has every event of the copy and more: it stays as it is. */
	| { readonly kind: 'ahead'; readonly extra: number }
	/** Both were played on after they parted (or the id is another game's): after the first
	 * `shared` events, `here` holds this phone's events and `there` the copy's. The players
	 * keep one or both; until they choose, both are kept. */
	| {
			readonly kind: 'diverged';
			readonly shared: number;
			readonly here: readonly TimedEvent[];
			readonly there: readonly TimedEvent[];
	  };

/** The plan for an arriving copy of a game (`here`: this phone's game with its id, if any). */
export function mergePlan(here: ExportedGame | null, there: ExportedGame): MergePlan {
	if (!here) return { kind: 'new' };
	const common = sharedEvents(here, there);
	const shared = common ?? 0;
	const mine = here.events.length;
	const theirs = there.events.length;
	if (common === mine && common === theirs) return { kind: 'same' };
	if (common === mine) return { kind: 'behind', missing: there.events.slice(shared) };
	if (common === theirs) return { kind: 'ahead', extra: mine - theirs };
	return {
		kind: 'diverged',
		shared,
		here: here.events.slice(shared),
		there: there.events.slice(shared)
	};
}
