// One tracked game: its setup and event log from IndexedDB, and the state replayed from them.
import { appendEvent, createSession, loadSession } from '$lib/db/sessions';
import { parseEvent, type EventError, type GameEvent } from '$lib/tracker/events';
import type { TimedEvent } from '$lib/tracker/exportFile';
import { check, replay, type EventRejection, type GameState } from '$lib/tracker/game';
import type { GameSetup } from '$lib/tracker/setup';
import { sessionStatus, storedGame, timedEvent } from './gameRecords';
import { storage } from './storage.svelte';

/** Why dispatch did nothing: the event does not fit the game, or saving failed. */
export type DispatchResult =
	{ ok: true } | { ok: false; error: EventError | EventRejection | 'not-saved' };

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

	readonly events: readonly GameEvent[] = $derived(this.timed.map((t) => t.event));
	readonly state: GameState | null = $derived(this.setup ? replay(this.setup, this.events) : null);

	/** Reads the game `id` from IndexedDB. */
	async load(id: string): Promise<void> {
		this.id = id;
		this.loading = 'loading';
		const result = await storage.save(() => loadSession(id));
		if (this.id !== id) return;
		const game = result.ok && result.value ? storedGame(result.value) : null;
		if (!game) {
			this.setup = null;
			this.timed = [];
			this.loading = 'missing';
			return;
		}
		this.setup = game.setup;
		this.createdAt = game.createdAt;
		this.timed = game.events;
		this.loading = 'ready';
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
		try {
			const saved = await storage.save(() =>
				appendEvent(id, { ...event }, now, sessionStatus(after.status))
			);
			if (!saved.ok || this.id !== id) return { ok: false, error: 'not-saved' };
			const stored = timedEvent(saved.value);
			if (stored) this.timed = [...this.timed, stored];
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
