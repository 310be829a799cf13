// What a hand-off carries: one game as the export file writes it (exportFile.ts: its setup, its
// whole event log and every other field the file keeps), with each event's time written as the
// time since the one before (`d`, the first since the game was created): twelve digits fewer per
// event, and times that compress. The export file's validator checks what arrives.
import {
	EXPORT_FORMAT,
	EXPORT_VERSION,
	exportText,
	parseExport,
	type ExportedGame
} from '$lib/tracker/exportFile';

type JsonObject = Record<string, unknown>;

/** The game as the hand-off's JSON text. */
export function payloadText(game: ExportedGame): string {
	const file = JSON.parse(exportText([game], '')) as { games: JsonObject[] };
	const exported = file.games[0]!;
	let before = exported.createdAt as number;
	const events = (exported.events as JsonObject[]).map(({ at, ...event }) => {
		const d = (at as number) - before;
		before = at as number;
		return { d, ...event };
	});
	return JSON.stringify({ ...exported, events });
}

/** The game a hand-off's JSON text holds, checked as an import checks a file's game; null when
 * the text is not such a game. */
export function gameOfPayload(text: string): ExportedGame | null {
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch {
		return null;
	}
	if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
	const game = data as JsonObject;
	if (!Array.isArray(game.events) || typeof game.createdAt !== 'number') return null;
	let at = game.createdAt;
	const events: unknown[] = [];
	for (const raw of game.events as unknown[]) {
		if (raw === null || typeof raw !== 'object') return null;
		const { d, ...event } = raw as JsonObject;
		if (typeof d !== 'number') return null;
		at += d;
		events.push({ at, ...event });
	}
	const file = { format: EXPORT_FORMAT, version: EXPORT_VERSION, games: [{ ...game, events }] };
	const parsed = parseExport(JSON.stringify(file));
	return parsed.ok ? parsed.value[0]! : null;
}
