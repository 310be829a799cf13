import 'fake-indexeddb/auto';
import { afterAll, expect, test, vi } from 'vitest';
import { database } from './database';
import { addGame, appendEvent, LogFollower, loadGame, type RunRead } from './games';
import { newGameRecord } from './records';
import type { EventRecord, RecordAndLog } from './schema';

// The follower's reads as they are, a failed one as ok: false (the app runs them through its
// storage state).
const run: RunRead = (call) =>
	call().then(
		(value) => ({ ok: true, value }),
		() => ({ ok: false })
	);

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

// The reads of the object stores and indexes while `work` runs, by store, in read-write
// transactions (an append's).
async function readsDuring(work: () => Promise<unknown>): Promise<string[]> {
	const reads: string[] = [];
	const spies = (
		['get', 'getAll', 'getAllKeys', 'count', 'openCursor', 'openKeyCursor'] as const
	).flatMap((method) =>
		[
			[IDBObjectStore.prototype, (t: IDBObjectStore) => t] as const,
			[IDBIndex.prototype, (t: IDBIndex) => t.objectStore] as const
		].map(([proto, storeOf]) => {
			const original = (proto as never as Record<string, (...a: unknown[]) => unknown>)[method]!;
			return vi
				.spyOn(proto as never as Record<string, (...a: unknown[]) => unknown>, method)
				.mockImplementation(function (this: never, ...args: unknown[]) {
					const store = (storeOf as (t: never) => IDBObjectStore)(this);
					if (store.transaction.mode === 'readwrite') reads.push(`${store.name}.${method}`);
					return original.apply(this, args);
				});
		})
	);
	try {
		await work();
	} finally {
		for (const spy of spies) spy.mockRestore();
	}
	return reads;
}

const playing = (turn: number) => ({ status: 'playing', turn }) as never;

/** Stores game `id` with `count` events (type 'x'), appended one by one as taps do. */
async function gameWithEvents(id: string, count: number): Promise<void> {
	const setup = { edition: 'amigo', players: [] };
	await addGame(newGameRecord({ id, edition: 'amigo', createdAt: 1, updatedAt: 1, setup }, null));
	for (let seq = 1; seq <= count; seq++)
		await appendEvent(id, { type: 'x' }, seq, playing(seq), seq - 1);
}

test('a tap’s append reads one record, the first game of its status (its own), nothing of the log', async () => {
	await gameWithEvents('tap', 5);
	const reads = await readsDuring(() => appendEvent('tap', { type: 'x' }, 6, playing(6), 5));
	// One request: the first record of the status's range in the list's order, its own game's.
	expect(reads).toEqual(['games.getAll']);
	expect((await loadGame('tap'))!.events.map((event) => event.seq)).toEqual([1, 2, 3, 4, 5, 6]);
});

test('a record whose lastSeq is behind its log: the append is refused as another writer’s, then continues the log', async () => {
	await gameWithEvents('lag', 3);
	await database().games.update('lag', { lastSeq: 2 });
	// The tab shows 2 events, as the record says: seq 3 is stored already.
	expect(await appendEvent('lag', { type: 'y' }, 10, playing(3), 2)).toBeNull();
	// After the real end, the append goes through and the record is right again.
	expect((await appendEvent('lag', { type: 'y' }, 11, playing(4), 3))?.seq).toBe(4);
	const lag = await loadGame('lag');
	expect(lag!.events.map((event) => [event.seq, event.type])).toEqual([
		[1, 'x'],
		[2, 'x'],
		[3, 'x'],
		[4, 'y']
	]);
	expect(lag!.game.lastSeq).toBe(4);
});

test('a follower hears the changes to its game, but not its own appends nor other games', async () => {
	const setup = { edition: 'amigo', players: [] };
	const playing = { status: 'playing', turn: 1 } as never;
	for (const id of ['watched', 'other']) {
		await addGame(newGameRecord({ id, edition: 'amigo', createdAt: 1, updatedAt: 1, setup }, null));
	}
	const handed: number[][] = [];
	const followed = new LogFollower(
		'watched',
		0,
		{
			appended: (records) => handed.push(records.map((record) => record.seq)),
			replaced: () => null
		},
		run
	);
	const { default: Dexie } = await import('dexie');
	// The next `count` changes Dexie's listeners hear, once the follower (a listener before this
	// one) has handled them: by then a follower that meant to read would have started.
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
	await followed.caughtUp();
	// Its own append: not read back (no read transaction at all, not even of keys).
	const own = heard(1);
	const reads = vi.spyOn(database(), 'transaction');
	expect((await followed.append({ type: 'a' }, 2, playing))?.seq).toBe(1);
	await own;
	await followed.caughtUp();
	expect(reads.mock.calls.filter(([mode]) => mode === 'r')).toEqual([]);
	// Another game's appends: not its game, nothing read.
	const others = heard(2);
	await appendEvent('other', { type: 'a' }, 2, playing, 0);
	await appendEvent('other', { type: 'b' }, 3, playing, 1);
	await others;
	await followed.caughtUp();
	expect(reads.mock.calls.filter(([mode]) => mode === 'r')).toEqual([]);
	reads.mockRestore();
	expect(handed).toEqual([]);
	// Another screen's appends to its game: heard, and handed over as the events after its own.
	await appendEvent('watched', { type: 'b' }, 3, playing, 1);
	await vi.waitFor(() => expect(handed).toEqual([[2]]));
	await appendEvent('watched', { type: 'c' }, 4, playing, 2);
	await vi.waitFor(() => expect(handed).toEqual([[2], [3]]));
	expect(followed.lastSeq).toBe(3);
	followed.stop();
});

test('a followed game hands over what other tabs append or change, and its own appends follow them', async () => {
	const setup = { edition: 'amigo', players: [] };
	const playing = { status: 'playing', turn: 1 } as never;
	await addGame(
		newGameRecord({ id: 'f', edition: 'amigo', createdAt: 1, updatedAt: 1, setup }, null)
	);
	const appended: number[][] = [];
	const replaced: (RecordAndLog | undefined)[] = [];
	const followed = new LogFollower(
		'f',
		0,
		{
			appended: (records: readonly EventRecord[]) => appended.push(records.map((r) => r.seq)),
			replaced: (game) => {
				replaced.push(game);
				return game ? (game.events.at(-1)?.seq ?? 0) : null;
			}
		},
		run
	);
	// Its own append: stored after the last seq it has, and not handed back.
	expect((await followed.append({ type: 'a' }, 2, playing))?.seq).toBe(1);
	expect(followed.lastSeq).toBe(1);
	// Another tab's two appends: handed over as the events after it.
	await appendEvent('f', { type: 'b' }, 3, playing, 1);
	await appendEvent('f', { type: 'c' }, 4, playing, 2);
	await vi.waitFor(() => expect(appended.flat()).toEqual([2, 3]));
	await followed.caughtUp();
	expect(followed.lastSeq).toBe(3);
	// Another tab wrote first, unheard (as in a tab that was asleep): its own append stores
	// nothing, and what it missed is handed over before the append returns.
	followed.stop();
	await appendEvent('f', { type: 'd' }, 5, playing, 3);
	expect(await followed.append({ type: 'e' }, 6, playing)).toBeNull();
	expect(appended.flat()).toEqual([2, 3, 4]);
	expect((await loadGame('f'))!.events.map((e) => e.type)).toEqual(['a', 'b', 'c', 'd']);
	// Deleted elsewhere, then back: handed over whole each time.
	const again = new LogFollower(
		'f',
		4,
		{
			appended: () => {},
			replaced: (game) => {
				replaced.push(game);
				return game ? game.events.length : null;
			}
		},
		run
	);
	const stored = (await loadGame('f'))!;
	await database().games.delete('f');
	await vi.waitFor(() => expect(replaced).toEqual([undefined]));
	await database().games.put(stored.game);
	await vi.waitFor(() => expect(replaced.at(-1)?.game.id).toBe('f'));
	again.stop();
});
