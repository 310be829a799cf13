// Games written straight into the app's IndexedDB, for the bench and the e2e tests that need
// long games or many of them (typing them in would take minutes).

/** The IndexedDB version of the app's database, src/lib/db/schema.ts's STORED_VERSION (schema
 * version 7; checked in seed.test.ts): the seed waits for the app to have made it. */
export const STORED_VERSION = 70;

/** Events per chunk record, as src/lib/db/eventLog.ts stores a log (checked in seed.test.ts). */
export const CHUNK_EVENTS = 100;

/**
 * How many of a log's first events the app keeps in chunks (eventLog.ts's chunkedCount).
 * @param {number} total
 */
export function chunkedCount(total) {
	return Math.max(0, Math.floor(total / CHUNK_EVENTS) - 1) * CHUNK_EVENTS;
}

/**
 * Seeds the app's database, in the page, with `games` started AMIGO games of `eventsPerGame` events
 * each through raw IndexedDB: every fifth event a turn, the others phase changes; in a list, every
 * other game finished. Ids are `bench-<games>-<events>-<n>`, or `id` for a single game. Waits for
 * the app to have created its database (open a page first) and never creates one itself.
 * @param {import('@playwright/test').Page} page
 * @param {number} games
 * @param {number} eventsPerGame
 * @param {{ id?: string }} [options]
 */
export async function seedGames(page, games, eventsPerGame, { id: onlyId } = {}) {
	const chunked = chunkedCount(eventsPerGame);
	await page.evaluate(
		async ({ games, eventsPerGame, onlyId, chunked, chunkSize, version }) => {
			// The app creates its database after its first paint: wait for it, never create an
			// empty one here.
			while (
				!(await indexedDB.databases()).some(
					(d) => d.name === 'bean-referee' && d.version === version
				)
			) {
				await new Promise((resolve) => setTimeout(resolve, 20));
			}
			const db = await new Promise((resolve, reject) => {
				const open = indexedDB.open('bean-referee');
				open.onsuccess = () => resolve(open.result);
				open.onerror = () => reject(open.error);
			});
			const setup = {
				edition: 'amigo',
				step: null,
				variants: [],
				players: [
					{ id: 'p1', name: 'Mia' },
					{ id: 'p2', name: 'Noah' },
					{ id: 'p3', name: 'Lea' }
				],
				startSeat: 0
			};
			const now = Date.UTC(2026, 10, 1);
			const phases = ['plant', 'trade', 'plant-traded', 'draw'];
			// One turn-advanced every fifth event (seq 5, 10, …): the turn is 1 + eventsPerGame / 5.
			const turn = 1 + Math.floor(eventsPerGame / 5);
			const tx = db.transaction(['games', 'events', 'eventChunks'], 'readwrite');
			for (let g = 0; g < games; g++) {
				const id = onlyId ?? `bench-${games}-${eventsPerGame}-${g}`;
				const updatedAt = now + g;
				// Every other game of a list is finished, so the statistics have summaries to count.
				const finished = games > 1 && g % 2 === 1;
				tx.objectStore('games').put({
					id,
					edition: 'amigo',
					status: finished ? 'finished' : 'playing',
					createdAt: updatedAt,
					updatedAt,
					setup,
					summary: {
						edition: 'amigo',
						players: ['Mia', 'Noah', 'Lea'],
						status: finished ? 'finished' : 'playing',
						turn,
						pass: finished ? 3 : 1,
						passes: 3,
						coins: finished ? [5, 7, 3] : null,
						winners: finished ? [1] : null,
						step: null,
						groupId: null,
						events: eventsPerGame
					},
					lastSeq: eventsPerGame,
					// The list's order key (listOrder in src/lib/db/records.ts): in progress, then
					// finished, each by its play number (the later game the larger).
					listOrder: (finished ? 2e13 : 0) + 1e13 - (g + 1)
				});
				// Laid out as the app lays out a log this long: its first `chunked` events in chunk
				// records, the rest one record each.
				const log = [{ seq: 1, at: now, type: 'game-started', payload: {} }];
				for (let seq = 2; seq <= eventsPerGame; seq++) {
					const event =
						seq % 5 === 0
							? { type: 'turn-advanced', payload: {} }
							: { type: 'phase-set', payload: { phase: phases[seq % 4] } };
					log.push({ seq, at: now + seq, ...event });
				}
				for (let from = 0; from < chunked; from += chunkSize) {
					const events = log.slice(from, from + chunkSize);
					// Seqs run 1, 2, 3 …: this chunk holds from + 1 to from + chunkSize.
					tx.objectStore('eventChunks').put({
						gameId: id,
						fromSeq: from + 1,
						toSeq: from + chunkSize,
						events
					});
				}
				for (const event of log.slice(chunked)) {
					tx.objectStore('events').put({ gameId: id, ...event });
				}
			}
			await new Promise((resolve, reject) => {
				tx.oncomplete = resolve;
				tx.onerror = () => reject(tx.error);
			});
			db.close();
		},
		{ games, eventsPerGame, onlyId, chunked, chunkSize: CHUNK_EVENTS, version: STORED_VERSION }
	);
}
