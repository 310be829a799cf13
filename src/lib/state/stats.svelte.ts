// The statistics screen's state: every stored game's summary and the players' corrections. The
// figures themselves are computed by $lib/tracker/statistics.
import { listPage, type ListKey } from '$lib/db/gameList';
import { gameRecords } from '$lib/db/gameList';
import { listOrder } from '$lib/db/records';
import type { Result } from '$lib/rules/types';
import type { GroupCorrections } from '$lib/tracker/corrections';
import { renameIn, undoIn, type CorrectionError, type RenameScope } from '$lib/tracker/renames';
import type { TimedSummary } from '$lib/tracker/statistics';
import { readCorrections } from './corrections';
import { checkRecord } from './recordCheck';
import { writePreference } from './preferences';
import { storage } from './storage.svelte';

/** The games as the statistics read them, from the games store's raw records. */
export function playedGames(records: readonly unknown[]): TimedSummary[] {
	const games: TimedSummary[] = [];
	for (const record of records) {
		// The same check as the games list: a damaged record is left out, never shown broken.
		const read = checkRecord(record);
		if (!read.ok) continue;
		games.push({ id: read.game.id, at: read.game.updatedAt, summary: read.summary });
	}
	return games;
}

/** Why a rename did not happen: the name's problem, or saving failed. */
export type RenameError = CorrectionError | 'not-saved';

/** How many of the newest finished games are read first: the plot of a group's last games is
 * drawn from them while the rest are read. */
export const FIRST_READ = 300;
// The list key after every game not finished and before every finished one: the list order of
// the newest finished game possible, less one, with an empty array, which IndexedDB orders after
// every id. A page read after it starts at the newest finished game (records.ts orders finished
// games last, newest first).
const FINISHED_FROM: ListKey = [listOrder('finished', 1e13) - 1, []];

export class StatsData {
	#games = $state.raw<readonly TimedSummary[]>([]);
	get games() {
		return this.#games;
	}
	#corrections = $state.raw<GroupCorrections>({});
	get corrections() {
		return this.#corrections;
	}
	/** The newest finished games are read (`games` holds them). */
	#loaded = $state(false);
	get loaded() {
		return this.#loaded;
	}
	/** Every game is read: the figures are whole. */
	#complete = $state(false);
	get complete() {
		return this.#complete;
	}

	/** Reads the newest finished games first (see FIRST_READ), then every game. */
	async load(): Promise<void> {
		const [first, corrections] = await Promise.all([
			storage.run(() => listPage(FIRST_READ, FINISHED_FROM)),
			readCorrections()
		]);
		this.#corrections = corrections;
		if (first.ok) {
			this.#games = playedGames(first.value.page);
			this.#loaded = true;
		}
		const records = await storage.run(() => gameRecords());
		this.#games = records.ok ? playedGames(records.value) : this.#games;
		this.#loaded = true;
		this.#complete = true;
	}

	/** The players of every game read, as stored. */
	#players(): (readonly string[])[] {
		return this.#games.map((g) => g.summary.players);
	}

	/** Renames a player in a group's games, or in every group a player plays in (a merge when
	 * `to` is another player's name); returns the name shown now. The games' logs stay as they
	 * are. A refused name or a failed write changes nothing. */
	async rename(scope: RenameScope, from: string, to: string): Promise<Result<string, RenameError>> {
		const next = renameIn(this.#corrections, this.#players(), scope, from, to);
		if (!next.ok) return next;
		if (!(await this.#save(next.value.corrections))) return { ok: false, error: 'not-saved' };
		return { ok: true, value: next.value.shown };
	}

	/** Takes a correction back in the groups of `scope`. */
	async undo(scope: RenameScope, from: string): Promise<boolean> {
		return this.#save(undoIn(this.#corrections, this.#players(), scope, from));
	}

	async #save(corrections: GroupCorrections): Promise<boolean> {
		const saved = await storage.run(() => writePreference('groupCorrections', corrections));
		if (saved.ok) this.#corrections = corrections;
		return saved.ok;
	}
}
