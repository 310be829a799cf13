// A file holding a game already stored: the longer log wins when one extends the other, a game
// that went another way is kept beside the stored one as a copy, and nothing stored is
// overwritten. Undoing a deletion after the id was taken again restores a copy.
import { afterAll, beforeEach, expect, test } from 'vitest';
import { database } from '$lib/db/database';
import { GamesList } from '$lib/state/games.svelte';
import { imported } from '$lib/state/testing';
import { exportText, parseExport, type ExportedGame } from '$lib/tracker/exportFile';
import type { GameEvent } from '$lib/tracker/events';
import { EXPORTED_AT, MORE_GAMES } from './corpus';

const seeded = MORE_GAMES[2] as ExportedGame; // started, two turns
const after = (events: GameEvent[]) =>
	events.map((event, i) => ({ at: seeded.updatedAt + (i + 1) * 1000, event }));
const longer: ExportedGame = {
	...seeded,
	updatedAt: seeded.updatedAt + 2000,
	events: [...seeded.events, ...after([{ type: 'turn-advanced' }, { type: 'turn-advanced' }])]
};
const diverging: ExportedGame = {
	...seeded,
	updatedAt: seeded.updatedAt + 1000,
	events: [...seeded.events.slice(0, 2), ...after([{ type: 'pile-ran-out', phase: 'draw' }])]
};
const file = (game: ExportedGame) => exportText([game], EXPORTED_AT);

async function storedGames(list: GamesList): Promise<ExportedGame[]> {
	const parsed = parseExport((await list.exportText(new Date(EXPORTED_AT)))!);
	if (!parsed.ok) throw new Error(parsed.error);
	return parsed.value;
}

beforeEach(async () => {
	const db = database();
	await Promise.all(db.tables.map((table) => table.clear()));
});
afterAll(() => database().close());

test('a longer log continues the stored game; a shorter one afterwards changes nothing', async () => {
	const list = new GamesList();
	expect(await list.importText(file(seeded))).toEqual(imported({ added: 1 }));
	expect(await list.importText(file(longer))).toEqual(
		imported({
			extended: 1,
			caughtUp: [{ id: seeded.id, turns: 2 }]
		})
	);
	expect(await storedGames(list)).toEqual([longer]);
	const before = await database().events.toArray();
	expect(await list.importText(file(seeded))).toEqual(imported({ keptLonger: 1 }));
	expect(await list.importText(file(longer))).toEqual(imported({ same: 1 }));
	expect(await database().events.toArray()).toEqual(before);
	expect(await storedGames(list)).toEqual([longer]);
});

test('a log that went another way is added as a copy; the stored game stays', async () => {
	const list = new GamesList();
	await list.importText(file(longer));
	const result = await list.importText(file(diverging));
	const copyId = result.ok ? result.diverged[0]?.copyId : undefined;
	// Both histories, for the players to choose: two entries shared, then one here and four here
	// against one in the file.
	expect(result).toEqual(
		imported({
			copied: 1,
			diverged: [
				{
					id: seeded.id,
					copyId,
					shared: 2,
					here: expect.objectContaining({ events: longer.events.length }),
					there: expect.objectContaining({ events: diverging.events.length }),
					hereMoves: longer.events.length - 2,
					thereMoves: 1
				}
			]
		})
	);
	const games = await storedGames(list);
	expect(games).toHaveLength(2);
	expect(games.find((g) => g.id === seeded.id)).toEqual(longer);
	const copy = games.find((g) => g.id !== seeded.id)!;
	expect(copy.id).toMatch(/^[0-9a-f-]{36}$/);
	expect(copy).toEqual({ ...diverging, id: copy.id });
	// Another setup under the same id is a different game too.
	const renamed: ExportedGame = {
		...seeded,
		setup: { ...seeded.setup, startSeat: 1 }
	};
	expect(await list.importText(file(renamed))).toMatchObject({ ok: true, copied: 1 });
	expect(await storedGames(list)).toHaveLength(3);
});

test('of two ways, keeping the arriving one puts it under the game id; undo brings the other back', async () => {
	const list = new GamesList();
	await list.importText(file(longer));
	const result = await list.importText(file(diverging));
	if (!result.ok) throw new Error(result.error);
	expect(await list.keepArrived(result.diverged[0]!)).toBe(true);
	expect(await storedGames(list)).toEqual([diverging]);
	// The log is numbered 1, 2, 3, … under its id again: a later, longer copy continues it.
	const further: ExportedGame = {
		...diverging,
		events: [
			...diverging.events,
			{ at: diverging.updatedAt + 5000, event: { type: 'turn-advanced' } }
		]
	};
	expect(await list.importText(file(further))).toEqual(
		imported({
			extended: 1,
			caughtUp: [{ id: seeded.id, turns: 1 }]
		})
	);
	// Undone: this phone's is the game again, the other phone's (as it went on) the copy.
	expect(await list.undoKeep()).toBe(true);
	const games = await storedGames(list);
	expect(games.find((g) => g.id === seeded.id)).toEqual(longer);
	const copy = games.find((g) => g.id !== seeded.id)!;
	expect(copy).toEqual({ ...further, id: copy.id });
	// Keeping this phone's sets the copy aside (with undo).
	const again = await list.importText(file(diverging));
	if (!again.ok) throw new Error(again.error);
	expect(await list.keepHere(again.diverged[0]!)).toBe(true);
	expect(await storedGames(list)).toHaveLength(2);
	expect(list.setAside.map((entry) => entry.why)).toContain('kept-this');
});

test('delete, import a game with the same id, undo: the deleted game comes back as a copy', async () => {
	const list = new GamesList();
	await list.importText(file(longer));
	expect(await list.remove(seeded.id)).toBe(true);
	await list.importText(file(diverging));
	expect(await list.undoDelete()).toBe(true);
	expect(list.undoOutcome).toBe('copy');
	expect(list.lastDeleted).toBeNull();
	const games = await storedGames(list);
	expect(games.find((g) => g.id === seeded.id)).toEqual(diverging);
	const copy = games.find((g) => g.id !== seeded.id)!;
	expect(copy).toEqual({ ...longer, id: copy.id });
});

test('undo of a delete without a clash restores the game under its own id', async () => {
	const list = new GamesList();
	await list.importText(file(longer));
	await list.remove(seeded.id);
	expect(await list.undoDelete()).toBe(true);
	expect(list.undoOutcome).toBeNull();
	expect(await storedGames(list)).toEqual([longer]);
});
