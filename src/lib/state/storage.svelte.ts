import { storageProblem, type StorageProblem } from '$lib/db/errors';
import { readPreferences, writePreference } from './preferences';

/**
 * The app's storage health, shown by StorageNotice. Every write the user asked for goes through
 * `save`, so a failure becomes one plain-language message instead of a broken page.
 */
class StorageStatus {
	/** IndexedDB could not be opened at all: the app still answers questions but saves nothing. */
	unavailable = $state(false);
	/** The last write that failed, until the user dismisses the message. */
	problem = $state<StorageProblem | null>(null);
	/** Whether the browser promised to keep the data (`navigator.storage.persisted()`); null = unknown. */
	persisted = $state<boolean | null>(null);
	/** Bytes the app's data takes on this device (`navigator.storage.estimate()`); null = unknown. */
	usage = $state<number | null>(null);

	/** Runs a write; on failure records the problem and returns `{ ok: false }`, leaving state as it was. */
	async save<T>(write: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
		try {
			const value = await write();
			return { ok: true, value };
		} catch (error) {
			this.problem = storageProblem(error);
			return { ok: false };
		}
	}

	/** Reads whether the browser keeps the data, and the space it takes (for the settings page). */
	async refresh(): Promise<void> {
		const manager = globalThis.navigator?.storage;
		try {
			this.persisted = manager?.persisted ? await manager.persisted() : null;
			this.usage = manager?.estimate ? ((await manager.estimate()).usage ?? null) : null;
		} catch {
			this.persisted = null;
		}
	}

	/** Asks the browser once per device to keep the data (Safari may otherwise evict it after
	 * weeks unused); called when the first game is saved, not on a first visit. */
	async askToKeep(): Promise<void> {
		const manager = globalThis.navigator?.storage;
		if (!manager?.persist) return;
		try {
			if ((await readPreferences()).persistRequested) return;
			await manager.persist();
			await writePreference('persistRequested', true);
			await this.refresh();
		} catch {
			// The question is a courtesy: the game is saved either way.
		}
	}

	dismiss(): void {
		this.problem = null;
	}
}

export const storage = new StorageStatus();
