import 'fake-indexeddb/auto';
import { afterAll, expect, test, vi } from 'vitest';
import { database } from './database';
import { addGame, appendEvent, loadGame, newGameRecord, watchGame, type GameChange } from './games';

afterAll(() => database().close());

test('an append stores the event and the game’s summary, moves full tails into chunks, and refuses a stale or lost game', async () => {
	const db = database();
	const setup = { edition: 'amigo', players: [] };
	const playing = (turn: number) => ({ status: 'playing', turn }) as never;
	for (const id of ['long', 'short']) {
		await addGame(newGameRecord({ id, edition: 'amigo', createdAt: 1, updatedAt: 1, setup }, null));
	}
	// 250 events, turn by turn: the tail fills (seq 200), and events move into a chunk.
	for (let seq = 1; seq <= 250; seq++) {
		const event = { type: 'turn-advanced', n: seq };
		expect((await appendEvent('long', event, 1000 + seq, playing(seq), seq - 1))?.seq).toBe(seq);
	}
	const long = await loadGame('long');
	expect(long!.game).toMatchObject({ status: 'playing', lastSeq: 250, updatedAt: 1250 });
	expect(long!.events.map((event) => event.seq)).toEqual(
		Array.from({ length: 250 }, (_, i) => i + 1)
	);
	const chunks = (id: string) =>
		db.eventChunks.where('[gameId+toSeq]').between([id, 0], [id, Infinity]).toArray();
	expect((await chunks('long')).map((c) => [c.fromSeq, c.toSeq])).toEqual([[1, 100]]);
	// Each append took the next play number: the last one written is first in the list.
	await appendEvent('short', { type: 'x' }, 2000, playing(1), 0);
	expect((await loadGame('short'))!.game.listOrder).toBeLessThan(long!.game.listOrder);

	// A stale tap (the log no longer ends where the tab thinks) and a missing game store nothing.
	expect(await appendEvent('long', { type: 'y' }, 3000, playing(252), 249)).toBeNull();
	await expect(appendEvent('ghost', { type: 'y' }, 3000, playing(1), 0)).rejects.toThrow();
	expect((await loadGame('long'))!.events.at(-1)?.seq).toBe(250);
	expect(await db.events.where('gameId').equals('ghost').count()).toBe(0);
});

test('a watcher hears the changes to its game, but not its own appends nor other games', async () => {
	const setup = { edition: 'amigo', players: [] };
	const playing = { status: 'playing', turn: 1 } as never;
	for (const id of ['watched', 'other']) {
		await addGame(newGameRecord({ id, edition: 'amigo', createdAt: 1, updatedAt: 1, setup }, null));
	}
	const changes: (number | null)[] = [];
	const told: GameChange[] = [];
	let seen = 0;
	let writing: number | null = null;
	const stop = watchGame(
		'watched',
		() => writing ?? seen,
		(change) => {
			told.push(change);
			changes.push(change.newest);
		},
		() => writing
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
	// The screen's own append (the seq it is writing): told as that seq, not read back (no read
	// transaction), not even its keys.
	const own = heard(1);
	writing = 1;
	const reads = vi.spyOn(database(), 'transaction');
	expect((await appendEvent('watched', { type: 'a' }, 2, playing, 0))?.seq).toBe(1);
	[seen, writing] = [1, null];
	await own;
	expect(reads.mock.calls.filter(([mode]) => mode === 'r')).toEqual([]);
	reads.mockRestore();
	expect(told.at(-1)).toEqual({ stored: true, after: 1, newest: null });
	changes.pop();
	// Another game's appends: not its game.
	const others = heard(2);
	await appendEvent('other', { type: 'a' }, 2, playing, 0);
	await appendEvent('other', { type: 'b' }, 3, playing, 1);
	await others;
	expect(changes).toEqual([null]);
	// Another screen's appends to its game: heard, as the seq above what it has seen.
	await appendEvent('watched', { type: 'b' }, 3, playing, 1);
	await vi.waitFor(() => expect(changes).toEqual([null, 2]));
	await appendEvent('watched', { type: 'c' }, 4, playing, 2);
	await vi.waitFor(() => expect(changes).toEqual([null, 2, 3]));
	stop();
});
