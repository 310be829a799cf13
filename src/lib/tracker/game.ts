// The game reducer: `step` applies one event to a state; `replay` folds it over a stored log.
import {
	fieldsAtFinalHarvest,
	finalFieldCoins,
	onDrawPileEmpty,
	rank,
	setupChecklist,
	turnsUntilRunOut,
	cardsPerTurn,
	type ChecklistItem,
	type DrawPilePhase,
	type PhaseId,
	type Ranking,
	type Result,
	type RunOutOutcome,
	type Score,
	type Setup,
	type SpellCardId
} from '$lib/rules';
import type { FieldAtEnd, GameEvent } from './events';
import { rulesFor, type GameSetup } from './setup';

/** Where the game stands. `finishing`: the pile ran out for the last time, the turn finishes. */
export type GameStatus = 'setup' | 'playing' | 'finishing' | 'harvest' | 'finished';

/** One player's entry in the final harvest. */
export interface HarvestEntry {
	readonly fields: readonly FieldAtEnd[];
	readonly coinsEarned: number;
	readonly handCards?: number;
	readonly spellValue?: number;
}

/** A player's final score: coins earned during the game plus the final harvest. */
export interface FinalScore {
	readonly seat: number;
	readonly coinsEarned: number;
	readonly harvestCoins: number;
	readonly coins: number;
	readonly handCards?: number;
	readonly spellValue?: number;
}

/** The last run-out of the draw pile and what it meant. */
export interface RunOut {
	readonly phase: DrawPilePhase;
	readonly outcome: RunOutOutcome;
	readonly exhaustion: number;
}

/** The draw pile estimate: cards left and turns until it runs out; null = not known. */
export interface PileEstimate {
	readonly cards: number | null;
	readonly turnsLeft: number | null;
	// True when the players typed the size (after a reshuffle or as a correction).
	readonly typed: boolean;
}

/** One line of the log, as ids and numbers; `status` says whether it still counts. */
export interface LogEntry {
	readonly index: number;
	readonly event: GameEvent;
	readonly turn: number;
	readonly seat: number;
	readonly status: 'done' | 'undone' | 'ignored';
	// For undo and redo: the log index of the event they cancelled or restored.
	readonly target?: number;
	readonly runOut?: RunOut;
}

/** Everything the game screen shows. */
export interface GameState {
	readonly setup: GameSetup;
	readonly rules: Setup;
	readonly checklist: readonly ChecklistItem[];
	readonly status: GameStatus;
	readonly ticked: readonly string[];
	readonly turn: number;
	readonly activeSeat: number;
	readonly phase: PhaseId;
	readonly runOuts: number;
	// The pass through the draw pile now under way (1 = the first pile), and how many there are.
	readonly pass: number;
	readonly passes: number;
	readonly lastRunOut: RunOut | null;
	readonly pile: PileEstimate;
	readonly thirdFields: readonly number[];
	// Rabohnzel: the spell cards ticked as used in the current turn.
	readonly spellsUsed: readonly SpellCardId[];
	readonly harvests: readonly (HarvestEntry | null)[];
	// Per seat: how many fields the player harvests at the end (docs/rules.md#end-of-game).
	readonly harvestFields: readonly number[];
	readonly scores: readonly FinalScore[] | null;
	// Seats tied for the most coins where the tie-break needs a number (hand cards, spell value),
	// and those of them whose number is not saved yet.
	readonly tiedSeats: readonly number[];
	readonly tieNeeds: readonly number[];
	readonly ranking: Ranking | null;
	readonly canUndo: boolean;
	readonly canRedo: boolean;
	// Log indexes of the event an undo would cancel and a redo would restore.
	readonly undoTarget: number | null;
	readonly redoTarget: number | null;
	// How many events the log holds (the same as log.length, without building the log).
	readonly logLength: number;
	readonly log: readonly LogEntry[];
}

/** Codes `step` returns for an event that does not fit the game now. */
export type EventRejection =
	| 'not-now'
	| 'unknown-item'
	| 'unknown-phase'
	| 'no-third-field'
	| 'already-bought'
	| 'no-spell-cards'
	| 'bad-seat'
	| 'too-many-fields'
	| 'bean-not-in-game'
	| 'empty-field'
	| 'coins-not-needed'
	| 'coins-needed'
	| 'hand-cards-not-needed'
	| 'spell-value-not-needed'
	| 'harvest-missing'
	| 'tie-data-missing'
	| 'nothing-to-undo'
	| 'nothing-to-redo';

// The part of the state that events change; everything else is derived from it.
interface Core {
	readonly status: GameStatus;
	readonly ticked: readonly string[];
	readonly turn: number;
	readonly activeSeat: number;
	readonly phase: PhaseId;
	readonly runOuts: number;
	readonly lastRunOut: RunOut | null;
	// The pile's size at the start of turn `turn` (null = unknown), and whether it was typed in.
	readonly pileBase: {
		readonly cards: number | null;
		readonly turn: number;
		readonly typed: boolean;
	};
	readonly thirdFields: readonly number[];
	readonly spellsUsed: readonly SpellCardId[];
	readonly harvests: readonly (HarvestEntry | null)[];
}

interface Game {
	readonly setup: GameSetup;
	readonly rules: Setup;
	readonly checklist: readonly ChecklistItem[];
}

function firstPhase(rules: Setup, firstTurn: boolean): PhaseId {
	const [first, second] = rules.phases;
	// Bean duel: the start player has no offer to take on the very first turn.
	if (firstTurn && first?.id === 'take-offer' && second) return second.id;
	return first?.id ?? 'plant';
}

function flipPhase(rules: Setup): PhaseId {
	return rules.phases.find((p) => p.id === 'trade' || p.id === 'turn-up')?.id ?? 'trade';
}

function initialCore(game: Game): Core {
	return {
		status: 'setup',
		ticked: [],
		turn: 0,
		activeSeat: game.setup.startSeat,
		phase: firstPhase(game.rules, true),
		runOuts: 0,
		lastRunOut: null,
		pileBase: { cards: game.rules.drawPileAfterDeal, turn: 1, typed: false },
		thirdFields: [],
		spellsUsed: [],
		harvests: game.setup.players.map(() => null)
	};
}

/** Coins of a field left at the end: the engine's (finalFieldCoins), or the players' number
 * where the meter is not known (null when they gave none). The protection rule does not apply to
 * the final harvest. */
export function fieldCoins(rules: Setup, field: FieldAtEnd): number | null {
	const known = finalFieldCoins(rules.edition, rules.step ?? undefined, field.bean, field.cards);
	return known ?? field.coins ?? null;
}

/** A player's saved final harvest as one number: coins earned during the game plus the coins of
 * the fields left (what FinalScore.coins holds once everyone is in). */
export function harvestTotal(rules: Setup, harvest: HarvestEntry): number {
	return (
		harvest.coinsEarned + harvest.fields.reduce((sum, f) => sum + (fieldCoins(rules, f) ?? 0), 0)
	);
}

// The most fields each player may harvest at the end: a bought third field counts, and in
// Rabohnzel the field spell's temporary field, which the tracker takes as standing
// (docs/rules.md#rabohnzel-spells). `third-field-bought` is refused where no field is for sale,
// so fieldsAtFinalHarvest does not refuse; if it did, the setup's own fields would count.
function harvestFieldsOf(game: Game, thirdFields: readonly number[]): number[] {
	const { rules } = game;
	return game.setup.players.map((_, seat) => {
		const fields = fieldsAtFinalHarvest(rules, {
			thirdFieldBought: thirdFields.includes(seat),
			spellFieldStands: rules.spellField
		});
		return fields.ok ? fields.value : rules.fields;
	});
}

function checkHarvest(
	game: Game,
	core: Core,
	e: Extract<GameEvent, { type: 'final-harvest-entered' }>
): EventRejection | null {
	const { rules } = game;
	if (e.seat >= game.setup.players.length) return 'bad-seat';
	if (e.fields.length > (harvestFieldsOf(game, core.thirdFields)[e.seat] ?? 0)) {
		return 'too-many-fields';
	}
	for (const field of e.fields) {
		if (!rules.beans.some((bean) => bean.id === field.bean)) return 'bean-not-in-game';
		if (field.cards < 1) return 'empty-field';
		const known = fieldCoins(rules, { bean: field.bean, cards: field.cards });
		if (known !== null && field.coins !== undefined) return 'coins-not-needed';
		if (known === null && field.coins === undefined) return 'coins-needed';
	}
	if (e.handCards !== undefined && rules.tieBreak !== 'most-hand-cards') {
		return 'hand-cards-not-needed';
	}
	if (e.spellValue !== undefined && rules.tieBreak !== 'spell-value') {
		return 'spell-value-not-needed';
	}
	return null;
}

function scoresOf(game: Game, harvests: readonly (HarvestEntry | null)[]): FinalScore[] | null {
	if (harvests.some((h) => h === null)) return null;
	return (harvests as HarvestEntry[]).map((h, seat) => {
		const coins = harvestTotal(game.rules, h);
		return {
			seat,
			coinsEarned: h.coinsEarned,
			harvestCoins: coins - h.coinsEarned,
			coins,
			...(h.handCards === undefined ? {} : { handCards: h.handCards }),
			...(h.spellValue === undefined ? {} : { spellValue: h.spellValue })
		};
	});
}

// The seats tied for the most coins, where the tie is broken by a number the players give
// (docs/rules.md#end-of-game): hand cards or spell values.
function tiedSeatsOf(game: Game, scores: readonly FinalScore[] | null): number[] {
	if (!scores) return [];
	const { tieBreak } = game.rules;
	if (tieBreak !== 'most-hand-cards' && tieBreak !== 'spell-value') return [];
	const top = Math.max(...scores.map((s) => s.coins));
	const tied = scores.filter((s) => s.coins === top).map((s) => s.seat);
	return tied.length < 2 ? [] : tied;
}

function tieNeedsOf(game: Game, scores: readonly FinalScore[] | null): number[] {
	const key = game.rules.tieBreak === 'most-hand-cards' ? 'handCards' : 'spellValue';
	return tiedSeatsOf(game, scores).filter((seat) => scores?.[seat]?.[key] === undefined);
}

function rankingOf(game: Game, scores: readonly FinalScore[] | null): Ranking | null {
	if (!scores || tieNeedsOf(game, scores).length > 0) return null;
	const input: Score[] = scores.map((s) => ({
		seat: s.seat,
		coins: s.coins,
		handCards: s.handCards,
		spellValue: s.spellValue
	}));
	return rank(game.rules.edition, input, game.setup.startSeat);
}

type Step = { ok: true; core: Core; runOut?: RunOut } | { ok: false; error: EventRejection };

// Applies one ordinary event (not undo/redo) or says why it does not fit.
function apply(game: Game, core: Core, event: GameEvent): Step {
	const { rules, setup } = game;
	const playing = core.status === 'playing';
	const next = (patch: Partial<Core>): Step => ({ ok: true, core: { ...core, ...patch } });
	switch (event.type) {
		case 'checklist-ticked': {
			if (core.status !== 'setup') return { ok: false, error: 'not-now' };
			if (!game.checklist.some((item) => item.id === event.item)) {
				return { ok: false, error: 'unknown-item' };
			}
			const others = core.ticked.filter((id) => id !== event.item);
			return next({ ticked: event.ticked ? [...others, event.item] : others });
		}
		case 'game-started':
			if (core.status !== 'setup') return { ok: false, error: 'not-now' };
			return next({ status: 'playing', turn: 1, activeSeat: setup.startSeat });
		case 'turn-advanced':
			if (!playing) return { ok: false, error: 'not-now' };
			return next({
				turn: core.turn + 1,
				activeSeat: (core.activeSeat + 1) % setup.players.length,
				phase: firstPhase(rules, false),
				spellsUsed: []
			});
		case 'phase-set':
			if (!playing && core.status !== 'finishing') return { ok: false, error: 'not-now' };
			if (!rules.phases.some((p) => p.id === event.phase)) {
				return { ok: false, error: 'unknown-phase' };
			}
			return next({ phase: event.phase });
		case 'pile-ran-out': {
			if (!playing) return { ok: false, error: 'not-now' };
			const exhaustion = core.runOuts + 1;
			const outcome = onDrawPileEmpty(rules.edition, rules.players, exhaustion, event.phase);
			const runOut: RunOut = { phase: event.phase, outcome, exhaustion };
			const phase = event.phase === 'draw' ? 'draw' : flipPhase(rules);
			const status: GameStatus =
				outcome === 'reshuffle' ? 'playing' : outcome === 'end-now' ? 'harvest' : 'finishing';
			return {
				ok: true,
				runOut,
				core: {
					...core,
					status,
					phase,
					runOuts: exhaustion,
					lastRunOut: runOut,
					// After a reshuffle nobody knows the new pile's size until the players count it.
					pileBase: { cards: outcome === 'reshuffle' ? null : 0, turn: core.turn, typed: false }
				}
			};
		}
		case 'pile-size-set':
			if (!playing) return { ok: false, error: 'not-now' };
			return next({ pileBase: { cards: event.cards, turn: core.turn, typed: true } });
		case 'third-field-bought':
			if (!playing && core.status !== 'finishing') return { ok: false, error: 'not-now' };
			if (!rules.thirdField.buy) return { ok: false, error: 'no-third-field' };
			if (event.seat >= setup.players.length) return { ok: false, error: 'bad-seat' };
			if (core.thirdFields.includes(event.seat)) return { ok: false, error: 'already-bought' };
			return next({ thirdFields: [...core.thirdFields, event.seat] });
		case 'spell-ticked': {
			if (!playing && core.status !== 'finishing') return { ok: false, error: 'not-now' };
			if (rules.spellCards === null) return { ok: false, error: 'no-spell-cards' };
			const others = core.spellsUsed.filter((card) => card !== event.card);
			return next({ spellsUsed: event.ticked ? [...others, event.card] : others });
		}
		case 'final-harvest-started':
			if (core.status !== 'finishing') return { ok: false, error: 'not-now' };
			return next({ status: 'harvest' });
		case 'final-harvest-entered': {
			if (core.status !== 'harvest') return { ok: false, error: 'not-now' };
			const problem = checkHarvest(game, core, event);
			if (problem) return { ok: false, error: problem };
			const entry: HarvestEntry = {
				fields: event.fields,
				coinsEarned: event.coinsEarned,
				...(event.handCards === undefined ? {} : { handCards: event.handCards }),
				...(event.spellValue === undefined ? {} : { spellValue: event.spellValue })
			};
			return next({ harvests: core.harvests.map((h, seat) => (seat === event.seat ? entry : h)) });
		}
		case 'game-finished': {
			if (core.status !== 'harvest') return { ok: false, error: 'not-now' };
			const scores = scoresOf(game, core.harvests);
			if (!scores) return { ok: false, error: 'harvest-missing' };
			if (tieNeedsOf(game, scores).length > 0) return { ok: false, error: 'tie-data-missing' };
			return next({ status: 'finished' });
		}
		case 'undo':
		case 'redo':
			return { ok: false, error: 'not-now' };
	}
}

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

// What `step` needs beyond the shown state. `entries` is shared between successive states and
// only appended to: a state owns its first `length` entries.
interface Run {
	readonly game: Game;
	readonly core: Core;
	readonly applied: Frame | null;
	readonly undone: Frame | null;
	readonly entries: Entry[];
	readonly length: number;
}

const RUN = Symbol('run');

function gameOf(setup: GameSetup): Game {
	const rules = rulesFor(setup);
	if (!rules.ok) throw new RangeError(`bad game setup: ${rules.error}`);
	const checklist = setupChecklist(rules.value.edition, rules.value.players, {
		step: rules.value.step ?? undefined,
		variants: rules.value.variants
	});
	if (!checklist.ok) throw new RangeError(`bad game setup: ${checklist.error}`);
	return { setup, rules: rules.value, checklist: checklist.value };
}

// The log with one more entry, appended in place when this state owns the end of the array.
function withEntry(run: Run, entry: Omit<Entry, 'index'>): Pick<Run, 'entries' | 'length'> {
	const entries =
		run.entries.length === run.length ? run.entries : run.entries.slice(0, run.length);
	entries.push({ index: run.length, ...entry });
	return { entries, length: run.length + 1 };
}

type RunStep = { ok: true; run: Run } | { ok: false; error: EventRejection };

// One event on a run: the next run, or why the event does not fit (the run is unchanged).
function stepRun(run: Run, event: GameEvent): RunStep {
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

// Replay keeps an event that does not fit in the log, marked 'ignored'.
function stepOrIgnore(run: Run, event: GameEvent): { run: Run; error: EventRejection | null } {
	const result = stepRun(run, event);
	if (result.ok) return { run: result.run, error: null };
	const context = { event, turn: run.core.turn, seat: run.core.activeSeat, ignored: true };
	return { run: { ...run, ...withEntry(run, context) }, error: result.error };
}

function pileEstimate(game: Game, core: Core): PileEstimate {
	const { rules } = game;
	const base = core.pileBase;
	if (core.status === 'setup') {
		return {
			cards: rules.drawPileAfterDeal,
			turnsLeft: turnsUntilRunOut(rules.edition, rules.players, rules.drawPileAfterDeal),
			typed: false
		};
	}
	if (base.cards === null) return { cards: null, turnsLeft: null, typed: false };
	const perTurn = cardsPerTurn(rules.edition, rules.players);
	const cards = Math.max(0, base.cards - perTurn * (core.turn - base.turn));
	return {
		cards,
		turnsLeft: turnsUntilRunOut(rules.edition, rules.players, cards),
		typed: base.typed
	};
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

function stateOf(run: Run): GameState {
	const { core, game } = run;
	const scores = scoresOf(game, core.harvests);
	const passes = game.rules.endsAtExhaustion;
	let log: LogEntry[] | null = null;
	const state = {
		setup: game.setup,
		rules: game.rules,
		checklist: game.checklist,
		status: core.status,
		ticked: core.ticked,
		turn: core.turn,
		activeSeat: core.activeSeat,
		phase: core.phase,
		runOuts: core.runOuts,
		pass: Math.min(core.runOuts + 1, passes),
		passes,
		lastRunOut: core.lastRunOut,
		pile: pileEstimate(game, core),
		thirdFields: core.thirdFields,
		spellsUsed: core.spellsUsed,
		harvests: core.harvests,
		harvestFields: harvestFieldsOf(game, core.thirdFields),
		scores,
		tiedSeats: tiedSeatsOf(game, scores),
		tieNeeds: tieNeedsOf(game, scores),
		ranking: rankingOf(game, scores),
		canUndo: run.applied !== null,
		canRedo: run.undone !== null,
		undoTarget: run.applied?.index ?? null,
		redoTarget: run.undone?.index ?? null,
		logLength: run.length,
		// The log with each entry's status, built when first read (O(n)), not on every step.
		get log(): readonly LogEntry[] {
			log ??= logOf(run);
			return log;
		}
	};
	Object.defineProperty(state, RUN, { value: run, enumerable: false });
	return state;
}

function runOfState(state: GameState): Run {
	const run = (state as GameState & { [RUN]?: Run })[RUN];
	if (!run) throw new TypeError('not a state made by start, step or replay');
	return run;
}

/** A new game's state: nothing has happened yet. RangeError when the setup is invalid. */
export function start(setup: GameSetup): GameState {
	const game = gameOf(setup);
	return stateOf({
		game,
		core: initialCore(game),
		applied: null,
		undone: null,
		entries: [],
		length: 0
	});
}

/** One event on the current state: the next state, or why the event does not fit now (then
 * nothing changes). Pure: `state` itself stays as it was. Undo and redo are events too. */
export function step(state: GameState, event: GameEvent): Result<GameState, EventRejection> {
	const result = stepRun(runOfState(state), event);
	return result.ok ? { ok: true, value: stateOf(result.run) } : result;
}

/** The state after `events` on `state`, keeping events that do not fit in the log as 'ignored'
 * (an opened or imported log is shown as it was written). */
export function stepAll(state: GameState, events: readonly GameEvent[]): GameState {
	let run = runOfState(state);
	for (const event of events) run = stepOrIgnore(run, event).run;
	return stateOf(run);
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
	let run = runOfState(start(setup));
	for (const [index, event] of events.entries()) {
		const result = stepRun(run, event);
		if (!result.ok) return { index, error: result.error };
		run = result.run;
	}
	return null;
}
