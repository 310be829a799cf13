// A game's summary: what the games list and the statistics show, kept next to the stored game so
// neither has to replay its log.
// The vocabulary only: the home page reads a summary, and must not load the engine for it.
import { isEditionId, type EditionId, type Result } from '$lib/rules/types';
import type { GameState, GameStatus } from './game';

/** What the list and the statistics need of one game, derived from its state. */
export interface GameSummary {
	readonly edition: EditionId;
	readonly players: readonly string[];
	readonly status: GameStatus;
	readonly turn: number;
	// The pass through the draw pile under way, and how many there are.
	readonly pass: number;
	readonly passes: number;
	// Each seat's final coins once everyone's harvest is in; null before.
	readonly coins: readonly number[] | null;
	// Seats of the winners once the game is decided; null before.
	readonly winners: readonly number[] | null;
	// My First: the step of the path played; null in the other editions.
	readonly step: string | null;
	// A children's group the game was played for (teach area), or null.
	readonly groupId: string | null;
	// How many events the log holds.
	readonly events: number;
}

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

const STATUSES: readonly unknown[] = ['setup', 'playing', 'finishing', 'harvest', 'finished'];
const isCount = (value: unknown): value is number =>
	typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isCounts = (value: unknown): value is number[] =>
	Array.isArray(value) && value.length <= 7 && value.every(isCount);

/** Why a stored summary cannot be shown: an edition this app does not know, or any other damage
 * (a field missing or of the wrong kind). */
export type SummaryError = 'unknown-edition' | 'bad-summary';

/** Checks a summary as read from storage (every field the list, the home card and the statistics
 * show), so nothing on screen reads "undefined" or "NaN". Returns it as stored, never repaired. */
export function parseSummary(raw: unknown): Result<GameSummary, SummaryError> {
	const bad = { ok: false as const, error: 'bad-summary' as const };
	if (raw === null || typeof raw !== 'object') return bad;
	const s = raw as Record<string, unknown>;
	if (!isEditionId(s.edition)) return { ok: false, error: 'unknown-edition' };
	const players = s.players;
	if (!Array.isArray(players) || players.length > 7) return bad;
	if (!players.every((name) => typeof name === 'string')) return bad;
	if (!STATUSES.includes(s.status) || !isCount(s.turn)) return bad;
	if (!isCount(s.pass) || !isCount(s.passes) || !isCount(s.events)) return bad;
	if (s.coins !== null && !isCounts(s.coins)) return bad;
	if (s.winners !== null && !isCounts(s.winners)) return bad;
	if ((s.step ?? null) !== null && typeof s.step !== 'string') return bad;
	if ((s.groupId ?? null) !== null && typeof s.groupId !== 'string') return bad;
	return { ok: true, value: raw as GameSummary };
}
