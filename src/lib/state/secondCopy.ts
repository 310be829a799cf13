// Keeps every game's second copy (docs/architecture.md#the-second-copy) after IndexedDB committed,
// and offers to restore the games from it when the database is found gone, empty or damaged.
// Loaded with import() after a save: a copy never delays showing a tap or fails it.
import { appendCopy, deleteCopy, readCopies, writeCopy } from '$lib/db/copies';
import type { RecordAndLog, UnplacedRecord } from '$lib/db/games';
import type { ExportedGame } from '$lib/tracker/exportFile';
import {
	copyHeader,
	copyLine,
	copyText,
	restoreOffer,
	type CopyOffer
} from '$lib/tracker/gameCopy';
import { exportedGame } from './gameRecords';
import { whenIdle } from '$lib/browser/idle';

/** Writes that failed (no file system, refused, full): counted and logged, never shown. Each
 * kind of failure is logged once per page: a browser without the file system fails every write. */
export const copyFailures = { count: 0 };
const logged = new Set<string>();

// The seq of the last event this tab has sent to a game's file (its write queued or done). A
// game not listed (opened in this tab for the first time, or after a failed write) has its file
// written whole on its next write.
const written = new Map<string, number>();

function quietly(id: string, write: Promise<void>, seq: number): Promise<void> {
	written.set(id, seq);
	return write.catch((error: unknown) => {
		// The file may now miss lines that later appends assume: the next write is whole.
		written.delete(id);
		copyFailures.count += 1;
		const kind = String(error);
		if (logged.has(kind)) return;
		logged.add(kind);
		console.info('Second copy not written:', error);
	});
}

/** A new game was stored: its copy starts with its header. */
export function copyCreated(
	id: string,
	createdAt: number,
	setup: ExportedGame['setup']
): Promise<void> {
	return quietly(id, writeCopy(id, copyHeader(id, createdAt, setup)), 0);
}

// Committed events wait COPY_DELAY_MS, then for the page to be idle (at most IDLE_WAIT_MS more),
// and then each game's new lines go to its file in one append: a file write never competes with
// a tap's commit or its frame, and taps in quick succession cost one write. The copy trails the
// database by about two seconds; a page being hidden writes at once (below).
// `due`: each game's newest state in memory, by id; `whole`: the games whose file this tab
// cannot extend (another tab's events came between, so only a whole write is right).
const COPY_DELAY_MS = 2000;
const IDLE_WAIT_MS = 1000;
const due = new Map<string, ExportedGame>();
const whole = new Set<string>();
let flushing: Promise<void> | null = null;

/** The game's event `seq` was committed by this tab (`game` holds it as its last): its line goes
 * to the copy once the page is idle. Resolves when it is written (or its write failed, counted). */
export function copyEvent(game: ExportedGame, seq: number): Promise<void> {
	const before = due.get(game.id)?.events.length ?? written.get(game.id);
	if (before !== seq - 1) whole.add(game.id);
	due.set(game.id, game);
	return (flushing ??= new Promise((wait) => setTimeout(wait, COPY_DELAY_MS))
		.then(() => whenIdle(IDLE_WAIT_MS))
		.then(flushDue));
}

// A page hidden (the phone locked, another app, the tab closed) may not come back: what is due is
// written at once.
if (typeof document !== 'undefined') {
	document.addEventListener('visibilitychange', () => {
		if (document.visibilityState === 'hidden') void flushDue();
	});
}

async function flushDue(): Promise<void> {
	flushing = null;
	const games = [...due.values()];
	due.clear();
	await Promise.all(games.map(writeNew));
}

/** Appends the events after the last one this tab sent to the file, in one write; writes the file
 * whole when this tab does not know where the file ends. */
function writeNew(game: ExportedGame): Promise<void> {
	const known = written.get(game.id);
	const total = game.events.length;
	if (whole.delete(game.id) || known === undefined || known > total) return copyWhole(game);
	const lines = game.events
		.slice(known)
		.map(({ at, event }, i) => copyLine(known + i + 1, at, event))
		.join('');
	return lines ? quietly(game.id, appendCopy(game.id, lines), total) : Promise.resolve();
}

/** Writes a game's copy whole (after an import, an undone deletion). */
export function copyWhole(game: ExportedGame): Promise<void> {
	due.delete(game.id);
	whole.delete(game.id);
	return quietly(game.id, writeCopy(game.id, copyText(game)), game.events.length);
}

/** Writes the copy of a game as stored (under `id`): a deletion undone, an import. */
export function copyRecords(
	records: RecordAndLog<UnplacedRecord>,
	id = records.game.id
): Promise<void> {
	const game = exportedGame(records);
	return game ? copyWhole({ ...game, id }) : Promise.resolve();
}

/** The game was deleted on purpose: its copy goes too. */
export function copyDeleted(id: string): Promise<void> {
	due.delete(id);
	whole.delete(id);
	const done = quietly(id, deleteCopy(id), 0);
	written.delete(id);
	return done;
}

/** The games the copies hold that the database does not (`storedIds`), to offer for a restore
 * (`storage.restorable`); null when the copies cannot be read (nothing to change). */
export async function copiesOnOffer(
	storedIds: ReadonlySet<string> = new Set()
): Promise<readonly CopyOffer[] | null> {
	let texts: string[];
	try {
		texts = await readCopies();
	} catch {
		return null;
	}
	return restoreOffer(texts, storedIds).offers;
}
