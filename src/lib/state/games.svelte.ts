// The list of games: one page at a time from the stored summaries, delete with undo, export,
// import and statistics. Nothing here replays a stored game.
import type { GameRecord } from '$lib/db/database';
import {
	countGames,
	deleteGame,
	finishedSummaries,
	importGames,
	knownPlayerNames,
	listGames,
	loadGames,
	restoreGame,
	type GameWithEvents,
	type ImportStep
} from '$lib/db/games';
import {
	exportText,
	logRelation,
	MAX_EXPORT_BYTES,
	parseExport,
	type ImportError,
	type LogRelation,
	type StoredGame
} from '$lib/tracker/exportFile';
import { replay } from '$lib/tracker/game';
import { statistics, type GroupStatistics } from '$lib/tracker/statistics';
import type { GameSummary } from '$lib/tracker/summary';
import { recordsOf, storedGame } from './gameRecords';
import { storage } from './storage.svelte';

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
	lastDeleted = $state.raw<GameWithEvents | null>(null);
	/** How the last undo of a deletion went: back as a copy (its id was taken meanwhile), or not
	 * saved (the deleted game stays in lastDeleted, to try again). */
	undoOutcome = $state<'copy' | 'not-saved' | null>(null);
	// How many records the pages shown cover (also the unreadable ones).
	private shown = 0;
	private lastKey: number | undefined = undefined;

	/** Loads the first page, then the statistics (a moment later: they read every finished
	 * game's summary, and the page should not wait for them). */
	async load(): Promise<void> {
		this.shown = 0;
		this.lastKey = undefined;
		const result = await storage.save(async () => {
			const [page, total] = await Promise.all([listGames(PAGE_SIZE), countGames()]);
			return { page, total };
		});
		if (!result.ok) return;
		this.games = [];
		this.unreadable = 0;
		this.addPage(result.value.page, result.value.total);
		this.loaded = true;
		await this.refreshStatistics();
	}

	/** Adds the next page to the list. */
	async showMore(): Promise<void> {
		const after = this.lastKey;
		const result = await storage.save(async () => {
			const [page, total] = await Promise.all([listGames(PAGE_SIZE, after), countGames()]);
			return { page, total };
		});
		if (!result.ok || this.lastKey !== after) return;
		this.addPage(result.value.page, result.value.total);
	}

	private addPage(page: readonly GameRecord[], total: number): void {
		const games: ListedGame[] = [];
		let unreadable = 0;
		for (const game of page) {
			// An id holding a lone surrogate (stored before ids were checked) cannot be put in a
			// link: such a game is kept but counted as unreadable.
			if (game.summary && !LONE_SURROGATE.test(game.id)) {
				games.push({ game, summary: game.summary });
			} else unreadable += 1;
		}
		this.games = [...this.games, ...games];
		this.unreadable += unreadable;
		this.shown += page.length;
		this.lastKey = page.at(-1)?.listOrder ?? this.lastKey;
		this.more = this.shown < total;
	}

	/** Deletes a game; `undoDelete` brings it back until the next deletion. */
	async remove(id: string): Promise<boolean> {
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
		const result = await storage.save(() => finishedSummaries());
		if (result.ok) this.statistics = statistics(result.value);
	}

	/** Brings the last deleted game back: under its own id, or as a copy when a game with that id
	 * was stored in between (which stays as it is). A failed write changes nothing and keeps the
	 * deleted game here for another try. */
	async undoDelete(): Promise<boolean> {
		const deleted = this.lastDeleted;
		if (!deleted) return false;
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
		const result = await storage.save(() => loadGames(ids));
		if (!result.ok) return null;
		const games: StoredGame[] = [];
		for (const records of result.value) {
			const game = storedGame(records);
			if (game) games.push(game);
		}
		return exportText(games, now.toISOString());
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

	/** Imports a file's text: a bad file changes nothing. A game already stored is merged: when
	 * the file's log continues the stored one, the stored game continues with it; when the stored
	 * log is longer, or the same, it stays; when they went different ways, the file's game is
	 * added as a copy under a new id. Nothing stored is overwritten. */
	async importText(text: string): Promise<ImportResult> {
		const parsed = parseExport(text);
		if (!parsed.ok) return { ok: false, error: parsed.error as ImportError };
		const ids = parsed.value.map((game) => game.id);
		const stored = await storage.save(() => loadGames(ids));
		if (!stored.ok) return { ok: false, error: 'not-saved' };
		// A lookup used within this call only, never state.
		// eslint-disable-next-line svelte/prefer-svelte-reactivity
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
				steps.push({ kind: 'extend', records: toRecords(game), afterSeq: records.events.length });
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
		await this.load();
		return { ok: true, ...counts };
	}
}

/** A new game id (of the form import accepts: GAME_ID). */
function newGameId(): string {
	return crypto.randomUUID();
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

/** Names from earlier games for quick picking; empty when storage cannot be read. */
export async function rememberedNames(): Promise<string[]> {
	try {
		return await knownPlayerNames();
	} catch {
		return [];
	}
}
