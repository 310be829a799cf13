// Children's groups (the teach area) and what the coach or teach mode explained per game.
import { database } from './database';
import type { GroupRecord, LessonRecord } from './schema';

/** Every group, most recently changed first. */
export async function listGroups(): Promise<GroupRecord[]> {
	return database().groups.orderBy('updatedAt').reverse().toArray();
}

/** Stores a new group. */
export async function addGroup(group: GroupRecord): Promise<void> {
	await database().groups.add(group);
}

/** Changes a group's fields and its time of change in one transaction; returns the stored
 * record. RangeError when there is no such group. */
export function changeGroup(
	id: string,
	now: number,
	change: (group: GroupRecord) => Partial<GroupRecord>
): Promise<GroupRecord> {
	const { groups } = database();
	return database().transaction('rw', groups, async () => {
		const group = await groups.get(id);
		if (!group) throw new RangeError(`no group ${id}`);
		const next: GroupRecord = { ...group, ...change(group), updatedAt: now };
		await groups.put(next);
		return next;
	});
}

/** Deletes a group (its finished games stay in the tracker). */
export async function deleteGroup(id: string): Promise<void> {
	await database().groups.delete(id);
}

/** What has been explained in a game so far (empty lists for a game with no lessons yet). */
export async function readLesson(gameId: string): Promise<LessonRecord> {
	return (await database().gameLessons.get(gameId)) ?? { gameId, situations: [], phases: [] };
}

/** Changes a game's lesson record (readLesson's when there is none) in one transaction; returns
 * the stored record. */
export function changeLesson(
	gameId: string,
	change: (lesson: LessonRecord) => Partial<LessonRecord>
): Promise<LessonRecord> {
	const { gameLessons } = database();
	return database().transaction('rw', gameLessons, async () => {
		const lesson = await readLesson(gameId);
		const next = { ...lesson, ...change(lesson) };
		await gameLessons.put(next);
		return next;
	});
}
