// Table mode for the device lying in the middle of the table: which players sit across from it,
// per game, kept in the preferences (src/lib/tracker/tableSeats.ts); whether the table view is
// shown now is the page's own (it opens again with the game).
import { withTableSeats, type TableSeats } from '$lib/tracker/tableSeats';
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

	/** The seats across from the device in this game, or null while table mode is off for it. */
	farSeats(gameId: string): readonly number[] | null {
		return Object.hasOwn(this.#all, gameId) ? this.#all[gameId]! : null;
	}

	/** Places the seats across (null: table mode off); stored before it is shown. */
	async place(gameId: string, far: readonly number[] | null): Promise<boolean> {
		const next = withTableSeats(this.#all, gameId, far);
		const saved = await (await loadStorage()).run(() => writePreference('tableSeats', next));
		if (saved.ok) this.#all = next;
		return saved.ok;
	}
}

export const tableMode = new TableMode();
