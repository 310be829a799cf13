// The second copy of a game (docs/architecture.md#the-second-copy): a text file of JSON lines, kept
// apart from IndexedDB so a game survives the database. The first line is the game's header (its
// id, creation time and setup), each further line one event with its seq and time. A line is
// complete once its newline is written: a crash during a write leaves at most a torn last line,
// which reading drops and names. Its lines are read through shape.ts descriptions (HEADER, LINE),
// then the game with the backup import's own checks.
import type { GameEvent } from './events';
import { parseGame, type ImportError, type ExportedGame } from './exportFile';
import type { GameSetup } from './setup';
import { anyRecord, asIs, kind, oneOf, readShape, type Shape } from './shape';

export const COPY_FORMAT = 'bean-referee-copy';
export const COPY_VERSION = 1;

/** The header line of a game's copy (with its newline). */
export function copyHeader(id: string, createdAt: number, setup: GameSetup): string {
	return `${JSON.stringify({ format: COPY_FORMAT, version: COPY_VERSION, id, createdAt, setup })}\n`;
}

/** One event's line (with its newline). */
export function copyLine(seq: number, at: number, event: GameEvent): string {
	return `${JSON.stringify({ seq, at, ...event })}\n`;
}

/** A whole copy: the header and every event, numbered 1, 2, 3, … */
export function copyText(
	game: Pick<ExportedGame, 'id' | 'createdAt' | 'setup' | 'events'>
): string {
	return (
		copyHeader(game.id, game.createdAt, game.setup) +
		game.events.map(({ at, event }, i) => copyLine(i + 1, at, event)).join('')
	);
}

/** Why a line of a copy was not read: `torn` = the last line has no newline (a write cut off),
 * `damaged` = a complete line that is not an event record, `out-of-order` = a seq that does not
 * follow the one before. Reading stops at the first such line (what follows cannot be stepped). */
export interface CopyProblem {
	readonly kind: 'torn' | 'damaged' | 'out-of-order';
	/** The line's number in the file, from 1 (the header). */
	readonly line: number;
}

/** A copy read back: the game (every event up to the first problem), and the problem if any. */
export interface ReadCopy {
	readonly game: ExportedGame;
	readonly problem: CopyProblem | null;
}

/** Why a copy cannot give a game at all: its header is missing or damaged, or the game it holds
 * fails the import's checks (the import's own code). */
export type CopyError = 'bad-header' | ImportError;

function json(line: string): unknown {
	try {
		return JSON.parse(line);
	} catch {
		return undefined;
	}
}

// The header line: the copy's format and version (else the file is no copy: 'bad-header'), then
// the game's id, creation time and setup, handed to the game's checks as they are.
const HEADER = {
	format: oneOf([COPY_FORMAT]),
	version: kind<typeof COPY_VERSION>((version) => version === COPY_VERSION),
	id: asIs(),
	createdAt: asIs(),
	setup: asIs()
} as const satisfies Shape;

// An event's line: a record, not a list (else the line is damaged), kept whole for the game's
// checks (its time and the event's own fields). Its seq must follow the one before.
const LINE = anyRecord;

/** Reads a game's copy. A torn last line (no newline: the write was cut off) is dropped and
 * named, as is the rest of the file from a damaged or misnumbered line on; the events before it
 * are kept. The game then passes the backup import's checks (setup, every event, the replay). */
export function parseCopy(
	text: string
): { ok: true; value: ReadCopy } | { ok: false; error: CopyError } {
	const lines = text.split('\n');
	// The part after the last newline: empty when the last write completed.
	const tail = lines.pop() ?? '';
	const header = readShape(HEADER, json(lines[0] ?? ''), 'bad-header');
	if (!header.ok) return header;
	const events: Readonly<Record<string, unknown>>[] = [];
	let problem: CopyProblem | null = null;
	for (let i = 1; i < lines.length && !problem; i++) {
		const entry = readShape(LINE, json(lines[i]!), 'damaged');
		if (!entry.ok) problem = { kind: 'damaged', line: i + 1 };
		else if (entry.value.seq !== events.length + 1) problem = { kind: 'out-of-order', line: i + 1 };
		else events.push(entry.value);
	}
	if (!problem && tail !== '') problem = { kind: 'torn', line: lines.length + 1 };
	// The last event's time, when a number, is the game's last change (checked with the game).
	const last = events.at(-1)?.at;
	const { id, createdAt, setup } = header.value;
	const game = parseGame({
		id,
		createdAt,
		updatedAt: typeof last === 'number' ? last : createdAt,
		setup,
		events
	});
	if (!game.ok) return { ok: false, error: game.error as ImportError };
	return { ok: true, value: { game: game.value, problem } };
}

/** A game a copy offers to restore: what names it, and how many events it brings back. */
export interface CopyOffer {
	readonly game: ExportedGame;
	readonly events: number;
	readonly problem: CopyProblem | null;
}

/** What to offer to restore from the copies found (each file's text), given the ids the database
 * still holds (none when it is missing, emptied or unreadable): every copy that reads as a game
 * not stored, newest first. Copies that cannot be read are counted, not offered. */
export function restoreOffer(
	texts: readonly string[],
	storedIds: ReadonlySet<string>
): { offers: CopyOffer[]; unreadable: number } {
	const offers: CopyOffer[] = [];
	let unreadable = 0;
	for (const text of texts) {
		const read = parseCopy(text);
		if (!read.ok) unreadable += 1;
		else if (!storedIds.has(read.value.game.id)) {
			const { game, problem } = read.value;
			offers.push({ game, events: game.events.length, problem });
		}
	}
	offers.sort((a, b) => b.game.updatedAt - a.game.updatedAt);
	return { offers, unreadable };
}
