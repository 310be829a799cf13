import 'fake-indexeddb/auto';
import { afterAll, expect, test, vi } from 'vitest';
import { database } from './database';
import { addGame, appendEvent, loadGame, newGameRecord, watchGame } from './games';
import { listPage } from './gameList';
import { DATABASE_NAME } from './schema';

afterAll(() => database().close());

const record = newGameRecord(
	{ id: 'g', edition: 'amigo', createdAt: 1, updatedAt: 1, setup: { players: [] } },
	null
);

test('the games door reads without the storage library when the database allows, else through it', async () => {
	await new Promise((resolve) => (indexedDB.deleteDatabase(DATABASE_NAME).onsuccess = resolve));
	// No database yet: a read that may not load Dexie says so (null) and creates nothing.
	expect(await loadGame('g', true)).toBeNull();
	expect(await listPage(10, undefined, true)).toBeNull();
	expect((await indexedDB.databases()).map((db) => db.name)).not.toContain(DATABASE_NAME);
	// Through Dexie, which creates the database: no such game, an empty list.
	expect(await loadGame('g')).toBeUndefined();
	expect(await listPage(10)).toEqual({ page: [], total: 0, next: null });
	// Now at this schema: the raw reads answer, with the same records as Dexie.
	await addGame(record);
	await appendEvent('g', { type: 'game-started' }, 2, null as never);
	const raw = await loadGame('g', true);
	expect(raw?.game.id).toBe('g');
	expect(raw?.events.map((event) => [event.seq, event.type])).toEqual([[1, 'game-started']]);
	expect((await listPage(10, undefined, true))?.total).toBe(1);
});

test('a tap’s quick append stores exactly what the append through Dexie stores, chunks included', async () => {
	const db = database();
	const setup = { edition: 'amigo', players: [] };
	const playing = (turn: number) => ({ status: 'playing', turn }) as never;
	for (const id of ['quick', 'dexie']) {
		await addGame(newGameRecord({ id, edition: 'amigo', createdAt: 1, updatedAt: 1, setup }, null));
	}
	const { appendEvent: throughDexie } = await import('./gameStore');
	// 250 events each, turn by turn: the tail fills (seq 200), and events move into a chunk.
	for (let seq = 1; seq <= 250; seq++) {
		const event = { type: 'turn-advanced', n: seq };
		expect((await appendEvent('quick', event, 1000 + seq, playing(seq), seq - 1))?.seq).toBe(seq);
		expect((await throughDexie('dexie', event, 1000 + seq, playing(seq), seq - 1)).seq).toBe(seq);
	}
	const [quick, dexie] = await Promise.all([loadGame('quick'), loadGame('dexie')]);
	const withoutIds = (game: typeof quick) => ({
		game: { ...game!.game, id: undefined, listOrder: undefined },
		events: game!.events.map((event) => ({ ...event, id: undefined, gameId: undefined }))
	});
	expect(withoutIds(quick)).toEqual(withoutIds(dexie));
	expect(quick!.game).toMatchObject({ status: 'playing', lastSeq: 250, updatedAt: 1250 });
	const chunks = (id: string) =>
		db.eventChunks.where('[gameId+toSeq]').between([id, 0], [id, Infinity]).toArray();
	expect((await chunks('quick')).map((c) => [c.fromSeq, c.toSeq])).toEqual([[1, 100]]);
	expect((await chunks('dexie')).map((c) => [c.fromSeq, c.toSeq])).toEqual([[1, 100]]);
	// Each append took the next play number: the last one written is first in the list.
	expect(dexie!.game.listOrder).toBeLessThan(quick!.game.listOrder);
	await appendEvent('quick', { type: 'x' }, 2000, playing(251), 250);
	expect((await loadGame('quick'))!.game.listOrder).toBeLessThan(dexie!.game.listOrder);

	// A stale tap (the log no longer ends where the tab thinks) and a missing game store nothing.
	expect(await appendEvent('quick', { type: 'y' }, 3000, playing(252), 250)).toBeNull();
	await expect(appendEvent('ghost', { type: 'y' }, 3000, playing(1), 0)).rejects.toThrow();
	expect((await loadGame('quick'))!.events.at(-1)?.seq).toBe(251);
	expect(await db.events.where('gameId').equals('ghost').count()).toBe(0);
});

test('a watcher hears the changes to its game, but not its own appends nor other games', async () => {
	const setup = { edition: 'amigo', players: [] };
	const playing = { status: 'playing', turn: 1 } as never;
	for (const id of ['watched', 'other']) {
		await addGame(newGameRecord({ id, edition: 'amigo', createdAt: 1, updatedAt: 1, setup }, null));
	}
	const changes: (number | null)[] = [];
	let seen = 0;
	const screen = {};
	const stop = await watchGame(
		'watched',
		() => seen,
		(change) => changes.push(change.newest),
		screen
	);
	const { default: Dexie } = await import('dexie');
	// The next `count` changes Dexie's listeners hear, once the watcher (a listener before this
	// one) has handled them: by then a watcher that meant to tell would have.
	const heard = (count: number) =>
		new Promise<void>((resolve) => {
			let left = count;
			const one = () => {
				if (--left > 0) return;
				Dexie.on.storagemutated.unsubscribe(one);
				setTimeout(resolve, 0);
			};
			Dexie.on.storagemutated.subscribe(one);
		});
	await vi.waitFor(() => expect(changes).toEqual([null]));
	// The screen's own append (its `after` counts it): not read back.
	const own = heard(1);
	expect((await appendEvent('watched', { type: 'a' }, 2, playing, 0, screen))?.seq).toBe(1);
	seen = 1;
	await own;
	// Another game's appends, by another screen, the quick way and through Dexie: not its game.
	const others = heard(2);
	await appendEvent('other', { type: 'a' }, 2, playing, 0, {});
	const { appendEvent: throughDexie } = await import('./gameStore');
	await throughDexie('other', { type: 'b' }, 3, playing, 1);
	await others;
	expect(changes).toEqual([null]);
	// Another screen's append to its game, either way: heard, as the seq above what it has seen.
	await appendEvent('watched', { type: 'b' }, 3, playing, 1, {});
	await vi.waitFor(() => expect(changes).toEqual([null, 2]));
	await throughDexie('watched', { type: 'c' }, 4, playing, 2);
	await vi.waitFor(() => expect(changes).toEqual([null, 2, 3]));
	stop();
});
