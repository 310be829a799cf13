// The check every listed game's record passes before the games list, the statistics or the
// corrections show it: its own module, apart from reading a whole game (gameRecords.ts), so the
// list pages do not load the event parser with their first paint.
import type { GameRecord } from '$lib/db/schema';
import { anyNumber, read, readShape, text, where, type Shape } from '$lib/tracker/shape';
import { parseSummary, type GameSummary } from '$lib/tracker/summary';

/** Why a record of the games list cannot be shown as a game: no game's shape at all, an id that
 * cannot go into a link, a summary for an edition this app does not know, or a damaged summary. */
export type RecordProblem = 'not-a-game' | 'bad-id' | 'unknown-edition' | 'bad-summary';

// In a /u pattern a surrogate pair is one code point: only lone surrogates match.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

// What a record must have to be shown, read in this order: a misfit is 'not-a-game' unless a
// field names its own (an id that cannot go into a link, the summary's codes). The record's other
// fields are shown as stored.
const LISTED = {
	createdAt: anyNumber,
	id: where(text(), (id) => !LONE_SURROGATE.test(id), 'bad-id'),
	summary: read(parseSummary)
} as const satisfies Shape;

/** Checks one record of the games store as read (raw or through Dexie) before anything shows it. */
export function checkRecord(
	record: unknown
): { ok: true; game: GameRecord; summary: GameSummary } | { ok: false; problem: RecordProblem } {
	const checked = readShape(LISTED, record, 'not-a-game');
	return checked.ok
		? { ok: true, game: record as GameRecord, summary: checked.value.summary }
		: { ok: false, problem: checked.error as RecordProblem };
}
