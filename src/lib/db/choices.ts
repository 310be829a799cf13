// The list's choices (delete, import, keep one or both copies of a game that went two ways), each
// setting what it replaced or dropped aside (the `replaced` store) in its transaction, for an undo.
import { database, type BeanRefereeDatabase } from './database';
import { largestPlayed, LogChangedError } from './games';
import { listOrder } from './records';
import { deleteLogs, lastSeqOf, placeEvents, readLog, replaceLogs, withoutKey } from './logStore';
import {
	KEEP_REPLACED_MS,
	type EventRecord,
	type GameRecord,
	type RecordAndLog,
	type UnplacedRecord,
	type ReplacedRecord
} from './schema';

/** A game or copy a choice took away, and the key of its set-aside entry. */
export type Replaced = RecordAndLog & { readonly setAside: number };
type Entry = Pick<ReplacedRecord, 'gameId' | 'why' | 'at' | 'copyId'>; // all but the copy

function choice<T>(work: (db: BeanRefereeDatabase) => Promise<T>): Promise<T> {
	const db = database();
	return db.transaction('rw', [db.games, db.events, db.eventChunks, db.replaced], async () =>
		work(db)
	);
}

// Takes a game and its whole log out of the stores; undefined when there is no such game.
async function takeOut(db: BeanRefereeDatabase, id: string): Promise<RecordAndLog | undefined> {
	const game = await db.games.get(id);
	if (!game) return undefined;
	const events = await readLog(db, id);
	await deleteLogs(db, [id]);
	await db.games.delete(id);
	return { game, events };
}

// Stores a game with its log, replacing a log left under its id without its game.
async function putGame(db: BeanRefereeDatabase, game: GameRecord, events: readonly EventRecord[]) {
	await db.games.add(game);
	await replaceLogs(db, [{ gameId: game.id, events }]);
}

// Sets a game aside with its log (events keep their store keys, which they take back when the
// game is put back under its own id); returns the entry's key. takeAside takes it out first.
async function setAside(db: BeanRefereeDatabase, entry: Entry, { game, events }: RecordAndLog) {
	return (await db.replaced.add({ ...entry, game, events: [...events] })) as number;
}

async function takeAside(db: BeanRefereeDatabase, id: string, entry: Entry) {
	const taken = await takeOut(db, id);
	return taken && { ...taken, setAside: await setAside(db, entry, taken) };
}

/** Deletes a game and its events, setting them aside so the deletion can be undone. */
export function deleteGame(id: string, at: number): Promise<Replaced | undefined> {
	return choice((db) => takeAside(db, id, { gameId: id, why: 'deleted', at }));
}

/** One game of an import: a new game, or a stored game whose log the file continues from
 * `afterSeq` (the records hold the whole log). */
export type ImportStep =
	| { readonly kind: 'add'; readonly records: RecordAndLog<UnplacedRecord> }
	| {
			readonly kind: 'extend';
			readonly records: RecordAndLog<UnplacedRecord>;
			readonly afterSeq: number;
	  };

// The imported games placed first in the list, after play number `largest`, in the order of their
// last change; games changed at one moment share a place, so a backup's games keep their order.
function placed(games: readonly UnplacedRecord[], largest: number): GameRecord[] {
	const times = [...new Set(games.map((game) => game.updatedAt))].sort((a, b) => a - b);
	const place = new Map(times.map((time, i) => [time, largest + 1 + i]));
	return games.map((game) => ({
		...game,
		listOrder: listOrder(game.status, place.get(game.updatedAt)!)
	}));
}

/** Imports games all-or-nothing, with one request per store for the new games. A game to add
 * whose id is taken, or a log to extend that no longer ends at `afterSeq` (another tab wrote),
 * aborts it with LogChangedError. A game whose log is continued is set aside as it was. */
export async function importGames(steps: readonly ImportStep[], at = Date.now()): Promise<void> {
	await choice(async (db) => {
		const ids = steps.map((step) => step.records.game.id);
		const [stored, largest] = await Promise.all([db.games.bulkGet(ids), largestPlayed(db)]);
		const games = placed(
			steps.map((step) => step.records.game),
			largest
		);
		if (steps.some((step, i) => (step.kind === 'add') === Boolean(stored[i]))) {
			throw new LogChangedError('a game was stored, changed or deleted meanwhile');
		}
		const added = steps.flatMap((step, i) =>
			step.kind === 'add'
				? [{ game: games[i]!, gameId: ids[i]!, events: step.records.events.map(withoutKey) }]
				: []
		);
		await db.games.bulkAdd(added.map(({ game }) => game));
		// Fresh store keys: the file's mean nothing here. A log left without its game goes.
		await replaceLogs(db, added);
		await Promise.all(
			steps.map(async (step, i) => {
				if (step.kind === 'add') return;
				const id = ids[i]!;
				if ((await lastSeqOf(db, id)) !== step.afterSeq) {
					throw new LogChangedError(`log of ${id} changed meanwhile`);
				}
				const entry: Entry = { gameId: id, why: 'import-continued', at };
				await setAside(db, entry, { game: stored[i]!, events: await readLog(db, id) });
				const after = step.records.events.filter((event) => event.seq > step.afterSeq);
				await placeEvents(db, id, after.map(withoutKey));
				await db.games.put(games[i]!);
			})
		);
	});
}

const unmarked = ({ split, ...game }: GameRecord): GameRecord => game;

/** Keeps the other phone's copy `copyId` (docs/handoff.md) under the game's id `id`, setting
 * the game it replaces aside. Undefined when either is gone. */
export function keepCopy(id: string, copyId: string, at: number): Promise<Replaced | undefined> {
	return choice(async (db) => {
		if (!(await db.games.get(id))) return undefined;
		const copy = await takeOut(db, copyId);
		if (!copy) return undefined;
		const replaced = await takeAside(db, id, { gameId: id, why: 'kept-other', at, copyId });
		await putGame(db, unmarked({ ...copy.game, id }), copy.events.map(withoutKey));
		return replaced;
	});
}

/** Keeps this phone's copy `id`, setting the other phone's copy `copyId` aside. */
export function dropCopy(id: string, copyId: string, at: number): Promise<Replaced | undefined> {
	return choice((db) => takeAside(db, copyId, { gameId: id, why: 'kept-this', at }));
}

/** Keeps both copies: `copyId` becomes a game like any other. False when it is gone. */
export async function keepBoth(copyId: string): Promise<boolean> {
	return (await database().games.update(copyId, { split: undefined })) === 1;
}

/** A set-aside copy as the list shows it: everything but its log. */
export type SetAsideEntry = Omit<ReplacedRecord, 'events'> & { readonly id: number };

/** The set-aside copies, newest first, after dropping those older than KEEP_REPLACED_MS. */
export async function replacedCopies(now: number): Promise<SetAsideEntry[]> {
	const db = database();
	return db.transaction('rw', db.replaced, async () => {
		await db.replaced
			.where('at')
			.below(now - KEEP_REPLACED_MS)
			.delete();
		const entries = await db.replaced.orderBy('at').reverse().toArray();
		return entries.map(({ events, ...listed }) => listed as SetAsideEntry);
	});
}

/** Puts a set-aside copy back whole and removes its entry (undefined when it is gone); returns
 * the id it is back under, and the id the game it displaces moved to (or null):
 * - deleted, kept-this: under its own id, or `newId` when that was taken meanwhile;
 * - kept-other, import-continued: under the game's id; the game there (kept or imported in its
 *   place) becomes the other phone's copy, under its former copy id if free, else `newId`. */
export function undoReplaced(
	entryId: number,
	newId: string
): Promise<{ restored: string; moved: string | null } | undefined> {
	return choice(async (db) => {
		const entry = await db.replaced.get(entryId);
		if (!entry) return undefined;
		const free = async (id: string) => (await db.games.get(id)) === undefined;
		let restored = entry.game.id;
		let moved: string | null = null;
		if (entry.why === 'deleted' || entry.why === 'kept-this') {
			if (!(await free(restored))) restored = newId;
		} else {
			restored = entry.gameId;
			const current = await takeOut(db, entry.gameId);
			if (current) {
				moved = entry.copyId !== undefined && (await free(entry.copyId)) ? entry.copyId : newId;
				const copy = { ...current.game, id: moved, split: { of: entry.gameId } };
				await putGame(db, copy, current.events.map(withoutKey));
			}
		}
		// Under its own id with its store keys (a store never gives a key twice), as a copy without.
		const events = restored === entry.game.id ? entry.events : entry.events.map(withoutKey);
		await putGame(db, { ...entry.game, id: restored }, events);
		await db.replaced.delete(entryId);
		return { restored, moved };
	});
}

/** Removes a set-aside copy for good; false when it was gone already. */
export async function forgetReplaced(entryId: number): Promise<boolean> {
	return (await database().replaced.where('id').equals(entryId).delete()) > 0;
}
