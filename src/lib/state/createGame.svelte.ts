// Creating a game: its record and first summary stored in one write, then its second copy. Its own
// module, so the play page, which opens a game, does not load it with its first paint.
import { addGame } from '$lib/db/games';
import { newGameId, newGameRecord } from '$lib/db/records';
import { start } from '$lib/tracker/game';
import type { GameSetup } from '$lib/tracker/setup';
import { summaryOf, type GameSummary } from '$lib/tracker/summary';
import { storage } from './storage.svelte';

// The second copy is written after the commit, never before the screen shows it.
const secondCopy = () => import('./secondCopy');

/** Stores a new game; returns its id, or null when saving failed. */
export async function createGame(setup: GameSetup, now = Date.now()): Promise<string | null> {
	const id = newGameId();
	const snapshot = $state.snapshot(setup);
	let summary: GameSummary | null;
	try {
		summary = summaryOf(start(snapshot));
	} catch {
		summary = null;
	}
	const saved = await storage.run(() =>
		addGame(
			newGameRecord(
				{ id, edition: setup.edition, createdAt: now, updatedAt: now, setup: snapshot },
				summary
			)
		)
	);
	if (!saved.ok) return null;
	void secondCopy().then((copy) => copy.copyCreated(id, now, snapshot));
	// The first saved game is when keeping the data starts to matter (asked once per device).
	void storage.askToKeep();
	return id;
}
