// A game's setup as stored or imported, read with the import's own checks, and why a file or a
// stored game cannot be read: the part of the export file's validator that opening a stored game
// needs (exportFile.ts holds the rest and loads when a file is written or read).
import { EDITION_IDS, MY_FIRST_STEPS, type Result, type VariantId } from '$lib/rules';
import { checkSetup, type GameSetup } from './setup';
import {
	asIs,
	coded,
	either,
	listOf,
	oneOf,
	readShape,
	text,
	where,
	type Field,
	type ObjectOf,
	type Shape
} from './shape';

/** Why a file cannot be imported. */
export const IMPORT_ERRORS = [
	'too-large',
	'damaged-json',
	'wrong-format',
	'unsupported-version',
	'bad-version',
	'no-games',
	'bad-game',
	'bad-id',
	'bad-note',
	'bad-corrections',
	'duplicate-game',
	'unknown-edition',
	'bad-options',
	'bad-player-count',
	'bad-player-name',
	'bad-start-player',
	'negative-count',
	'unknown-event-type',
	'bad-event',
	'impossible-event'
] as const;
export type ImportError = (typeof IMPORT_ERRORS)[number];

export const fail = (error: ImportError): Result<never> => ({ ok: false, error });

function setupError(code: string): ImportError {
	if (code === 'unknown-edition') return 'unknown-edition';
	if (code === 'bad-player-count') return 'bad-player-count';
	if (code === 'bad-start-seat') return 'bad-start-player';
	if (code.startsWith('name-') || code === 'bad-player-id') return 'bad-player-name';
	return 'bad-options';
}

const PLAYER = { id: asIs<string>(), name: asIs<string>() } as const satisfies Shape;

// A setup as stored or imported, read in this order: no record at all is 'bad-game', then each
// field names its own misfit. Its edition, its options (a step, the variants' ids, checked
// against the edition by checkSetup), its players (a list of at most 7, each player's id and
// name as they are, a player that is no record handed on as it is) and its start seat (one below
// 0 is 'negative-count'); the players and the start seat are then checked with the rules.
const SETUP = {
	edition: coded(oneOf(EDITION_IDS), 'unknown-edition'),
	step: coded(oneOf([...MY_FIRST_STEPS, null]), 'bad-options'),
	variants: coded(listOf(text() as Field<VariantId>), 'bad-options'),
	players: coded(listOf(either(PLAYER, asIs<ObjectOf<typeof PLAYER>>()), 7), 'bad-player-count'),
	startSeat: where(
		asIs<number>(),
		(seat) => !(typeof seat === 'number' && seat < 0),
		'negative-count'
	)
} as const satisfies Shape;

export function parseSetup(raw: unknown): Result<GameSetup> {
	const setup = readShape(SETUP, raw, 'bad-game');
	if (!setup.ok) return setup;
	const checked = checkSetup(setup.value);
	return checked.ok ? setup : fail(setupError(checked.error));
}

/** Why a setup as stored cannot be read (the import's own check), or null when it can. */
export function setupProblem(raw: unknown): ImportError | null {
	const parsed = parseSetup(raw);
	return parsed.ok ? null : (parsed.error as ImportError);
}
