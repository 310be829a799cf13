// The tracker's game state and what events do to it: the types the reducer's parts share.
import type {
	ChecklistItem,
	DrawPilePhase,
	PhaseId,
	Ranking,
	RunOutOutcome,
	TableRules,
	SpellCardId
} from '$lib/rules';
import type { FieldAtEnd, GameEvent } from '$lib/tracker/events';
import type { GameSetup } from '$lib/tracker/setup';

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

/** An event undo would cancel: its log index and the core before it, which undo goes back to. */
export interface Done {
	readonly index: number;
	readonly before: Core;
}

/** Undo and redo as plain data: the events undo would cancel, the next one last, and the log
 * indexes of the events redo would restore, the next one last. */
export interface History {
	readonly undo: readonly Done[];
	readonly redo: readonly number[];
}

/** The reducer's state: everything the game screen shows and everything `step` needs, as plain
 * data (objects, arrays, strings, numbers, booleans and null: a structured clone or a JSON round
 * trip gives the same game, and `step` takes either). Never changed: a step returns a new one. */
export interface GameState {
	readonly setup: GameSetup;
	readonly rules: TableRules;
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
	// The pile's size at the start of turn `turn` (null = unknown), and whether it was typed in;
	// `pile` is the estimate now, made from it.
	readonly pileBase: {
		readonly cards: number | null;
		readonly turn: number;
		readonly typed: boolean;
	};
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
	readonly history: History;
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

/** The part of the state that events change; everything else is derived from it (view.ts) or is
 * the history (history.ts). */
export type Core = Pick<
	GameState,
	| 'status'
	| 'ticked'
	| 'turn'
	| 'activeSeat'
	| 'phase'
	| 'runOuts'
	| 'lastRunOut'
	| 'pileBase'
	| 'thirdFields'
	| 'spellsUsed'
	| 'harvests'
>;

/** What a game is played with: the players' setup, the rules it resolves to, the checklist. */
export interface TableFacts {
	readonly setup: GameSetup;
	readonly rules: TableRules;
	readonly checklist: readonly ChecklistItem[];
}

/** What one ordinary event does to the core: the next core (and the run-out it was), or why it
 * does not fit. */
export type Effect =
	{ ok: true; core: Core; runOut?: RunOut } | { ok: false; error: EventRejection };
