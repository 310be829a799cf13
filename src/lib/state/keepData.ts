// Keeping the games where the browser may evict them (docs/architecture.md#keeping-the-data):
// after a game is finished the app asks once for persistent storage and, where the browser
// still may clear the data, offers a backup at most once a week.
import { readPreferences, writePreference } from './preferences';

/** The least time between two backup offers. */
export const BACKUP_OFFER_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether to offer a backup now. Never where the browser keeps the data (`persisted` true).
 * Otherwise when none was offered yet, a week or more after the last offer, or when the last
 * offer lies in the future (it was stored by a clock set ahead: better one offer too many than
 * none for a year). */
export function shouldOfferBackup(
	persisted: boolean | null,
	lastOffer: number | undefined,
	now: number
): boolean {
	if (persisted === true) return false;
	if (lastOffer === undefined) return true;
	return now < lastOffer || now - lastOffer >= BACKUP_OFFER_INTERVAL_MS;
}

/** What the player is told after a game is finished. */
export interface KeepAnswer {
	/** Whether the browser keeps the data; null when it does not say. */
	readonly persisted: boolean | null;
	/** Offer a backup now (the offer's time is remembered). */
	readonly offer: boolean;
}

/** After a game is finished: asks the browser once per device to keep the data (the first
 * finished game is when it first matters), then decides whether to offer a backup. */
export async function keepAfterFinish(now: number): Promise<KeepAnswer> {
	const manager = globalThis.navigator?.storage;
	const preferences = await readPreferences().catch(() => undefined);
	if (!preferences) return { persisted: null, offer: false };
	let persisted: boolean | null = null;
	try {
		persisted = manager?.persisted ? await manager.persisted() : null;
		if (persisted !== true && manager?.persist && !preferences.persistRequested) {
			persisted = await manager.persist();
			await writePreference('persistRequested', true);
		}
	} catch {
		// The browser would not say: treat the data as not kept.
	}
	const offer = shouldOfferBackup(persisted, preferences.backupOfferedAt, now);
	if (offer) await writePreference('backupOfferedAt', now).catch(() => {});
	return { persisted, offer };
}
