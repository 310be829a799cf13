// Beanometer calculator: coins for a harvest, the next coin, reverse lookup, and typed-in meters.
import { beanRow, type BeanRow } from './beans';
import {
	assertCount,
	err,
	ok,
	type EditionId,
	type Meter,
	type MeterStep,
	type Result
} from './types';

/** Meters the players typed in from their cards, by bean id. */
export interface MeterOptions {
	readonly meters?: Readonly<Record<string, Meter>>;
}

/** Where a bean's meter comes from: all printed in a source, partly known, unknown, or typed in. */
export const METER_STATUSES = ['printed', 'partial', 'unknown', 'entered'] as const;
export type MeterStatus = (typeof METER_STATUSES)[number];

/** A bean's meter as the engine will use it. */
export interface MeterInfo {
	// null = not printed; 'unknown' = no source and nothing typed in.
	readonly steps: readonly MeterStep[];
	// The same with unknown steps as null (the public Meter shape).
	readonly meter: Meter;
	readonly status: MeterStatus;
}

/** The next coin: the field size that pays it, how many more cards, and the coins it pays. */
export interface NextCoin {
	readonly cards: number;
	readonly more: number;
	readonly coins: number;
}

/** Codes validateMeter returns for a typed-in meter. */
export const METER_ERRORS = [
	'not-a-meter',
	'wrong-length',
	'too-many-steps',
	'not-whole-number',
	'not-positive',
	'more-than-cards',
	'missing-step',
	'not-increasing',
	'contradicts-source'
] as const;
export type MeterError = (typeof METER_ERRORS)[number];

function hasUnknown(row: BeanRow): boolean {
	return row.meter.includes('unknown');
}

function checkMeter(row: BeanRow, meter: unknown): Result<Meter, MeterError> {
	if (!Array.isArray(meter)) return err('not-a-meter');
	if (meter.length === 0) return err('wrong-length');
	if (row.steps === 'exact' && meter.length !== row.meter.length) return err('wrong-length');
	if (meter.length > row.meter.length) return err('too-many-steps');
	let previous = 0;
	let printed = 0;
	const steps: (number | null)[] = [];
	for (const [i, step] of meter.entries()) {
		if (step === null) {
			// Only a meter whose step count is not known may leave a step out.
			if (row.steps === 'exact' && row.meter[i] !== null) return err('missing-step');
			steps.push(null);
			continue;
		}
		if (typeof step !== 'number' || !Number.isInteger(step)) return err('not-whole-number');
		if (step <= 0) return err('not-positive');
		// A field never holds more cards than the bean has in the game: no card prints such a step.
		if (step > row.cards) return err('more-than-cards');
		if (step <= previous) return err('not-increasing');
		previous = step;
		printed += 1;
		steps.push(step);
	}
	if (printed === 0) return err('missing-step');
	for (const [i, known] of row.meter.entries()) {
		if (known !== 'unknown' && i < steps.length && steps[i] !== known)
			return err('contradicts-source');
	}
	return ok(Object.freeze(steps));
}

/** Checks a meter typed in from the cards: whole, increasing, the right number of steps, and
 * agreeing with every step a source prints. My First: one-coin beans 1 step, two-coin beans 2;
 * Rabohnzel up to 4 (the Kapbohne 3, starting at 3). */
export function validateMeter(
	edition: EditionId,
	bean: string,
	meter: unknown
): Result<Meter, MeterError> {
	return checkMeter(beanRow(edition, bean), meter);
}

function resolve(row: BeanRow, options?: MeterOptions): MeterInfo {
	const entered = options?.meters?.[row.id];
	let steps: readonly MeterStep[] = row.meter;
	let status: MeterStatus;
	if (!hasUnknown(row)) {
		// Entered meters only fill unknown steps; a printed meter stays as printed.
		status = 'printed';
	} else if (entered !== undefined) {
		const checked = checkMeter(row, entered);
		if (!checked.ok) throw new RangeError(`entered meter for ${row.id}: ${checked.error}`);
		steps = checked.value;
		status = 'entered';
	} else {
		status = row.meter.some((step) => typeof step === 'number') ? 'partial' : 'unknown';
	}
	return {
		steps,
		meter: steps.map((step) => (step === 'unknown' ? null : step)),
		status
	};
}

/** A bean's meter with where it comes from; `meters` are the players' typed-in meters. */
export function meterFor(
	edition: EditionId,
	bean: string,
	meters?: MeterOptions['meters']
): MeterInfo {
	return resolve(beanRow(edition, bean), { meters });
}

// Bounds of each step: an unknown step is a printed number we do not know, and printed steps
// strictly increase, so it lies above the step before it and below the step after it.
function bounds(steps: readonly MeterStep[]): { lo: number[]; hi: number[] } {
	const lo: number[] = [];
	const hi: number[] = [];
	let floor = 0;
	for (const [i, step] of steps.entries()) {
		if (step === null) continue;
		floor = step === 'unknown' ? floor + 1 : step;
		lo[i] = floor;
	}
	let ceiling = Infinity;
	for (let i = steps.length - 1; i >= 0; i--) {
		const step = steps[i];
		if (step === null || step === undefined) continue;
		ceiling = step === 'unknown' ? ceiling - 1 : step;
		hi[i] = ceiling;
	}
	return { lo, hi };
}

// Largest k with t_k <= n (not-printed steps skipped), or null when an unknown step decides it.
function coinsFromSteps(steps: readonly MeterStep[], cards: number): number | null {
	const { lo, hi } = bounds(steps);
	let certain = 0;
	let possible = 0;
	for (let i = 0; i < steps.length; i++) {
		if (steps[i] === null) continue;
		if ((hi[i] ?? Infinity) <= cards) certain = i + 1;
		if ((lo[i] ?? Infinity) <= cards) possible = i + 1;
	}
	return certain === possible ? certain : null;
}

/** Coins for harvesting a field of `cards` cards; null when an unknown meter step decides it.
 * RangeError for an unknown edition or bean, or `cards` not a whole number >= 0. */
export function harvestCoins(
	edition: EditionId,
	bean: string,
	cards: number,
	options?: MeterOptions
): number | null {
	const row = beanRow(edition, bean);
	assertCount(cards, 'cards');
	return coinsFromSteps(resolve(row, options).steps, cards);
}

/** The next coin for a field of `cards` cards, 'maximum' when no step is left, null if unknown. */
export function nextCoinAt(
	edition: EditionId,
	bean: string,
	cards: number,
	options?: MeterOptions
): NextCoin | 'maximum' | null {
	const row = beanRow(edition, bean);
	assertCount(cards, 'cards');
	const { steps } = resolve(row, options);
	const coins = coinsFromSteps(steps, cards);
	if (coins === null) return null;
	for (let i = coins; i < steps.length; i++) {
		const step = steps[i];
		if (step === null || step === undefined) continue;
		if (step === 'unknown') return null;
		return { cards: step, more: step - cards, coins: i + 1 };
	}
	return 'maximum';
}

/** Fewest cards whose harvest earns at least `coins` coins; 'unreachable' beyond the meter;
 * null when that depends on an unknown step. */
export function cardsForCoins(
	edition: EditionId,
	bean: string,
	coins: number,
	options?: MeterOptions
): number | 'unreachable' | null {
	const row = beanRow(edition, bean);
	assertCount(coins, 'coins');
	if (coins === 0) return 0;
	const { steps } = resolve(row, options);
	for (let i = coins - 1; i < steps.length; i++) {
		const step = steps[i];
		if (step === null || step === undefined) continue;
		return step === 'unknown' ? null : step;
	}
	return 'unreachable';
}
