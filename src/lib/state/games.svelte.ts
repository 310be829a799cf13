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
	type GameWithEvents
} from '$lib/db/games';
import {
	exportText,
	MAX_EXPORT_BYTES,
	parseExport,
	type ImportError,
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

export type ImportResult =
	| { ok: true; added: number; skipped: number }
	| { ok: false; error: ImportError | 'not-saved' | 'unreadable' };

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
		this.games = this.games.filter((g) => g.game.id !== id);
		this.shown -= 1;
		if (result.value.game.status === 'finished') await this.refreshStatistics();
		return true;
	}

	private async refreshStatistics(): Promise<void> {
		const result = await storage.save(() => finishedSummaries());
		if (result.ok) this.statistics = statistics(result.value);
	}

	async undoDelete(): Promise<boolean> {
		const deleted = this.lastDeleted;
		if (!deleted) return false;
		const result = await storage.save(() => restoreGame(deleted));
		if (!result.ok) return false;
		this.lastDeleted = null;
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

	/** Imports a file's text: a bad file changes nothing. */
	async importText(text: string): Promise<ImportResult> {
		const parsed = parseExport(text);
		if (!parsed.ok) return { ok: false, error: parsed.error as ImportError };
		const records = parsed.value.map((game) =>
			recordsOf(
				game,
				replay(
					game.setup,
					game.events.map((e) => e.event)
				)
			)
		);
		const result = await storage.save(() => importGames(records));
		if (!result.ok) return { ok: false, error: 'not-saved' };
		await this.load();
		return { ok: true, ...result.value };
	}
}

/** Names from earlier games for quick picking; empty when storage cannot be read. */
export async function rememberedNames(): Promise<string[]> {
	try {
		return await knownPlayerNames();
	} catch {
		return [];
	}
}
