// The records the stores hold, as plain types code outside src/lib/db may import. The stores and
// indexes are declared once, in database.ts.
import type { GameSummary } from '$lib/tracker/summary';

export const DATABASE_NAME = 'bean-referee';

/** The preference that holds the edition of the last game created (the calculator's first). */
export const LAST_EDITION_KEY = 'lastEdition';

export type ListStatus = 'setup' | 'playing' | 'finished';

/** One game at the table. Its summary is derived from its events and written with each one. */
export interface GameRecord {
	id: string;
	edition: string;
	status: ListStatus;
	createdAt: number;
	updatedAt: number;
	setup: unknown; // the tracker owns its shape
	summary: GameSummary | null; // what the list and statistics show; null: the setup is damaged
	lastSeq: number; // the seq of the last event (0 = none yet)
	listOrder: number; // records.ts
	note?: string; // the players' note (not indexed: older records have none)
	/** On the other phone's copy of a game that went two ways (docs/handoff.md), until the players
	 * keep one or both: `of` is this phone's copy. */
	split?: { of: string };
}

/** One entry in a game's log, stored before the screen confirms it. `seq` counts from 1. */
export interface EventRecord {
	id?: number;
	gameId: string;
	seq: number;
	at: number;
	type: string;
	payload: unknown;
}

export interface PreferenceRecord {
	key: string;
	value: unknown;
}

/** A beanometer the players typed in from their own cards, where no source prints it. */
export interface MeterRecord {
	edition: string;
	bean: string;
	meter: (number | null)[];
	updatedAt: number;
}

/** Children learning My First Bohnanza together, and where they stand on its path. */
export interface GroupRecord {
	id: string;
	children: { name: string; colour: string | null }[];
	step: string; // the step the group plays now (the adult decides when to move on)
	manualPlays: Record<string, number>; // games played without the app, per step
	createdAt: number;
	updatedAt: number;
	/** The table remembered once a coached game started (teach/table.ts); older groups have none. */
	adults?: string[];
	youngest?: string | null;
}

/** What the turn coach or teach mode has already explained in one game. */
export interface LessonRecord {
	gameId: string;
	situations: string[]; // coach situations that came up, in order (My First games)
	phases: string[]; // turn phases already explained (teach mode, other editions)
	coach?: { turn: number; position: number }; // the turn coach's place (My First games)
	teach?: boolean; // teach mode as switched in the game, once the switch is used
}

/** An event in a chunk, whose game is the chunk's. */
export type ChunkedEvent = Omit<EventRecord, 'id' | 'gameId'>;

/** Consecutive events of one game, moved out of the tail (eventLog.ts). */
export interface EventChunkRecord {
	id?: number;
	gameId: string;
	fromSeq: number;
	toSeq: number;
	events: ChunkedEvent[];
}

/** Why a copy was set aside: the other phone's copy was kept in its place, this phone's was kept
 * (the other's set aside), the game was deleted, or an import continued it. */
export type ReplacedWhy = 'kept-other' | 'kept-this' | 'deleted' | 'import-continued';

/** How long a set-aside copy is kept; older ones go when the games list loads. */
export const KEEP_REPLACED_MS = 30 * 24 * 60 * 60 * 1000;

/** A copy of a game that a choice replaced or dropped (docs/handoff.md#merging-an-arriving-copy),
 * kept whole so the choice can be undone. Never in the list, the statistics or an export. */
export interface ReplacedRecord {
	id?: number;
	gameId: string; // the game it was; for the other phone's copy (kept-this), this phone's
	why: ReplacedWhy;
	at: number;
	game: GameRecord;
	events: EventRecord[]; // its whole log in seq order, as it was stored
	copyId?: string; // kept-other: the id the kept copy had before it took the game's id
}

/** A record the storage has not placed in the list yet (it gives the place: `listOrder`). */
export type UnplacedRecord = Omit<GameRecord, 'listOrder'>;

/** A game's record with its log in seq order (by default as stored; an UnplacedRecord's before). */
export interface RecordAndLog<R extends UnplacedRecord = GameRecord> {
	readonly game: R;
	readonly events: readonly EventRecord[];
}
