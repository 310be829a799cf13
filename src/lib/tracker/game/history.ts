// The log's history: every event in order, undo and redo as events that move between the cores
// before and after an ordinary event, and the log with each line's status.
import type { GameEvent } from '$lib/tracker/events';
import { apply } from './handlers';
import type { Core, EventRejection, Game, GameState, LogEntry, RunOut } from './types';
import { viewOf } from './view';

// One applied event on the undo stack, with the core before it. Stacks are linked lists, so a
// step pushes or pops in O(1) and earlier states keep theirs.
interface Frame {
	readonly index: number;
	readonly event: GameEvent;
	readonly before: Core;
	readonly next: Frame | null;
}

interface Entry {
	readonly index: number;
	readonly event: GameEvent;
	readonly turn: number;
	readonly seat: number;
	readonly ignored: boolean;
	readonly target?: number;
	readonly runOut?: RunOut;
}

/** What `step` needs beyond the shown state. `entries` is shared between successive states and
 * only appended to: a state owns its first `length` entries. */
export interface Run {
	readonly game: Game;
	readonly core: Core;
	readonly applied: Frame | null;
	readonly undone: Frame | null;
	readonly entries: Entry[];
	readonly length: number;
}

const RUN = Symbol('run');

/** A game's run before any event. */
export function firstRun(game: Game, core: Core): Run {
	return { game, core, applied: null, undone: null, entries: [], length: 0 };
}

// The log with one more entry, appended in place when this state owns the end of the array.
function withEntry(run: Run, entry: Omit<Entry, 'index'>): Pick<Run, 'entries' | 'length'> {
	const entries =
		run.entries.length === run.length ? run.entries : run.entries.slice(0, run.length);
	entries.push({ index: run.length, ...entry });
	return { entries, length: run.length + 1 };
}

export type RunStep = { ok: true; run: Run } | { ok: false; error: EventRejection };

/** One event on a run: the next run, or why the event does not fit (the run is unchanged). */
export function stepRun(run: Run, event: GameEvent): RunStep {
	const { game, core } = run;
	const index = run.length;
	const context = { event, turn: core.turn, seat: core.activeSeat, ignored: false };
	if (event.type === 'undo') {
		const frame = run.applied;
		if (!frame) return { ok: false, error: 'nothing-to-undo' };
		return {
			ok: true,
			run: {
				...run,
				...withEntry(run, { ...context, target: frame.index }),
				core: frame.before,
				applied: frame.next,
				undone: { index: frame.index, event: frame.event, before: frame.before, next: run.undone }
			}
		};
	}
	if (event.type === 'redo') {
		const frame = run.undone;
		const result = frame ? apply(game, core, frame.event) : null;
		if (!frame || !result?.ok) return { ok: false, error: 'nothing-to-redo' };
		return {
			ok: true,
			run: {
				...run,
				...withEntry(run, { ...context, target: frame.index }),
				core: result.core,
				applied: { index: frame.index, event: frame.event, before: core, next: run.applied },
				undone: frame.next
			}
		};
	}
	const result = apply(game, core, event);
	if (!result.ok) return result;
	return {
		ok: true,
		run: {
			...run,
			...withEntry(run, { ...context, ...(result.runOut ? { runOut: result.runOut } : {}) }),
			core: result.core,
			applied: { index, event, before: core, next: run.applied },
			undone: null
		}
	};
}

/** As stepRun, but an event that does not fit stays in the log, marked 'ignored' (replay). */
export function stepOrIgnore(
	run: Run,
	event: GameEvent
): { run: Run; error: EventRejection | null } {
	const result = stepRun(run, event);
	if (result.ok) return { run: result.run, error: null };
	const context = { event, turn: run.core.turn, seat: run.core.activeSeat, ignored: true };
	return { run: { ...run, ...withEntry(run, context) }, error: result.error };
}

function logOf(run: Run): LogEntry[] {
	const live = new Set<number>();
	for (let frame = run.applied; frame; frame = frame.next) live.add(frame.index);
	const log: LogEntry[] = [];
	for (let i = 0; i < run.length; i++) {
		const { ignored, ...entry } = run.entries[i]!;
		log.push({
			...entry,
			status: ignored
				? 'ignored'
				: entry.event.type === 'undo' || entry.event.type === 'redo' || live.has(entry.index)
					? 'done'
					: 'undone'
		});
	}
	return log;
}

// The logs built so far, by run (each is built when first read).
const builtLogs = new WeakMap<Run, readonly LogEntry[]>();

// The log of `run`, one step after `before` whose log is built: that log with the new entry, and
// the status of the entry an undo or a redo moved (the only one that changes). O(1) apart from
// copying the array, so a tap on a long game costs the same as on a short one.
function logAfter(before: readonly LogEntry[], run: Run): LogEntry[] {
	const { ignored, ...entry } = run.entries[run.length - 1]!;
	// One array of the new length (a copy, then a push, would copy the array twice).
	const log = before.concat({ ...entry, status: ignored ? 'ignored' : 'done' });
	const { target } = entry;
	if (!ignored && target !== undefined) {
		const status = entry.event.type === 'undo' ? 'undone' : 'done';
		log[target] = { ...log[target]!, status };
	}
	return log;
}

/** The state a run shows: the view of its core, and its history. `before`: the run it is one
 * step after, whose log, when built, the new log extends instead of rebuilding it. */
export function stateOf(run: Run, before?: Run): GameState {
	const earlier = before && before.length + 1 === run.length ? before : undefined;
	// The view, completed in place (not copied: a step makes one state).
	const state: { -readonly [K in keyof GameState]?: GameState[K] } = viewOf(run.game, run.core);
	state.canUndo = run.applied !== null;
	state.canRedo = run.undone !== null;
	state.undoTarget = run.applied?.index ?? null;
	state.redoTarget = run.undone?.index ?? null;
	state.logLength = run.length;
	// The log with each entry's status, built when first read, not on every step.
	Object.defineProperty(state, 'log', {
		enumerable: true,
		get: () => {
			let log = builtLogs.get(run);
			if (!log) {
				const previous = earlier && builtLogs.get(earlier);
				log = previous ? logAfter(previous, run) : logOf(run);
				builtLogs.set(run, log);
			}
			return log;
		}
	});
	Object.defineProperty(state, RUN, { value: run, enumerable: false });
	return state as GameState;
}

/** The run behind a state made by stateOf; TypeError for any other object. */
export function runOfState(state: GameState): Run {
	const run = (state as GameState & { [RUN]?: Run })[RUN];
	if (!run) throw new TypeError('not a state made by start, step or replay');
	return run;
}
