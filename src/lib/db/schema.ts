// The database's shape in one place: its name, its schema version, its stores, their indexes
// and the records they hold. Dexie declares each version (database.ts, where versions are only
// ever added); every door (games.ts, groups.ts, preferences.ts) names stores and indexes from
// here. schema.test.ts checks that Dexie's declaration agrees.

import type { GameSummary } from '$lib/tracker/summary';

/** The app's IndexedDB database. */
export const DATABASE_NAME = 'bean-referee';

/** The schema version database.ts declares last. */
export const SCHEMA_VERSION = 7;

/** The version IndexedDB reports for SCHEMA_VERSION: Dexie stores its version times ten. */
export const STORED_VERSION = SCHEMA_VERSION * 10;

/** The stores of the current schema. */
export const STORES = {
	games: 'games',
	events: 'events',
	eventChunks: 'eventChunks',
	preferences: 'preferences',
	meters: 'meters',
	groups: 'groups',
	gameLessons: 'gameLessons',
	replaced: 'replaced'
} as const;
export type StoreName = (typeof STORES)[keyof typeof STORES];

/** The indexes the code reads by (each on the store its name starts with). */
export const INDEXES = {
	/** games: the list's order (listOrder); games of one order in the order of their ids. */
	gamesListOrder: 'listOrder',
	/** games: the list's order and the game's id, a key unique per game: the list pages by it
	 * (gameList.ts), so a page starts right after the last game shown, even among games that
	 * share an order (imported games saved at one moment). */
	gamesListPage: '[listOrder+id]',
	/** games: the list's coarse status. */
	gamesStatus: 'status',
	/** events: a game's tail in seq order; unique, so a second writer of a seq is turned away. */
	eventsGameSeq: '[gameId+seq]',
	/** eventChunks: a game's chunks in seq order. */
	eventChunksGameSeq: '[gameId+toSeq]',
	/** replaced: when a copy was set aside (those older than KEEP_REPLACED_MS go). */
	replacedAt: 'at',
	/** replaced: the game a set-aside copy belonged to. */
	replacedGame: 'gameId'
} as const;

/** The preference that remembers the edition of the last game created: written by the games
 * repository in the same transaction as the game, read by the calculator (state/preferences.ts). */
export const LAST_EDITION_KEY = 'lastEdition';

/** The list's coarse status of a game. */
export type ListStatus = 'setup' | 'playing' | 'finished';

/** One game at the table. What happened in it lives in `events`; the summary is derived from it
 * and written in the same transaction as each event. */
export interface GameRecord {
	id: string;
	edition: string;
	status: ListStatus;
	createdAt: number;
	updatedAt: number;
	/** The game's settings when it was created (players, seats, options); the tracker owns its shape. */
	setup: unknown;
	/** What the list and the statistics show; null when the setup is damaged. */
	summary: GameSummary | null;
	/** The seq of the last event (0 = none yet). */
	lastSeq: number;
	/** The list's order as one indexed number: in progress first, then set up, then finished;
	 * within each, the last played first, by a play number that the storage gives each new game,
	 * event and import (see listOrder in records.ts). */
	listOrder: number;
	/** The players' note on the game (who brought which edition, where); not indexed, so records
	 * stored before it existed simply have none. */
	note?: string;
	/** Set on the other phone's copy of a game that went two ways (docs/handoff.md), until the
	 * players keep one or both: `of` is the id of this phone's copy. Not indexed. */
	split?: { of: string };
}

/** One entry in a game's log, appended before the screen confirms it. `seq` counts from 1 per game. */
export interface EventRecord {
	id?: number;
	gameId: string;
	seq: number;
	at: number;
	type: string;
	payload: unknown;
}

/** A small key-value setting (language, theme, last edition, …). */
export interface PreferenceRecord {
	key: string;
	value: unknown;
}

/** Beanometer numbers the players typed in from their own cards, where no source prints them. */
export interface MeterRecord {
	edition: string;
	bean: string;
	meter: (number | null)[];
	updatedAt: number;
}

/** A group of children learning My First Bohnanza together, and where they stand on its path. */
export interface GroupRecord {
	id: string;
	children: { name: string; colour: string | null }[];
	/** The My First step the group plays now (the adult decides when to move on). */
	step: string;
	/** Games played without the app, per step. */
	manualPlays: Record<string, number>;
	createdAt: number;
	updatedAt: number;
}

/** What the turn coach or teach mode has already explained in one game. */
export interface LessonRecord {
	gameId: string;
	/** Coach situations that came up, in order (My First games). */
	situations: string[];
	/** Turn phases already explained (teach mode, other editions). */
	phases: string[];
	/** Where the turn coach stands: the game's turn and the part of it (My First games). Not indexed:
	 * records stored before it existed simply have none. */
	coach?: { turn: number; position: number };
}

/** One event inside a chunk: its game is the chunk's. */
export type ChunkedEvent = Omit<EventRecord, 'id' | 'gameId'>;

/** Consecutive events of one game, moved out of the tail. */
export interface EventChunkRecord {
	id?: number;
	gameId: string;
	/** The seq of its first and its last event. */
	fromSeq: number;
	toSeq: number;
	events: ChunkedEvent[];
}

/** Why a copy of a game was set aside: the other phone's copy was kept in its place, this
 * phone's was kept (the other's set aside), the game was deleted, or an import continued it. */
export type ReplacedWhy = 'kept-other' | 'kept-this' | 'deleted' | 'import-continued';

/** How long a set-aside copy is kept: entries older than this go when the games list loads. */
export const KEEP_REPLACED_MS = 30 * 24 * 60 * 60 * 1000;

/** A copy of a game that a choice replaced or dropped (docs/handoff.md#merging-an-arriving-copy),
 * kept whole for KEEP_REPLACED_MS so the choice can be undone: its record and its log. Never a
 * game of the list, the statistics or the export file. */
export interface ReplacedRecord {
	id?: number;
	/** The game it belonged to: the game it was (deleted, replaced), or this phone's copy when it is
	 * the other phone's copy of it (kept-this). */
	gameId: string;
	why: ReplacedWhy;
	/** When it was set aside (the clock's time). */
	at: number;
	game: GameRecord;
	/** Its whole log in seq order, as it was stored. */
	events: EventRecord[];
	/** kept-other: the id the other phone's copy had before it was kept under the game's id. */
	copyId?: string;
}

/** A game with its events ordered by seq. */
export interface GameWithEvents {
	readonly game: GameRecord;
	readonly events: readonly EventRecord[];
}

/** A game's record before it is stored: its place in the list is given by the storage. */
export type NewGameRecord = Omit<GameRecord, 'listOrder'>;

/** A game to store, with its events ordered by seq. */
export interface NewGame {
	readonly game: NewGameRecord;
	readonly events: readonly EventRecord[];
}
