import 'fake-indexeddb/auto';
import { afterAll, beforeEach, expect, test } from 'vitest';
import type { GameSummary } from '$lib/tracker/summary';
import { threePlayerSummary } from '$lib/tracker/testing';
import { database } from './database';
import { finishedRecords, listPage, type ListKey, type ListPage } from './gameList';
import { listOrder, newGameRecord } from './records';
import type { GameRecord } from './schema';

afterAll(() => database().close());
beforeEach(async () => {
	const db = database();
	await db.open();
	await db.games.clear();
});

const T = Date.UTC(2025, 5, 1, 20, 0);

// A record stored with the play number `updatedAt` (games of one time share it, as games of one
// moment share their place after an import).
const record = (
	id: string,
	updatedAt: number,
	status: GameSummary['status'] = 'setup'
): GameRecord => {
	const game = newGameRecord(
		{ id, edition: 'amigo', createdAt: updatedAt, updatedAt, setup: null },
		threePlayerSummary({ status })
	);
	return { ...game, listOrder: listOrder(game.status, updatedAt) };
};

// Stores the records as an import places them, in one go.
async function imported(records: readonly GameRecord[]): Promise<void> {
	await database().games.bulkAdd([...records]);
}

const idOf = (r: unknown) => (r as { id: string }).id;

// Pages through the list as the games list does ("Show more" until no more is stored), at most
// `pages` times: the ids in the order listed.
async function pageThrough(
	read: (after?: ListKey) => Promise<ListPage | null>,
	pages = 100
): Promise<{ ids: string[]; total: number }> {
	const ids: string[] = [];
	let after: ListKey | undefined;
	let total = 0;
	for (let n = 0; n < pages; n++) {
		const read_ = await read(after);
		if (!read_) throw new Error('not read');
		total = read_.total;
		ids.push(...read_.page.map(idOf));
		if (ids.length >= total || read_.page.length === 0) break;
		after = read_.next ?? undefined;
	}
	return { ids, total };
}

const door = (after?: ListKey) => listPage(50, after);
const pad = (n: number) => String(n).padStart(4, '0');

test('2,000 games imported with one time: "Show more" lists every one once, in the order of their ids', async () => {
	// Stored in another order than listed: the ids from the end.
	const ids = Array.from({ length: 2000 }, (_, i) => `tie-${pad(1999 - i)}`);
	await imported(ids.map((id) => record(id, T)));
	const expected = Array.from({ length: 2000 }, (_, i) => `tie-${pad(i)}`);
	for (const read of [door]) {
		const listed = await pageThrough(read);
		expect(listed.total).toBe(2000);
		expect(listed.ids).toHaveLength(2000);
		expect(listed.ids).toEqual(expected);
	}
}, 60_000);

test('games mixing equal and distinct times: every one listed once, in progress first, newest first, ties by id', async () => {
	// 130 games: groups of games sharing one time, each group beside games of their own time,
	// some finished, one in play; the page boundaries (every 50) fall inside groups.
	const games: GameRecord[] = [];
	for (let i = 0; i < 130; i++) {
		const status = i % 10 === 3 ? 'finished' : 'setup';
		// i < 90: 9 games per time (T - 0, T - 1 s, …); then one time each.
		const at = i < 90 ? T - Math.floor(i / 9) * 1000 : T - 20_000 - i * 1000;
		games.push(record(`mix-${pad(i)}`, at, status));
	}
	games.push(record('playing-old', T - 500_000, 'playing'));
	await imported([...games].reverse());
	const setup = games.filter((g) => g.status === 'setup').map((g) => g.id);
	const finished = games.filter((g) => g.status === 'finished').map((g) => g.id);
	// Written out: within each status, the ids in this order are newest first, ties by id.
	const expected = ['playing-old', ...setup, ...finished];
	expect(expected).toHaveLength(131);
	expect(setup.slice(0, 10)).toEqual([
		'mix-0000',
		'mix-0001',
		'mix-0002',
		'mix-0004',
		'mix-0005',
		'mix-0006',
		'mix-0007',
		'mix-0008',
		'mix-0009',
		'mix-0010'
	]);
	for (const read of [door]) {
		const listed = await pageThrough(read);
		expect(listed.total).toBe(131);
		expect(listed.ids).toEqual(expected);
	}
});

test('the finished records are every finished game, whatever its edition, and no other', async () => {
	await database().games.bulkAdd([
		record('p', T, 'playing'),
		record('f1', T + 1, 'finished'),
		record('s', T + 2, 'setup'),
		{ ...record('f2', T + 3, 'finished'), edition: 'my-first', setup: { groupId: 'g' } }
	]);
	const finished = await finishedRecords();
	expect(finished.map((game) => game.id).sort()).toEqual(['f1', 'f2']);
	expect(finished.find((game) => game.id === 'f2')).toMatchObject({
		edition: 'my-first',
		setup: { groupId: 'g' }
	});
});
