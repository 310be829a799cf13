import 'fake-indexeddb/auto';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import type { GameSummary } from '$lib/tracker/summary';
import { threePlayerSummary } from '$lib/tracker/testing';
import { database } from './database';
import { CHUNK_EVENTS, chunkedCount } from './eventLog';
import { deleteGame, importGames, undoReplaced } from './choices';
import { finishedRecords, listPage, loadGames } from './gameList';
import { addGame, appendEvent, loadGame, LogChangedError } from './games';
import { readLog } from './logStore';
import { newGameRecord, playedOf } from './records';
import type { GameRecord, ListStatus, UnplacedRecord } from './schema';

const readPreference = async (key: string) => (await database().preferences.get(key))?.value;

const summary = (status: GameSummary['status'], turn = 0): GameSummary =>
	threePlayerSummary({ status, turn, events: turn });
const playing = summary('playing', 1);

const game = (
	id: string,
	updatedAt: number,
	names: string[] = ['Mia', 'Noah', 'Lea'],
	status: ListStatus = 'setup'
): UnplacedRecord =>
	newGameRecord(
		{
			id,
			edition: 'amigo',
			createdAt: updatedAt,
			updatedAt,
			setup: { edition: 'amigo', players: names.map((name, i) => ({ id: `p${i}`, name })) }
		},
		{ ...summary(status === 'finished' ? 'finished' : status), players: names }
	);

beforeEach(async () => {
	const db = database();
	await Promise.all([
		db.games.clear(),
		db.events.clear(),
		db.eventChunks.clear(),
		db.preferences.clear(),
		db.replaced.clear()
	]);
});
afterAll(() => database().close());

test('addGame stores the game and remembers the edition as lastEdition', async () => {
	await addGame({ ...game('g1', 100), edition: 'rio-grande' });
	expect(await readPreference('lastEdition')).toBe('rio-grande');
	expect((await loadGame('g1'))?.game.edition).toBe('rio-grande');
	expect(await loadGame('nope')).toBeUndefined();
});

test('appendEvent numbers events 1, 2, 3 and updates status and time', async () => {
	await addGame(game('g1', 100));
	await appendEvent('g1', { type: 'game-started' }, 200, playing);
	await appendEvent('g1', { type: 'pile-size-set', cards: 40 }, 300, playing);
	const loaded = await loadGame('g1');
	expect(loaded?.events.map(({ seq, at, type, payload }) => ({ seq, at, type, payload }))).toEqual([
		{ seq: 1, at: 200, type: 'game-started', payload: {} },
		{ seq: 2, at: 300, type: 'pile-size-set', payload: { cards: 40 } }
	]);
	expect(loaded?.game).toMatchObject({ status: 'playing', updatedAt: 300 });
});

test('events of two games do not mix, and concurrent appends get distinct seqs', async () => {
	await addGame(game('g1', 100));
	await addGame(game('g2', 100));
	await Promise.all([
		appendEvent('g1', { type: 'a' }, 1, playing),
		appendEvent('g1', { type: 'b' }, 2, playing),
		appendEvent('g2', { type: 'c' }, 3, playing)
	]);
	expect((await loadGame('g1'))?.events.map((e) => e.seq)).toEqual([1, 2]);
	expect((await loadGame('g2'))?.events.map((e) => e.seq)).toEqual([1]);
});

test('appendEvent to a missing game fails and stores nothing', async () => {
	await expect(appendEvent('ghost', { type: 'x' }, 1, playing)).rejects.toThrow();
	expect(await database().events.count()).toBe(0);
});

test('listPage pages through games in progress first, then newest first, by an index', async () => {
	await addGame(game('old-finished', 100, undefined, 'finished'));
	await addGame(game('new-finished', 500, undefined, 'finished'));
	await addGame(game('playing', 50, undefined, 'playing'));
	await addGame(game('setup', 300));
	const first = (await listPage(2)).page as GameRecord[];
	expect(first.map((g) => g.id)).toEqual(['playing', 'setup']);
	const last = first.at(-1)!;
	expect(
		(await listPage(2, [last.listOrder, last.id])).page.map((g) => (g as GameRecord).id)
	).toEqual(['new-finished', 'old-finished']);
	expect((await listPage(2)).total).toBe(4);
	expect((await loadGames()).map((g) => g.game.id)).toEqual([
		'playing',
		'setup',
		'new-finished',
		'old-finished'
	]);
	expect((await finishedRecords()).map((g) => g.summary?.status)).toEqual(['finished', 'finished']);
});

test('the list follows the order of play, not the clock: set back a day, then ahead a year', async () => {
	const now = Date.UTC(2026, 10, 26);
	const day = 24 * 60 * 60 * 1000;
	await addGame(game('a', now));
	await appendEvent('a', { type: 'game-started' }, now, playing);
	// The clock goes back a day: the game played next still comes first.
	await addGame(game('b', now - day));
	await appendEvent('b', { type: 'game-started' }, now - day, playing);
	expect((await listPage(5)).page.map((g) => (g as GameRecord).id)).toEqual(['b', 'a']);
	// A year ahead, then right again: the game played last comes first, each time.
	await appendEvent('a', { type: 'x' }, now + 365 * day, playing);
	expect((await listPage(5)).page.map((g) => (g as GameRecord).id)).toEqual(['a', 'b']);
	await appendEvent('b', { type: 'x' }, now + 1000, playing);
	expect((await listPage(5)).page.map((g) => (g as GameRecord).id)).toEqual(['b', 'a']);
	// The times are kept as the clock gave them.
	expect((await loadGame('a'))?.game.updatedAt).toBe(now + 365 * day);
	expect((await loadGame('b'))?.game.updatedAt).toBe(now + 1000);
});

test('a tap on the game first in its part of the list keeps its place; any other takes the next play number', async () => {
	const order = async (id: string) => (await loadGame(id))!.game.listOrder;
	const ids = async () => (await listPage(5)).page.map((g) => (g as GameRecord).id);
	await addGame(game('a', 1));
	await addGame(game('b', 2));
	await appendEvent('a', { type: 'game-started' }, 3, playing);
	await appendEvent('b', { type: 'game-started' }, 4, playing);
	expect(await ids()).toEqual(['b', 'a']);
	// b is first among the games in progress: its next taps change nothing of its place.
	const first = await order('b');
	await appendEvent('b', { type: 'x' }, 5, playing);
	await appendEvent('b', { type: 'x' }, 6, playing);
	expect(await order('b')).toBe(first);
	// A tap on a, second, puts it first; so does b's end, in the finished games, whose first it is.
	await appendEvent('a', { type: 'x' }, 7, playing);
	expect(await ids()).toEqual(['a', 'b']);
	await appendEvent('b', { type: 'game-finished' }, 8, summary('finished', 3));
	expect(await ids()).toEqual(['a', 'b']);
	expect(playedOf(await order('b'))).toBe(playedOf(await order('a')) + 1);
	// Another game finished later comes before it.
	await appendEvent('a', { type: 'game-finished' }, 9, summary('finished', 3));
	expect(await ids()).toEqual(['a', 'b']);
	expect(playedOf(await order('a'))).toBe(playedOf(await order('b')) + 1);
});

test('appendEvent writes the summary, its status and the list order with the event', async () => {
	await addGame(game('s', 100));
	await addGame(game('f', 50, undefined, 'finished'));
	expect((await listPage(5)).page.map((g) => (g as GameRecord).id)).toEqual(['s', 'f']);
	await appendEvent('f', { type: 'game-started' }, 10, summary('harvest', 4));
	const stored = (await loadGame('f'))!.game;
	expect(stored).toMatchObject({ status: 'playing', updatedAt: 10, lastSeq: 1 });
	expect(stored.summary).toEqual(summary('harvest', 4));
	// Now in progress: listed before the game being set up.
	expect((await listPage(5)).page.map((g) => (g as GameRecord).id)).toEqual(['f', 's']);
	expect((await readLog(database(), 'f', 0)).map((e) => e.seq)).toEqual([1]);
	expect(await readLog(database(), 'f', 1)).toEqual([]);
});

test('a failed append leaves the summary and the log as they were', async () => {
	await addGame(game('g', 100));
	await appendEvent('g', { type: 'game-started' }, 200, summary('playing', 1), 0);
	const before = await loadGame('g');
	expect(
		await appendEvent('g', { type: 'turn-advanced' }, 300, summary('playing', 2), 0)
	).toBeNull();
	// The event store refuses a record (a payload IndexedDB cannot clone): nothing changes.
	await expect(
		appendEvent('g', { type: 'x', bad: () => 1 }, 400, summary('finished', 9), 1)
	).rejects.toThrow();
	expect(await loadGame('g')).toEqual(before);
	expect((await loadGame('g'))!.game.summary).toEqual(summary('playing', 1));
});

test('deleteGame returns what it deleted, and its undo puts it back exactly', async () => {
	await addGame(game('g1', 100));
	await appendEvent('g1', { type: 'game-started' }, 200, playing);
	await appendEvent('g1', { type: 'turn-advanced' }, 300, playing);
	const before = await loadGame('g1');
	const deleted = await deleteGame('g1', 1000);
	expect(await loadGame('g1')).toBeUndefined();
	expect(await database().events.count()).toBe(0);
	expect(deleted).toEqual({ ...before, setAside: deleted!.setAside });
	expect(await undoReplaced(deleted!.setAside, 'copy-1')).toEqual({ restored: 'g1', moved: null });
	expect(await loadGame('g1')).toEqual(before);
	expect(await deleteGame('nope', 1000)).toBeUndefined();
});

test('a deleted game comes back as a copy when its id was taken meanwhile', async () => {
	await addGame(game('g1', 100));
	await appendEvent('g1', { type: 'game-started' }, 200, playing);
	const deleted = (await deleteGame('g1', 1000))!;
	// Another game with the same id arrives (an import) before the undo.
	await addGame(game('g1', 500, ['Zoe', 'Yan', 'Xia']));
	const other = await loadGame('g1');
	expect((await undoReplaced(deleted.setAside, 'copy-1'))?.restored).toBe('copy-1');
	expect(await loadGame('g1')).toEqual(other);
	const copy = (await loadGame('copy-1'))!;
	expect(copy.game).toEqual({ ...deleted.game, id: 'copy-1' });
	expect(copy.events.map(({ gameId, seq, at, type }) => [gameId, seq, at, type])).toEqual([
		['copy-1', 1, 200, 'game-started']
	]);
});

test('importGames adds new games and continues logs, all or nothing, never overwriting', async () => {
	await addGame(game('g1', 100));
	await appendEvent('g1', { type: 'game-started' }, 200, playing);
	const log = (id: string, types: string[]) =>
		types.map((type, i) => ({ gameId: id, seq: i + 1, at: 200 + i * 100, type, payload: {} }));
	await importGames([
		{
			kind: 'extend',
			records: { game: game('g1', 999), events: log('g1', ['game-started', 'turn-advanced']) },
			afterSeq: 1
		},
		{ kind: 'add', records: { game: game('g2', 200), events: log('g2', ['game-started']) } }
	]);
	expect((await loadGame('g1'))?.game.updatedAt).toBe(999);
	expect((await loadGame('g1'))?.events.map((e) => [e.seq, e.type])).toEqual([
		[1, 'game-started'],
		[2, 'turn-advanced']
	]);
	expect((await loadGame('g2'))?.events.map((e) => e.type)).toEqual(['game-started']);

	const before = [await loadGame('g1'), await loadGame('g2')];
	// A game to add whose id is taken, or a log that no longer ends where the import read it,
	// aborts everything.
	await expect(
		importGames([
			{ kind: 'add', records: { game: game('g3', 1), events: [] } },
			{ kind: 'add', records: { game: game('g2', 5), events: [] } }
		])
	).rejects.toThrow(LogChangedError);
	await expect(
		importGames([
			{ kind: 'add', records: { game: game('g3', 1), events: [] } },
			{
				kind: 'extend',
				records: { game: game('g1', 5), events: log('g1', ['a', 'b', 'c']) },
				afterSeq: 1
			}
		])
	).rejects.toThrow(LogChangedError);
	// A clash on [gameId+seq] inside the file aborts the whole import.
	const clash = [
		{ gameId: 'g4', seq: 1, at: 5, type: 'a', payload: {} },
		{ gameId: 'g4', seq: 1, at: 6, type: 'b', payload: {} }
	];
	await expect(
		importGames([
			{ kind: 'add', records: { game: game('g3', 1), events: [] } },
			{ kind: 'add', records: { game: game('g4', 1), events: clash } }
		])
	).rejects.toThrow();
	expect(await loadGame('g3')).toBeUndefined();
	expect(await loadGame('g4')).toBeUndefined();
	expect([await loadGame('g1'), await loadGame('g2')]).toEqual(before);
});

test('an imported game replaces a log left without its game (the games store emptied under the app)', async () => {
	const db = database();
	const stray = (id: string, n: number) =>
		Array.from({ length: n }, (_, i) => ({
			gameId: id,
			seq: i + 1,
			at: i,
			type: 'stray',
			payload: {}
		}));
	// Logs stored with no game: a short one in the tail, a long one in chunks and tail.
	await importGames([
		{ kind: 'add', records: { game: game('short', 1), events: stray('short', 3) } },
		{ kind: 'add', records: { game: game('long', 1), events: stray('long', 450) } },
		{ kind: 'add', records: { game: game('kept', 1), events: stray('kept', 2) } }
	]);
	await db.games.bulkDelete(['short', 'long']);
	const log = (id: string, types: string[]) =>
		types.map((type, i) => ({ gameId: id, seq: i + 1, at: 500 + i, type, payload: {} }));
	await importGames([
		{ kind: 'add', records: { game: game('short', 2), events: log('short', ['game-started']) } },
		{ kind: 'add', records: { game: game('long', 2), events: log('long', ['a', 'b']) } }
	]);
	expect((await loadGame('short'))!.events.map((e) => e.type)).toEqual(['game-started']);
	expect((await loadGame('long'))!.events.map((e) => e.type)).toEqual(['a', 'b']);
	expect(await db.eventChunks.where('gameId').equals('long').count()).toBe(0);
	// Another game's log is not touched.
	expect((await loadGame('kept'))!.events).toHaveLength(2);
});

// Hundreds of appends, each its own transaction: seconds, on a busy machine more than the default.
describe('a long log: older events in chunks, the newest in the tail', { timeout: 30_000 }, () => {
	const seqs = (from: number, to: number) =>
		Array.from({ length: to - from + 1 }, (_, i) => from + i);
	const tail = (id: string) => database().events.where('gameId').equals(id).count();
	const chunks = (id: string) =>
		database().eventChunks.where('[gameId+toSeq]').between([id, 0], [id, Infinity]).toArray();
	async function played(id: string, count: number) {
		await addGame(game(id, 1));
		for (let seq = 1; seq <= count; seq++) {
			await appendEvent(id, { type: 'turn-advanced', n: seq }, 1000 + seq, playing, seq - 1);
		}
	}

	test('how many events go into chunks for a log of a given length', () => {
		expect([0, 1, 199, 200, 299, 300, 2000].map(chunkedCount)).toEqual([
			0, 0, 0, 100, 100, 200, 1900
		]);
		expect(CHUNK_EVENTS).toBe(100);
	});

	test('appends move the oldest 100 into a chunk when the tail reaches 200; reads stay whole', async () => {
		await played('long', 199);
		expect(await tail('long')).toBe(199);
		expect(await chunks('long')).toEqual([]);
		await appendEvent('long', { type: 'turn-advanced', n: 200 }, 1200, playing, 199);
		expect(await tail('long')).toBe(100);
		const [first] = await chunks('long');
		expect(first).toMatchObject({ gameId: 'long', fromSeq: 1, toSeq: 100 });
		expect(first!.events[0]).toEqual({
			seq: 1,
			at: 1001,
			type: 'turn-advanced',
			payload: { n: 1 }
		});
		for (let seq = 201; seq <= 450; seq++) {
			await appendEvent('long', { type: 'turn-advanced', n: seq }, 1000 + seq, playing, seq - 1);
		}
		expect((await chunks('long')).map((c) => [c.fromSeq, c.toSeq])).toEqual([
			[1, 100],
			[101, 200],
			[201, 300]
		]);
		expect(await tail('long')).toBe(150);

		const loaded = (await loadGame('long'))!;
		expect(loaded.events.map((e) => e.seq)).toEqual(seqs(1, 450));
		for (const event of loaded.events) {
			expect(event).toMatchObject({
				gameId: 'long',
				at: 1000 + event.seq,
				type: 'turn-advanced',
				payload: { n: event.seq }
			});
		}
		// What another tab appended since: across a chunk's middle, at a chunk's end, in the tail.
		expect((await readLog(database(), 'long', 150)).map((e) => e.seq)).toEqual(seqs(151, 450));
		expect((await readLog(database(), 'long', 300)).map((e) => e.seq)).toEqual(seqs(301, 450));
		expect((await readLog(database(), 'long', 449)).map((e) => e.seq)).toEqual([450]);
		expect(await readLog(database(), 'long', 450)).toEqual([]);
		// Two tabs: the last seq is still known, and a stale writer is still turned away.
		expect(await appendEvent('long', { type: 'turn-advanced' }, 2000, playing, 300)).toBeNull();
		expect((await loadGame('long'))!.events).toHaveLength(450);
	});

	test('a long game deleted and put back, as itself and as a copy, keeps every event', async () => {
		await played('long', 260);
		const before = (await loadGame('long'))!;
		const deleted = (await deleteGame('long', 1000))!;
		expect(deleted).toEqual({ ...before, setAside: deleted.setAside });
		expect(await database().events.count()).toBe(0);
		expect(await database().eventChunks.count()).toBe(0);
		expect((await undoReplaced(deleted.setAside, 'copy-1'))?.restored).toBe('long');
		expect(await loadGame('long')).toEqual(before);
		expect(await chunks('long')).toHaveLength(1);

		const again = (await deleteGame('long', 2000))!;
		await addGame(game('long', 5));
		expect((await undoReplaced(again.setAside, 'copy-1'))?.restored).toBe('copy-1');
		const copy = (await loadGame('copy-1'))!;
		expect(copy.events.map(({ gameId, seq, at }) => [gameId, seq, at])).toEqual(
			before.events.map(({ seq, at }) => ['copy-1', seq, at])
		);
		expect(await tail('copy-1')).toBe(160);
	});

	test('an import adds a long game in chunks and continues a log across the tail limit', async () => {
		const log = (id: string, from: number, to: number) =>
			seqs(from, to).map((seq) => ({
				gameId: id,
				seq,
				at: seq,
				type: 'turn-advanced',
				payload: {}
			}));
		await importGames([
			{ kind: 'add', records: { game: game('big', 1), events: log('big', 1, 2000) } }
		]);
		expect(await chunks('big')).toHaveLength(19);
		expect(await tail('big')).toBe(100);
		expect((await loadGame('big'))!.events.map((e) => e.seq)).toEqual(seqs(1, 2000));

		await played('grow', 150);
		await importGames([
			{
				kind: 'extend',
				records: { game: game('grow', 9), events: log('grow', 1, 420) },
				afterSeq: 150
			}
		]);
		const grown = (await loadGame('grow'))!;
		expect(grown.events.map((e) => e.seq)).toEqual(seqs(1, 420));
		// The first 150 are the ones played here, the rest the file's.
		expect(grown.events[149]!.payload).toEqual({ n: 150 });
		expect(grown.events[150]!.payload).toEqual({});
		expect((await chunks('grow')).map((c) => [c.fromSeq, c.toSeq])).toEqual([
			[1, 100],
			[101, 200],
			[201, 300]
		]);
		expect(await tail('grow')).toBe(120);

		// A repeated seq in a log long enough for chunks (no unique index there) aborts the import.
		const repeated = log('dup', 1, 250);
		repeated[40] = { ...repeated[40]!, seq: 40 };
		await expect(
			importGames([
				{ kind: 'add', records: { game: game('other', 1), events: log('other', 1, 3) } },
				{ kind: 'add', records: { game: game('dup', 1), events: repeated } }
			])
		).rejects.toThrow('not in seq order');
		expect(await loadGame('other')).toBeUndefined();
		expect(await loadGame('dup')).toBeUndefined();
		expect(await chunks('dup')).toEqual([]);
	});
});

describe('appendEvent after a given seq (two tabs on one game)', () => {
	test('appends when the log still ends there, refuses and adds nothing when it does not', async () => {
		await addGame(game('two-tabs', 1));
		await appendEvent('two-tabs', { type: 'game-started' }, 1, playing, 0);
		await appendEvent('two-tabs', { type: 'turn-advanced' }, 2, playing, 1);
		// A tab that saw only the first event must not append on top of the second.
		expect(await appendEvent('two-tabs', { type: 'turn-advanced' }, 3, playing, 1)).toBeNull();
		const stored = await loadGame('two-tabs');
		expect(stored?.events.map((e) => [e.seq, e.type])).toEqual([
			[1, 'game-started'],
			[2, 'turn-advanced']
		]);
	});
});

test('an import comes first in the list, its games in the order of their last change, whatever the times stored', async () => {
	await importGames([{ kind: 'add', records: { game: game('old', 5_000), events: [] } }]);
	await addGame(game('here', 100));
	await importGames([
		{ kind: 'add', records: { game: game('b', 100), events: [] } },
		{ kind: 'add', records: { game: game('a', 300), events: [] } },
		{ kind: 'add', records: { game: game('c', 300), events: [] } }
	]);
	const listed = (await listPage(10)).page as GameRecord[];
	// a and c changed at one moment: one place, by their ids.
	expect(listed.map((g) => g.id)).toEqual(['a', 'c', 'b', 'here', 'old']);
	expect(listed.map((g) => playedOf(g.listOrder))).toEqual([4, 4, 3, 2, 1]);
});
