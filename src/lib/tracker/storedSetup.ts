// A game's setup as stored or imported, read with the import's own checks, and why a file or a
// stored game cannot be read: the part of the export file's validator that opening a stored game
// needs (exportFile.ts holds the rest and loads when a file is written or read).
import { EDITION_IDS, MY_FIRST_STEPS, type Result, type VariantId } from '$lib/rules';
import { checkSetup, type GameSetup } from './setup';
import { either, kind, listOf, oneOf, read, readShape, text, where, type Shape } from './shape';

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

// The setup's edition and options; the players and the start seat are checked with the rules
// (checkSetup).
const EDITION = { edition: oneOf(EDITION_IDS) } as const satisfies Shape;
const OPTIONS = {
	step: oneOf([...MY_FIRST_STEPS, null]),
	variants: listOf(text())
} as const satisfies Shape;
// A value read as it is: the rules' check (checkSetup) then names its misfit.
const ruled = <T>() => kind<T>(() => true);
const PLAYER = { id: ruled<string>(), name: ruled<string>() } as const satisfies Shape;
// The players, read before the start seat: a list of at most 7 (else 'bad-player-count'), each
// player's id and name as they are (a player that is no record reads as one without either).
const PLAYERS = {
	players: listOf(
		either(
			PLAYER,
			read(() => readShape(PLAYER, {}, 'bad-player-count'))
		),
		7
	)
} as const satisfies Shape;
// The start seat as it is, but one below 0 is 'negative-count'.
const START_SEAT = {
	startSeat: where(
		ruled<number>(),
		(seat) => !(typeof seat === 'number' && seat < 0),
		'negative-count'
	)
} as const satisfies Shape;

export function parseSetup(raw: unknown): Result<GameSetup> {
	if (raw === null || typeof raw !== 'object') return fail('bad-game');
	const edition = readShape(EDITION, raw, 'unknown-edition');
	if (!edition.ok) return edition;
	const options = readShape(OPTIONS, raw, 'bad-options');
	if (!options.ok) return options;
	const players = readShape(PLAYERS, raw, 'bad-player-count');
	if (!players.ok) return players;
	const start = readShape(START_SEAT, raw, 'negative-count');
	if (!start.ok) return start;
	const setup: GameSetup = {
		edition: edition.value.edition,
		step: options.value.step,
		// Checked against the edition by checkSetup.
		variants: options.value.variants as readonly VariantId[],
		players: players.value.players,
		startSeat: start.value.startSeat
	};
	const checked = checkSetup(setup);
	return checked.ok ? { ok: true, value: setup } : fail(setupError(checked.error));
}

/** Why a setup as stored cannot be read (the import's own check), or null when it can. */
export function setupProblem(raw: unknown): ImportError | null {
	const parsed = parseSetup(raw);
	return parsed.ok ? null : (parsed.error as ImportError);
}
