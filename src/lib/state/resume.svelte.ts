// The game in progress for the home page: read after the first paint.
import { firstListed } from '$lib/db/gameList';
import { parseSummary, type GameSummary } from '$lib/tracker/summary';

/** A game being set up or played: what the home page's card shows (`summary` null when its
 * stored summary cannot be read: the card then leads to the game without details). */
export interface ResumeCard {
	readonly id: string;
	readonly summary: GameSummary | null;
}

class ResumeCardState {
	#game = $state.raw<ResumeCard | null>(null);
	get game() {
		return this.#game;
	}
	/** Read at least once (until then the prerendered page cannot know). */
	#loaded = $state(false);
	get loaded() {
		return this.#loaded;
	}

	/** Finds the game played most recently that has not finished (the games list's first row). */
	async load(): Promise<void> {
		try {
			const record = (await firstListed()) as {
				id?: unknown;
				status?: unknown;
				summary?: unknown;
			} | null;
			const summary = parseSummary(record?.summary);
			this.#game =
				record && typeof record.id === 'string' && record.status !== 'finished'
					? { id: record.id, summary: summary.ok ? summary.value : null }
					: null;
		} catch {
			this.#game = null;
		}
		this.#loaded = true;
	}
}

export const gameInProgress = new ResumeCardState();
