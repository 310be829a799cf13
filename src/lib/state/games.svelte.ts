// The list of games: load, delete with undo, export, import and statistics.
import {
	deleteSession,
	importSessions,
	knownPlayerNames,
	loadAllSessions,
	restoreSession,
	type SessionWithEvents
} from '$lib/db/sessions';
import {
	exportText,
	parseExport,
	type ImportError,
	type StoredGame
} from '$lib/tracker/exportFile';
import { replay, type GameState } from '$lib/tracker/game';
import { statistics } from '$lib/tracker/statistics';
import { recordsOf, storedGame } from './gameRecords';
import { storage } from './storage.svelte';

/** A game in the list: what is stored and the state replayed from it. */
export interface ListedGame {
	readonly game: StoredGame;
	readonly state: GameState;
}

export type ImportResult =
	{ ok: true; added: number; skipped: number } | { ok: false; error: ImportError | 'not-saved' };

/** The games page's state. */
export class GamesList {
	games = $state.raw<readonly ListedGame[]>([]);
	loaded = $state(false);
	// Games whose stored data could not be read (kept, never shown as a broken row).
	unreadable = $state(0);
	lastDeleted = $state.raw<SessionWithEvents | null>(null);

	readonly statistics = $derived(statistics(this.games.map((g) => g.state)));

	async load(): Promise<void> {
		const result = await storage.save(() => loadAllSessions());
		if (!result.ok) return;
		const games: ListedGame[] = [];
		let unreadable = 0;
		for (const records of result.value) {
			const game = storedGame(records);
			if (!game) {
				unreadable += 1;
				continue;
			}
			games.push({
				game,
				state: replay(
					game.setup,
					game.events.map((e) => e.event)
				)
			});
		}
		this.games = games;
		this.unreadable = unreadable;
		this.loaded = true;
	}

	/** Deletes a game; `undoDelete` brings it back until the next deletion. */
	async remove(id: string): Promise<boolean> {
		const result = await storage.save(() => deleteSession(id));
		if (!result.ok || !result.value) return false;
		this.lastDeleted = result.value;
		this.games = this.games.filter((g) => g.game.id !== id);
		return true;
	}

	async undoDelete(): Promise<boolean> {
		const deleted = this.lastDeleted;
		if (!deleted) return false;
		const result = await storage.save(() => restoreSession(deleted));
		if (!result.ok) return false;
		this.lastDeleted = null;
		await this.load();
		return true;
	}

	/** The export file's text for some games (all when `ids` is omitted). */
	exportText(now: Date, ids?: readonly string[]): string {
		const games = this.games.filter((g) => !ids || ids.includes(g.game.id)).map((g) => g.game);
		return exportText(games, now.toISOString());
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
				).status
			)
		);
		const result = await storage.save(() => importSessions(records));
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
