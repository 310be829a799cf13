// @vitest-environment jsdom
import { afterAll, afterEach, beforeEach, expect, test, vi } from 'vitest';
import { database } from '$lib/db/database';
import { readPreferences } from './preferences';
import { BACKUP_OFFER_INTERVAL_MS, keepAfterFinish, shouldOfferBackup } from './keepData';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 26, 20);

test.each([
	// persisted, last offer, now: offer?
	[true, undefined, NOW, false],
	[false, undefined, NOW, true],
	[null, undefined, NOW, true],
	[false, NOW - DAY, NOW, false],
	[false, NOW - 7 * DAY + 1, NOW, false],
	[false, NOW - 7 * DAY, NOW, true],
	[null, NOW - 30 * DAY, NOW, true],
	[true, NOW - 30 * DAY, NOW, false],
	// The last offer was stored by a clock a year ahead: offered again, not silent for a year.
	[false, NOW + 365 * DAY, NOW, true]
] as const)('persisted %s, last offer %s, now %s: offer %s', (persisted, last, now, offer) => {
	expect(shouldOfferBackup(persisted, last, now)).toBe(offer);
});

test('the interval is a week', () => {
	expect(BACKUP_OFFER_INTERVAL_MS).toBe(604_800_000);
});

let persist: ReturnType<typeof vi.fn>;
let kept: boolean;
beforeEach(async () => {
	await database().preferences.clear();
	kept = false;
	persist = vi.fn(async () => kept);
	vi.stubGlobal('navigator', {
		...navigator,
		storage: { persist, persisted: async () => kept }
	});
});
afterEach(() => vi.unstubAllGlobals());
afterAll(() => database().close());

test('after finished games: persistence asked once, a backup offered at most once a week', async () => {
	expect(await keepAfterFinish(NOW)).toEqual({ persisted: false, offer: true });
	expect(persist).toHaveBeenCalledTimes(1);
	expect(await readPreferences()).toMatchObject({ persistRequested: true, backupOfferedAt: NOW });
	expect(await keepAfterFinish(NOW + DAY)).toEqual({ persisted: false, offer: false });
	expect(await keepAfterFinish(NOW + 8 * DAY)).toEqual({ persisted: false, offer: true });
	expect(persist).toHaveBeenCalledTimes(1);
	expect((await readPreferences()).backupOfferedAt).toBe(NOW + 8 * DAY);
});

test('where the browser grants persistence, no backup is offered', async () => {
	persist.mockImplementation(async () => (kept = true));
	expect(await keepAfterFinish(NOW)).toEqual({ persisted: true, offer: false });
	expect((await readPreferences()).backupOfferedAt).toBeUndefined();
});
