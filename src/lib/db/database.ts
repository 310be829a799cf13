import Dexie, { type EntityTable } from 'dexie';
import { DATABASE_NAME } from './names';

/** One game at the table. What happened in it lives in `events`; the rest is derived. */
export interface SessionRecord {
	id: string;
	edition: string;
	status: 'setup' | 'playing' | 'finished';
	createdAt: number;
	updatedAt: number;
	/** The game's settings when it was created (players, seats, options); the tracker owns its shape. */
	setup: unknown;
}

/** One entry in a game's log, appended before the screen confirms it. `seq` counts from 1 per game. */
export interface EventRecord {
	id?: number;
	sessionId: string;
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
	sessionId: string;
	/** Coach situations that came up, in order (My First games). */
	situations: string[];
	/** Turn phases already explained (teach mode, other editions). */
	phases: string[];
}

export { DATABASE_NAME };

/** The app's only IndexedDB database. Schema versions are only ever added, never edited. */
export class BeanRefereeDatabase extends Dexie {
	sessions!: EntityTable<SessionRecord, 'id'>;
	events!: EntityTable<EventRecord, 'id'>;
	preferences!: EntityTable<PreferenceRecord, 'key'>;
	meters!: Dexie.Table<MeterRecord, [string, string]>;
	groups!: EntityTable<GroupRecord, 'id'>;
	lessons!: EntityTable<LessonRecord, 'sessionId'>;

	constructor(name = DATABASE_NAME) {
		super(name);
		this.version(1).stores({
			sessions: 'id, status, updatedAt, edition',
			events: '++id, &[sessionId+seq], sessionId',
			preferences: 'key',
			meters: '[edition+bean], edition'
		});
		// Version 2: children's groups and what the coach has explained per game (teach area).
		this.version(2).stores({
			groups: 'id, updatedAt',
			lessons: 'sessionId'
		});
	}
}

let instance: BeanRefereeDatabase | undefined;

/** The shared database connection, opened on first use. */
export function database(): BeanRefereeDatabase {
	instance ??= new BeanRefereeDatabase();
	return instance;
}
