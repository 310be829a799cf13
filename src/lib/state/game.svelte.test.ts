// @vitest-environment jsdom
import { afterAll, beforeEach, expect, test, vi } from 'vitest';
import Dexie from 'dexie';
import { database } from '$lib/db/database';
import * as choices from '$lib/db/choices';
import * as games from '$lib/db/games';
import * as events from '$lib/tracker/events';
import { parseExport } from '$lib/tracker/exportFile';
import { step } from '$lib/tracker/game';
import type { GameSetup } from '$lib/tracker/setup';
import { BUSY_AFTER_MS, OpenGame } from './game.svelte';
import { createGame } from './createGame.svelte';
import { GamesList } from './games.svelte';
import { storage } from './storage.svelte';
import { imported } from './testing';
import { playedToTheEnd, threePlayerGame } from '$lib/tracker/testing';

/** The next change Dexie's listeners hear (an append announces itself a task after it commits),
 * once every listener that came before, the game's watcher among them, has handled it: by then a
 * watcher that meant to read would have asked IndexedDB. No test waits for a while instead. */
function nextAnnouncement(): Promise<void> {
	return new Promise((resolve) => {
		const heard = () => {
			Dexie.on.storagemutated.unsubscribe(heard);
			// The watcher's read starts in its handler; its first request follows within a task.
			setTimeout(resolve, 0);
		};
		Dexie.on.storagemutated.subscribe(heard);
	});
}

const setup: GameSetup = threePlayerGame(0).setup;

beforeEach(async () => {
	const db = database();
	await Promise.all([db.games.clear(), db.events.clear()]);
	storage.dismiss();
	vi.restoreAllMocks();
});
afterAll(() => database().close());

test('a dispatched event is saved, then shown; a reload shows the same state', async () => {
	const id = await createGame(setup, 1000);
	expect(id).toBeTruthy();
	const game = new OpenGame();
	await game.load(id!);
	expect(game.loading).toBe('ready');
	expect(game.state?.status).toBe('setup');
	expect(await game.dispatch({ type: 'game-started' }, 2000)).toEqual({ ok: true });
	expect(await game.dispatch({ type: 'turn-advanced' }, 3000)).toEqual({ ok: true });
	expect(game.state?.activeSeat).toBe(1);

	const again = new OpenGame();
	await again.load(id!);
	expect(again.state?.activeSeat).toBe(1);
	expect(again.state?.turn).toBe(2);
	expect((await games.loadGame(id!))?.game.status).toBe('playing');
	// The summary was written with the events.
	expect((await games.loadGame(id!))?.game.summary).toMatchObject({ status: 'playing', turn: 2 });
});

test('an event that does not fit is refused and nothing is stored', async () => {
	const id = await createGame(setup);
	const game = new OpenGame();
	await game.load(id!);
	expect(await game.dispatch({ type: 'turn-advanced' })).toEqual({ ok: false, error: 'not-now' });
	expect((await games.loadGame(id!))?.events).toEqual([]);
});

test('when saving fails, the state is unchanged and the storage notice has the problem', async () => {
	const id = await createGame(setup);
	const game = new OpenGame();
	await game.load(id!);
	// The append's transaction is refused (a full disk).
	vi.spyOn(database(), 'transaction').mockRejectedValueOnce(
		Object.assign(new Error('full'), { name: 'QuotaExceededError' })
	);
	expect(await game.dispatch({ type: 'game-started' })).toEqual({ ok: false, error: 'not-saved' });
	expect(game.state?.status).toBe('setup');
	expect(game.timed).toEqual([]);
	expect(game.state?.log).toEqual([]);
	expect((await games.loadGame(id!))?.game.summary?.status).toBe('setup');
	expect(storage.problem).toBe('full');
});

test('a missing game is reported as missing', async () => {
	const game = new OpenGame();
	await game.load('nope');
	expect(game.loading).toBe('missing');
	expect(game.state).toBeNull();
});

test('games list: delete and undo, export and import into an empty database', async () => {
	const { id, game } = await loadedGame();
	await game.dispatch({ type: 'game-started' }, 2000);

	const list = new GamesList();
	await list.load();
	expect(list.games.map((g) => g.summary.status)).toEqual(['playing']);
	const text = (await list.exportText(new Date(0)))!;

	expect(await list.remove(id!)).toBe(true);
	expect(list.games).toEqual([]);
	expect(await list.undoDelete()).toBe(true);
	expect(list.games.map((g) => g.game.id)).toEqual([id]);

	expect(await list.importText('{"format":"x"}')).toEqual({ ok: false, error: 'wrong-format' });
	await list.remove(id!);
	expect(await list.importText(text)).toEqual(imported({ added: 1 }));
	expect(list.games[0]?.summary.status).toBe('playing');
	expect(await list.importText(text)).toEqual(imported({ same: 1 }));
});

test('a large file whose saving fails partway says what it stored: the parts before, each game whole', async () => {
	await createGame(setup, 1000);
	const list = new GamesList();
	await list.load();
	const file = JSON.parse((await list.exportText(new Date(0)))!);
	await database().games.clear();
	await database().events.clear();
	// 250 games: parts of 100, 100 and 50; the second part's write fails (a full disk).
	const game = file.games[0];
	file.games = Array.from({ length: 250 }, (_, i) => ({ ...game, id: `many-${i}` }));
	const real = choices.importGames;
	let writes = 0;
	vi.spyOn(choices, 'importGames').mockImplementation(async (steps) => {
		writes += 1;
		if (writes === 2) throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
		return real(steps);
	});
	const result = await list.importText(JSON.stringify(file));
	expect(result).toEqual(imported({ added: 100, notSaved: 150 }));
	const stored = (await database().games.toCollection().primaryKeys()).sort();
	expect(stored).toEqual(Array.from({ length: 100 }, (_, i) => `many-${i}`).sort());
	// A failure in the first part stores nothing and says so.
	await database().games.clear();
	await database().events.clear();
	writes = 1;
	expect(await list.importText(JSON.stringify(file))).toEqual({ ok: false, error: 'not-saved' });
	expect(await database().games.count()).toBe(0);
});

test('two screens on one game: each follows the other, and a stale tap is not saved', async () => {
	const { id, game: first } = await loadedGame();
	const second = new OpenGame();
	await second.load(id);
	const requests = readOnlyRequests();
	expect(await first.dispatch({ type: 'game-started' }, 2000)).toEqual({ ok: true });
	// The other screen follows without being touched, reading only the new event: its log's
	// records, not the game's record.
	await vi.waitFor(() => expect(second.state?.status).toBe('playing'));
	expect(requests.some(({ store, records }) => store === 'events' && records)).toBe(true);
	expect(requests.some(({ store, records }) => store === 'games' && records)).toBe(false);
	expect(second.state?.log.map((e) => e.event.type)).toEqual(['game-started']);

	// A tap on a screen that has not yet seen the latest event is refused, not stacked on top.
	await first.dispatch({ type: 'turn-advanced' }, 3000);
	second.close(); // stop its watcher so it stays behind, as a slow tab would
	expect(second.state?.turn).toBe(1);
	expect(await second.dispatch({ type: 'turn-advanced' }, 3500)).toEqual({
		ok: false,
		error: 'changed-elsewhere'
	});
	expect(second.changedElsewhere).toBe(true);
	// It now shows the game as stored, and the log holds only what was seen when tapped.
	expect(second.state?.turn).toBe(2);
	const stored = await games.loadGame(id!);
	expect(stored?.events.map((e) => e.type)).toEqual(['game-started', 'turn-advanced']);
	expect(await second.dispatch({ type: 'turn-advanced' }, 4000)).toEqual({ ok: true });
	await vi.waitFor(() => expect(first.state?.turn).toBe(3));
	first.close();
	second.close();
});

/** A new game of `setup` (created at 1000) and an OpenGame that has loaded it. */
async function loadedGame(): Promise<{ id: string; game: OpenGame }> {
	const id = await createGame(setup, 1000);
	const game = new OpenGame();
	await game.load(id!);
	return { id: id!, game };
}

// Records every IndexedDB request made in a read-only transaction from now on (until the mocks
// are restored): which store, and whether it reads records (get, getAll, openCursor) or keys
// only (getKey, getAllKeys, openKeyCursor, count). A tab's writes run in read-write transactions.
function readOnlyRequests(): { store: string; method: string; records: boolean }[] {
	const requests: { store: string; method: string; records: boolean }[] = [];
	const record = <T extends object>(
		proto: T,
		storeOf: (target: T) => IDBObjectStore,
		methods: Record<string, boolean>
	) => {
		for (const [method, records] of Object.entries(methods)) {
			const original = (proto as Record<string, (...args: unknown[]) => unknown>)[method]!;
			vi.spyOn(proto as Record<string, (...args: unknown[]) => unknown>, method).mockImplementation(
				function (this: T, ...args: unknown[]) {
					const store = storeOf(this);
					if (store.transaction.mode === 'readonly')
						requests.push({ store: store.name, method, records });
					return original.apply(this, args);
				}
			);
		}
	};
	const methods = {
		get: true,
		getAll: true,
		openCursor: true,
		getKey: false,
		getAllKeys: false,
		openKeyCursor: false,
		count: false
	};
	record(IDBObjectStore.prototype, (store) => store, methods);
	record(IDBIndex.prototype, (index) => index.objectStore, methods);
	return requests;
}

test('one tap parses its event once: the stored event is not read back and parsed again', async () => {
	const { game } = await loadedGame();
	const requests = readOnlyRequests();
	const parse = vi.spyOn(events, 'parseEvent');
	const announced = nextAnnouncement();
	expect(await game.dispatch({ type: 'game-started' }, 2000)).toEqual({ ok: true });
	// After the commit and its announcement, nothing was read or parsed again.
	await announced;
	expect(requests).toEqual([]);
	expect(parse).toHaveBeenCalledTimes(1);
	expect(game.timed).toEqual([{ at: 2000, event: { type: 'game-started' } }]);
	game.close();
});

test('a tab’s own append does not come back through its watcher: nothing is read after it', async () => {
	const { game } = await loadedGame();
	const first = nextAnnouncement();
	expect(await game.dispatch({ type: 'game-started' }, 2000)).toEqual({ ok: true });
	await first;
	const requests = readOnlyRequests();
	const second = nextAnnouncement();
	expect(await game.dispatch({ type: 'turn-advanced' }, 3000)).toEqual({ ok: true });
	// After the commit and its announcement, the watcher has read nothing at all: not the game's
	// record, its events, nor even their keys.
	await second;
	expect(requests).toEqual([]);
	expect(game.state?.turn).toBe(2);
	// It still hears another screen's append of the same game, and reads that one.
	const other = new OpenGame();
	await other.load(game.id!);
	const before = requests.length;
	expect(await other.dispatch({ type: 'turn-advanced' }, 4000)).toEqual({ ok: true });
	await vi.waitFor(() => expect(game.state?.turn).toBe(3));
	expect(requests.slice(before).some((request) => request.store === 'events')).toBe(true);
	other.close();
	game.close();
});

test('the buttons show that they wait only when a save takes longer than BUSY_AFTER_MS', async () => {
	const { game } = await loadedGame();
	// A quick save: nothing on screen says "wait" before the event shows.
	const quick = game.dispatch({ type: 'game-started' }, 2000);
	expect(game.busy).toBe(false);
	expect(await quick).toEqual({ ok: true });
	expect(game.busy).toBe(false);

	// A slow one (another tab holds the database): the buttons wait, and a tap meanwhile is
	// refused; once it is saved they are back. The test's clock (timers only: IndexedDB keeps
	// its own scheduling) says when BUSY_AFTER_MS has passed; the save waits for the test.
	vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
	const db = database();
	const transaction = db.transaction;
	let release = () => {};
	const held = new Promise<void>((resolve) => (release = resolve));
	// The append's transaction starts once the test lets it.
	vi.spyOn(db, 'transaction').mockImplementationOnce((async (...args: unknown[]) => {
		await held;
		return (transaction as (...args: unknown[]) => unknown).apply(db, args);
	}) as typeof db.transaction);
	const slow = game.dispatch({ type: 'turn-advanced' }, 3000);
	await vi.advanceTimersByTimeAsync(BUSY_AFTER_MS - 1);
	expect(game.busy).toBe(false);
	await vi.advanceTimersByTimeAsync(1);
	expect(game.busy).toBe(true);
	expect(await game.dispatch({ type: 'turn-advanced' }, 3100)).toEqual({
		ok: false,
		error: 'not-now'
	});
	release();
	expect(await slow).toEqual({ ok: true });
	await vi.runOnlyPendingTimersAsync();
	vi.useRealTimers();
	expect(game.busy).toBe(false);
	expect(game.state?.turn).toBe(2);
	game.close();
});

test('another screen’s event stored while this screen’s write fails is still shown', async () => {
	const { id, game: first } = await loadedGame();
	const second = new OpenGame();
	await second.load(id);
	vi.spyOn(database(), 'transaction').mockImplementationOnce((async () => {
		// While this write is under way, the other screen stores seq 1; then this write fails.
		const announced = nextAnnouncement();
		expect(await second.dispatch({ type: 'game-started' }, 2500)).toEqual({ ok: true });
		await announced;
		throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
	}) as never);
	expect(await first.dispatch({ type: 'game-started' }, 2000)).toEqual({
		ok: false,
		error: 'not-saved'
	});
	await vi.waitFor(() => expect(first.state?.status).toBe('playing'));
	expect(first.timed).toEqual([{ at: 2500, event: { type: 'game-started' } }]);
	first.close();
	second.close();
});

test('games list: 50 games a page, in progress first, statistics from the summaries', async () => {
	for (let i = 0; i < 60; i++) await createGame(setup, 1000 + i);
	const id = await createGame(setup, 500);
	const game = new OpenGame();
	await game.load(id!);
	for (const event of [...playedToTheEnd([4, 9, 6]), { type: 'game-finished' } as const]) {
		expect(await game.dispatch(event, 5000)).toEqual({ ok: true });
	}
	game.close();

	const list = new GamesList();
	expect(list.statisticsLoaded).toBe(false);
	await list.load();
	expect(list.statisticsLoaded).toBe(true);
	expect(list.games).toHaveLength(50);
	expect(list.more).toBe(true);
	// Newest game being set up first; the finished game is last, on the second page.
	expect(list.games[0]?.game.createdAt).toBe(1059);
	await list.showMore();
	expect(list.games).toHaveLength(61);
	expect(list.more).toBe(false);
	expect(list.games.at(-1)?.game.id).toBe(id);
	expect(list.games.at(-1)?.summary).toMatchObject({ status: 'finished', winners: [1] });
	expect(list.statistics).toEqual([
		{
			key: '["amigo","lea","mia","noah"]',
			edition: 'amigo',
			players: ['Lea', 'Mia', 'Noah'],
			games: 1,
			wins: [0, 0, 1],
			averageWinningScore: 9
		}
	]);
});

test('a game deleted in another screen and put back with Undo shows again without a reload', async () => {
	const { id, game: open } = await loadedGame();
	expect(await open.dispatch({ type: 'game-started' }, 2000)).toEqual({ ok: true });
	const list = new GamesList();
	await list.load();
	expect(await list.remove(id!)).toBe(true);
	await vi.waitFor(() => expect(open.loading).toBe('missing'));
	expect(await list.undoDelete()).toBe(true);
	await vi.waitFor(() => expect(open.loading).toBe('ready'));
	expect(open.state?.status).toBe('playing');
	// It goes on from where it was.
	expect(await open.dispatch({ type: 'turn-advanced' }, 3000)).toEqual({ ok: true });
	expect((await games.loadGame(id!))?.events.map((e) => e.seq)).toEqual([1, 2]);
	open.close();
});

test('the database deleted under an open game: the game stays on screen, in the backup, and is saved again', async () => {
	const { id, game: open } = await loadedGame();
	expect(await open.dispatch({ type: 'game-started' }, 2000)).toEqual({ ok: true });
	await new Promise((resolve, reject) => {
		const request = indexedDB.deleteDatabase('bean-referee');
		request.onsuccess = resolve;
		request.onerror = () => reject(request.error);
	});
	await vi.waitFor(() => expect(open.orphaned).toBe(true));
	expect(storage.vanished).toBe(true);
	expect(open.loading).toBe('ready');
	expect(open.state?.status).toBe('playing');
	// No tap is shown as done: there is nowhere to save it.
	expect(await open.dispatch({ type: 'turn-advanced' }, 3000)).toEqual({
		ok: false,
		error: 'not-saved'
	});
	expect(open.state?.turn).toBe(1);
	// "Download a backup now" holds the game from memory.
	const backup = parseExport((await storage.backupText(new Date(5000)))!);
	expect(backup.ok && backup.value.map((g) => [g.id, g.events.length])).toEqual([[id, 1]]);
	// Saved again into the new database, it is followed and played on as before.
	expect(await open.saveAgain()).toBe(true);
	expect(open.orphaned).toBe(false);
	expect(storage.vanished).toBe(false);
	expect((await games.loadGame(id!))?.events.map((e) => e.type)).toEqual(['game-started']);
	expect(await open.dispatch({ type: 'turn-advanced' }, 3000)).toEqual({ ok: true });
	expect(open.state?.turn).toBe(2);
	open.close();
});

test('an open game carries its note into its own export file and the hand-off game', async () => {
	const id = await createGame(setup, 1000);
	const { setGameNote } = await import('$lib/db/gameList');
	expect(await setGameNote(id!, 'Lea brought the box')).toBe(true);
	const game = new OpenGame();
	await game.load(id!);
	game.close();
	expect(game.inMemory()?.note).toBe('Lea brought the box');
	const file = parseExport((await game.exportText(new Date(0)))!);
	expect(file.ok && file.value[0]?.note).toBe('Lea brought the box');
	const { payloadText, gameOfPayload } = await import('$lib/handoff/payload');
	expect(gameOfPayload(payloadText(game.inMemory()!))?.note).toBe('Lea brought the box');
});

test('the players’ corrections go into the backup and come back with it; an old file without them still imports', async () => {
	const { writePreference } = await import('./preferences');
	const { readCorrections } = await import('./corrections');
	const id = await createGame(setup, 1000);
	const other = await createGame(
		{ ...setup, players: [setup.players[0]!, { id: 'x', name: 'Ben' }, { id: 'y', name: 'Cy' }] },
		1000
	);
	const trio = '["lea","mia","noah"]';
	await writePreference('groupCorrections', {
		[trio]: [{ from: 'Lea', to: 'Leah' }],
		// A group with no game left is not written into a backup.
		'["gone"]': [{ from: 'Gone', to: 'Went' }]
	});
	const list = new GamesList();
	await list.load();
	expect(list.games.map((g) => g.summary.players.join())).toContain('Mia,Noah,Lea');
	const text = (await list.exportText(new Date(0)))!;
	expect(JSON.parse(text).corrections).toEqual({ [trio]: [{ from: 'Lea', to: 'Leah' }] });

	// Another phone: no corrections, or its own for the same group (which it keeps).
	await Promise.all([database().games.clear(), database().events.clear()]);
	await writePreference('groupCorrections', {});
	expect(await list.importText(text)).toEqual(imported({ added: 2 }));
	expect(await readCorrections()).toEqual({ [trio]: [{ from: 'Lea', to: 'Leah' }] });
	await Promise.all([database().games.clear(), database().events.clear()]);
	await writePreference('groupCorrections', { [trio]: [{ from: 'Lea', to: 'Lee' }] });
	await list.importText(text);
	expect(await readCorrections()).toEqual({ [trio]: [{ from: 'Lea', to: 'Lee' }] });

	// A file of before corrections: imports, changes no correction.
	const old = JSON.parse(text);
	delete old.corrections;
	await Promise.all([database().games.clear(), database().events.clear()]);
	expect(await list.importText(JSON.stringify(old))).toEqual(imported({ added: 2 }));
	expect(await readCorrections()).toEqual({ [trio]: [{ from: 'Lea', to: 'Lee' }] });
	// Damaged corrections refuse the whole file, and nothing is stored.
	await Promise.all([database().games.clear(), database().events.clear()]);
	expect(await list.importText(JSON.stringify({ ...old, corrections: { [trio]: 'x' } }))).toEqual({
		ok: false,
		error: 'bad-corrections'
	});
	expect(await database().games.count()).toBe(0);
	expect(id && other).toBeTruthy();
});

test('the one list of corrections kept before groups is given once to every group with the name', async () => {
	const { writePreference, readPreferences } = await import('./preferences');
	const { readCorrections } = await import('./corrections');
	await database().preferences.clear();
	await createGame(setup, 1000);
	// The same setup played by other names (seat ids x, y, z).
	const playedBy = (...names: string[]) => ({
		...setup,
		players: names.map((name, i) => ({ id: 'xyz'[i]!, name }))
	});
	await createGame(playedBy('Lea', 'Ben', 'Cy'), 1000);
	await createGame(playedBy('Ana', 'Ben', 'Cy'), 1000);
	await writePreference('playerCorrections', [{ from: 'Lea', to: 'Leah' }]);
	const lea = [{ from: 'Lea', to: 'Leah' }];
	expect(await readCorrections()).toEqual({
		'["lea","mia","noah"]': lea,
		'["ben","cy","lea"]': lea
	});
	expect((await readPreferences()).groupCorrections).toEqual({
		'["lea","mia","noah"]': lea,
		'["ben","cy","lea"]': lea
	});
	// The play screen shows the corrected name; the stored setup keeps the typed one.
	const list = new GamesList();
	await list.load();
	const id = list.games.find((g) => g.summary.players.join() === 'Lea,Ben,Cy')!.game.id;
	const game = new OpenGame();
	await game.load(id);
	game.close();
	expect(game.shown?.setup.players.map((p) => p.name)).toEqual(['Leah', 'Ben', 'Cy']);
	expect(game.setup?.players.map((p) => p.name)).toEqual(['Lea', 'Ben', 'Cy']);
	// The shown game is a game state like any other: the reducer steps it, names and all.
	const next = step(game.shown!, { type: 'game-started' });
	expect(next.ok && [next.value.status, next.value.setup.players[0]!.name]).toEqual([
		'playing',
		'Leah'
	]);
	await database().preferences.clear();
});
