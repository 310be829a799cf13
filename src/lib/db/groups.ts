import { database, type GroupRecord, type LessonRecord, type GameRecord } from './database';

/**
 * A group as stored, with what it remembers of its table once a coached game was started: the
 * grown-ups who play along and the youngest child. Not indexed: groups stored before simply have
 * neither (src/lib/teach/table.ts reads them).
 */
export type StoredGroup = GroupRecord & { adults?: string[]; youngest?: string | null };

/**
 * What has been explained in a game, and teach mode as switched in the game (`teach`; missing
 * until the switch is used). Not indexed: records stored before simply have none.
 */
export type StoredLesson = LessonRecord & { teach?: boolean };

/** Every group, most recently changed first. */
export async function listGroups(): Promise<StoredGroup[]> {
	return database().groups.orderBy('updatedAt').reverse().toArray();
}

/** One group, or undefined if there is none with this id. */
export async function readGroup(id: string): Promise<GroupRecord | undefined> {
	return database().groups.get(id);
}

/** Creates a group on the path's first step with no plays; returns the stored record. */
export async function createGroup(
	id: string,
	children: GroupRecord['children'],
	step: string,
	now: number
): Promise<GroupRecord> {
	const record: GroupRecord = {
		id,
		children: children.map(({ name, colour }) => ({ name, colour })),
		step,
		manualPlays: {},
		createdAt: now,
		updatedAt: now
	};
	await database().groups.add(record);
	return record;
}

/** Moves a group to another step; returns the updated record. */
export async function setGroupStep(id: string, step: string, now: number): Promise<GroupRecord> {
	return update(id, (group) => ({ ...group, step, updatedAt: now }));
}

/** Adds (or, with a negative change, takes back) games played without the app. Never below 0. */
export async function changeManualPlays(
	id: string,
	step: string,
	change: number,
	now: number
): Promise<GroupRecord> {
	return update(id, (group) => {
		const plays = Math.max(0, (group.manualPlays[step] ?? 0) + change);
		return { ...group, manualPlays: { ...group.manualPlays, [step]: plays }, updatedAt: now };
	});
}

/** Remembers the grown-ups and the youngest child of the group's table; returns the record. */
export async function rememberTable(
	id: string,
	table: { adults: readonly string[]; youngest: string | null },
	now: number
): Promise<StoredGroup> {
	return update(id, (group) => ({
		...group,
		adults: [...table.adults],
		youngest: table.youngest,
		updatedAt: now
	}));
}

/** Deletes a group (its finished games stay in the tracker). */
export async function deleteGroup(id: string): Promise<void> {
	await database().groups.delete(id);
}

async function update(
	id: string,
	change: (group: StoredGroup) => StoredGroup
): Promise<StoredGroup> {
	const db = database();
	return db.transaction('rw', db.groups, async () => {
		const group = await db.groups.get(id);
		if (!group) throw new RangeError(`no group ${id}`);
		const next = change(group);
		await db.groups.put(next);
		return next;
	});
}

/** What has been explained in a game so far (empty lists for a game with no lessons yet). */
export async function readLesson(gameId: string): Promise<StoredLesson> {
	return (await database().gameLessons.get(gameId)) ?? { gameId, situations: [], phases: [] };
}

/** Remembers where the turn coach stands in the game's turn; returns the new record. */
export async function recordCoachPlace(
	gameId: string,
	place: { turn: number; position: number }
): Promise<StoredLesson> {
	const db = database();
	return db.transaction('rw', db.gameLessons, async () => {
		const lesson = (await db.gameLessons.get(gameId)) ?? { gameId, situations: [], phases: [] };
		const next: StoredLesson = { ...lesson, coach: { turn: place.turn, position: place.position } };
		await db.gameLessons.put(next);
		return next;
	});
}

/** Records that a coach situation came up or a phase was explained; returns the new record. */
export async function recordLesson(
	gameId: string,
	entry: { situation?: string; phase?: string }
): Promise<StoredLesson> {
	const db = database();
	return db.transaction('rw', db.gameLessons, async () => {
		const lesson = (await db.gameLessons.get(gameId)) ?? { gameId, situations: [], phases: [] };
		// The rest of the record (the coach's place, the teach switch) stays as it is.
		const next: StoredLesson = {
			...lesson,
			gameId,
			situations:
				entry.situation && !lesson.situations.includes(entry.situation)
					? [...lesson.situations, entry.situation]
					: lesson.situations,
			phases:
				entry.phase && !lesson.phases.includes(entry.phase)
					? [...lesson.phases, entry.phase]
					: lesson.phases
		};
		await db.gameLessons.put(next);
		return next;
	});
}

/** Stores teach mode as switched in a game; returns the new record. */
export async function recordTeachMode(gameId: string, on: boolean): Promise<StoredLesson> {
	const db = database();
	return db.transaction('rw', db.gameLessons, async () => {
		const lesson = (await db.gameLessons.get(gameId)) ?? { gameId, situations: [], phases: [] };
		const next: StoredLesson = { ...lesson, teach: on };
		await db.gameLessons.put(next);
		return next;
	});
}

/** Every tracked game, reduced to what the teach area needs: edition, status and setup. */
export async function listGameSummaries(): Promise<
	Pick<GameRecord, 'id' | 'edition' | 'status' | 'setup'>[]
> {
	const games = await database().games.toArray();
	return games.map(({ id, edition, status, setup }) => ({ id, edition, status, setup }));
}
