// One open game: its setup and state, stepped one event at a time as events are saved.
import type { StorageProblem } from '$lib/db/errors';
import * as games from '$lib/db/games';
import type { LogFollower, RecordAndLog } from '$lib/db/games';
import type { EventRecord } from '$lib/db/schema';
import type { Result } from '$lib/rules/types';
import { parseEvent, type EventError, type GameEvent } from '$lib/tracker/events';
import type { ImportError, ExportedGame, TimedEvent } from '$lib/tracker/exportFile';
import { start, step, stepAll, type EventRejection, type GameState } from '$lib/tracker/game';
import type { GameSetup } from '$lib/tracker/setup';
import type { GroupCorrections } from '$lib/tracker/corrections';
import { gameCorrector } from '$lib/tracker/people';
import { summaryOf } from '$lib/tracker/summary';
import {
	damagedExport,
	readStored as readRecords,
	recordsOf,
	readsWhole,
	timedEvents,
	type SetAside
} from './gameRecords';
import { storage } from './storage.svelte';
import { LOAD_WAIT_MS, within } from './within';
import { readCorrections } from './corrections';
import { createContext } from 'svelte';

// The second copy is written after each commit, never before the screen shows it. Imported once:
// every import() call, even of a module already loaded, goes through the build's preload helper.
// An import that failed (its file missing offline) is tried again with the next event.
let copies: Promise<typeof import('./secondCopy')> | undefined;
const secondCopy = () =>
	(copies ??= import('./secondCopy').catch((error: unknown) => {
		copies = undefined;
		throw error;
	}));

/** What reading a game to open it gave: the game with its events, none by that id, or why
 * storage could not be read. */
export type OpenRead = Result<RecordAndLog | undefined, StorageProblem>;

/** Reads a game to open it. The play page starts this in its load, alongside its messages, so
 * its first render shows the game. Null when it is not answered in time (another tab holds the
 * database): OpenGame.load then reads it after the first paint. */
export async function readOpenGame(id: string): Promise<OpenRead | null> {
	// Not answered in time (another tab holds the database): the game is read after the paint.
	const result = await within(
		storage.run(() => games.loadGame(id)),
		LOAD_WAIT_MS,
		null
	);
	return result;
}

// The state with its players' names corrected in their group (the same state when none is).
function withNames(state: GameState | null, corrections: GroupCorrections): GameState | null {
	if (!state) return state;
	const players = state.setup.players;
	const names = gameCorrector(corrections)(players.map((p) => p.name));
	if (names.every((name, seat) => name === players[seat]!.name)) return state;
	return {
		...state,
		setup: { ...state.setup, players: players.map((p, seat) => ({ ...p, name: names[seat]! })) }
	};
}

/** How long a save may take before the buttons show that they wait: a save within it (nearly
 * all are) shows nothing until the event does, so a tap costs one change of the screen. */
export const BUSY_AFTER_MS = 150;

/** Why dispatch did nothing: the event does not fit the game, saving failed, or another tab
 * changed the game first (the screen then shows the game as it is now). */
export type DispatchResult =
	| { ok: true }
	| { ok: false; error: EventError | EventRejection | 'not-saved' | 'changed-elsewhere' };

/** Loads a game and appends events to it. An event changes the state only after IndexedDB
 * committed it, so the screen never shows what is not saved. Its state is read through getters
 * and changed only by its methods. */
export class OpenGame {
	#id = $state<string | null>(null);
	#loading = $state<'idle' | 'loading' | 'ready' | 'missing' | 'damaged'>('idle');
	#damage = $state<ImportError | 'bad-game' | null>(null);
	#setAside = $state.raw<readonly SetAside[]>([]);
	#setup = $state.raw<GameSetup | null>(null);
	#createdAt = $state(0);
	#note = $state<string | undefined>(undefined);
	#state = $state.raw<GameState | null>(null);
	#corrections = $state.raw<GroupCorrections>({});
	#shown = $derived(withNames(this.#state, this.#corrections));
	#timed = $state.raw<readonly TimedEvent[]>([]);
	// Saving an event, from the tap until its transaction is over: taps meanwhile are refused.
	#saving = false;
	// A save has taken longer than BUSY_AFTER_MS: the buttons show that they wait.
	#busy = $state(false);
	#changedElsewhere = $state(false);
	#orphaned = $state(false);
	// The stored game, followed: what other tabs append to it, and this tab's appends.
	#followed: LogFollower | null = null;
	#stopDeleted: (() => void) | null = null;
	// Takes this game out of the emergency backup (StorageNotice's "Download a backup now").
	#stopBackup: (() => void) | null = null;
	// The records as stored when they do not read back whole: what this game's export holds.
	#raw: RecordAndLog | null = null;

	/** The game's id (null before load). */
	get id(): string | null {
		return this.#id;
	}
	/** `damaged`: the game is stored but its setup cannot be read (see `damage`); `missing`: there
	 * is no such game, or no id to open. */
	get loading(): 'idle' | 'loading' | 'ready' | 'missing' | 'damaged' {
		return this.#loading;
	}
	/** Why a stored game cannot be opened (loading is `damaged`). */
	get damage(): ImportError | 'bad-game' | null {
		return this.#damage;
	}
	/** Entries of the stored log the game leaves out (kept as stored, named on screen). */
	get setAside(): readonly SetAside[] {
		return this.#setAside;
	}
	/** The setup as the players chose it, names as typed. */
	get setup(): GameSetup | null {
		return this.#setup;
	}
	get createdAt(): number {
		return this.#createdAt;
	}
	/** The players' note on the game as read (kept in its export and its hand-off). */
	get note(): string | undefined {
		return this.#note;
	}
	/** The game now: the screen's only source. */
	get state(): GameState | null {
		return this.#state;
	}
	/** The players' corrections (renames and merges, per group: $lib/tracker/people). */
	get corrections(): GroupCorrections {
		return this.#corrections;
	}
	/** The game as the screen shows it: `state` with the players' names as corrected in their
	 * group. The setup, the log and the stored summary keep the names as typed. */
	get shown(): GameState | null {
		return this.#shown;
	}
	/** The log with times, for the export and the result's times (appended, never replayed). */
	get timed(): readonly TimedEvent[] {
		return this.#timed;
	}
	/** True while saving an event takes longer than BUSY_AFTER_MS: the buttons show that they
	 * wait. A quicker save changes nothing on screen until it is shown (a tap meanwhile is
	 * refused all the same, by dispatch). */
	get busy(): boolean {
		return this.#busy;
	}
	/** Set when a tap was not saved because another tab had changed the game first. */
	get changedElsewhere(): boolean {
		return this.#changedElsewhere;
	}
	/** The database was deleted or replaced under this game: it is on screen (and in memory) only,
	 * until saved again (saveAgain) or downloaded. Taps are not taken meanwhile. */
	get orphaned(): boolean {
		return this.#orphaned;
	}

	/** Shows the game `id` as read from IndexedDB (`read`: what the page's load read already,
	 * see readOpenGame; without it, or null, it is read here), then follows changes to it (also
	 * from other tabs). No id (an address without one) shows as missing. */
	async load(
		id: string | null,
		read?: OpenRead | null,
		corrections?: GroupCorrections
	): Promise<void> {
		this.close();
		this.#id = id;
		this.#orphaned = false;
		if (id === null) {
			this.#show(undefined);
			return;
		}
		this.#loading = 'loading';
		const [result, names] = await Promise.all([
			read ?? storage.run(() => games.loadGame(id)),
			corrections ?? readCorrections()
		]);
		if (this.#id !== id) return;
		this.#corrections = names;
		const shown = this.#show(result.ok ? result.value : undefined);
		if (shown !== null) {
			this.#stopBackup = storage.keepForBackup(() => this.inMemory());
			this.#stopDeleted = games.onDatabaseDeleted((sure) => {
				if (sure) this.#orphan();
				else void storage.checkVanished().then((gone) => gone && this.#orphan());
			});
			// What an earlier follower hands over late (a read under way as it stopped) is not
			// this game's any more.
			const followed: LogFollower = new games.LogFollower(
				id,
				shown,
				{
					appended: (records) => {
						if (this.#followed === followed) this.#extend(records);
					},
					replaced: (game) => (this.#followed === followed ? this.#show(game) : null)
				},
				(call) => storage.run(call)
			);
			this.#followed = followed;
		}
	}

	/** Stops following the game (the page is left): changes made elsewhere are no longer shown,
	 * except those a refused tap has to show. */
	close(): void {
		this.#followed?.stop();
		this.#stopDeleted?.();
		this.#stopDeleted = null;
		this.#stopBackup?.();
		this.#stopBackup = null;
	}

	// The stored game is gone with the whole database: keep what is on screen, say so. Nothing
	// stored is followed until it is saved again.
	#orphan(): void {
		if (!this.#state) return;
		this.#orphaned = true;
		this.#followed?.stop();
		storage.markVanished();
	}

	/** Saves the game on screen again, into the database as it is now (a new, empty one after the
	 * old one vanished), then follows it as before. False when saving failed (StorageNotice says
	 * why; the game stays on screen). */
	async saveAgain(): Promise<boolean> {
		const game = this.inMemory();
		const { id, state } = this;
		if (!game || !id || !state || !this.#orphaned) return false;
		const { game: record, events } = recordsOf(game, state);
		const saved = await storage.run(() => games.addGame(record, events));
		if (!saved.ok) return false;
		this.#orphaned = false;
		void storage.askToKeep();
		await this.load(id);
		return true;
	}

	/** The game as this tab holds it (every event shown is saved), for a backup. */
	inMemory(): ExportedGame | null {
		if (!this.#id || !this.#setup) return null;
		const updatedAt = this.#timed.at(-1)?.at ?? this.#createdAt;
		return {
			id: this.#id,
			createdAt: this.#createdAt,
			updatedAt,
			setup: this.#setup,
			events: this.#timed,
			...(this.#note ? { note: this.#note } : {})
		};
	}

	/** The export file of this game: the game as the tracker reads it, or, when its stored records
	 * do not read back whole, those records exactly as stored (its `damaged` list). Null when
	 * there is nothing to export. */
	async exportText(now: Date): Promise<string | null> {
		const { exportText } = await import('$lib/tracker/exportFile');
		if (this.#raw) return exportText([], now.toISOString(), [damagedExport(this.#raw)]);
		const game = this.inMemory();
		return game && exportText([game], now.toISOString());
	}

	// Shows the game as stored, replayed from its start: the seq of its last event shown, or null
	// if there is none or its setup cannot be read (then `damage` says why).
	#show(stored: RecordAndLog | undefined): number | null {
		const read = stored ? readRecords(stored) : null;
		const game = read?.game;
		this.#damage = read?.setupError ?? null;
		this.#setAside = read?.setAside ?? [];
		this.#raw = stored && read && !readsWhole(stored, read) ? stored : null;
		if (!stored || !read || !game) {
			this.#setup = null;
			this.#state = null;
			this.#timed = [];
			this.#loading = read ? 'damaged' : 'missing';
			return null;
		}
		this.#setup = game.setup;
		this.#createdAt = game.createdAt;
		this.#note = game.note;
		this.#timed = game.events;
		this.#state = stepAll(
			start(game.setup),
			game.events.map((e) => e.event)
		);
		this.#loading = 'ready';
		return read.lastSeq;
	}

	// Steps the events another tab appended.
	#extend(records: readonly EventRecord[]): void {
		if (!this.#state) return;
		const timed = timedEvents(records);
		this.#state = stepAll(
			this.#state,
			timed.map((e) => e.event)
		);
		this.#timed = [...this.#timed, ...timed];
	}

	/** Saves one event, then shows it. On a failure nothing changes (StorageNotice explains). */
	async dispatch(event: GameEvent, now = Date.now()): Promise<DispatchResult> {
		await this.#followed?.caughtUp();
		const { id, state } = this;
		const followed = this.#followed;
		if (!id || !state || !followed || this.#saving) return { ok: false, error: 'not-now' };
		if (this.#orphaned) return { ok: false, error: 'not-saved' };
		// The same shape check as an import: a NaN, -0 or 1e308 never reaches the log.
		const shape = parseEvent(event);
		if (!shape.ok) return shape;
		event = shape.value;
		const next = step(state, event);
		if (!next.ok) return next;
		this.#saving = true;
		const slow = setTimeout(() => (this.#busy = this.#saving), BUSY_AFTER_MS);
		this.#changedElsewhere = false;
		try {
			const saved = await storage.run(() =>
				followed.append({ ...event }, now, summaryOf(next.value))
			);
			if (!saved.ok || this.#id !== id) {
				// The game's record is gone with the whole database (its deletion went unannounced,
				// as when the browser clears the site's data): keep it on screen to save again.
				if (!saved.ok && (await storage.checkVanished())) this.#orphan();
				return { ok: false, error: 'not-saved' };
			}
			if (saved.value === null) {
				// The other tab's events are shown already (the follower handed them over).
				this.#changedElsewhere = true;
				return { ok: false, error: 'changed-elsewhere' };
			}
			// The event as parsed above is the one stored: it is not read or parsed again.
			this.#state = next.value;
			this.#timed = this.#timed.concat({ at: saved.value.at, event });
			const seq = saved.value.seq;
			const game = this.inMemory();
			if (game) void secondCopy().then((copy) => copy.copyEvent(game, seq));
			return { ok: true };
		} finally {
			clearTimeout(slow);
			this.#saving = false;
			this.#busy = false;
		}
	}
}

/** The play page's open game, for the panels inside it (`getOpenGame()` in a component the page
 * renders; the page sets it with `setOpenGame`). */
export const [getOpenGame, setOpenGame] = createContext<OpenGame>();
