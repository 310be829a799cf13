// The game reducer: `step` applies one event to a state; `replay` folds it over a stored log.
// Its parts: types.ts (the state), handlers.ts (one handler per event type), history.ts (undo,
// redo, the log), view.ts (what the screen shows of a core).
import { setupChecklist, type Result } from '$lib/rules';
import type { GameEvent } from '$lib/tracker/events';
import { rulesFor, type GameSetup } from '$lib/tracker/setup';
import { initialCore } from './handlers';
import { draftOf, firstDraft, stateOf, stepDraft, stepOrIgnore } from './history';
import type { EventRejection, TableFacts, GameState } from './types';

export type {
	Done,
	EventRejection,
	FinalScore,
	GameState,
	GameStatus,
	HarvestEntry,
	History,
	LogEntry,
	PileEstimate,
	RunOut
} from './types';
export { fieldCoins, harvestTotal } from './view';

function gameOf(setup: GameSetup): TableFacts {
	const rules = rulesFor(setup);
	if (!rules.ok) throw new RangeError(`bad game setup: ${rules.error}`);
	const checklist = setupChecklist(rules.value.edition, rules.value.players, {
		step: rules.value.step ?? undefined,
		variants: rules.value.variants
	});
	if (!checklist.ok) throw new RangeError(`bad game setup: ${checklist.error}`);
	return { setup, rules: rules.value, checklist: checklist.value };
}

/** A new game's state: nothing has happened yet. RangeError when the setup is invalid. */
export function start(setup: GameSetup): GameState {
	const game = gameOf(setup);
	return stateOf(firstDraft(game, initialCore(game)));
}

/** One event on the current state: the next state, or why the event does not fit now (then
 * nothing changes). Pure: `state` itself stays as it was, and may be any state start, step,
 * stepAll or replay returned, or a copy of one (a structured clone, a JSON round trip, another
 * setup's names). Undo and redo are events too. */
export function step(state: GameState, event: GameEvent): Result<GameState, EventRejection> {
	const draft = draftOf(state);
	const error = stepDraft(draft, event);
	return error === null ? { ok: true, value: stateOf(draft) } : { ok: false, error };
}

/** The state after `events` on `state`, keeping events that do not fit in the log as 'ignored'
 * (an opened or imported log is shown as it was written). */
export function stepAll(state: GameState, events: readonly GameEvent[]): GameState {
	const draft = draftOf(state);
	for (const event of events) stepOrIgnore(draft, event);
	return stateOf(draft);
}

/** The game's state after its events: a fold of `step` from `start(setup)`. Events that do not
 * fit are kept in the log as 'ignored'. RangeError when the setup itself is invalid. */
export function replay(setup: GameSetup, events: readonly GameEvent[]): GameState {
	return stepAll(start(setup), events);
}

/** Whether `event` may be appended to this log now; the code says why not. */
export function check(
	setup: GameSetup,
	events: readonly GameEvent[],
	event: GameEvent
): { ok: true } | { ok: false; error: EventRejection } {
	const result = step(replay(setup, events), event);
	return result.ok ? { ok: true } : result;
}

/** The first event of the log that does not fit, or null when every event fits. */
export function firstMisfit(
	setup: GameSetup,
	events: readonly GameEvent[]
): { index: number; error: EventRejection } | null {
	const draft = draftOf(start(setup));
	for (const [index, event] of events.entries()) {
		const error = stepDraft(draft, event);
		if (error !== null) return { index, error };
	}
	return null;
}
