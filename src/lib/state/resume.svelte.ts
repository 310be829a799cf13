// The game in progress for the home page: read after the first paint.
import { firstListed } from '$lib/db/gameList';
import {
	always,
	either,
	kind,
	read,
	readShape,
	text,
	type ObjectOf,
	type Shape
} from '$lib/tracker/shape';
import { parseSummary } from '$lib/tracker/summary';

// The first listed game's record as the card reads it: a text id and a status other than
// finished (else no card), and its summary, null when it cannot be read (the card then leads to
// the game without details). Its other fields are not read.
const CARD = {
	id: text(),
	status: kind<unknown>((status) => status !== 'finished'),
	summary: either(read(parseSummary), always(null))
} as const satisfies Shape;

/** A game being set up or played: what the home page's card shows. */
export type ResumeCard = Pick<ObjectOf<typeof CARD>, 'id' | 'summary'>;

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
			const card = readShape(CARD, await firstListed(), 'no-card');
			this.#game = card.ok ? { id: card.value.id, summary: card.value.summary } : null;
		} catch {
			this.#game = null;
		}
		this.#loaded = true;
	}
}

export const gameInProgress = new ResumeCardState();
