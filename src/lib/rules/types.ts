// Vocabulary of the rules engine: `as const` id lists with their derived union types.
// Rules speak in these ids and in numbers; the UI translates ids into words.

/** Sources cited by every number in the tables; each is explained in docs/rules.md#sources. */
export const SOURCE_TAGS = [
	'S000',
	'S001',
	'S002',
	'S003',
	'S004',
	'RGG',
	'WP',
	'CODE',
	'FR'
] as const;
export type SourceTag = (typeof SOURCE_TAGS)[number];

/** The rule sets the app supports. */
export const EDITION_IDS = ['amigo', 'amigo-1997', 'rio-grande', 'my-first', 'rabohnzel'] as const;
export type EditionId = (typeof EDITION_IDS)[number];

/** My First Bohnanza's progression, from the first games to the full rules. */
export const MY_FIRST_STEPS = [
	'basic',
	'two-coin',
	'step-1',
	'step-2',
	'step-3',
	'step-4',
	'step-5'
] as const;
export type MyFirstStep = (typeof MY_FIRST_STEPS)[number];

/** The printed variants of the 1997 AMIGO rules (S004). */
export const VARIANT_IDS = [
	'beginners-third-field',
	'cheap-third-field',
	'coins-in-trades'
] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

/** How a tie for the most coins is broken. */
export const TIE_BREAKS = [
	'furthest-from-start',
	'most-hand-cards',
	'spell-value',
	'all-tied-win',
	'none'
] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];

/** How the start player is chosen. */
export const START_PLAYER_METHODS = ['any', 'left-of-dealer', 'youngest', 'highest-spell'] as const;
export type StartPlayerMethod = (typeof START_PLAYER_METHODS)[number];

/** Where the game stands when the draw pile runs out. */
export const DRAW_PILE_PHASES = ['trade', 'draw'] as const;
export type DrawPilePhase = (typeof DRAW_PILE_PHASES)[number];

/** What happens when the draw pile runs out. */
export const RUN_OUT_OUTCOMES = [
	'reshuffle',
	'finish-trade-and-plant',
	'finish-turn',
	'end-now'
] as const;
export type RunOutOutcome = (typeof RUN_OUT_OUTCOMES)[number];

/** Fewest cards for 1, 2, … coins; null = step not printed or unknown. */
export type Meter = readonly (number | null)[];

/** One beanometer step in a table: a number, `null` (printed without this step) or not known yet. */
export type MeterStep = number | null | 'unknown';

/** An inclusive player-count range. */
export interface PlayerRange {
	readonly min: number;
	readonly max: number;
}

/** Errors as values: `error` is a stable kebab-case code, one of the union `E` (each function that
 * returns a Result exports its codes, e.g. `MeterError`, `SetupError`). `Result<T>` accepts any
 * string code, so a specific Result is assignable to it. */
export type Result<T, E extends string = string> = { ok: true; value: T } | { ok: false; error: E };

/** Wraps a value as a successful Result (assignable to a Result with any error codes). */
export function ok<T, E extends string = never>(value: T): Result<T, E> {
	return { ok: true, value };
}

/** Wraps an error code as a failed Result; the code's literal type is kept. */
export function err<T = never, E extends string = string>(error: E): Result<T, E> {
	return { ok: false, error };
}

/** Narrows a string to an EditionId. */
export function isEditionId(value: unknown): value is EditionId {
	return typeof value === 'string' && (EDITION_IDS as readonly string[]).includes(value);
}

/** Narrows a string to a MyFirstStep. */
export function isMyFirstStep(value: unknown): value is MyFirstStep {
	return typeof value === 'string' && (MY_FIRST_STEPS as readonly string[]).includes(value);
}

/** Narrows a string to a VariantId. */
export function isVariantId(value: unknown): value is VariantId {
	return typeof value === 'string' && (VARIANT_IDS as readonly string[]).includes(value);
}

/** True for whole numbers >= 0 (rejects NaN, Infinity, fractions and non-numbers). */
export function isCount(value: unknown): value is number {
	return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** Throws a RangeError naming the value unless it is a whole number >= 0. */
export function assertCount(value: unknown, name: string): asserts value is number {
	if (!isCount(value))
		throw new RangeError(`${name} must be a whole number >= 0, got ${String(value)}`);
}

/** Throws a RangeError naming the value unless it is a known edition id. */
export function assertEdition(value: unknown): asserts value is EditionId {
	if (!isEditionId(value)) throw new RangeError(`unknown edition: ${String(value)}`);
}

/** Deep-freezes a table so no caller can edit the rules. It changes only the value it is given,
 * so the bundler may drop a table no page uses (the annotation says so). */
/*#__NO_SIDE_EFFECTS__*/
export function deepFreeze<T>(value: T): T {
	if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
		Object.freeze(value);
		for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
	}
	return value;
}
