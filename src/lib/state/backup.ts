// Export and import of games: loaded when the players export or import, not before the games
// page's first paint (it brings the file's validator and the reducer).
import { importGames, loadGame, loadGames, type ImportStep } from '$lib/db/games';
import type { GameWithEvents } from '$lib/db/games';
import { newGameId } from '$lib/db/records';
import {
	type DamagedExport,
	exportText,
	logRelation,
	parseExport,
	type ImportError,
	type LogRelation,
	type StoredGame
} from '$lib/tracker/exportFile';
import { replay } from '$lib/tracker/game';
import { damagedExport, readStored, readsWhole, recordsOf, storedGame } from './gameRecords';
import type { ImportCounts } from './games.svelte';
import { storage } from './storage.svelte';

/** The export file's text for some games (all when `ids` is omitted); null when reading failed.
 * A game that does not read back whole goes into the file's `damaged` list exactly as stored,
 * never left out and never with an entry dropped. */
export async function exportGames(now: Date, ids?: readonly string[]): Promise<string | null> {
	const result = await storage.save(() => loadGames(ids));
	if (!result.ok) return null;
	const games: StoredGame[] = [];
	const damaged: DamagedExport[] = [];
	for (const records of result.value) {
		const read = readStored(records);
		if (read.game && readsWhole(records, read)) games.push(read.game);
		else damaged.push(damagedExport(records));
	}
	return exportText(games, now.toISOString(), damaged);
}

/** One stored game and its log exactly as stored (the file's `damaged` list); null when reading
 * failed or there is no such record. */
export async function exportAsStored(key: string, now: Date): Promise<string | null> {
	const result = await storage.save(() => loadGame(key));
	if (!result.ok || !result.value) return null;
	return exportText([], now.toISOString(), [damagedExport(result.value)]);
}

/** What an import of a file's text did. */
export type ImportTextResult =
	({ ok: true } & ImportCounts) | { ok: false; error: ImportError | 'not-saved' };

/** Imports a file's text: a bad file changes nothing. A game already stored is merged: when
 * the file's log continues the stored one, the stored game continues with it; when the stored
 * log is longer, or the same, it stays; when they went different ways, the file's game is
 * added as a copy under a new id. Nothing stored is overwritten. */
export async function importGamesText(text: string): Promise<ImportTextResult> {
	const parsed = parseExport(text);
	if (!parsed.ok) return { ok: false, error: parsed.error as ImportError };
	const ids = parsed.value.map((game) => game.id);
	const stored = await storage.save(() => loadGames(ids));
	if (!stored.ok) return { ok: false, error: 'not-saved' };
	// A lookup used within this call only, never state.
	const here = new Map(stored.value.map((records) => [records.game.id, records]));
	const counts = { added: 0, same: 0, extended: 0, keptLonger: 0, copied: 0 };
	const steps: ImportStep[] = [];
	for (const game of parsed.value) {
		const records = here.get(game.id);
		const relation = records ? relationTo(records, game) : null;
		if (relation === 'same') counts.same += 1;
		else if (relation === 'stored-longer') counts.keptLonger += 1;
		else if (relation === 'file-longer' && records) {
			counts.extended += 1;
			// The stored note stays; the file's fills in only where there is none.
			const note = records.game.note || game.note;
			steps.push({
				kind: 'extend',
				records: toRecords({ ...game, ...(note ? { note } : {}) }),
				afterSeq: records.events.length
			});
		} else if (relation === 'diverged') {
			counts.copied += 1;
			steps.push({ kind: 'add', records: toRecords({ ...game, id: newGameId() }) });
		} else {
			counts.added += 1;
			steps.push({ kind: 'add', records: toRecords(game) });
		}
	}
	const result = await storage.save(() => importGames(steps));
	if (!result.ok) return { ok: false, error: 'not-saved' };
	return { ok: true, ...counts };
}

function toRecords(game: StoredGame): GameWithEvents {
	return recordsOf(
		game,
		replay(
			game.setup,
			game.events.map((e) => e.event)
		)
	);
}

/** How a file's game relates to the stored records with its id. A stored log that does not read
 * back whole (a damaged entry) or is not numbered 1, 2, 3, … is never continued: `diverged`. */
function relationTo(records: GameWithEvents, game: StoredGame): LogRelation {
	const stored = storedGame(records);
	if (
		!stored ||
		stored.events.length !== records.events.length ||
		records.events.some((event, i) => event.seq !== i + 1)
	) {
		return 'diverged';
	}
	return logRelation(stored, game);
}
