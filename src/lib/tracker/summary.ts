// A game's summary: what the games list and the statistics show, kept next to the stored game so
// neither has to replay its log.
// The vocabulary only: the home page reads a summary, and must not load the engine for it.
import { EDITION_IDS, type Result } from '$lib/rules/types';
import type { GameState, GameStatus } from './game';
import {
	coded,
	listOf,
	nullable,
	number,
	oneOf,
	optional,
	readShape,
	text,
	type ObjectOf,
	type Shape
} from './shape';

// A whole number from 0; one below 0 is a damaged summary like any other misfit.
const whole = number(Infinity, true);
// Seats or coins, one per player.
const perSeat = nullable(listOf(whole, 7));

// Every field the list, the home card and the statistics show, so nothing on screen reads
// "undefined" or "NaN". A misfit is 'bad-summary', an edition this app does not know
// 'unknown-edition' (read first).
const SUMMARY = {
	edition: coded(oneOf(EDITION_IDS), 'unknown-edition'),
	players: listOf(text(), 7),
	status: oneOf<GameStatus>(['setup', 'playing', 'finishing', 'harvest', 'finished']),
	turn: whole,
	/** The pass through the draw pile under way, and how many there are. */
	pass: whole,
	passes: whole,
	/** Each seat's final coins once everyone's harvest is in; null before. */
	coins: perSeat,
	/** Seats of the winners once the game is decided; null before. */
	winners: perSeat,
	/** My First: the step of the path played; null in the other editions (absent in a summary
	 * stored before it was kept). */
	step: optional(nullable(text())),
	/** A children's group the game was played for (teach area), or null (absent in a summary
	 * stored before it was kept). */
	groupId: optional(nullable(text())),
	/** How many events the log holds. */
	events: whole
} as const satisfies Shape;

/** What the list and the statistics need of one game, derived from its state (SUMMARY as a
 * type). */
export type GameSummary = ObjectOf<typeof SUMMARY>;

/** The summary of a game's state. */
export function summaryOf(state: GameState): GameSummary {
	const groupId = (state.setup as { groupId?: unknown }).groupId;
	return {
		edition: state.setup.edition,
		players: state.setup.players.map((p) => p.name),
		status: state.status,
		turn: state.turn,
		pass: state.pass,
		passes: state.passes,
		coins: state.scores?.map((s) => s.coins) ?? null,
		winners: state.ranking ? [...state.ranking.winners] : null,
		step: state.setup.step ?? null,
		groupId: typeof groupId === 'string' ? groupId : null,
		events: state.log.length
	};
}

/** Why a stored summary cannot be shown: an edition this app does not know, or any other damage
 * (a field missing or of the wrong kind). */
export type SummaryError = 'unknown-edition' | 'bad-summary';

/** Checks a summary as read from storage (SUMMARY). Returns a copy of its fields, never
 * repaired. */
export function parseSummary(raw: unknown): Result<GameSummary, SummaryError> {
	return readShape(SUMMARY, raw, 'bad-summary') as Result<GameSummary, SummaryError>;
}
