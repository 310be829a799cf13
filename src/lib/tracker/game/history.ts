// The log's history: every event in order, undo and redo as events that move between the cores
// before and after an ordinary event, and the log with each line's status. All of it is plain
// data in the state (types.ts: `history`, `log`), so a step needs nothing but the state.
import type { GameEvent } from '$lib/tracker/events';
import { apply } from './handlers';
import type { Core, Done, EventRejection, TableFacts, GameState, LogEntry } from './types';
import { viewOf } from './view';

/** The game a state is played with: its setup, rules and checklist. */
export function gameIn(state: GameState): TableFacts {
	return { setup: state.setup, rules: state.rules, checklist: state.checklist };
}

/** The part of a state that events change. */
export function coreIn(state: GameState): Core {
	return {
		status: state.status,
		ticked: state.ticked,
		turn: state.turn,
		activeSeat: state.activeSeat,
		phase: state.phase,
		runOuts: state.runOuts,
		lastRunOut: state.lastRunOut,
		pileBase: state.pileBase,
		thirdFields: state.thirdFields,
		spellsUsed: state.spellsUsed,
		harvests: state.harvests
	};
}

/** The arrays of the history: the log and the undo and redo stacks (types.ts: History). */
interface Lists {
	log: LogEntry[];
	undo: Done[];
	redo: number[];
}

/** A state while events are stepped on it: its game and core, and its history's arrays. These are
 * the state's own (`theirs`, never written) until a change copies one; later events write into
 * the copy, so stepAll copies the log once, not once per event. */
export interface Draft extends Lists {
	readonly game: TableFacts;
	core: Core;
	readonly theirs: Readonly<Lists>;
}

/** A draft of `state`, before any event. */
export function draftOf(state: GameState): Draft {
	const theirs = {
		log: state.log as LogEntry[],
		undo: state.history.undo as Done[],
		redo: state.history.redo as number[]
	};
	return { game: gameIn(state), core: coreIn(state), ...theirs, theirs };
}

/** The draft of a new game: its core, an empty history. */
export function firstDraft(game: TableFacts, core: Core): Draft {
	const theirs = { log: [], undo: [], redo: [] };
	return { game, core, ...theirs, theirs };
}

// `list` with `item` at its end: pushed in place where the draft copied it already, else a copy
// (one, of the new length).
function pushed<T>(list: T[], theirs: readonly T[], item: T): T[] {
	if (list === theirs) return list.concat([item]);
	list.push(item);
	return list;
}

// `list` without its last item, the same way.
function popped<T>(list: T[], theirs: readonly T[]): T[] {
	if (list === theirs) return list.slice(0, -1);
	list.pop();
	return list;
}

/** One event on a draft: null when it fits (the draft has moved on), else why not (the draft is
 * as it was). */
export function stepDraft(draft: Draft, event: GameEvent): EventRejection | null {
	const { game, core, theirs } = draft;
	const index = draft.log.length;
	const entry = { index, event, turn: core.turn, seat: core.activeSeat, status: 'done' } as const;
	if (event.type === 'undo') {
		const done = draft.undo.at(-1);
		if (!done) return 'nothing-to-undo';
		draft.log = pushed(draft.log, theirs.log, { ...entry, target: done.index });
		draft.log[done.index] = { ...draft.log[done.index]!, status: 'undone' };
		draft.undo = popped(draft.undo, theirs.undo);
		draft.redo = pushed(draft.redo, theirs.redo, done.index);
		draft.core = done.before;
		return null;
	}
	if (event.type === 'redo') {
		const target = draft.redo.at(-1);
		const result = target === undefined ? null : apply(game, core, draft.log[target]!.event);
		if (target === undefined || !result?.ok) return 'nothing-to-redo';
		draft.log = pushed(draft.log, theirs.log, { ...entry, target });
		draft.log[target] = { ...draft.log[target]!, status: 'done' };
		draft.redo = popped(draft.redo, theirs.redo);
		draft.undo = pushed(draft.undo, theirs.undo, { index: target, before: core });
		draft.core = result.core;
		return null;
	}
	const result = apply(game, core, event);
	if (!result.ok) return result.error;
	draft.log = pushed(
		draft.log,
		theirs.log,
		result.runOut ? { ...entry, runOut: result.runOut } : entry
	);
	draft.undo = pushed(draft.undo, theirs.undo, { index, before: core });
	if (draft.redo.length > 0) draft.redo = [];
	draft.core = result.core;
	return null;
}

/** As stepDraft, but an event that does not fit stays in the log, marked 'ignored' (replay). */
export function stepOrIgnore(draft: Draft, event: GameEvent): void {
	if (stepDraft(draft, event) === null) return;
	const { core, log } = draft;
	const entry = { index: log.length, event, turn: core.turn, seat: core.activeSeat };
	draft.log = pushed(log, draft.theirs.log, { ...entry, status: 'ignored' });
}

/** The state a draft has come to. The state takes the draft's arrays: the draft is not stepped
 * after this. */
export function stateOf(draft: Draft): GameState {
	const { undo, redo } = draft;
	return Object.assign(viewOf(draft.game, draft.core), {
		canUndo: undo.length > 0,
		canRedo: redo.length > 0,
		undoTarget: undo.at(-1)?.index ?? null,
		redoTarget: redo.at(-1) ?? null,
		history: { undo, redo },
		log: draft.log
	});
}
