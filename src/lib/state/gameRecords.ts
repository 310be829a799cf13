// Converts between stored records (src/lib/db) and the tracker's games (src/lib/tracker).
import { newGameRecord } from '$lib/db/records';
import { DAMAGED_ENTRY } from '$lib/db/eventLog';
import type { EventRecord, RecordAndLog, UnplacedRecord } from '$lib/db/schema';
import { parseStoredEvent } from '$lib/tracker/events';
import type { DamagedExport, ExportedGame, TimedEvent } from '$lib/tracker/exportFile';
import { setupProblem, type ImportError } from '$lib/tracker/storedSetup';
import type { GameState } from '$lib/tracker/game';
import type { GameSetup } from '$lib/tracker/setup';
import { anyNumber, kind, readShape, text, type Shape } from '$lib/tracker/shape';
import { summaryOf } from '$lib/tracker/summary';

// A stored event's time: a finite number (any other entry is set aside as 'bad-event'), read
// after its event, whose code comes first.
const STORED_AT = kind<number>(Number.isFinite);
// A stored game's times, numbers (else it is no game to show: 'bad-game').
const TIMES = { createdAt: anyNumber, updatedAt: anyNumber } as const satisfies Shape;
// The type a set-aside entry is named by: its stored type when it is text.
const TYPE = text();

/** A stored event back as a tracker event; null when it was damaged. */
export function timedEvent(record: EventRecord): TimedEvent | null {
	const parsed = parseStoredEvent(record.type, record.payload);
	return parsed.ok ? { at: record.at, event: parsed.value } : null;
}

/** Why an entry of a stored log is left out of the game (kept as stored, and named): a type this
 * app does not know, fields that do not fit its type, something that is no entry at all, or a
 * second entry with a seq already read (the first one counts). */
export type SetAsideProblem = 'unknown-type' | 'bad-event' | 'damaged' | 'repeated-seq';

/** One entry the game leaves out: its place in the stored log (from 1), its seq and its stored
 * type when it has them. */
export interface SetAside {
	readonly position: number;
	readonly seq: number | null;
	readonly type: string | null;
	readonly problem: SetAsideProblem;
}

/** A stored game as read: the game (null when its setup cannot be read, with the reason), the
 * entries it leaves out, and the seq of its last stored event. Nothing is repaired or dropped
 * without being named here. */
export interface StoredRead {
	readonly game: ExportedGame | null;
	readonly setupError: ImportError | 'bad-game' | null;
	readonly setAside: readonly SetAside[];
	readonly lastSeq: number;
}

/** Why a stored game's record cannot be shown as a game (its times or its setup), or null: the
 * check readStored makes, without reading the events. */
export function storedSetupError(
	game: RecordAndLog<UnplacedRecord>['game']
): ImportError | 'bad-game' | null {
	return readShape(TIMES, game, 'bad-game').ok ? setupProblem(game.setup) : 'bad-game';
}

/** Reads a stored game with the import's own checks (setup, each event), without ever throwing. */
export function readStored({ game, events }: RecordAndLog<UnplacedRecord>): StoredRead {
	const timed: TimedEvent[] = [];
	const setAside: SetAside[] = [];
	const seen = new Set<number>();
	let lastSeq = 0;
	events.forEach((record, i) => {
		const aside = (problem: SetAsideProblem, seq: number | null = record.seq) =>
			setAside.push({
				position: i + 1,
				seq,
				type: problem !== 'damaged' && readShape(TYPE, record.type, 'none').ok ? record.type : null,
				problem
			});
		if (record.type === DAMAGED_ENTRY) return aside('damaged', null);
		lastSeq = Math.max(lastSeq, record.seq);
		if (seen.has(record.seq)) return aside('repeated-seq');
		seen.add(record.seq);
		const parsed = parseStoredEvent(record.type, record.payload);
		if (!parsed.ok || !readShape(STORED_AT, record.at, 'bad-event').ok)
			return aside(
				!parsed.ok && parsed.error === 'unknown-event-type' ? 'unknown-type' : 'bad-event'
			);
		timed.push({ at: record.at, event: parsed.value });
	});
	const setupError = storedSetupError(game);
	return {
		game:
			setupError === null
				? {
						id: game.id,
						createdAt: game.createdAt,
						updatedAt: game.updatedAt,
						setup: game.setup as GameSetup,
						events: timed,
						...(game.note ? { note: game.note } : {})
					}
				: null,
		setupError,
		setAside,
		lastSeq
	};
}

/** Stored events back as tracker events, leaving out damaged ones (another tab's appends; a
 * game with entries set aside is read whole again, see OpenGame). */
export function timedEvents(records: readonly EventRecord[]): TimedEvent[] {
	const timed: TimedEvent[] = [];
	for (const record of records) {
		const event = timedEvent(record);
		if (event) timed.push(event);
	}
	return timed;
}

/** A stored game as the tracker sees it; null when its setup is damaged. Entries it cannot read
 * are left out: callers that must not lose them use readStored. */
export function exportedGame(records: RecordAndLog<UnplacedRecord>): ExportedGame | null {
	return readStored(records).game;
}

/** Whether a stored game reads back whole: its setup, every entry, and seqs 1, 2, 3, … */
export function readsWhole(records: RecordAndLog, read = readStored(records)): boolean {
	return (
		read.game !== null &&
		read.setAside.length === 0 &&
		records.events.every((event, i) => event.seq === i + 1)
	);
}

/** A game exactly as stored, for the `damaged` list of an export file. */
export function damagedExport({ game, events }: RecordAndLog): DamagedExport {
	return { record: game, events };
}

/** An imported game as records, with its summary from the replayed state. */
export function recordsOf(game: ExportedGame, state: GameState): RecordAndLog<UnplacedRecord> {
	const record = newGameRecord(
		{
			id: game.id,
			edition: game.setup.edition,
			createdAt: game.createdAt,
			updatedAt: game.updatedAt,
			setup: game.setup
		},
		summaryOf(state),
		game.events.length
	);
	return {
		game: game.note ? { ...record, note: game.note } : record,
		events: game.events.map(({ at, event }, i) => {
			const { type, ...payload } = event;
			return { gameId: game.id, seq: i + 1, at, type, payload };
		})
	};
}
