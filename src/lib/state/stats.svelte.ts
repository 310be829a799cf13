// The statistics screen's state: every stored game's summary and the players' corrections, read
// without the storage library. The figures themselves are computed by $lib/tracker/statistics.
import { readRecords } from '$lib/db/keyValue';
import { isGameRecord } from '$lib/db/records';
import type { Result } from '$lib/rules/types';
import type { Correction } from '$lib/tracker/people';
import { rename, undoCorrection, type CorrectionError } from '$lib/tracker/renames';
import type { PlayedGame } from '$lib/tracker/statistics';
import { readCorrections } from './corrections';
import { writePreference } from './preferences';
import { storage } from './storage.svelte';

/** The games as the statistics read them, from the games store's raw records. */
export function playedGames(records: readonly unknown[]): PlayedGame[] {
	const games: PlayedGame[] = [];
	for (const record of records) {
		if (!isGameRecord(record) || !record.summary) continue;
		games.push({ id: record.id, at: record.updatedAt, summary: record.summary });
	}
	return games;
}

/** Why a rename did not happen: the name's problem, or saving failed. */
export type RenameError = CorrectionError | 'not-saved';

export class StatsData {
	games = $state.raw<readonly PlayedGame[]>([]);
	corrections = $state.raw<readonly Correction[]>([]);
	loaded = $state(false);

	async load(): Promise<void> {
		const [records, corrections] = await Promise.all([
			storage.save(() => readRecords('games')),
			readCorrections()
		]);
		this.games = records.ok ? playedGames(records.value) : [];
		this.corrections = corrections;
		this.loaded = true;
	}

	/** Renames a player everywhere (a merge when `to` is another player's name); the games' logs
	 * stay as they are. A refused name or a failed write changes nothing. */
	async rename(from: string, to: string): Promise<Result<string, RenameError>> {
		const next = rename(
			this.corrections,
			this.games.map((g) => g.summary.players),
			from,
			to
		);
		if (!next.ok) return next;
		if (!(await this.save(next.value))) return { ok: false, error: 'not-saved' };
		return { ok: true, value: next.value.at(-1)?.to ?? to };
	}

	/** Takes a correction back. */
	async undo(from: string): Promise<boolean> {
		return this.save(undoCorrection(this.corrections, from));
	}

	private async save(corrections: Correction[]): Promise<boolean> {
		const saved = await storage.save(() => writePreference('playerCorrections', corrections));
		if (saved.ok) this.corrections = corrections;
		return saved.ok;
	}
}
