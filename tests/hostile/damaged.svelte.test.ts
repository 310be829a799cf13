// Stored records damaged under the app (a devtools edit, a browser bug, a newer version's data):
// each is read with the import's own checks, named with what is wrong, kept and exported as
// stored, and never hides or breaks the healthy games. Nothing is repaired or dropped unnamed.
import { afterAll, beforeEach, expect, test } from 'vitest';
import { database } from '$lib/db/database';
import { GamesList } from '$lib/state/games.svelte';
import { OpenGame } from '$lib/state/game.svelte';
import { gameInProgress } from '$lib/state/resume.svelte';
import { parseExport } from '$lib/tracker/exportFile';
import { ALL_TEXT } from './corpus';

// ALL_TEXT holds five games: corpus-amigo (finished, 11 events), corpus-rio (9 events) and three more.
const HEALTHY = ['corpus-rio', 'corpus-my-first', 'corpus-rabohnzel', 'corpus-1997'];

// Removes `players` from a stored summary, as a devtools edit would.
const dropPlayers = (id: string) =>
	database().games.update(id, (game) => {
		delete (game.summary as { players?: unknown }).players;
	});

beforeEach(async () => {
	const db = database();
	await Promise.all(db.tables.map((table) => table.clear()));
	const imported = await new GamesList().importText(ALL_TEXT);
	expect(imported.ok).toBe(true);
});
afterAll(() => database().close());

async function exported(list: GamesList) {
	const text = await list.exportText(new Date('2024-05-01T12:00:00.000Z'));
	expect(text).not.toBeNull();
	const file = JSON.parse(text!) as { damaged?: { record: { id: string }; events: unknown[] }[] };
	const parsed = parseExport(text!);
	return { file, games: parsed.ok ? parsed.value.map((g) => g.id).sort() : parsed.error };
}

test('a summary without players: the game is named as damaged, the healthy ones and the statistics stay', async () => {
	await dropPlayers('corpus-amigo');
	const list = new GamesList();
	await list.load();
	expect(list.games.map((g) => g.game.id).sort()).toEqual([...HEALTHY].sort());
	expect(list.damaged).toEqual([
		{ key: 'corpus-amigo', createdAt: expect.any(Number), problem: 'bad-summary', edition: null }
	]);
	// The only finished game cannot be counted, and the statistics say so.
	expect(list.statistics).toEqual([]);
	expect(list.statisticsSkipped).toBe(1);
	// Its setup and log are whole: it still exports (and opens) as a game.
	const { games, file } = await exported(list);
	expect(games).toEqual(['corpus-amigo', ...HEALTHY].sort());
	expect(file.damaged).toBeUndefined();
	const open = new OpenGame();
	await open.load('corpus-amigo');
	expect(open.loading).toBe('ready');
	expect(open.state?.status).toBe('finished');
	open.close();
});

test('an unknown edition: listed as damaged with its name, opened as damaged (not "missing"), exported as stored', async () => {
	const db = database();
	const game = (await db.games.get('corpus-rio'))!;
	await db.games.put({
		...game,
		edition: 'amigo-2099',
		setup: { ...(game.setup as object), edition: 'amigo-2099' },
		summary: { ...game.summary!, edition: 'amigo-2099' as 'amigo' }
	});
	const list = new GamesList();
	await list.load();
	expect(list.games).toHaveLength(4);
	expect(list.damaged.map((d) => [d.key, d.problem, d.edition])).toEqual([
		['corpus-rio', 'unknown-edition', 'amigo-2099']
	]);
	const open = new OpenGame();
	await open.load('corpus-rio');
	expect(open.loading).toBe('damaged');
	expect(open.damage).toBe('unknown-edition');
	const own = JSON.parse((await open.exportText(new Date()))!) as {
		games: unknown[];
		damaged: { record: { setup: { edition: string } }; events: unknown[] }[];
	};
	expect(own.games).toEqual([]);
	expect(own.damaged[0]!.record.setup.edition).toBe('amigo-2099');
	expect(own.damaged[0]!.events).toHaveLength(9);
	open.close();
	const { games, file } = await exported(list);
	expect(games).toEqual(['corpus-1997', 'corpus-amigo', 'corpus-my-first', 'corpus-rabohnzel']);
	expect(file.damaged?.map((d) => [d.record.id, d.events.length])).toEqual([['corpus-rio', 9]]);
	// Downloaded alone from the list, exactly as stored.
	const alone = JSON.parse((await list.exportDamaged('corpus-rio', new Date()))!) as {
		damaged: { record: { id: string } }[];
	};
	expect(alone.damaged.map((d) => d.record.id)).toEqual(['corpus-rio']);
	// Deleted on purpose, and the deletion can be undone like any other.
	expect(await list.removeDamaged('corpus-rio')).toBe(true);
	expect(list.damaged).toEqual([]);
	expect(await db.games.get('corpus-rio')).toBeUndefined();
	expect(await list.undoDelete()).toBe(true);
	expect(list.damaged.map((d) => d.key)).toEqual(['corpus-rio']);
});

test('a chunk holding [null, 42]: "Export all" still writes every game, the damaged one as stored', async () => {
	await database().eventChunks.add({
		gameId: 'corpus-1997',
		fromSeq: 1,
		toSeq: 2,
		events: [null, 42] as never
	});
	const list = new GamesList();
	await list.load();
	expect(list.games).toHaveLength(5);
	const { games, file } = await exported(list);
	expect(games).toEqual(['corpus-amigo', 'corpus-my-first', 'corpus-rabohnzel', 'corpus-rio']);
	expect(file.damaged).toHaveLength(1);
	expect(file.damaged![0]!.record.id).toBe('corpus-1997');
	// Both damaged values kept, before the three stored events.
	expect(file.damaged![0]!.events.slice(0, 2)).toEqual([
		{ gameId: 'corpus-1997', seq: 0, at: 0, type: '#damaged', payload: null },
		{ gameId: 'corpus-1997', seq: 0, at: 0, type: '#damaged', payload: 42 }
	]);
	expect(file.damaged![0]!.events).toHaveLength(5);
	// The game opens (not "does not exist"), naming both entries it leaves out.
	const open = new OpenGame();
	await open.load('corpus-1997');
	expect(open.loading).toBe('ready');
	expect(open.setAside).toEqual([
		{ position: 1, seq: null, type: null, problem: 'damaged' },
		{ position: 2, seq: null, type: null, problem: 'damaged' }
	]);
	expect(open.state?.turn).toBe(3);
	open.close();
});

test('an unknown event in the middle of a log is kept, named where it stands and exported; a repeated seq is named', async () => {
	const db = database();
	// corpus-1997's log: 1 game-started, 2 turn-advanced, 3 turn-advanced. Seq 2 becomes a type
	// this version does not know, and a chunk repeats seq 1.
	const second = (await db.events.where('[gameId+seq]').equals(['corpus-1997', 2]).first())!;
	await db.events.update(second.id!, { type: 'teleport', payload: { to: 'moon' } });
	await db.eventChunks.add({
		gameId: 'corpus-1997',
		fromSeq: 1,
		toSeq: 1,
		events: [{ seq: 1, at: 1, type: 'game-started', payload: {} }]
	});
	const open = new OpenGame();
	await open.load('corpus-1997');
	expect(open.loading).toBe('ready');
	expect(open.setAside).toEqual([
		{ position: 2, seq: 1, type: 'game-started', problem: 'repeated-seq' },
		{ position: 3, seq: 2, type: 'teleport', problem: 'unknown-type' }
	]);
	// Started once, then one turn advanced (seq 3): turn 2.
	expect(open.state?.turn).toBe(2);
	const own = JSON.parse((await open.exportText(new Date()))!) as {
		damaged: { events: { type: string }[] }[];
	};
	expect(own.damaged[0]!.events.map((e) => e.type)).toEqual([
		'game-started',
		'game-started',
		'teleport',
		'turn-advanced'
	]);
	open.close();
});

test('the home card of a game whose summary lost its players reads no "undefined"', async () => {
	const db = database();
	const top = (await db.games.orderBy('listOrder').first())!;
	expect(top.status).not.toBe('finished');
	await dropPlayers(top.id);
	await gameInProgress.load();
	expect(gameInProgress.game).toEqual({ id: top.id, summary: null });
});
