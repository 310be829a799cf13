import { expect, test } from 'vitest';
import * as app from '../../src/lib/db/eventLog';
import 'fake-indexeddb/auto';
import { BeanRefereeDatabase } from '../../src/lib/db/database';
import * as seed from './seed.js';
import { CHUNK_EVENTS, chunkedCount } from './seed.js';

// The bench's long games must lie in IndexedDB as the app's own would, or opening them would
// measure a layout no player has.
test('seeded games are laid out as the app lays out a log', () => {
	expect(CHUNK_EVENTS).toBe(app.CHUNK_EVENTS);
	for (const total of [0, 1, 60, 199, 200, 201, 299, 300, 2000, 20_000]) {
		expect(chunkedCount(total)).toBe(app.chunkedCount(total));
	}
});

test('the seed waits for the database at the app’s schema version', () => {
	// Dexie stores its version times ten.
	expect(seed.STORED_VERSION).toBe(new BeanRefereeDatabase('seed-version').verno * 10);
});
