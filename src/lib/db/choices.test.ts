// What a choice replaces or drops is set aside whole (schema version 6) and can be put back:
// docs/handoff.md#merging-an-arriving-copy.
import 'fake-indexeddb/auto';
import { afterAll, beforeEach, expect, test } from 'vitest';
import type { GameSummary } from '$lib/tracker/summary';
import { threePlayerSummary } from '$lib/tracker/testing';
import { database } from './database';
import {
	deleteGame,
	dropCopy,
	forgetReplaced,
	importGames,
	keepBoth,
	keepCopy,
	replacedCopies,
	undoReplaced
} from './choices';
import { addGame, appendEvent, loadGame } from './games';
import { newGameRecord } from './records';
import type { GameRecord, RecordAndLog } from './schema';

const DAY = 24 * 60 * 60 * 1000;
const playing = (turn: number): GameSummary =>
	threePlayerSummary({ status: 'playing', turn, events: turn });

const record = (id: string, split?: string): GameRecord => ({
	listOrder: 0,
	...newGameRecord(
		{
			id,
			edition: 'amigo',
			createdAt: 100,
			updatedAt: 100,
			setup: { edition: 'amigo', players: [{ id: 'a', name: 'Mia' }] }
		},
		playing(1)
	),
	...(split === undefined ? {} : { split: { of: split } })
});

/** A game stored with `turns` events of type `type`, one each millisecond from `from`. */
async function played(id: string, turns: number, from: number, split?: string): Promise<void> {
	await addGame(record(id, split));
	for (let n = 1; n <= turns; n++) {
		await appendEvent(id, { type: 'turn-advanced', n }, from + n, playing(n + 1), n - 1);
	}
}

// A log as [seq, at, type, payload], the game it belongs to left out.
const logOf = (records: RecordAndLog | undefined) =>
	records?.events.map(({ seq, at, type, payload }) => [seq, at, type, payload]);

beforeEach(async () => {
	const db = database();
	await Promise.all([
		db.games.clear(),
		db.events.clear(),
		db.eventChunks.clear(),
		db.replaced.clear()
	]);
});
afterAll(() => database().close());

test('keeping the other phone’s copy sets this phone’s aside; the undo brings both back, each log whole', async () => {
	await played('g', 5, 1000);
	await played('c', 3, 2000, 'g');
	const [mine, theirs] = [await loadGame('g'), await loadGame('c')];
	const replaced = (await keepCopy('g', 'c', 5000))!;
	expect(replaced.game).toEqual(mine!.game);
	// The other phone's log is the game now, no longer marked as a copy; the copy is gone.
	expect(logOf(await loadGame('g'))).toEqual(logOf(theirs));
	expect((await loadGame('g'))!.game.split).toBeUndefined();
	expect(await loadGame('c')).toBeUndefined();
	expect(await replacedCopies(5000)).toEqual([
		expect.objectContaining({ gameId: 'g', why: 'kept-other', at: 5000, copyId: 'c' })
	]);

	expect(await undoReplaced(replaced.setAside, 'new')).toEqual({ restored: 'g', moved: 'c' });
	expect(await loadGame('g')).toEqual(mine);
	expect(logOf(await loadGame('c'))).toEqual(logOf(theirs));
	expect((await loadGame('c'))!.game.split).toEqual({ of: 'g' });
	expect(await replacedCopies(5000)).toEqual([]);
	// Put back once: a second undo finds nothing.
	expect(await undoReplaced(replaced.setAside, 'new')).toBeUndefined();
});

test('keeping this phone’s sets the other phone’s copy aside; the undo brings it back as the copy', async () => {
	await played('g', 5, 1000);
	await played('c', 3, 2000, 'g');
	const [mine, theirs] = [await loadGame('g'), await loadGame('c')];
	const dropped = (await dropCopy('g', 'c', 5000))!;
	expect(await loadGame('c')).toBeUndefined();
	expect(await loadGame('g')).toEqual(mine);
	expect(await replacedCopies(5000)).toEqual([
		expect.objectContaining({ gameId: 'g', why: 'kept-this', game: theirs!.game })
	]);
	expect(await undoReplaced(dropped.setAside, 'new')).toEqual({ restored: 'c', moved: null });
	expect(await loadGame('c')).toEqual(theirs);
	expect(await loadGame('g')).toEqual(mine);
});

test('keeping both leaves both logs and unmarks the copy', async () => {
	await played('g', 2, 1000);
	await played('c', 2, 2000, 'g');
	const theirs = await loadGame('c');
	expect(await keepBoth('c')).toBe(true);
	const kept = (await loadGame('c'))!;
	expect('split' in kept.game).toBe(false);
	expect(await keepBoth('c')).toBe(true);
	expect(logOf(kept)).toEqual(logOf(theirs));
	expect(await keepBoth('gone')).toBe(false);
	expect(await replacedCopies(5000)).toEqual([]);
});

test('an import that continues a game sets the game aside as it was; the undo keeps both logs', async () => {
	await played('g', 3, 1000);
	const before = (await loadGame('g'))!;
	const longer = [
		...before.events,
		{ gameId: 'g', seq: 4, at: 1004, type: 'turn-advanced', payload: { n: 4 } }
	].map(({ gameId, seq, at, type, payload }) => ({ gameId, seq, at, type, payload }));
	await importGames(
		[
			{
				kind: 'extend',
				records: { game: { ...before.game, lastSeq: 4, updatedAt: 1004 }, events: longer },
				afterSeq: 3
			}
		],
		7000
	);
	const continued = (await loadGame('g'))!;
	expect(continued.events).toHaveLength(4);
	const [entry] = await replacedCopies(7000);
	expect(entry).toEqual(
		expect.objectContaining({ gameId: 'g', why: 'import-continued', at: 7000, game: before.game })
	);
	// Undone: the game is as it was, the import's longer log the other phone's copy beside it.
	expect(await undoReplaced(entry!.id, 'new')).toEqual({ restored: 'g', moved: 'new' });
	expect(await loadGame('g')).toEqual(before);
	expect(logOf(await loadGame('new'))).toEqual(logOf(continued));
	expect((await loadGame('new'))!.game.split).toEqual({ of: 'g' });
});

test('set-aside copies are listed newest first, dropped after 30 days, and removed on request', async () => {
	await played('a', 1, 1000);
	await played('b', 1, 1000);
	const first = (await deleteGame('a', 10 * DAY))!;
	const second = (await deleteGame('b', 20 * DAY))!;
	expect((await replacedCopies(20 * DAY)).map((entry) => entry.gameId)).toEqual(['b', 'a']);
	// The list's entries carry no log.
	expect(await replacedCopies(20 * DAY)).toEqual([
		expect.not.objectContaining({ events: expect.anything() }),
		expect.not.objectContaining({ events: expect.anything() })
	]);
	// Exactly 30 days after the first: still kept; a moment later it is gone, from the store too.
	expect(await replacedCopies(40 * DAY)).toHaveLength(2);
	expect((await replacedCopies(40 * DAY + 1)).map((entry) => entry.gameId)).toEqual(['b']);
	expect(await undoReplaced(first.setAside, 'new')).toBeUndefined();
	expect(await loadGame('a')).toBeUndefined();
	expect(await forgetReplaced(second.setAside)).toBe(true);
	expect(await forgetReplaced(second.setAside)).toBe(false);
	expect(await database().replaced.count()).toBe(0);
});

test('a failed choice sets nothing aside: the transaction holds the choice and the copy together', async () => {
	await played('g', 1, 1000);
	// The copy is gone: nothing is kept, nothing set aside.
	expect(await keepCopy('g', 'missing', 5000)).toBeUndefined();
	expect(await dropCopy('g', 'missing', 5000)).toBeUndefined();
	expect(await database().replaced.count()).toBe(0);
});
