// Copies of games that a choice replaced or dropped, through Dexie (schema version 6, the
// `replaced` store): set aside in the transaction of the choice (gameStore.ts), listed with the
// oldest dropped after KEEP_REPLACED_MS, put back whole by an undo, or removed for good.
import { database, type BeanRefereeDatabase } from './database';
import { deleteLog, placeEvents, readLog, withoutKey } from './logStore';
import {
	INDEXES,
	KEEP_REPLACED_MS,
	type GameRecord,
	type GameWithEvents,
	type ReplacedRecord,
	type ReplacedWhy
} from './schema';

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
