// The check every listed game's record passes before the games list, the statistics or the
// corrections show it: its own module, apart from reading a whole game (gameRecords.ts), so the
// list pages do not load the event parser with their first paint.
import type { GameRecord } from '$lib/db/schema';
import { parseSummary, type GameSummary } from '$lib/tracker/summary';

/** Why a record of the games list cannot be shown as a game: no game's shape at all, an id that
 * cannot go into a link, a summary for an edition this app does not know, or a damaged summary. */
export type RecordProblem = 'not-a-game' | 'bad-id' | 'unknown-edition' | 'bad-summary';

// In a /u pattern a surrogate pair is one code point: only lone surrogates match.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Checks one record of the games store as read (raw or through Dexie) before anything shows it. */
export function checkRecord(
	record: unknown
): { ok: true; game: GameRecord; summary: GameSummary } | { ok: false; problem: RecordProblem } {
	if (record === null || typeof record !== 'object') return { ok: false, problem: 'not-a-game' };
	const r = record as Record<string, unknown>;
	if (typeof r.id !== 'string' || typeof r.createdAt !== 'number') {
		return { ok: false, problem: 'not-a-game' };
	}
	if (LONE_SURROGATE.test(r.id)) return { ok: false, problem: 'bad-id' };
	const summary = parseSummary(r.summary);
	if (!summary.ok) {
		return {
			ok: false,
			problem: summary.error === 'unknown-edition' ? 'unknown-edition' : 'bad-summary'
		};
	}
	return { ok: true, game: record as GameRecord, summary: summary.value };
}
