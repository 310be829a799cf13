// The database's name and the records its stores hold, as plain types that code outside
// src/lib/db may import. Its stores and indexes are declared once, in database.ts.
import type { GameSummary } from '$lib/tracker/summary';

export const DATABASE_NAME = 'bean-referee';

/** The edition of the last game created, stored with the game; the calculator reads it. */
export const LAST_EDITION_KEY = 'lastEdition';

export type ListStatus = 'setup' | 'playing' | 'finished';

/** One game at the table. Its summary is derived from its events and written with each one. */
export interface GameRecord {
	id: string;
	edition: string;
	status: ListStatus;
	createdAt: number;
	updatedAt: number;
	/** The tracker owns its shape. */
	setup: unknown;
	/** What the list and the statistics show; null when the setup is damaged. */
	summary: GameSummary | null;
	/** The seq of the last event (0 = none yet). */
	lastSeq: number;
	/** See listOrder in records.ts. */
	listOrder: number;
	/** The players' note. Not indexed, so older records simply have none. */
	note?: string;
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
	/** The step the group plays now (the adult decides when to move on). */
	step: string;
	/** Games played without the app, per step. */
	manualPlays: Record<string, number>;
	createdAt: number;
	updatedAt: number;
	/** The table remembered once a coached game started (src/lib/teach/table.ts reads it): the
	 * grown-ups who play along and the youngest child. Older groups have neither. */
	adults?: string[];
	youngest?: string | null;
}

/** What the turn coach or teach mode has already explained in one game. */
export interface LessonRecord {
	gameId: string;
	/** Coach situations that came up, in order (My First games). */
	situations: string[];
	/** Turn phases already explained (teach mode, other editions). */
	phases: string[];
	/** The turn coach's place (My First games). Not indexed: older records have none. */
	coach?: { turn: number; position: number };
	/** Teach mode as switched in the game; missing until the switch is used. */
	teach?: boolean;
}

/** Its game is the chunk's. */
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
	/** The game it was, or, for the other phone's copy (kept-this), this phone's copy of it. */
	gameId: string;
	why: ReplacedWhy;
	at: number;
	game: GameRecord;
	/** Its whole log in seq order, as it was stored. */
	events: EventRecord[];
	/** kept-other: the id the kept copy had before it took the game's id. */
	copyId?: string;
}

/** A record the storage has not placed in the list yet (it gives the place: `listOrder`). */
export type UnplacedRecord = Omit<GameRecord, 'listOrder'>;

/** A game's record with its log in seq order (by default as stored; an UnplacedRecord's before). */
export interface RecordAndLog<R extends UnplacedRecord = GameRecord> {
	readonly game: R;
	readonly events: readonly EventRecord[];
}
