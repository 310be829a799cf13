import { database } from './database';
import type { GameRecord, GroupRecord, LessonRecord } from './schema';

/** Every group, most recently changed first. */
export async function listGroups(): Promise<GroupRecord[]> {
	return database().groups.orderBy('updatedAt').reverse().toArray();
}

/** Creates a group with no plays; returns the stored record. */
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

/** Remembers the grown-ups and the youngest child of the group's table. */
export async function rememberTable(
	id: string,
	table: { adults: readonly string[]; youngest: string | null },
	now: number
): Promise<GroupRecord> {
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
	change: (group: GroupRecord) => GroupRecord
): Promise<GroupRecord> {
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
export async function readLesson(gameId: string): Promise<LessonRecord> {
	return (await database().gameLessons.get(gameId)) ?? { gameId, situations: [], phases: [] };
}

// Changes a game's lesson record, the rest of it staying as it is; returns the new record.
async function updateLesson(
	gameId: string,
	change: (lesson: LessonRecord) => LessonRecord
): Promise<LessonRecord> {
	const db = database();
	return db.transaction('rw', db.gameLessons, async () => {
		const next = change(await readLesson(gameId));
		await db.gameLessons.put(next);
		return next;
	});
}

/** Remembers where the turn coach stands in the game's turn. */
export function recordCoachPlace(
	gameId: string,
	{ turn, position }: { turn: number; position: number }
): Promise<LessonRecord> {
	return updateLesson(gameId, (lesson) => ({ ...lesson, coach: { turn, position } }));
}

/** Records that a coach situation came up or a phase was explained. */
export function recordLesson(
	gameId: string,
	{ situation, phase }: { situation?: string; phase?: string }
): Promise<LessonRecord> {
	const added = (list: string[], entry?: string) =>
		entry && !list.includes(entry) ? [...list, entry] : list;
	return updateLesson(gameId, (lesson) => ({
		...lesson,
		situations: added(lesson.situations, situation),
		phases: added(lesson.phases, phase)
	}));
}

/** Stores teach mode as switched in a game. */
export function recordTeachMode(gameId: string, on: boolean): Promise<LessonRecord> {
	return updateLesson(gameId, (lesson) => ({ ...lesson, teach: on }));
}

/** Every tracked game, reduced to what the teach area needs. */
export async function listGameSummaries(): Promise<
	Pick<GameRecord, 'id' | 'edition' | 'status' | 'setup'>[]
> {
	const games = await database().games.toArray();
	return games.map(({ id, edition, status, setup }) => ({ id, edition, status, setup }));
}
