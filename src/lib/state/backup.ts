// Export and import of games: loaded when the players export or import, not before the games
// page's first paint (it brings the file's validator and the reducer).
import { importGames, type ImportStep } from '$lib/db/choices';
import { loadGames } from '$lib/db/gameList';
import { loadGame, type RecordAndLog, type UnplacedRecord } from '$lib/db/games';
import { newGameId } from '$lib/db/records';
import { mergePlan, type MergePlan } from '$lib/handoff/merge';
import {
	type DamagedExport,
	exportText,
	parseExportFile,
	type ImportError,
	type RefusedEntry,
	type ExportedGame
} from '$lib/tracker/exportFile';
import { replay } from '$lib/tracker/game';
import type { GroupCorrections } from '$lib/tracker/corrections';
import { groupOf } from '$lib/tracker/people';
import { readCorrections } from './corrections';
import { writePreference } from './preferences';
import { damagedExport, readStored, readsWhole, recordsOf, exportedGame } from './gameRecords';
import { storage } from './storage.svelte';
import type { GameSummary } from '$lib/tracker/summary';

/** The export file's text for some games (all when `ids` is omitted); null when reading failed.
 * A game that does not read back whole goes into the file's `damaged` list exactly as stored,
 * never left out and never with an entry dropped. */
export async function exportGames(now: Date, ids?: readonly string[]): Promise<string | null> {
	const [result, corrections] = await Promise.all([
		storage.run(() => loadGames(ids)),
		readCorrections()
	]);
	if (!result.ok) return null;
	const games: ExportedGame[] = [];
	const damaged: DamagedExport[] = [];
	for (const records of result.value) {
		const read = readStored(records);
		if (read.game && readsWhole(records, read)) games.push(read.game);
		else damaged.push(damagedExport(records));
	}
	return exportText(games, now.toISOString(), damaged, ofGroups(corrections, games));
}

// The corrections of the groups the games are played in (the players' names as stored).
function ofGroups(corrections: GroupCorrections, games: readonly ExportedGame[]): GroupCorrections {
	const out: Record<string, GroupCorrections[string]> = {};
	for (const game of games) {
		const group = groupOf(game.setup.players.map((p) => p.name));
		if (Object.hasOwn(corrections, group)) out[group] = corrections[group]!;
	}
	return out;
}

/** One stored game and its log exactly as stored (the file's `damaged` list); null when reading
 * failed or there is no such record. */
export async function exportAsStored(key: string, now: Date): Promise<string | null> {
	const result = await storage.run(() => loadGame(key));
	if (!result.ok || !result.value) return null;
	return exportText([], now.toISOString(), [damagedExport(result.value)]);
}

/** What an import did: games added; games already here unchanged; stored games continued with
 * the file's longer log; stored games already longer than the file's (left as they are); file
 * games that went another way than the stored one with their id (added as copies). */
export interface ImportCounts {
	readonly added: number;
	readonly same: number;
	readonly extended: number;
	readonly keptLonger: number;
	readonly copied: number;
	/** The copied games, for the players to keep one or both (docs/handoff.md). */
	readonly diverged: readonly DivergedCopy[];
	/** The file's games refused one by one (nothing of them stored), each with its reason. */
	readonly refused: readonly RefusedEntry[];
	/** The stored games the file's continued, each with how many turns it moved on. */
	readonly caughtUp: readonly CaughtUp[];
	/** The file's games not imported because saving failed after earlier parts of the file were
	 * stored (0 when the whole file was): the counts above are of the parts stored. */
	readonly notSaved: number;
}

/** A stored game that a file's longer log continued: its id, and by how many turns. */
export interface CaughtUp {
	readonly id: string;
	readonly turns: number;
}

/** A game that went two ways: the one stored here (`id`) and the file's, kept as `copyId`. After
 * `shared` events, this phone has `hereMoves` more and the file `thereMoves`. */
export interface DivergedCopy {
	readonly id: string;
	readonly copyId: string;
	readonly shared: number;
	readonly here: GameSummary | null;
	readonly there: GameSummary | null;
	readonly hereMoves: number;
	readonly thereMoves: number;
}

/** Told after each part of an import is stored: how many of the file's games are done, of all. */
export type ImportProgress = (done: number, all: number) => void;

/** How many of a file's games are read and stored together: one transaction each, so a reload
 * or a closed tab during a large import leaves every game whole or absent, and the page gets a
 * task between parts (a 10,000-game backup is a minute's work on a phone). */
export const IMPORT_PART = 100;

// A task of its own: the page handles taps and paints between two parts of an import.
const nextTask = () => new Promise<void>((done) => setTimeout(done, 0));

// The counts of ImportCounts before any game: each part of a file counts its own, added to the
// file's once the part is stored.
const noGames = () => ({ added: 0, same: 0, extended: 0, keptLonger: 0, copied: 0 });

/** What an import of a file's text did. */
export type ImportTextResult =
	({ ok: true } & ImportCounts) | { ok: false; error: ImportError | 'not-saved' };

/** Imports a file's text: a bad file changes nothing. A game already stored is merged
 * (mergePlan, docs/handoff.md#merging-an-arriving-copy): when the file's log continues the stored
 * one, the stored game continues with it; when the stored log is longer, or the same, it stays;
 * when they went different ways, the file's game is added as a copy under a new id and listed in
 * `diverged`, for the players to keep one or both. Nothing stored is overwritten. */
export async function importGamesText(
	text: string,
	progress?: ImportProgress
): Promise<ImportTextResult> {
	const file = parseExportFile(text);
	if (!file.ok) return { ok: false, error: file.error as ImportError };
	const ids = file.value.games.map((game) => game.id);
	const stored = await storage.run(() => loadGames(ids));
	if (!stored.ok) return { ok: false, error: 'not-saved' };
	// A lookup used within this call only, never state.
	const here = new Map(stored.value.map((records) => [records.game.id, records]));
	const counts = noGames();
	const diverged: DivergedCopy[] = [];
	const caughtUp: CaughtUp[] = [];
	// The file's corrections of its games' groups join this phone's: a group corrected here keeps
	// its own. Written first: games that arrive are shown corrected at once.
	const kept = await readCorrections();
	const arriving = ofGroups(file.value.corrections, file.value.games);
	const added = Object.keys(arriving).filter((group) => !Object.hasOwn(kept, group));
	if (added.length > 0) {
		const next = { ...kept, ...Object.fromEntries(added.map((g) => [g, arriving[g]!])) };
		const saved = await storage.run(() => writePreference('groupCorrections', next));
		if (!saved.ok) return { ok: false, error: 'not-saved' };
	}
	const all = file.value.games.length;
	const { copyRecords } = await import('./secondCopy');
	for (let from = 0; from < all; from += IMPORT_PART) {
		if (from > 0) await nextTask();
		const steps: ImportStep[] = [];
		// This part's counts join the file's only once the part is stored.
		const part = noGames();
		const partDiverged: DivergedCopy[] = [];
		const partCaughtUp: CaughtUp[] = [];
		for (const game of file.value.games.slice(from, from + IMPORT_PART)) {
			const records = here.get(game.id);
			const plan = records ? planFor(records, game) : ({ kind: 'new' } as const);
			if (plan.kind === 'same') part.same += 1;
			else if (plan.kind === 'ahead') part.keptLonger += 1;
			else if (plan.kind === 'behind' && records) {
				part.extended += 1;
				// The stored note stays; the file's fills in only where there is none.
				const note = records.game.note || game.note;
				const extended = toRecords({ ...game, ...(note ? { note } : {}) });
				steps.push({ kind: 'extend', records: extended, afterSeq: records.events.length });
				const turns = (extended.game.summary?.turn ?? 0) - (records.game.summary?.turn ?? 0);
				partCaughtUp.push({ id: game.id, turns: Math.max(0, turns) });
			} else if (plan.kind === 'diverged' && records) {
				part.copied += 1;
				const arriving = toRecords({ ...game, id: newGameId() });
				// Marked as the other phone's copy of the game here, until the players choose.
				const copy = { ...arriving, game: { ...arriving.game, split: { of: game.id } } };
				steps.push({ kind: 'add', records: copy });
				partDiverged.push({
					id: game.id,
					copyId: copy.game.id,
					shared: plan.shared,
					here: records.game.summary,
					there: copy.game.summary,
					hereMoves: plan.here.length,
					thereMoves: plan.there.length
				});
			} else {
				part.added += 1;
				steps.push({ kind: 'add', records: toRecords(game) });
			}
		}
		const result = await storage.run(() => importGames(steps, Date.now()));
		if (!result.ok) {
			// Nothing stored yet: the file changed nothing. Else the parts before this one are
			// stored, each game whole, and the result says so and how many games were not.
			if (from === 0) return { ok: false, error: 'not-saved' };
			const refused = file.value.refused;
			return { ok: true, ...counts, diverged, caughtUp, refused, notSaved: all - from };
		}
		for (const key of Object.keys(part) as (keyof typeof part)[]) counts[key] += part[key];
		diverged.push(...partDiverged);
		caughtUp.push(...partCaughtUp);
		for (const step of steps) void copyRecords(step.records);
		progress?.(Math.min(all, from + IMPORT_PART), all);
	}
	return { ok: true, ...counts, diverged, caughtUp, refused: file.value.refused, notSaved: 0 };
}

function toRecords(game: ExportedGame): RecordAndLog<UnplacedRecord> {
	return recordsOf(
		game,
		replay(
			game.setup,
			game.events.map((e) => e.event)
		)
	);
}

/** Two copies of a game that went two ways, stored here (this phone's under `id`, the other
 * phone's under `copyId`), as the choice between them shows them; null when either cannot be
 * read whole. */
export async function divergedOf(id: string, copyId: string): Promise<DivergedCopy | null> {
	const result = await storage.run(() => loadGames([id, copyId]));
	if (!result.ok) return null;
	const here = result.value.find((records) => records.game.id === id);
	const there = result.value.find((records) => records.game.id === copyId);
	const copy = there && exportedGame(there);
	if (!here || !there || !copy) return null;
	const plan = planFor(here, { ...copy, id });
	const parted = plan.kind === 'diverged';
	return {
		id,
		copyId,
		shared: parted ? plan.shared : 0,
		here: here.game.summary,
		there: there.game.summary,
		hereMoves: parted ? plan.here.length : here.events.length,
		thereMoves: parted ? plan.there.length : there.events.length
	};
}

/** How a file's game meets the stored records with its id. A stored log that does not read back
 * whole (a damaged entry) or is not numbered 1, 2, 3, … is never continued: it has diverged. */
function planFor(records: RecordAndLog, game: ExportedGame): MergePlan {
	const stored = exportedGame(records);
	if (
		!stored ||
		stored.events.length !== records.events.length ||
		records.events.some((event, i) => event.seq !== i + 1)
	) {
		return { kind: 'diverged', shared: 0, here: stored?.events ?? [], there: game.events };
	}
	return mergePlan(stored, game);
}

/** Restores every game the second copy has on offer (`storage.restorable`) through the backup
 * import (the same checks and merge), then takes the offer down. The import's result (how many
 * games were added). */
export async function restoreCopies(now: Date): Promise<ImportTextResult> {
	const games = storage.restorable.map((offer) => offer.game);
	const { exportText } = await import('$lib/tracker/exportFile');
	const result = await importGamesText(exportText(games, now.toISOString()));
	if (result.ok) {
		storage.copiesRestored();
		await storage.askToKeep();
	}
	return result;
}
