import { afterAll, beforeEach, expect, test, vi } from 'vitest';
import { database } from '$lib/db/database';
import * as sessions from '$lib/db/sessions';
import type { GameSetup } from '$lib/tracker/setup';
import { createGame, GameSession } from './game.svelte';
import { GamesList } from './games.svelte';
import { storage } from './storage.svelte';

const setup: GameSetup = {
	edition: 'amigo',
	step: null,
	variants: [],
	players: [
		{ id: 'a', name: 'Mia' },
		{ id: 'b', name: 'Noah' },
		{ id: 'c', name: 'Lea' }
	],
	startSeat: 0
};

beforeEach(async () => {
	const db = database();
	await Promise.all([db.sessions.clear(), db.events.clear()]);
	storage.dismiss();
	vi.restoreAllMocks();
});
afterAll(() => database().close());

test('a dispatched event is saved, then shown; a reload shows the same state', async () => {
	const id = await createGame(setup, 1000);
	expect(id).toBeTruthy();
	const game = new GameSession();
	await game.load(id!);
	expect(game.loading).toBe('ready');
	expect(game.state?.status).toBe('setup');
	expect(await game.dispatch({ type: 'game-started' }, 2000)).toEqual({ ok: true });
	expect(await game.dispatch({ type: 'turn-advanced' }, 3000)).toEqual({ ok: true });
	expect(game.state?.activeSeat).toBe(1);

	const again = new GameSession();
	await again.load(id!);
	expect(again.state?.activeSeat).toBe(1);
	expect(again.state?.turn).toBe(2);
	expect((await sessions.loadSession(id!))?.session.status).toBe('playing');
});

test('an event that does not fit is refused and nothing is stored', async () => {
	const id = await createGame(setup);
	const game = new GameSession();
	await game.load(id!);
	expect(await game.dispatch({ type: 'turn-advanced' })).toEqual({ ok: false, error: 'not-now' });
	expect((await sessions.loadSession(id!))?.events).toEqual([]);
});

test('when saving fails, the state is unchanged and the storage notice has the problem', async () => {
	const id = await createGame(setup);
	const game = new GameSession();
	await game.load(id!);
	vi.spyOn(sessions, 'appendEvent').mockRejectedValueOnce(
		Object.assign(new Error('full'), { name: 'QuotaExceededError' })
	);
	expect(await game.dispatch({ type: 'game-started' })).toEqual({ ok: false, error: 'not-saved' });
	expect(game.state?.status).toBe('setup');
	expect(game.events).toEqual([]);
	expect(storage.problem).toBe('full');
});

test('a missing game is reported as missing', async () => {
	const game = new GameSession();
	await game.load('nope');
	expect(game.loading).toBe('missing');
	expect(game.state).toBeNull();
});

test('games list: delete and undo, export and import into an empty database', async () => {
	const id = await createGame(setup, 1000);
	const game = new GameSession();
	await game.load(id!);
	await game.dispatch({ type: 'game-started' }, 2000);

	const list = new GamesList();
	await list.load();
	expect(list.games.map((g) => g.state.status)).toEqual(['playing']);
	const text = list.exportText(new Date(0));

	expect(await list.remove(id!)).toBe(true);
	expect(list.games).toEqual([]);
	expect(await list.undoDelete()).toBe(true);
	expect(list.games.map((g) => g.game.id)).toEqual([id]);

	expect(await list.importText('{"format":"x"}')).toEqual({ ok: false, error: 'wrong-format' });
	await list.remove(id!);
	expect(await list.importText(text)).toEqual({ ok: true, added: 1, skipped: 0 });
	expect(list.games[0]?.state.status).toBe('playing');
	expect(await list.importText(text)).toEqual({ ok: true, added: 0, skipped: 1 });
});
