import { finishedRecords } from '$lib/db/gameList';
import { addGroup, changeGroup, deleteGroup, listGroups } from '$lib/db/groups';
import type { GroupRecord } from '$lib/db/schema';
import { isMyFirstStep, type MyFirstStep, type Result } from '$lib/rules';
import { validateChildren, type ChildInput } from '$lib/teach/groups';
import {
	countPlays,
	finishedPlays,
	pathProgress,
	type FinishedPlay,
	type PlayCounts
} from '$lib/teach/progression';
import type { CoachedGameSetup } from '$lib/teach/startGame';
import { readTable, type RememberedTable } from '$lib/teach/table';
import { storage } from './storage.svelte';

// The game's state and rules load when a coached game starts (the group page fetches them once
// idle), not with the group's page.
const openGames = () => import('./game.svelte');
const newGames = () => import('./createGame.svelte');

/** A stored group with its step checked, and what it remembers of its table. */
export interface Group extends GroupRecord {
	step: MyFirstStep;
	table: RememberedTable;
}

function asGroup(record: GroupRecord): Group {
	return {
		...record,
		step: isMyFirstStep(record.step) ? record.step : 'basic',
		table: readTable(record)
	};
}

/** The teach area's groups, and the plays the tracker has recorded for them. */
class TeachState {
	#groups = $state<Group[]>([]);
	get groups() {
		return this.#groups;
	}
	#loaded = $state(false);
	get loaded() {
		return this.#loaded;
	}
	/** Finished My First games from the tracker, as play counting needs them. */
	#finished = $state<FinishedPlay[]>([]);
	get finished() {
		return this.#finished;
	}

	/** Reads the groups and the finished tracked games (they count for their group). */
	async load(): Promise<void> {
		try {
			const [records, games] = await Promise.all([listGroups(), finishedRecords()]);
			this.#groups = records.map(asGroup);
			this.#finished = finishedPlays(games);
		} catch {
			storage.readFailed();
		}
		this.#loaded = true;
	}

	group(id: string | null): Group | undefined {
		return this.#groups.find((g) => g.id === id);
	}

	counts(id: string): PlayCounts {
		const group = this.group(id);
		return countPlays(id, this.#finished, group?.manualPlays ?? {});
	}

	path(id: string) {
		const group = this.group(id);
		return group ? pathProgress(group.step, this.counts(id)) : [];
	}

	/** Checks and stores a new group; errors as codes, nothing stored on error. */
	async create(rows: readonly ChildInput[]): Promise<Result<Group>> {
		const checked = validateChildren(rows);
		if (!checked.ok) return checked;
		const now = Date.now();
		const record: GroupRecord = {
			id: crypto.randomUUID(),
			children: checked.value.map(({ name, colour }) => ({ name, colour })),
			step: 'basic',
			manualPlays: {},
			createdAt: now,
			updatedAt: now
		};
		const saved = await storage.run(() => addGroup(record));
		if (!saved.ok) return { ok: false, error: 'not-saved' };
		const group = asGroup(record);
		this.#groups = [group, ...this.#groups];
		return { ok: true, value: group };
	}

	async setStep(id: string, step: MyFirstStep): Promise<void> {
		await this.#change(id, () => ({ step }));
	}

	/** Adds (or takes back) a game played without the app; never below 0. */
	async changeManual(id: string, step: MyFirstStep, change: 1 | -1): Promise<boolean> {
		return this.#change(id, ({ manualPlays }) => ({
			manualPlays: { ...manualPlays, [step]: Math.max(0, (manualPlays[step] ?? 0) + change) }
		}));
	}

	/**
	 * Starts a coached game in one go: stores it, starts it (the turn coach takes over from the
	 * setup checklist) and remembers the group's grown-ups and youngest child for next time.
	 * Returns the game's id, or null when it could not be stored.
	 */
	async startCoachedGame(setup: CoachedGameSetup, table: RememberedTable): Promise<string | null> {
		const [{ OpenGame }, { createGame }] = await Promise.all([openGames(), newGames()]);
		const gameId = await createGame(setup);
		if (gameId === null) return null;
		const game = new OpenGame();
		try {
			await game.load(gameId);
			// Should this fail, the game opens on its checklist with "Start the game" as usual.
			await game.dispatch({ type: 'game-started' });
		} finally {
			game.close();
		}
		await this.#change(setup.groupId, () => ({
			adults: [...table.adults],
			youngest: table.youngest
		}));
		return gameId;
	}

	async remove(id: string): Promise<void> {
		const saved = await storage.run(() => deleteGroup(id));
		if (saved.ok) this.#groups = this.#groups.filter((g) => g.id !== id);
	}

	// Stores a change of a group and shows the group as stored; false when the write failed.
	async #change(id: string, change: (group: GroupRecord) => Partial<GroupRecord>) {
		const saved = await storage.run(() => changeGroup(id, Date.now(), change));
		if (saved.ok) this.#replace(saved.value);
		return saved.ok;
	}

	#replace(record: GroupRecord): void {
		const group = asGroup(record);
		this.#groups = [group, ...this.#groups.filter((g) => g.id !== group.id)];
	}
}

export const teachState = new TeachState();
