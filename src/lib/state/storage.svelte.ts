import { storageProblem, type StorageProblem } from '$lib/db/errors';
import type { Result } from '$lib/rules/types';
import type { DatabaseHealth } from '$lib/db/health';
import type { ExportedGame } from '$lib/tracker/exportFile';
import type { CopyOffer } from '$lib/tracker/gameCopy';

/** The localStorage key that remembers that this device held games. Written when a game is
 * saved (and at start when the database holds games); IndexedDB and localStorage are separate
 * stores, so when the browser loses the database (Chromium after it found it corrupt, a "clear
 * storage" of IndexedDB only) the marker says that games were there. Clearing all site data
 * removes both: then there is nothing to tell apart from a first visit. */
export const GAMES_MARKER = 'bean-referee:games-saved';

/** What the start check found: `lost` = the database with games is gone or emptied by the
 * browser, `damaged` = it cannot be opened or read; both only when the marker says games were
 * here. */
export type DatabaseState = 'unknown' | 'ok' | 'blocked' | 'lost' | 'damaged';

// How long the backup waits for the stored games before it settles for what is in memory.
const STORED_GAMES_WAIT_MS = 3000;
// A write or read still running after this long has the database probed: if it does not open
// within PROBE_MS either, another tab holds it (see `waiting`). Together under a second.
const SLOW_MS = 500;
const PROBE_MS = 400;

// The database checks load when first needed (after the first paint, or when a call is slow), not
// with each page that saves something.
const healthCheck = () => import('$lib/db/health');

function marker(): boolean {
	try {
		return globalThis.localStorage?.getItem(GAMES_MARKER) !== null;
	} catch {
		return false;
	}
}

function setMarker(on: boolean): void {
	try {
		if (on) globalThis.localStorage?.setItem(GAMES_MARKER, '1');
		else globalThis.localStorage?.removeItem(GAMES_MARKER);
	} catch {
		// localStorage refused (blocked storage): the start check then cannot tell a loss.
	}
}

/** The verdict of the start check, from what the database looks like and the marker. */
export function databaseState(health: DatabaseHealth, hadGames: boolean): DatabaseState {
	switch (health.kind) {
		case 'blocked':
			return 'blocked';
		case 'damaged':
			return hadGames ? 'damaged' : 'ok';
		case 'missing':
			return hadGames ? 'lost' : 'ok';
		case 'present':
			// Emptied by deleting every game keeps the remembered last edition; a database the
			// browser made afresh (after losing the old one) has none.
			return hadGames && health.games === 0 && !health.gameCreated ? 'lost' : 'ok';
		default:
			return 'ok';
	}
}

/** Whether the database holds no game the app can read: gone, emptied or damaged. */
function holdsNoGames(health: DatabaseHealth): boolean {
	return (
		health.kind === 'missing' ||
		health.kind === 'damaged' ||
		(health.kind === 'present' && health.games === 0)
	);
}

/**
 * The app's storage health, shown by StorageNotice. Every write the user asked for goes through
 * `run`, so a failure becomes one plain-language message instead of a broken page.
 */
class StorageStatus {
	/** What the start check found (see DatabaseState). */
	#database = $state<DatabaseState>('unknown');
	get database() {
		return this.#database;
	}
	/** The last write that failed, until the user dismisses the message. */
	#problem = $state<StorageProblem | null>(null);
	get problem() {
		return this.#problem;
	}
	/** Whether the browser promised to keep the data (`navigator.storage.persisted()`); null = unknown. */
	#persisted = $state<boolean | null>(null);
	get persisted() {
		return this.#persisted;
	}
	/** The database was deleted or replaced by an empty one while the app ran (another tab, the
	 * browser clearing its data): nothing saved before is there any more. Games open on screen
	 * are kept in memory, to save again or download (OpenGame). */
	#vanished = $state(false);
	get vanished() {
		return this.#vanished;
	}
	/** A write or read is waiting because another tab holds the database while a schema change
	 * waits for it (an older tab, or one left open in the background): close that tab. */
	#waiting = $state(false);
	get waiting() {
		return this.#waiting;
	}
	/** Games the second copy holds that the database lost (gone, emptied, damaged): offered to
	 * restore (secondCopy.ts). */
	#restorable = $state.raw<readonly CopyOffer[]>([]);
	get restorable() {
		return this.#restorable;
	}
	// Storage calls still running (the notice goes once none is).
	#running = 0;
	/** Bytes the app's data takes on this device (`navigator.storage.estimate()`); null = unknown. */
	#usage = $state<number | null>(null);
	get usage() {
		return this.#usage;
	}
	// The cause of the last failed write until a write succeeds: a full disk closes connections,
	// and the writes after it fail as "closed", but the disk is still full.
	#failing: StorageProblem | null = null;
	/** The running (or last) database check. */
	#checking: Promise<void> | null = null;
	// What the app holds in memory that a backup should contain (the open game).
	#sources = new Set<() => ExportedGame | null>();

	// The copies' folder is looked at only when the database holds no games, and the second
	// copy's reader (it brings the engine, to check each game) loads only when that folder holds a
	// file.
	async #lookForCopies(): Promise<void> {
		const { hasCopies } = await import('$lib/db/copies');
		if (!(await hasCopies())) return;
		const offers = await (await import('./secondCopy')).copiesOnOffer();
		if (offers) this.#restorable = offers;
	}

	/** The database was deleted or emptied under an open game (OpenGame): say so. */
	markVanished(): void {
		this.#vanished = true;
	}

	/** The copies on offer were restored: the offer goes. */
	copiesRestored(): void {
		this.#restorable = [];
	}

	/** What the browser answered when asked to keep the data (KeepOffer). */
	keptAnswered(persisted: boolean | null): void {
		this.#persisted = persisted;
	}

	/** IndexedDB cannot be used at all: the app still answers questions but saves nothing. Only
	 * true when opening fails with the blocked signature (see errors.ts), never because writes
	 * failed (a failed start read asks for the check: readFailed). */
	get unavailable(): boolean {
		return this.#database === 'blocked';
	}

	/** A read at start failed: the database check looks again whether storage is blocked
	 * (`unavailable`). */
	readFailed(): void {
		void this.checkDatabase(true);
	}

	/** True when the database the app used before is gone or damaged (say so; offer a restore). */
	get lost(): boolean {
		return this.#database === 'lost' || this.#database === 'damaged';
	}

	/** Runs a storage call, a write or a read: on failure records the problem and returns it as the
	 * error, leaving state as it was; a call still running after SLOW_MS has the database probed
	 * (`waiting`). */
	async run<T>(call: () => Promise<T>): Promise<Result<T, StorageProblem>> {
		this.#running += 1;
		const slow = setTimeout(() => void this.#probe(), SLOW_MS);
		try {
			const value = await call();
			this.#failing = null;
			return { ok: true, value };
		} catch (error) {
			let problem = storageProblem(error);
			if (problem === 'interrupted' || problem === 'failed') {
				// The disk's own answer loads only now, when a write has failed.
				if (this.#failing === 'full' || (await (await import('$lib/db/copies')).noRoomLeft()))
					problem = 'full';
			}
			// Blocked storage is told by the start check only: a write's error never claims it.
			if (problem === 'unavailable') {
				problem = 'failed';
				void this.checkDatabase(true);
			}
			this.#failing = problem;
			this.#problem = problem;
			return { ok: false, error: problem };
		} finally {
			clearTimeout(slow);
			this.#running -= 1;
			if (this.#running === 0) this.#waiting = false;
		}
	}

	// A storage call is slow: says whether another tab holds the database (it does not open).
	async #probe(): Promise<void> {
		const { kind } = await (await healthCheck()).databaseHealth(PROBE_MS);
		if (kind === 'busy' && this.#running > 0) this.#waiting = true;
	}

	/** Looks once (or again with `force`) at what the device holds: blocked storage, or a database
	 * with games that is gone or damaged. Writes the marker when games are there. */
	checkDatabase(force = false): Promise<void> {
		if (this.#checking && !force) return this.#checking;
		const checking = (async () => {
			const health = await (await healthCheck()).databaseHealth();
			if (health.kind === 'present' && health.games > 0) setMarker(true);
			// A database the browser made afresh stays "lost" (no game created in it) until games
			// are back: restored from a backup, or a new one saved.
			this.#database = databaseState(health, marker());
			if (holdsNoGames(health)) void this.#lookForCopies();
			else if (health.kind === 'present') this.#restorable = [];
		})();
		this.#checking = checking;
		return checking;
	}

	/** Whether the database with this app's games is gone: deleted, or a new empty one in its
	 * place (no game was ever created in it). Sets `vanished` when it is. A game deleted by the
	 * players leaves the database with its remembered last edition: not vanished. */
	async checkVanished(): Promise<boolean> {
		const health = await (await healthCheck()).databaseHealth();
		const gone =
			health.kind === 'missing' ||
			(health.kind === 'present' && health.games === 0 && !health.gameCreated);
		if (gone) {
			this.#vanished = true;
			void this.#lookForCopies();
		}
		return gone;
	}

	/** The user read the loss notice (restored a backup or starts afresh): forget the old games. */
	dismissLost(): void {
		setMarker(false);
		this.#database = 'ok';
	}

	/** Reads whether the browser keeps the data, and the space it takes (for the settings page). */
	async refresh(): Promise<void> {
		const manager = globalThis.navigator?.storage;
		try {
			this.#persisted = manager?.persisted ? await manager.persisted() : null;
			this.#usage = manager?.estimate ? ((await manager.estimate()).usage ?? null) : null;
		} catch {
			this.#persisted = null;
		}
	}

	/** Called when a game is saved: remembers that this device holds games (see GAMES_MARKER).
	 * Persistent storage is asked for once a game is finished (keepData.ts). */
	askToKeep(): void {
		setMarker(true);
		this.#vanished = false;
		if (this.#database === 'lost' || this.#database === 'damaged') this.#database = 'ok';
	}

	/** Adds something the app holds in memory to the emergency backup, until the returned
	 * function is called (the open game registers itself while it is shown). */
	keepForBackup(source: () => ExportedGame | null): () => void {
		this.#sources.add(source);
		return () => this.#sources.delete(source);
	}

	/** The games in memory, as stored games (newest source wins for the same id). */
	gamesInMemory(): ExportedGame[] {
		const games: ExportedGame[] = [];
		for (const source of this.#sources) {
			const game = source();
			if (game) games.push(game);
		}
		return games.filter((game, i) => games.findLastIndex((g) => g.id === game.id) === i);
	}

	/** An export file (the import's format) of every game the app can still reach: the games in
	 * memory, plus the stored ones if reading still works within a few seconds (a full disk
	 * usually still reads). A game in memory with at least as many events as its stored copy is
	 * taken from memory. Null when there is nothing to back up. */
	async backupText(now: Date, readStored = storedGames): Promise<string | null> {
		const stored = await Promise.race([
			readStored().catch(() => []),
			new Promise<ExportedGame[]>((resolve) => setTimeout(() => resolve([]), STORED_GAMES_WAIT_MS))
		]);
		const memory = this.gamesInMemory();
		const fromMemory = (game: ExportedGame) => {
			const known = stored.find((s) => s.id === game.id);
			return !known || known.events.length <= game.events.length;
		};
		const kept = memory.filter(fromMemory);
		const games = [
			...stored.map((game) => kept.find((k) => k.id === game.id) ?? game),
			...kept.filter((game) => !stored.some((s) => s.id === game.id))
		];
		if (games.length === 0) return null;
		// The export code loads only when a backup is asked for: every page imports this state.
		const { exportText } = await import('$lib/tracker/exportFile');
		return exportText(games, now.toISOString());
	}

	dismiss(): void {
		this.#problem = null;
	}
}

// Every stored game that can still be read, for the emergency backup.
async function storedGames(): Promise<ExportedGame[]> {
	const [{ loadGames }, { exportedGame }] = await Promise.all([
		import('$lib/db/gameList'),
		import('./gameRecords')
	]);
	return (await loadGames()).flatMap((record) => {
		const game = exportedGame(record);
		return game ? [game] : [];
	});
}

export const storage = new StorageStatus();
