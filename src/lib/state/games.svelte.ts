// The list of games: one page at a time from the stored summaries, delete with undo, export,
// import and statistics. Nothing here replays a stored game. The first page is read without the
// storage library (a raw IndexedDB read), so the page paints and lists its games before Dexie has
// loaded; everything that writes, and export and import, load their code when used.
import type { GameRecord } from '$lib/db/database';
import type { StorageProblem } from '$lib/db/errors';
import type { GameWithEvents } from '$lib/db/games';
import { readPage, readWhere } from '$lib/db/keyValue';
import { isGameRecord, newGameId } from '$lib/db/records';
import type { Result } from '$lib/rules/types';
import type { ImportError } from '$lib/tracker/exportFile';
import { MAX_EXPORT_BYTES } from '$lib/tracker/exportLimits';
import { statistics, type GroupStatistics } from '$lib/tracker/statistics';
import type { GameSummary } from '$lib/tracker/summary';
import { storage } from './storage.svelte';

const gamesDb = () => import('$lib/db/games');
const backup = () => import('./backup');

/** A game in the list: its stored record and summary. */
export interface ListedGame {
	readonly game: GameRecord;
	readonly summary: GameSummary;
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

export type ImportResult =
	({ ok: true } & ImportCounts) | { ok: false; error: ImportError | 'not-saved' | 'unreadable' };

/** What importFile reads: a chosen file (or anything with its size and text). */
export type ImportFile = Pick<Blob, 'size' | 'text'>;

// In a /u pattern a surrogate pair is one code point: only lone surrogates match.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** How many games one page of the list shows. */
export const PAGE_SIZE = 50;

/** The games page's state. */
export class GamesList {
	games = $state.raw<readonly ListedGame[]>([]);
	loaded = $state(false);
	// Whether more games are stored than shown.
	more = $state(false);
	// Games whose stored data could not be read (kept, never shown as a broken row), on the pages shown.
	unreadable = $state(0);
	statistics = $state.raw<readonly GroupStatistics[]>([]);
	// Whether the statistics were read (until then an empty list says nothing about the games).
	statisticsLoaded = $state(false);
	lastDeleted = $state.raw<GameWithEvents | null>(null);
	/** How the last undo of a deletion went: back as a copy (its id was taken meanwhile), or not
	 * saved (the deleted game stays in lastDeleted, to try again). */
	undoOutcome = $state<'copy' | 'not-saved' | null>(null);
	// How many records the pages shown cover (also the unreadable ones).
	private shown = 0;
	private lastKey: number | undefined = undefined;

	/** Shows the first page (`first`: what the page's load read already, see readFirstPage;
	 * without it, or null, it is read here), then
	 * the statistics (a moment later: they read every finished game's summary, and the page should
	 * not wait for them). */
	async load(first?: FirstPageRead | null): Promise<void> {
		this.shown = 0;
		this.lastKey = undefined;
		const result = first ?? (await storage.save(() => readGames()));
		if (!result.ok) return;
		this.games = [];
		this.unreadable = 0;
		this.addPage(result.value);
		this.loaded = true;
		await this.refreshStatistics();
	}

	/** Loads the storage library ahead of need (the list and opening a game read without it; the
	 * open game needs it right after, to follow the game and save events). A failure is left to
	 * the use that needs it. */
	async prepareToOpen(): Promise<void> {
		await gamesDb().catch(() => {});
	}

	/** Adds the next page to the list. */
	async showMore(): Promise<void> {
		const after = this.lastKey;
		const result = await storage.save(() => readGames(after));
		if (!result.ok || this.lastKey !== after) return;
		this.addPage(result.value);
	}

	private addPage({ page, misshapen, total }: ListPage): void {
		const games: ListedGame[] = [];
		let unreadable = misshapen;
		for (const game of page) {
			// An id holding a lone surrogate (stored before ids were checked) cannot be put in a
			// link: such a game is kept but counted as unreadable.
			if (game.summary && !LONE_SURROGATE.test(game.id)) {
				games.push({ game, summary: game.summary });
			} else unreadable += 1;
		}
		this.games = [...this.games, ...games];
		this.unreadable += unreadable;
		this.shown += page.length + misshapen;
		this.lastKey = page.at(-1)?.listOrder ?? this.lastKey;
		this.more = this.shown < total;
	}

	/** Deletes a game; `undoDelete` brings it back until the next deletion. */
	async remove(id: string): Promise<boolean> {
		const { deleteGame } = await gamesDb();
		const result = await storage.save(() => deleteGame(id));
		if (!result.ok || !result.value) return false;
		this.lastDeleted = result.value;
		this.undoOutcome = null;
		this.games = this.games.filter((g) => g.game.id !== id);
		this.shown -= 1;
		if (result.value.game.status === 'finished') await this.refreshStatistics();
		return true;
	}

	private async refreshStatistics(): Promise<void> {
		const result = await storage.save(() => readFinished());
		if (!result.ok) return;
		this.statistics = statistics(result.value);
		this.statisticsLoaded = true;
	}

	/** Brings the last deleted game back: under its own id, or as a copy when a game with that id
	 * was stored in between (which stays as it is). A failed write changes nothing and keeps the
	 * deleted game here for another try. */
	async undoDelete(): Promise<boolean> {
		const deleted = this.lastDeleted;
		if (!deleted) return false;
		const { restoreGame } = await gamesDb();
		const result = await storage.save(() => restoreGame(deleted, newGameId()));
		if (!result.ok) {
			this.undoOutcome = 'not-saved';
			return false;
		}
		this.lastDeleted = null;
		this.undoOutcome = result.value === deleted.game.id ? null : 'copy';
		await this.load();
		return true;
	}

	/** The export file's text for some games (all when `ids` is omitted); null when reading
	 * failed. */
	async exportText(now: Date, ids?: readonly string[]): Promise<string | null> {
		return (await backup()).exportGames(now, ids);
	}

	/** Of a game that went two ways, keeps the arriving copy under the game's own id, in place of
	 * the one here (which undo brings back as a copy). */
	async keepArrived(pair: DivergedCopy): Promise<boolean> {
		const { keepCopy } = await gamesDb();
		const result = await storage.save(() => keepCopy(pair.id, pair.copyId));
		if (!result.ok || !result.value) return false;
		this.lastDeleted = result.value;
		this.undoOutcome = null;
		await this.load();
		return true;
	}

	/** Reads a chosen file and imports it. A file larger than any export is refused before
	 * reading; one the browser cannot hold as text (RangeError) is refused the same way. */
	async importFile(file: ImportFile): Promise<ImportResult> {
		if (file.size > MAX_EXPORT_BYTES) return { ok: false, error: 'too-large' };
		let text: string;
		try {
			text = await file.text();
		} catch (error) {
			return { ok: false, error: error instanceof RangeError ? 'too-large' : 'unreadable' };
		}
		return this.importText(text);
	}

	/** Imports a file's text (see importGamesText: a bad file changes nothing, nothing stored is
	 * overwritten), then shows the list again. */
	async importText(text: string): Promise<ImportResult> {
		const result = await (await backup()).importGamesText(text);
		if (result.ok) await this.load();
		return result;
	}
}

/** A page of stored games; `misshapen` records were read raw but lack a game's shape (counted as
 * unreadable, like a game with a damaged setup). */
export interface ListPage {
	page: GameRecord[];
	misshapen: number;
	total: number;
}

/** What reading the list's first page gave, or why storage could not be read. */
export type FirstPageRead = Result<ListPage, StorageProblem>;

/** Reads the list's first page without the storage library. The games page starts this in its
 * load, alongside its messages, so its first render lists the games. Null when a raw read cannot
 * be done (no database yet, another tab upgrading it, an older schema): GamesList.load then reads
 * through Dexie, after the first paint. */
export async function readFirstPage(): Promise<FirstPageRead | null> {
	const result = await storage.save(() => readRawPage());
	if (!result.ok) return result;
	return result.value && { ok: true, value: result.value };
}

/** One page of the list after `after` (the last list-order key shown) and the number of games:
 * raw when the database is at this app's schema, else through Dexie (which upgrades it). */
async function readGames(after?: number): Promise<ListPage> {
	const raw = await readRawPage(after);
	if (raw) return raw;
	const { countGames, listGames } = await gamesDb();
	const [page, total] = await Promise.all([listGames(PAGE_SIZE, after), countGames()]);
	return { page, misshapen: 0, total };
}

// A page read raw; null when the database is not at this app's schema (see readPage).
async function readRawPage(after?: number): Promise<ListPage | null> {
	const raw = await readPage('games', 'listOrder', PAGE_SIZE, after);
	if (!raw) return null;
	const page = raw.records.filter(isGameRecord);
	return { page, misshapen: raw.records.length - page.length, total: raw.total };
}

/** The summaries of the finished games (for the statistics): raw when the database is at this
 * app's schema, else through Dexie. */
async function readFinished(): Promise<GameSummary[]> {
	const raw = await readWhere('games', 'status', 'finished');
	if (!raw) return (await gamesDb()).finishedSummaries();
	return raw.flatMap((record) => (isGameRecord(record) && record.summary ? [record.summary] : []));
}
