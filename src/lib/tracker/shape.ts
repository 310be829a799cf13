// Descriptions of stored and imported records, field by field: each description gives the
// TypeScript type (ValueOf, ObjectOf) and the check (readShape), so a record's type and its
// parser cannot drift apart. Events (events.ts, also inside an export file) and a stored or
// imported setup (storedSetup.ts) are read through them.
import type { Result } from '$lib/rules';

/** One field: what its value must be. A misfit gets the code readShape is given; a count below 0
 * is always 'negative-count'. */
export type Field =
	| { readonly kind: 'text'; readonly max: number }
	| { readonly kind: 'flag' }
	| { readonly kind: 'one-of'; readonly values: readonly (string | null)[] }
	| { readonly kind: 'count'; readonly max: number }
	| { readonly kind: 'list'; readonly of: Field | Shape; readonly max: number };

/** A record: its fields by name. An optional field may be absent (or undefined). */
export type Shape = { readonly [name: string]: Field & { readonly optional?: true } };

/** Text of at most `max` UTF-16 units. */
export const text = (max = Infinity) => ({ kind: 'text', max }) as const;
/** true or false. */
export const flag = { kind: 'flag' } as const;
/** One of a list of ids (null among them where the field may be null). */
export const oneOf = <const V extends string | null>(values: readonly V[]) =>
	({ kind: 'one-of', values }) as const;
/** A whole number from 0 to `max`; -0 is read as 0. */
export const count = (max: number) => ({ kind: 'count', max }) as const;
/** A list of at most `max` items, each a field or a record. */
export const listOf = <F extends Field | Shape>(of: F, max = Infinity) =>
	({ kind: 'list', of, max }) as const;
/** The field, which may be absent. */
export const optional = <F extends Field>(field: F) => ({ ...field, optional: true }) as const;

type Flat<T> = { [K in keyof T]: T[K] };

/** The type a field's value has once read. */
export type ValueOf<F> = F extends { kind: 'text' }
	? string
	: F extends { kind: 'flag' }
		? boolean
		: F extends { kind: 'one-of'; values: readonly (infer V)[] }
			? V
			: F extends { kind: 'count' }
				? number
				: F extends { kind: 'list'; of: infer O }
					? readonly (O extends { kind: string } ? ValueOf<O> : ObjectOf<O>)[]
					: never;

/** The type of a record once read: every field of the shape, the optional ones optional. */
export type ObjectOf<S> = Flat<
	{ readonly [K in keyof S as S[K] extends { optional: true } ? never : K]: ValueOf<S[K]> } & {
		readonly [K in keyof S as S[K] extends { optional: true } ? K : never]?: ValueOf<S[K]>;
	}
>;

const isWhole = (value: unknown, max: number): value is number =>
	typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

// Reads one field's value; a misfit throws its code (a string), which readShape returns.
function readField(field: Field, value: unknown, error: string): unknown {
	switch (field.kind) {
		case 'text':
			if (typeof value === 'string' && value.length <= field.max) return value;
			break;
		case 'flag':
			if (typeof value === 'boolean') return value;
			break;
		case 'one-of':
			if (field.values.includes(value as string | null)) return value;
			break;
		case 'count':
			// -0 (which JSON.parse makes of "-0") is read as 0.
			if (isWhole(value, field.max)) return value || 0;
			if (typeof value === 'number' && value < 0) throw 'negative-count';
			break;
		case 'list': {
			if (!Array.isArray(value) || value.length > field.max) break;
			const of = field.of;
			return Array.from(value as unknown[], (item) =>
				typeof of.kind === 'string'
					? readField(of as Field, item, error)
					: readRecord(of as Shape, item, error)
			);
		}
		// A description this reader does not know accepts nothing.
	}
	throw error;
}

function readRecord(shape: Shape, raw: unknown, error: string): Record<string, unknown> {
	if (raw === null || typeof raw !== 'object') throw error;
	const read: Record<string, unknown> = {};
	// The record's own fields are checked before its lists, so a bad number is named before a
	// bad item in a list; the value keeps the shape's order.
	for (const lists of [false, true]) {
		for (const name in shape) {
			const field = shape[name]!;
			const value = (raw as Record<string, unknown>)[name];
			if ((field.kind === 'list') !== lists || (value === undefined && field.optional)) continue;
			read[name] = readField(field, value, error);
		}
	}
	const value: Record<string, unknown> = {};
	for (const name in shape) if (name in read) value[name] = read[name];
	return value;
}

/** Reads a record by its shape: a copy holding the shape's fields only, or `error` for the first
 * misfit ('negative-count' for a count below 0). */
export function readShape<S extends Shape, E extends string>(
	shape: S,
	raw: unknown,
	error: E
): Result<ObjectOf<S>, E | 'negative-count'> {
	try {
		return { ok: true, value: readRecord(shape, raw, error) as ObjectOf<S> };
	} catch (code) {
		if (typeof code !== 'string') throw code;
		return { ok: false, error: code as E | 'negative-count' };
	}
}
