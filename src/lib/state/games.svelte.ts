// The list of games: one page at a time from the stored summaries, delete with undo, export,
// import and statistics. Nothing here replays a stored game. The first page is read in the page's
// load, so the page paints with its games listed; export and import load their code when used.
import type { GameRecord } from '$lib/db/schema';
import type { StorageProblem } from '$lib/db/errors';
import {
	deleteGame,
	dropCopy,
	forgetReplaced,
	keepBoth,
	keepCopy,
	replacedCopies,
	undoReplaced,
	type SetAsideEntry
} from '$lib/db/choices';
import { finishedRecords, listPage, setGameNote } from '$lib/db/gameList';
import { loadGame } from '$lib/db/games';
import { newGameId } from '$lib/db/records';
import type { GameRecord as StoredRecord, ReplacedWhy } from '$lib/db/schema';
import type { Result } from '$lib/rules/types';
import type { ImportError } from '$lib/tracker/exportFile';
import { isNote } from '$lib/tracker/exportNote';
import { MAX_EXPORT_BYTES } from '$lib/tracker/exportLimits';
import { statistics, type GroupStatistics } from '$lib/tracker/statistics';
import type { GameSummary } from '$lib/tracker/summary';
import type { GroupCorrections } from '$lib/tracker/corrections';
import { gameCorrector } from '$lib/tracker/people';
import { readCorrections } from './corrections';
import { checkRecord, type RecordProblem } from './recordCheck';
import { storage } from './storage.svelte';
import { LOAD_WAIT_MS, within } from './within';

const backup = () => import('./backup');
const secondCopy = () => import('./secondCopy');

/** A game in the list: its stored record and summary. */
export interface ListEntry {
	readonly game: GameRecord;
	readonly summary: GameSummary;
}

/** A stored record the list cannot show as a game: kept, named with what is wrong, and offered
 * for export as stored and for deletion. `key` is its key in the store (null when it has none the
 * app can use); `createdAt` when it holds a time. */
export interface DamagedRecord {
	readonly key: string | null;
	readonly createdAt: number | null;
	readonly problem: RecordProblem;
	readonly edition: string | null;
}

// What an import did, and a game that went two ways: backup.ts's, named here for the screens.
export type { DivergedCopy, ImportCounts, ImportProgress } from './backup';
import type { DivergedCopy, ImportCounts, ImportProgress } from './backup';

export type ImportResult =
	({ ok: true } & ImportCounts) | { ok: false; error: ImportError | 'not-saved' | 'unreadable' };

/** A copy of a game that a choice set aside (a keep, a delete, an import that continued it), kept
 * 30 days to be brought back: why, when, the game it belonged to, and what it was (its summary;
 * null for a damaged record). */
export interface SetAsideCopy {
	readonly key: number;
	readonly gameId: string;
	readonly why: ReplacedWhy;
	readonly at: number;
	readonly edition: string | null;
	readonly summary: GameSummary | null;
	/** When the copy last changed. */
	readonly updatedAt: number | null;
}

/** What importFile reads: a chosen file (or anything with its size and text). */
export type ImportFile = Pick<Blob, 'size' | 'text'>;

/** How many games one page of the list shows. */
export const PAGE_SIZE = 50;

/** The games page's state. */
export class GamesList {
	#games = $state.raw<readonly ListEntry[]>([]);
	get games() {
		return this.#games;
	}
	#loaded = $state(false);
	get loaded() {
		return this.#loaded;
	}
	// Whether more games are stored than shown.
	#more = $state(false);
	get more() {
		return this.#more;
	}
	// Stored records that cannot be shown as games (kept, each named), on the pages shown.
	#damaged = $state.raw<readonly DamagedRecord[]>([]);
	get damaged() {
		return this.#damaged;
	}
	#statistics = $state.raw<readonly GroupStatistics[]>([]);
	get statistics() {
		return this.#statistics;
	}
	// Players renamed or merged (people.ts): the list shows the corrected names.
	#corrections = $state.raw<GroupCorrections>({});
	get corrections() {
		return this.#corrections;
	}
	// Whether the statistics were read (until then an empty list says nothing about the games).
	#statisticsLoaded = $state(false);
	get statisticsLoaded() {
		return this.#statisticsLoaded;
	}
	// Finished games the statistics leave out because their summary cannot be read.
	#statisticsSkipped = $state(0);
	get statisticsSkipped() {
		return this.#statisticsSkipped;
	}
	// The last deletion on this screen, offered at the top of the list: the game and the key of the
	// copy set aside.
	#lastDeleted = $state.raw<{ game: StoredRecord; key: number } | null>(null);
	get lastDeleted() {
		return this.#lastDeleted;
	}
	// The last keep of one of two copies on this screen (the set-aside copy's key), to undo there.
	#lastKeep: number | null = null;
	// The copies set aside by earlier choices, newest first (read with the list).
	#setAside = $state.raw<readonly SetAsideCopy[]>([]);
	get setAside() {
		return this.#setAside;
	}
	#setAsideRead = $state(false);
	get setAsideRead() {
		return this.#setAsideRead;
	}
	/** How the last undo of a deletion went: back as a copy (its id was taken meanwhile), or not
	 * saved (the deleted game stays in lastDeleted, to try again). */
	#undoOutcome = $state<'copy' | 'not-saved' | null>(null);
	get undoOutcome() {
		return this.#undoOutcome;
	}
	// How many records the pages shown cover (also the unreadable ones), of how many are stored.
	#shown = $state(0);
	get shown() {
		return this.#shown;
	}
	#total = $state(0);
	get total() {
		return this.#total;
	}
	#lastKey: ListKey | undefined = undefined;

	/** Shows the first page (`first`: what the page's load read already, see readFirstPage;
	 * without it, or null, it is read here), then
	 * the statistics (a moment later: they read every finished game's summary, and the page should
	 * not wait for them). */
	async load(first?: FirstPageRead | null, corrections?: GroupCorrections): Promise<void> {
		this.#shown = 0;
		this.#lastKey = undefined;
		const [result, read] = await Promise.all([
			first ?? storage.run(() => readGames()),
			corrections ?? readCorrections()
		]);
		this.#corrections = read;
		if (!result.ok) return;
		this.#games = [];
		this.#damaged = [];
		this.#addPage(result.value);
		this.#loaded = true;
		await this.#readSetAside();
		await this.#refreshStatistics();
	}

	// The copies set aside, those older than 30 days dropped first (db/choices.ts).
	async #readSetAside(): Promise<void> {
		const result = await storage.run(() => replacedCopies(Date.now()));
		if (!result.ok) return;
		this.#setAside = result.value.map(setAsideCopy);
		this.#setAsideRead = true;
	}

	/** Adds the next page to the list. */
	async showMore(): Promise<void> {
		const after = this.#lastKey;
		const result = await storage.run(() => readGames(after));
		if (!result.ok || this.#lastKey !== after) return;
		this.#addPage(result.value);
	}

	#addPage({ page, total, next }: ListPage): void {
		const games: ListEntry[] = [];
		const damaged: DamagedRecord[] = [];
		for (const record of page) {
			const checked = checkRecord(record);
			if (checked.ok) games.push({ game: checked.game, summary: checked.summary });
			else damaged.push(damagedGame(record, checked.problem));
		}
		this.#games = [...this.#games, ...games];
		this.#damaged = [...this.#damaged, ...damaged];
		this.#shown += page.length;
		this.#total = total;
		if (next) this.#lastKey = next;
		this.#more = this.#shown < total;
	}

	/** Deletes a damaged record on purpose (the players asked, after seeing what is wrong); it
	 * can be undone like any deletion. */
	async removeDamaged(key: string): Promise<boolean> {
		const removed = await this.remove(key);
		if (removed) this.#damaged = this.#damaged.filter((d) => d.key !== key);
		return removed;
	}

	/** The export file of one damaged record and its log, exactly as stored; null when reading
	 * failed. */
	async exportDamaged(key: string, now: Date): Promise<string | null> {
		return (await backup()).exportAsStored(key, now);
	}

	/** Deletes a game, keeping it set aside: `undoDelete` brings it back until the next deletion,
	 * the list's "Recently deleted" for 30 days. */
	async remove(id: string): Promise<boolean> {
		const result = await storage.run(() => deleteGame(id, Date.now()));
		if (!result.ok || !result.value) return false;
		this.#lastDeleted = { game: result.value.game, key: result.value.setAside };
		this.#undoOutcome = null;
		void secondCopy().then((copy) => copy.copyDeleted(id));
		this.#games = this.#games.filter((g) => g.game.id !== id);
		this.#shown -= 1;
		this.#total -= 1;
		if (result.value.game.status === 'finished') await this.#refreshStatistics();
		return true;
	}

	async #refreshStatistics(): Promise<void> {
		const result = await storage.run(() => readFinished());
		if (!result.ok) return;
		const correct = gameCorrector(this.#corrections);
		this.#statistics = statistics(
			result.value.summaries.map((summary) => ({
				...summary,
				players: correct(summary.players)
			}))
		);
		this.#statisticsSkipped = result.value.skipped;
		this.#statisticsLoaded = true;
	}

	/** Sets a game's note (trimmed; '' removes it). A note too long or a failed write changes
	 * nothing. */
	async setNote(id: string, text: string): Promise<'saved' | 'too-long' | 'not-saved'> {
		const note = text.trim();
		if (!isNote(note)) return 'too-long';
		const result = await storage.run(() => setGameNote(id, note));
		if (!result.ok || !result.value) return 'not-saved';
		this.#games = this.#games.map((g) =>
			g.game.id === id ? { ...g, game: { ...g.game, note: note || undefined } } : g
		);
		return 'saved';
	}

	/** Brings the last deleted game back: under its own id, or as a copy when a game with that id
	 * was stored in between (which stays as it is). A failed write changes nothing and keeps the
	 * deleted game here for another try. */
	async undoDelete(): Promise<boolean> {
		const deleted = this.#lastDeleted;
		if (!deleted) return false;
		const outcome = await this.bringBack(deleted.key);
		if (outcome === 'not-saved') {
			this.#undoOutcome = 'not-saved';
			return false;
		}
		this.#lastDeleted = null;
		this.#undoOutcome = outcome === 'copy' ? 'copy' : null;
		return true;
	}

	/** Puts a set-aside copy back whole (db/choices.ts's undoReplaced): 'back' under its own id
	 * (a copy kept in its place moves aside as the other phone's copy), 'copy' as a copy (its id
	 * was taken meanwhile), 'gone' when it was no longer there, 'not-saved' when the write failed
	 * (nothing changed). Shows the list again. */
	async bringBack(key: number): Promise<'back' | 'copy' | 'gone' | 'not-saved'> {
		// The id it comes back under when it is back as itself (a deleted game's).
		const entry = this.#setAside.find((copy) => copy.key === key);
		const ownId =
			this.#lastDeleted?.key === key
				? this.#lastDeleted.game.id
				: entry?.why === 'deleted'
					? entry.gameId
					: null;
		const result = await storage.run(() => undoReplaced(key, newGameId()));
		if (!result.ok) return 'not-saved';
		if (this.#lastDeleted?.key === key) this.#lastDeleted = null;
		const undone = result.value;
		if (undone) {
			void secondCopy().then(async (copy) => {
				for (const id of [undone.restored, undone.moved]) {
					const records = id === null ? undefined : await loadGame(id).catch(() => undefined);
					if (records) await copy.copyRecords(records);
				}
			});
		}
		await this.load();
		if (!undone) return 'gone';
		return ownId !== null && undone.restored !== ownId ? 'copy' : 'back';
	}

	/** Removes a set-aside copy for good (the players asked). */
	async forget(key: number): Promise<boolean> {
		const result = await storage.run(() => forgetReplaced(key));
		if (!result.ok) return false;
		if (this.#lastDeleted?.key === key) this.#lastDeleted = null;
		this.#setAside = this.#setAside.filter((copy) => copy.key !== key);
		return true;
	}

	/** The export file's text for some games (all when `ids` is omitted); null when reading
	 * failed. */
	async exportText(now: Date, ids?: readonly string[]): Promise<string | null> {
		return (await backup()).exportGames(now, ids);
	}

	/** Of a game that went two ways, keeps the arriving copy under the game's own id, in place of
	 * the one here (which is set aside: undoKeep brings it back, as does the list for 30 days). */
	async keepArrived(pair: DivergedCopy): Promise<boolean> {
		const result = await storage.run(() => keepCopy(pair.id, pair.copyId, Date.now()));
		if (!result.ok || !result.value) return false;
		this.#lastKeep = result.value.setAside;
		void secondCopy().then(async (copy) => {
			await copy.copyDeleted(pair.copyId);
			const kept = await loadGame(pair.id).catch(() => undefined);
			if (kept) await copy.copyRecords(kept);
		});
		await this.load();
		return true;
	}

	/** Of a game that went two ways, keeps this phone's: the other phone's copy is set aside
	 * (undoKeep brings it back, as does the list for 30 days). */
	async keepHere(pair: DivergedCopy): Promise<boolean> {
		const result = await storage.run(() => dropCopy(pair.id, pair.copyId, Date.now()));
		if (!result.ok || !result.value) return false;
		this.#lastKeep = result.value.setAside;
		void secondCopy().then((copy) => copy.copyDeleted(pair.copyId));
		await this.load();
		return true;
	}

	/** Of a game that went two ways, keeps both as games of their own (no longer marked as
	 * copies). */
	async keepBoth(pair: DivergedCopy): Promise<boolean> {
		const result = await storage.run(() => keepBoth(pair.copyId));
		if (!result.ok || !result.value) return false;
		await this.load();
		return true;
	}

	/** Takes back the last keep made on this screen: both copies are kept again, this phone's
	 * under the game's id, the other phone's as the copy, each log whole. */
	async undoKeep(): Promise<boolean> {
		const key = this.#lastKeep;
		if (key === null) return false;
		const outcome = await this.bringBack(key);
		if (outcome === 'not-saved') return false;
		this.#lastKeep = null;
		return true;
	}

	/** The two copies of a game that went two ways, as the choice between them shows them (where
	 * they parted, each one's moves of its own); null when either cannot be read. */
	async splitOf(id: string, copyId: string): Promise<DivergedCopy | null> {
		return (await backup()).divergedOf(id, copyId);
	}

	/** Reads a chosen file and imports it. A file larger than any export is refused before
	 * reading; one the browser cannot hold as text (RangeError) is refused the same way. */
	async importFile(file: ImportFile, progress?: ImportProgress): Promise<ImportResult> {
		if (file.size > MAX_EXPORT_BYTES) return { ok: false, error: 'too-large' };
		let text: string;
		try {
			text = await file.text();
		} catch (error) {
			return { ok: false, error: error instanceof RangeError ? 'too-large' : 'unreadable' };
		}
		return this.importText(text, progress);
	}

	/** Imports a file's text (see importGamesText: a bad file changes nothing, nothing stored is
	 * overwritten), then shows the list again. */
	async importText(text: string, progress?: ImportProgress): Promise<ImportResult> {
		const result = await (await backup()).importGamesText(text, progress);
		if (result.ok) await this.load();
		return result;
	}
}

/** A page of stored game records as read (each checked before it is shown: checkRecord). */
export type { ListPage } from '$lib/db/gameList';
import type { ListKey, ListPage } from '$lib/db/gameList';

function setAsideCopy(entry: SetAsideEntry): SetAsideCopy {
	const checked = checkRecord(entry.game);
	const edition = (entry.game as { edition?: unknown } | null)?.edition;
	return {
		key: entry.id,
		gameId: entry.gameId,
		why: entry.why,
		at: entry.at,
		edition: checked.ok ? checked.game.edition : typeof edition === 'string' ? edition : null,
		summary: checked.ok ? checked.summary : null,
		updatedAt: checked.ok ? checked.game.updatedAt : null
	};
}

function damagedGame(record: unknown, problem: RecordProblem): DamagedRecord {
	const r = (record ?? {}) as { id?: unknown; createdAt?: unknown; summary?: unknown };
	const edition = (r.summary as { edition?: unknown } | null)?.edition;
	return {
		key: typeof r.id === 'string' ? r.id : null,
		createdAt: typeof r.createdAt === 'number' && Number.isFinite(r.createdAt) ? r.createdAt : null,
		problem,
		edition: problem === 'unknown-edition' && typeof edition === 'string' ? edition : null
	};
}

/** What reading the list's first page gave, or why storage could not be read. */
export type FirstPageRead = Result<ListPage, StorageProblem>;

/** Reads the list's first page. The games page starts this in its load, alongside its messages,
 * so its first render lists the games. Null when it is not answered in time (another tab holds
 * the database): GamesList.load then reads it after the first paint. */
export async function readFirstPage(): Promise<FirstPageRead | null> {
	// Not answered in time (another tab holds the database): the list reads it after the paint.
	return within(
		storage.run(() => readGames()),
		LOAD_WAIT_MS,
		null
	);
}

/** One page of the list after `after` (the list key of the last game shown) and the number of
 * games. */
function readGames(after?: ListKey): Promise<ListPage> {
	return listPage(PAGE_SIZE, after);
}

/** The summaries of the finished games (for the statistics), and how many finished games are
 * left out because their record cannot be read. */
async function readFinished(): Promise<{ summaries: GameSummary[]; skipped: number }> {
	const records = await finishedRecords();
	const summaries: GameSummary[] = [];
	for (const record of records) {
		const checked = checkRecord(record);
		if (checked.ok) summaries.push(checked.summary);
	}
	return { summaries, skipped: records.length - summaries.length };
}
