// One tracked game: its setup and event log from IndexedDB, and the state replayed from them.
import {
	appendEvent,
	createSession,
	LogChangedError,
	loadSession,
	watchSession,
	type SessionWithEvents
} from '$lib/db/sessions';
import { parseEvent, type EventError, type GameEvent } from '$lib/tracker/events';
import type { TimedEvent } from '$lib/tracker/exportFile';
import { check, replay, type EventRejection, type GameState } from '$lib/tracker/game';
import type { GameSetup } from '$lib/tracker/setup';
import { sessionStatus, storedGame, timedEvent } from './gameRecords';
import { storage } from './storage.svelte';

/** Why dispatch did nothing: the event does not fit the game, saving failed, or another tab
 * changed the game first (the screen then shows the game as it is now). */
export type DispatchResult =
	| { ok: true }
	| { ok: false; error: EventError | EventRejection | 'not-saved' | 'changed-elsewhere' };

/** Loads a game and appends events to it. An event joins the log only after IndexedDB
 * committed it, so the screen never shows what is not saved. */
export class GameSession {
	id = $state<string | null>(null);
	loading = $state<'idle' | 'loading' | 'ready' | 'missing'>('idle');
	setup = $state.raw<GameSetup | null>(null);
	createdAt = $state(0);
	timed = $state.raw<readonly TimedEvent[]>([]);
	// True while an event is being saved: buttons wait instead of sending a second one.
	saving = $state(false);
	/** Set when a tap was not saved because another tab had changed the game first. */
	changedElsewhere = $state(false);
	// The seq of the last stored event this tab shows; a new event must follow it.
	private lastSeq = 0;
	private stopWatching: (() => void) | null = null;

	readonly events: readonly GameEvent[] = $derived(this.timed.map((t) => t.event));
	readonly state: GameState | null = $derived(this.setup ? replay(this.setup, this.events) : null);

	/** Reads the game `id` from IndexedDB, then follows every change to it (also from other tabs). */
	async load(id: string): Promise<void> {
		this.close();
		this.id = id;
		this.loading = 'loading';
		const result = await storage.save(() => loadSession(id));
		if (this.id !== id) return;
		const found = this.show(result.ok ? result.value : undefined);
		if (found) {
			this.stopWatching = watchSession(id, (stored) => {
				if (this.id === id) this.show(stored);
			});
		}
	}

	/** Stops following the game (the page is left). */
	close(): void {
		this.stopWatching?.();
		this.stopWatching = null;
	}

	// Shows the game as stored (everything on screen is derived from it); false if there is none.
	private show(stored: SessionWithEvents | undefined): boolean {
		const game = stored ? storedGame(stored) : null;
		if (!stored || !game) {
			this.setup = null;
			this.timed = [];
			this.lastSeq = 0;
			this.loading = 'missing';
			return false;
		}
		this.setup = game.setup;
		this.createdAt = game.createdAt;
		this.timed = game.events;
		this.lastSeq = stored.events.at(-1)?.seq ?? 0;
		this.loading = 'ready';
		return true;
	}

	/** Saves one event, then shows it. On a failure nothing changes (StorageNotice explains). */
	async dispatch(event: GameEvent, now = Date.now()): Promise<DispatchResult> {
		const { id, setup } = this;
		if (!id || !setup || this.saving) return { ok: false, error: 'not-now' };
		// The same shape check as an import: a NaN, -0 or 1e308 never reaches the log.
		const shape = parseEvent(event);
		if (!shape.ok) return shape;
		event = shape.value;
		const fits = check(setup, this.events, event);
		if (!fits.ok) return fits;
		const after = replay(setup, [...this.events, event]);
		this.saving = true;
		this.changedElsewhere = false;
		try {
			const saved = await storage.save(async () => {
				try {
					return await appendEvent(
						id,
						{ ...event },
						now,
						sessionStatus(after.status),
						this.lastSeq
					);
				} catch (error) {
					if (error instanceof LogChangedError) return null;
					throw error;
				}
			});
			if (!saved.ok || this.id !== id) return { ok: false, error: 'not-saved' };
			if (saved.value === null) {
				const current = await storage.save(() => loadSession(id));
				if (current.ok && this.id === id) this.show(current.value);
				this.changedElsewhere = true;
				return { ok: false, error: 'changed-elsewhere' };
			}
			// The watcher may already have shown it; otherwise it joins the log now.
			const stored = timedEvent(saved.value);
			if (stored && saved.value.seq > this.lastSeq) {
				this.timed = [...this.timed, stored];
				this.lastSeq = saved.value.seq;
			}
			return { ok: true };
		} finally {
			this.saving = false;
		}
	}
}

/** Stores a new game; returns its id, or null when saving failed. */
export async function createGame(setup: GameSetup, now = Date.now()): Promise<string | null> {
	const id = crypto.randomUUID();
	const saved = await storage.save(() =>
		createSession({
			id,
			edition: setup.edition,
			status: 'setup',
			createdAt: now,
			updatedAt: now,
			setup: $state.snapshot(setup)
		})
	);
	return saved.ok ? id : null;
}
