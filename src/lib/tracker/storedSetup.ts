// A game's setup as stored or imported, read with the import's own checks, and why a file or a
// stored game cannot be read: the part of the export file's validator that opening a stored game
// needs (exportFile.ts holds the rest and loads when a file is written or read).
import { EDITION_IDS, MY_FIRST_STEPS, type Result, type VariantId } from '$lib/rules';
import { checkSetup, type GameSetup } from './setup';
import { listOf, oneOf, readShape, text, type Shape } from './shape';

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

export function parseSetup(raw: unknown): Result<GameSetup> {
	if (raw === null || typeof raw !== 'object') return fail('bad-game');
	const s = raw as Record<string, unknown>;
	const edition = readShape(EDITION, s, 'unknown-edition');
	if (!edition.ok) return edition;
	const options = readShape(OPTIONS, s, 'bad-options');
	if (!options.ok) return options;
	if (!Array.isArray(s.players) || s.players.length > 7) return fail('bad-player-count');
	if (typeof s.startSeat === 'number' && s.startSeat < 0) return fail('negative-count');
	const setup: GameSetup = {
		edition: edition.value.edition,
		step: options.value.step,
		// Checked against the edition by checkSetup.
		variants: options.value.variants as readonly VariantId[],
		players: (s.players as unknown[]).map((p) => {
			const player = (p ?? {}) as Record<string, unknown>;
			return { id: player.id as string, name: player.name as string };
		}),
		startSeat: s.startSeat as number
	};
	const checked = checkSetup(setup);
	return checked.ok ? { ok: true, value: setup } : fail(setupError(checked.error));
}

/** Why a setup as stored cannot be read (the import's own check), or null when it can. */
export function setupProblem(raw: unknown): ImportError | null {
	const parsed = parseSetup(raw);
	return parsed.ok ? null : (parsed.error as ImportError);
}
