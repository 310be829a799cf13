// Table mode for the device lying in the middle of the table: on which of its sides each player
// sits, per game, kept in the preferences (src/lib/tracker/tableSeats.ts); whether the table view
// is shown now is the page's own (it opens again with the game).
import {
	placementOf,
	withTableSeats,
	type SidePlacement,
	type TableSeats
} from '$lib/tracker/tableSeats';
import { readPreferences, writePreference } from './preferences';
import { loadStorage } from './lazyStorage';

export class TableMode {
	#all = $state.raw<TableSeats>({});
	#loaded = $state(false);
	get loaded() {
		return this.#loaded;
	}

	/** Reads the placements once (from an effect: stored data is read after the first paint). */
	async load(): Promise<void> {
		if (this.#loaded) return;
		try {
			this.#all = (await readPreferences()).tableSeats ?? {};
		} catch {
			this.#all = {};
		}
		this.#loaded = true;
	}

	/** Where the players sit round the device in this game (a placement stored in the older
	 * shape, the far seats only, reads as near and far), or null while table mode is off for it. */
	placement(gameId: string): SidePlacement | null {
		return Object.hasOwn(this.#all, gameId) ? placementOf(this.#all[gameId]!) : null;
	}

	/** Places the seats round the device (null: table mode off); stored before it is shown. */
	async place(gameId: string, placement: SidePlacement | null): Promise<boolean> {
		const next = withTableSeats(this.#all, gameId, placement);
		const saved = await (await loadStorage()).run(() => writePreference('tableSeats', next));
		if (saved.ok) this.#all = next;
		return saved.ok;
	}
}

export const tableMode = new TableMode();
