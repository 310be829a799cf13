// The list's choices, through Dexie: delete a game, import games, keep one or both of two copies
// of a game that went two ways on two phones. Each takes away nothing for good: in the same
// transaction it sets the game it replaced or dropped aside (schema version 6, the `replaced`
// store), listed with the oldest dropped after KEEP_REPLACED_MS, put back whole by an undo, or
// removed for good.
import { database, type BeanRefereeDatabase } from './database';
import { largestPlayed, LogChangedError } from './games';
import { listOrder } from './records';
import {
	deleteLog,
	deleteLogs,
	lastSeqOf,
	placeEvents,
	placeNewLogs,
	readLog,
	withoutKey
} from './logStore';
import {
	INDEXES,
	KEEP_REPLACED_MS,
	type GameRecord,
	type GameWithEvents,
	type NewGame,
	type NewGameRecord,
	type ReplacedRecord,
	type ReplacedWhy
} from './schema';

/** A game or copy a choice took away, and the key of its set-aside entry (setAside, below). */
export type Replaced = GameWithEvents & { readonly setAside: number };

// Takes a game and its whole log out of the stores, inside a transaction that holds them: its
// records, or undefined when there is no such game.
async function takeOut(db: BeanRefereeDatabase, id: string): Promise<GameWithEvents | undefined> {
	const game = await db.games.get(id);
	if (!game) return undefined;
	const events = await readLog(db, id);
	await deleteLog(db, id);
	await db.games.delete(id);
	return { game, events };
}

/** Deletes a game and its events, and keeps them set aside (`at`: the time of the delete) in the
 * same transaction, so the deletion can be undone for 30 days; returns them with the entry's key. */
export async function deleteGame(id: string, at: number): Promise<Replaced | undefined> {
	const db = database();
	return db.transaction('rw', [db.games, db.events, db.eventChunks, db.replaced], async () => {
		const deleted = await takeOut(db, id);
		if (!deleted) return undefined;
		return { ...deleted, setAside: await setAside(db, 'deleted', id, deleted, at) };
	});
}

/** One game of an import: a new game (also a copy under a new id), or a stored game whose log
 * the file continues (`afterSeq`: where the stored log ends; the records hold the whole log). */
export type ImportStep =
	| { readonly kind: 'add'; readonly records: NewGame }
	| { readonly kind: 'extend'; readonly records: NewGame; readonly afterSeq: number };

// The imported games' records with their places in the list, after every stored game (`largest`:
// the largest play number stored), in the order of their last change; games changed at one moment
// share a place, so a backup's games keep the order they had.
function placed(games: readonly NewGameRecord[], largest: number): GameRecord[] {
	const times = [...new Set(games.map((game) => game.updatedAt))].sort((a, b) => a - b);
	const place = new Map(times.map((time, i) => [time, largest + 1 + i]));
	return games.map((game) => ({
		...game,
		listOrder: listOrder(game.status, place.get(game.updatedAt)!)
	}));
}

/** Imports games all-or-nothing. Nothing stored is overwritten: a game to add whose id is taken,
 * or a log to extend that no longer ends at `afterSeq` (another tab wrote meanwhile), aborts the
 * whole import with LogChangedError. Its games come first in the list, in the order of their last
 * change. The new games go in with one request per store, however many there are; each continued log is placed after its stored events, and the game as it was is
 * set aside (`at`: the time of the import), so the import can be undone for it. */
export async function importGames(steps: readonly ImportStep[], at = Date.now()): Promise<void> {
	const db = database();
	await db.transaction('rw', [db.games, db.events, db.eventChunks, db.replaced], async () => {
		const [stored, largest] = await Promise.all([
			db.games.bulkGet(steps.map((step) => step.records.game.id)),
			largestPlayed(db)
		]);
		const records = placed(
			steps.map((step) => step.records.game),
			largest
		);
		const added: GameWithEvents[] = [];
		const extended: { records: GameWithEvents; afterSeq: number; here: GameRecord }[] = [];
		for (const [i, step] of steps.entries()) {
			const { id } = step.records.game;
			const here = stored[i];
			const placedStep = { game: records[i]!, events: step.records.events };
			if (step.kind === 'add') {
				if (here) throw new LogChangedError(`game ${id} was stored meanwhile`);
				added.push(placedStep);
			} else if (!here) throw new LogChangedError(`log of ${id} changed meanwhile`);
			else extended.push({ records: placedStep, afterSeq: step.afterSeq, here });
		}
		const addedIds = added.map(({ game }) => game.id);
		// A log left without its game (the games store emptied under the app) is no game's:
		// the game coming back brings its whole log.
		await deleteLogs(db, addedIds);
		await db.games.bulkAdd(added.map(({ game }) => game));
		// Fresh auto-increment ids: the file's ids mean nothing in this database.
		await placeNewLogs(
			db,
			added.map(({ game, events }) => ({ gameId: game.id, events: events.map(withoutKey) }))
		);
		await Promise.all(
			extended.map(async ({ records: { game, events }, afterSeq, here }) => {
				if ((await lastSeqOf(db, game.id)) !== afterSeq) {
					throw new LogChangedError(`log of ${game.id} changed meanwhile`);
				}
				await setAside(
					db,
					'import-continued',
					game.id,
					{ game: here, events: await readLog(db, game.id) },
					at
				);
				const after = events.filter((event) => event.seq > afterSeq).map(withoutKey);
				await placeEvents(db, game.id, after);
				await db.games.put(game);
			})
		);
	});
}

// A game record no longer marked as the other phone's copy of a game.
function unmarked(game: GameRecord): GameRecord {
	const record = { ...game };
	delete record.split;
	return record;
}

/** Of a game that went two ways on two phones (docs/handoff.md), keeps the copy `copyId` under
 * the game's own id `id`, in place of the game stored there, in one transaction, and sets the game
 * it replaced aside (`at`: the time of the choice). Returns that game with its entry's key (to
 * undo), or undefined when either is gone. */
export async function keepCopy(
	id: string,
	copyId: string,
	at: number
): Promise<Replaced | undefined> {
	const db = database();
	return db.transaction('rw', [db.games, db.events, db.eventChunks, db.replaced], async () => {
		const game = await db.games.get(id);
		const copy = game && (await takeOut(db, copyId));
		if (!game || !copy) return undefined;
		const events = await readLog(db, id);
		await deleteLog(db, id);
		await db.games.put(unmarked({ ...copy.game, id }));
		await placeEvents(db, id, copy.events.map(withoutKey));
		const key = await setAside(db, 'kept-other', id, { game, events }, at, copyId);
		return { game, events, setAside: key };
	});
}

/** Of a game that went two ways, keeps this phone's (`id`): the other phone's copy `copyId` is
 * set aside (`at`: the time of the choice) in the transaction that takes it from the list.
 * Returns it with its entry's key, or undefined when it is gone. */
export async function dropCopy(
	id: string,
	copyId: string,
	at: number
): Promise<Replaced | undefined> {
	const db = database();
	return db.transaction('rw', [db.games, db.events, db.eventChunks, db.replaced], async () => {
		const copy = await takeOut(db, copyId);
		if (!copy) return undefined;
		return { ...copy, setAside: await setAside(db, 'kept-this', id, copy, at) };
	});
}

/** Of a game that went two ways, keeps both: the other phone's copy `copyId` becomes a game like
 * any other (no longer marked as a copy). False when it is gone. */
export async function keepBoth(copyId: string): Promise<boolean> {
	const db = database();
	return db.transaction('rw', db.games, async () => {
		const copy = await db.games.get(copyId);
		if (!copy) return false;
		if (copy.split) await db.games.put(unmarked(copy));
		return true;
	});
}

/** Keeps a copy of a game (its record and whole log) as set aside, for `why`, by the game
 * `gameId`, at the time `at`. Call inside a read-write transaction that holds `replaced`.
 * Returns the entry's key. */
export async function setAside(
	db: BeanRefereeDatabase,
	why: ReplacedWhy,
	gameId: string,
	{ game, events }: GameWithEvents,
	at: number,
	copyId?: string
): Promise<number> {
	const entry: ReplacedRecord = {
		gameId,
		why,
		at,
		game,
		// With their store keys: put back under its own id, a log keeps them (logStore.ts).
		events: [...events],
		...(copyId === undefined ? {} : { copyId })
	};
	return (await db.replaced.add(entry)) as number;
}

/** A set-aside copy as the list shows it: everything but its log. */
export type SetAsideEntry = Omit<ReplacedRecord, 'events'> & { readonly id: number };

/** The set-aside copies, newest first, after dropping those set aside more than
 * KEEP_REPLACED_MS before `now` (one transaction). */
export async function replacedCopies(now: number): Promise<SetAsideEntry[]> {
	const db = database();
	return db.transaction('rw', db.replaced, async () => {
		await db.replaced
			.where(INDEXES.replacedAt)
			.below(now - KEEP_REPLACED_MS)
			.delete();
		const entries = await db.replaced.orderBy(INDEXES.replacedAt).reverse().toArray();
		return entries.map((entry) => {
			const listed: Partial<ReplacedRecord> = { ...entry };
			delete listed.events;
			return listed as SetAsideEntry;
		});
	});
}

/** What an undo did: the id the set-aside copy is back under, and, where the copy kept in its
 * place moved aside to be the other phone's copy again, that copy's new id. */
export interface UndoneReplace {
	readonly restored: string;
	readonly moved: string | null;
}

/**
 * Puts a set-aside copy back whole, in one transaction, and removes the entry:
 * - deleted, kept-this: under its own id, or as a copy under `newId` when that id was taken
 *   meanwhile (the game there stays as it is);
 * - kept-other, import-continued: under the game's id; the game now stored there (what was kept
 *   or imported in its place) moves to be the other phone's copy of it (under the id it had as a
 *   copy when it has one and that is free, else `newId`), so both logs are kept, each whole.
 * Undefined when there is no such entry (removed or put back meanwhile).
 */
export async function undoReplaced(
	entryId: number,
	newId: string
): Promise<UndoneReplace | undefined> {
	const db = database();
	return db.transaction('rw', [db.games, db.events, db.eventChunks, db.replaced], async () => {
		const entry = await db.replaced.get(entryId);
		if (!entry) return undefined;
		const free = async (id: string) => (await db.games.get(id)) === undefined;
		let restored = entry.game.id;
		let moved: string | null = null;
		if (entry.why === 'deleted' || entry.why === 'kept-this') {
			if (!(await free(restored))) restored = newId;
		} else {
			restored = entry.gameId;
			const current = await db.games.get(entry.gameId);
			if (current) {
				moved = entry.copyId !== undefined && (await free(entry.copyId)) ? entry.copyId : newId;
				const events = await readLog(db, entry.gameId);
				await deleteLog(db, entry.gameId);
				await db.games.delete(entry.gameId);
				await db.games.add({ ...current, id: moved, split: { of: entry.gameId } });
				await deleteLog(db, moved);
				await placeEvents(db, moved, events.map(withoutKey));
			}
		}
		// A log left without its game (the games store emptied under the app) is no game's.
		await deleteLog(db, restored);
		await db.games.add({ ...entry.game, id: restored } satisfies GameRecord);
		// Under its own id exactly as it was (the keys too: a store never gives a key twice), as a
		// copy with fresh keys.
		await placeEvents(
			db,
			restored,
			restored === entry.game.id ? entry.events : entry.events.map(withoutKey)
		);
		await db.replaced.delete(entryId);
		return { restored, moved };
	});
}

/** Removes a set-aside copy for good; false when it was gone already. */
export async function forgetReplaced(entryId: number): Promise<boolean> {
	const db = database();
	return db.transaction('rw', db.replaced, async () => {
		if (!(await db.replaced.get(entryId))) return false;
		await db.replaced.delete(entryId);
		return true;
	});
}
