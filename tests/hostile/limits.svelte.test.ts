// The file size limit is checked where the file is read (GamesList.importFile): a file larger than
// any export is refused without reading it, and so is one the browser cannot hold as text; a
// backup the app wrote itself, however large, is read back.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { database } from '$lib/db/database';
import { CHUNK_EVENTS } from '$lib/db/eventLog';
import { loadGame } from '$lib/db/games';
import { GamesList } from '$lib/state/games.svelte';
import { exportText, type ExportedGame } from '$lib/tracker/exportFile';
import type { GameEvent } from '$lib/tracker/events';
import { EXPORTED_AT, MORE_GAMES } from './corpus';

beforeAll(async () => {
	const db = database();
	await Promise.all(db.tables.map((table) => table.clear()));
});
afterAll(() => database().close());

test('a file over 1,610,612,664 bytes is refused unread', async () => {
	let read = false;
	const file = {
		size: 1_610_612_665,
		text: async () => {
			read = true;
			return '';
		}
	};
	expect(await new GamesList().importFile(file)).toEqual({ ok: false, error: 'too-large' });
	expect(read).toBe(false);
	expect(await database().games.count()).toBe(0);
});

test('a file the browser cannot hold as one string is refused as too large', async () => {
	const file = {
		size: 1_000_000_000,
		text: () => Promise.reject(new RangeError('Invalid string length'))
	};
	expect(await new GamesList().importFile(file)).toEqual({ ok: false, error: 'too-large' });
});

test('a file that cannot be read says so', async () => {
	const file = {
		size: 10,
		text: () => Promise.reject(new DOMException('gone', 'NotReadableError'))
	};
	expect(await new GamesList().importFile(file)).toEqual({ ok: false, error: 'unreadable' });
});

test('a backup of one 20,000-event game restores in full', async () => {
	const base = MORE_GAMES[2] as ExportedGame;
	const events: GameEvent[] = [
		{ type: 'game-started' },
		...Array.from({ length: 19_999 }, (): GameEvent => ({ type: 'turn-advanced' }))
	];
	const long: ExportedGame = {
		...base,
		id: 'long-game',
		events: events.map((event, i) => ({ at: base.createdAt + i + 1, event }))
	};
	const text = exportText([long], EXPORTED_AT);
	expect(text.length).toBeGreaterThan(1_000_000);
	const list = new GamesList();
	const result = await list.importFile(new Blob([text]));
	expect(result.ok).toBe(true);
	const stored = await loadGame('long-game');
	expect(stored!.events.map((event) => event.seq)).toEqual(
		Array.from({ length: 20_000 }, (_, i) => i + 1)
	);
	// Stored as the app stores a long log: chunks of CHUNK_EVENTS and a short tail.
	expect(await database().events.where('gameId').equals('long-game').count()).toBe(CHUNK_EVENTS);
	expect(await database().eventChunks.count()).toBe(20_000 / CHUNK_EVENTS - 1);
	expect(await list.exportText(new Date(EXPORTED_AT), ['long-game'])).toBe(text);
}, 60_000);
