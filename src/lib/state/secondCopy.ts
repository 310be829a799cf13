// Keeps every game's second copy (docs/architecture.md#the-second-copy) after IndexedDB committed,
// and offers to restore the games from it when the database is found gone, empty or damaged.
// Loaded with import() after a save: a copy never delays showing a tap or fails it.
import { appendCopy, deleteCopy, readCopies, writeCopy } from '$lib/db/copies';
import type { GameWithEvents } from '$lib/db/games';
import type { StoredGame } from '$lib/tracker/exportFile';
import { copyHeader, copyLine, copyText, restoreOffer } from '$lib/tracker/gameCopy';
import { storedGame } from './gameRecords';
import { storage } from './storage.svelte';

/** Writes that failed (no file system, refused, full): counted and logged, never shown. */
export const copyFailures = { count: 0 };

// The seq of the last event this tab knows a game's file to end with. A game not listed (opened
// in this tab for the first time, or after a failed write, or after another tab's events) has
// its file written whole on its next event.
const written = new Map<string, number>();

function quietly(id: string, write: Promise<void>, seq: number): Promise<void> {
	written.delete(id);
	return write.then(
		() => void written.set(id, seq),
		(error: unknown) => {
			copyFailures.count += 1;
			console.info('Second copy not written:', error);
		}
	);
}

/** A new game was stored: its copy starts with its header. */
export function copyCreated(
	id: string,
	createdAt: number,
	setup: StoredGame['setup']
): Promise<void> {
	return quietly(id, writeCopy(id, copyHeader(id, createdAt, setup)), 0);
}

/** The game's event `seq` was committed (`game` holds it as its last): appends its line, or
 * writes the file whole when this tab does not know that the file ends just before it. */
export function copyEvent(game: StoredGame, seq: number): Promise<void> {
	const last = game.events.at(-1);
	if (!last) return Promise.resolve();
	if (written.get(game.id) === seq - 1) {
		return quietly(game.id, appendCopy(game.id, copyLine(seq, last.at, last.event)), seq);
	}
	return copyWhole(game);
}

/** Writes a game's copy whole (after an import, an undone deletion). */
export function copyWhole(game: StoredGame): Promise<void> {
	return quietly(game.id, writeCopy(game.id, copyText(game)), game.events.length);
}

/** Writes the copy of a game as stored (under `id`): a deletion undone, an import. */
export function copyRecords(records: GameWithEvents, id = records.game.id): Promise<void> {
	const game = storedGame(records);
	return game ? copyWhole({ ...game, id }) : Promise.resolve();
}

/** The game was deleted on purpose: its copy goes too. */
export function copyDeleted(id: string): Promise<void> {
	return quietly(id, deleteCopy(id), 0).then(() => void written.delete(id));
}

/** Reads the copies and puts every game they hold that the database does not (`storedIds`) on
 * offer (`storage.restorable`). Nothing on offer when the browser has no copies. */
export async function lookForCopies(storedIds: ReadonlySet<string> = new Set()): Promise<void> {
	let texts: string[];
	try {
		texts = await readCopies();
	} catch {
		return;
	}
	storage.restorable = restoreOffer(texts, storedIds).offers;
}

/** Restores every game on offer through the backup import (the same checks and merge), then
 * takes the offer down. The import's result (how many games were added). */
export async function restoreCopies(now: Date) {
	const games = storage.restorable.map((offer) => offer.game);
	const [{ exportText }, { importGamesText }] = await Promise.all([
		import('$lib/tracker/exportFile'),
		import('./backup')
	]);
	const result = await importGamesText(exportText(games, now.toISOString()));
	if (result.ok) {
		storage.restorable = [];
		await storage.askToKeep();
	}
	return result;
}
