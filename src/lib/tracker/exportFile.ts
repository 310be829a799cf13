// The export file: games with their setup and full event log, and its strict validator.
import type { Result } from '$lib/rules';
import { parseEvent, type GameEvent } from './events';
import { firstMisfit } from './game';
import type { GameSetup } from './setup';
import { fail, parseSetup, type ImportError } from './storedSetup';
import { MAX_EXPORT_CHARS } from './exportLimits';
import { isNote } from './exportNote';
import { GROUP_CORRECTIONS, type GroupCorrections } from './corrections';
import {
	coded,
	kind,
	listOf,
	nullable,
	oneOf,
	optional,
	read,
	readShape,
	number,
	text,
	where,
	type ObjectOf,
	type Shape
} from './shape';
export { MAX_NOTE_LENGTH, isNote } from './exportNote';
export { IMPORT_ERRORS, setupProblem, type ImportError } from './storedSetup';

export const EXPORT_FORMAT = 'bean-referee-games';
export const EXPORT_VERSION = 1;
export { MAX_EXPORT_BYTES, MAX_EXPORT_CHARS } from './exportLimits';

/**
 * A game id: 1-64 characters from A-Z, a-z, 0-9, '-' and '_'. The app's own ids
 * (crypto.randomUUID) are of this form; any such id is well-formed UTF-16 and needs no escaping
 * in a URL, a key or a file name.
 */
export const GAME_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether `value` is a game id the app accepts (GAME_ID). */
export function isGameId(value: unknown): value is string {
	return typeof value === 'string' && GAME_ID.test(value);
}

/** One event as stored: when it was saved, and what happened. */
export interface TimedEvent {
	readonly at: number;
	readonly event: GameEvent;
}

/** The JSON text of an export file. */
/** The id a game is exported under: its own, or, for an id an earlier version accepted that
 * import now refuses (any character, up to 100), a safe id derived from it (FNV-1a, the same
 * every time), so that every file the app writes is one it reads back. */
export function exportedId(id: string): string {
	const checked: unknown = id;
	if (isGameId(checked)) return id;
	let hash = 0x811c9dc5;
	for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
	return `legacy-${(hash >>> 0).toString(16).padStart(8, '0')}-${id.length}`;
}

/** A stored game the app cannot read back whole (its setup, an entry or its numbering is
 * damaged), exported exactly as stored in the file's `damaged` list: an import leaves that list
 * alone (it imports `games` only), and the records are kept for whoever can repair them. */
export interface DamagedExport {
	readonly record: unknown;
	readonly events: readonly unknown[];
}

// JSON for whatever a damaged record holds: a bigint as its digits (JSON.stringify throws on it).
const rawValue = (_key: string, value: unknown) =>
	typeof value === 'bigint' ? value.toString() : value;

/** `corrections`: the players' corrections of the games' groups (people.ts), written only when
 * there are some; a file without them (as every file written before them) imports as before. */
export function exportText(
	games: readonly ExportedGame[],
	exportedAt: string,
	damaged: readonly DamagedExport[] = [],
	corrections: GroupCorrections = {}
): string {
	const file = {
		format: EXPORT_FORMAT,
		version: EXPORT_VERSION,
		exportedAt,
		games: games.map((game) => ({
			id: exportedId(game.id),
			createdAt: game.createdAt,
			updatedAt: game.updatedAt,
			setup: game.setup,
			events: game.events.map(({ at, event }) => ({ at, ...event })),
			...(game.note ? { note: game.note } : {})
		})),
		...(damaged.length > 0 ? { damaged } : {}),
		...(Object.keys(corrections).length > 0 ? { corrections } : {})
	};
	return damaged.length > 0 ? JSON.stringify(file, rawValue, 1) : JSON.stringify(file, null, 1);
}

// A time in ms since 1970, as Date holds it: a whole number below 8.64e15.
const time = number(8.64e15 - 1, true);

// One event of a game in the file: its time, then the event's own fields.
const AT = { at: time } as const satisfies Shape;

function parseTimedEvent(raw: unknown): Result<TimedEvent> {
	const at = readShape(AT, raw, 'bad-event');
	if (!at.ok) return at;
	const event = parseEvent(raw);
	return event.ok ? { ok: true, value: { at: at.value.at, event: event.value } } : event;
}

// A game in the file; a misfit is 'bad-game' unless a field names its own. The fields are read in
// this order (the list of events last), and the first misfit is the game's error.
const GAME = {
	id: where(text(), isGameId, 'bad-id'),
	createdAt: time,
	updatedAt: time,
	/** The players' note on the game; absent in files written before notes existed. */
	note: optional(coded(kind<string>(isNote), 'bad-note')),
	setup: read(parseSetup),
	events: listOf(read(parseTimedEvent))
} as const satisfies Shape;

/** A game as it is kept and exported (GAME as a type); its note is absent when empty. */
export type ExportedGame = ObjectOf<typeof GAME>;

/** Reads one game of an export file (also a game's second copy, gameCopy.ts) with every check. */
export function parseGame(raw: unknown): Result<ExportedGame> {
	const game = readShape(GAME, raw, 'bad-game');
	if (!game.ok) return game;
	const { note, ...value } = game.value;
	const events = value.events.map((e) => e.event);
	if (firstMisfit(value.setup, events)) return fail('impossible-event');
	return { ok: true, value: note ? { ...value, note } : value };
}

/** A game of a file that is refused (nothing of it is imported): where it is in the file, its
 * players' names and its start time as far as they can be read (to name it), and why. */
export interface RefusedEntry {
	readonly index: number;
	readonly players: readonly string[];
	readonly createdAt: number | null;
	readonly error: ImportError;
}

/** What an export file holds: its good games, the players' corrections of their groups, and the
 * games refused one by one. */
export interface ExportFile {
	readonly games: ExportedGame[];
	readonly corrections: GroupCorrections;
	readonly refused: readonly RefusedEntry[];
}

/** Reads an export file's games; every game must be valid (the strict check of a whole file). */
export function parseExport(text: string): Result<ExportedGame[]> {
	const file = parseExportFile(text);
	if (!file.ok) return file;
	const refused = file.value.refused[0];
	return refused ? fail(refused.error) : { ok: true, value: file.value.games };
}

// The most names and characters of a name a refused game is named by.
const NAMED_PLAYERS = 10;
const NAMED_LENGTH = 40;

/** The players' names of a game that may be damaged anywhere: the strings found, shortened. */
function namesOf(raw: unknown): string[] {
	const players = (raw as { setup?: { players?: unknown } } | null)?.setup?.players;
	if (!Array.isArray(players)) return [];
	return players
		.slice(0, NAMED_PLAYERS)
		.map((p) => (p as { name?: unknown } | null)?.name)
		.filter((name): name is string => typeof name === 'string' && name.trim() !== '')
		.map((name) => name.trim().slice(0, NAMED_LENGTH));
}

function refusal(index: number, raw: unknown, error: ImportError): RefusedEntry {
	const createdAt = (raw as { createdAt?: unknown } | null)?.createdAt;
	const at = readShape(time, createdAt, 'unknown');
	return { index, players: namesOf(raw), createdAt: at.ok ? at.value : null, error };
}

// The file itself, read in this order (its corrections last): a misfit is 'wrong-format' unless
// a field names its own. Its games are only gathered here, each is read on its own.
const FILE = {
	format: oneOf([EXPORT_FORMAT]),
	// A whole number above this app's is a newer app's file; anything else a damaged one.
	version: read((version): Result<number> =>
		version === EXPORT_VERSION
			? { ok: true, value: version }
			: fail(
					typeof version === 'number' && Number.isSafeInteger(version) && version > EXPORT_VERSION
						? 'unsupported-version'
						: 'bad-version'
				)
	),
	games: read((games): Result<readonly unknown[]> =>
		!Array.isArray(games)
			? fail('wrong-format')
			: games.length === 0
				? fail('no-games')
				: { ok: true, value: games }
	),
	// Absent (or null) in a file without corrections.
	corrections: optional(nullable(coded(GROUP_CORRECTIONS, 'bad-corrections')))
} as const satisfies Shape;

/** Reads an export file. The file itself (its format, version, list of games, corrections) must
 * be valid, or nothing is imported; then each game is read on its own: a bad game is refused
 * (named in `refused`) and the others are read. A file whose every game is refused fails with
 * the first one's error. A game with the id of one before it is refused as `duplicate-game`. */
export function parseExportFile(text: string): Result<ExportFile> {
	if (text.length > MAX_EXPORT_CHARS) return fail('too-large');
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch {
		return fail('damaged-json');
	}
	const file = readShape(FILE, data, 'wrong-format');
	if (!file.ok) return file;
	const games: ExportedGame[] = [];
	const refused: RefusedEntry[] = [];
	const ids = new Set<string>();
	for (const [index, raw] of file.value.games.entries()) {
		const game = parseGame(raw);
		if (!game.ok) refused.push(refusal(index, raw, game.error as ImportError));
		else if (ids.has(game.value.id)) refused.push(refusal(index, raw, 'duplicate-game'));
		else {
			ids.add(game.value.id);
			games.push(game.value);
		}
	}
	if (games.length === 0) return fail(refused[0]!.error);
	return { ok: true, value: { games, corrections: file.value.corrections ?? {}, refused } };
}

const setupKey = (s: GameSetup) =>
	JSON.stringify([
		s.edition,
		s.step,
		s.variants,
		s.players.map((p) => [p.id, p.name]),
		s.startSeat
	]);
// Both sides come from parseEvent, so equal events have their keys in the same order.
const eventKey = ({ at, event }: TimedEvent) => JSON.stringify([at, event]);

/** How many events two copies of a game share from the start: null when they are not the same
 * game (another creation time or setup). Two events are the same when their time and content are:
 * a log is append-only, so its n-th event, written on one phone at one millisecond, is the same
 * on every phone that has it (docs/handoff.md#which-events-are-the-same). */
export function sharedEvents(stored: ExportedGame, file: ExportedGame): number | null {
	if (stored.createdAt !== file.createdAt || setupKey(stored.setup) !== setupKey(file.setup)) {
		return null;
	}
	const shorter = Math.min(stored.events.length, file.events.length);
	for (let i = 0; i < shorter; i++) {
		if (eventKey(stored.events[i]!) !== eventKey(file.events[i]!)) return i;
	}
	return shorter;
}
