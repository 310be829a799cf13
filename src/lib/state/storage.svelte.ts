import { storageProblem, type StorageProblem } from '$lib/db/errors';

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

	dismiss(): void {
		this.problem = null;
	}
}

export const storage = new StorageStatus();
