import { isCoachSituation, type CoachSituation } from '$lib/teach/coach';
import { teachModeOf } from '$lib/teach/teachMode';
import { changeLesson, readLesson } from '$lib/db/groups';
import type { LessonRecord } from '$lib/db/schema';
import { storage } from './storage.svelte';

/** What the coach or teach mode has explained in one game; remembered across reloads. */
export class Lesson {
	#situations = $state<CoachSituation[]>([]);
	get situations() {
		return this.#situations;
	}
	#phases = $state<string[]>([]);
	get phases() {
		return this.#phases;
	}
	/** Where the coach stands (turn and part), so a reload or an app switch keeps its place. */
	#coach = $state.raw<{ turn: number; position: number } | null>(null);
	get coach() {
		return this.#coach;
	}
	/** Teach mode as switched in this game; null until the switch is used (the setup decides). */
	#switched = $state<boolean | null>(null);
	get switched() {
		return this.#switched;
	}
	#loaded = $state(false);
	get loaded() {
		return this.#loaded;
	}

	constructor(readonly gameId: string) {}

	async load(): Promise<void> {
		try {
			const record = await readLesson(this.gameId);
			this.#situations = record.situations.filter(isCoachSituation);
			this.#phases = record.phases;
			this.#coach = record.coach ?? null;
			this.#switched = typeof record.teach === 'boolean' ? record.teach : null;
		} catch {
			storage.readFailed();
		}
		this.#loaded = true;
	}

	/** Notes a situation or phase as explained; on a failed write nothing changes. */
	async record(entry: { situation?: CoachSituation; phase?: string }): Promise<void> {
		const added = (list: string[], item?: string) =>
			item && !list.includes(item) ? [...list, item] : list;
		const saved = await this.#change(({ situations, phases }) => ({
			situations: added(situations, entry.situation),
			phases: added(phases, entry.phase)
		}));
		if (!saved.ok) return;
		this.#situations = saved.value.situations.filter(isCoachSituation);
		this.#phases = saved.value.phases;
	}

	/** Whether teach mode (or My First's turn coach) speaks in this game with this setup. */
	teachOn(setup: unknown): boolean {
		return teachModeOf(setup, this.#switched);
	}

	/** Switches teach mode for this game only; on a failed write it stays as it was. */
	async setTeach(on: boolean): Promise<void> {
		const saved = await this.#change(() => ({ teach: on }));
		if (saved.ok) this.#switched = on;
	}

	/** The coach's part of this turn: `position` while the game is at `turn`, else the start. */
	coachPosition(turn: number): number {
		return this.#coach && this.#coach.turn === turn ? this.#coach.position : 0;
	}

	/** Moves the coach to a part of the turn and remembers it; on a failed write it stays put. */
	async moveCoach(turn: number, position: number): Promise<void> {
		const saved = await this.#change(() => ({ coach: { turn, position } }));
		if (saved.ok) this.#coach = saved.value.coach ?? null;
	}

	// Stores a change of this game's lesson record: the record stored, or not ok when it failed.
	#change(change: (lesson: LessonRecord) => Partial<LessonRecord>) {
		return storage.run(() => changeLesson(this.gameId, change));
	}
}
