import Dexie, { type EntityTable } from 'dexie';

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

export const DATABASE_NAME = 'bean-referee';

/** The app's only IndexedDB database. Schema versions are only ever added, never edited. */
export class BeanRefereeDatabase extends Dexie {
	sessions!: EntityTable<SessionRecord, 'id'>;
	events!: EntityTable<EventRecord, 'id'>;
	preferences!: EntityTable<PreferenceRecord, 'key'>;
	meters!: Dexie.Table<MeterRecord, [string, string]>;

	constructor(name = DATABASE_NAME) {
		super(name);
		this.version(1).stores({
			sessions: 'id, status, updatedAt, edition',
			events: '++id, &[sessionId+seq], sessionId',
			preferences: 'key',
			meters: '[edition+bean], edition'
		});
	}
}

let instance: BeanRefereeDatabase | undefined;

/** The shared database connection, opened on first use. */
export function database(): BeanRefereeDatabase {
	instance ??= new BeanRefereeDatabase();
	return instance;
}
