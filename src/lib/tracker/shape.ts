// Descriptions of stored and imported records, field by field: each description gives the
// TypeScript type (ValueOf, ObjectOf) and the check (readShape), so a record's type and its
// parser cannot drift apart. Events (events.ts), the export file (exportFile.ts) and a stored
// setup (storedSetup.ts) are read through them.
import type { Result } from '$lib/rules';

/** One field: what its value must be, and the code a misfit gets (the shape's own by default).
 * A count below 0 is always 'negative-count'. */
export type Field =
	| { readonly kind: 'text'; readonly max: number; readonly error?: string }
	| { readonly kind: 'flag'; readonly error?: string }
	| { readonly kind: 'one-of'; readonly values: readonly string[]; readonly error?: string }
	| { readonly kind: 'count'; readonly max: number; readonly error?: string }
	| { readonly kind: 'time'; readonly error?: string }
	| { readonly kind: 'nullable'; readonly of: Field; readonly error?: string }
	| {
			readonly kind: 'list';
			readonly of: Field | Shape;
			readonly max: number;
			readonly error?: string;
	  };

/** A record: its fields by name. An optional field may be absent (or undefined). */
export type Shape = { readonly [name: string]: Field & { readonly optional?: true } };

/** Text of at most `max` UTF-16 units. */
export const text = (max = Infinity) => ({ kind: 'text', max }) as const;
/** true or false. */
export const flag = { kind: 'flag' } as const;
/** One of a list of ids. */
export const oneOf = <const V extends string>(values: readonly V[]) =>
	({ kind: 'one-of', values }) as const;
/** A whole number from 0 to `max`; -0 is read as 0. */
export const count = (max: number) => ({ kind: 'count', max }) as const;
/** A time in milliseconds since 1970, as Date accepts it (0 to 8.64e15, whole). */
export const time = { kind: 'time' } as const;
/** The field, or null. */
export const nullable = <F extends Field>(of: F) => ({ kind: 'nullable', of }) as const;
/** A list of at most `max` items, each a field or a record. */
export const listOf = <F extends Field | Shape>(of: F, max = Infinity) =>
	({ kind: 'list', of, max }) as const;
/** The field, which may be absent. */
export const optional = <F extends Field>(field: F) => ({ ...field, optional: true }) as const;
/** The field, with its own code for a misfit. */
export const failsAs = <F extends Field, E extends string>(field: F, error: E) =>
	({ ...field, error }) as F & { readonly error: E };

type Flat<T> = { [K in keyof T]: T[K] };

/** The type a field's value has once read. */
export type ValueOf<F> = F extends { kind: 'text' }
	? string
	: F extends { kind: 'flag' }
		? boolean
		: F extends { kind: 'one-of'; values: readonly (infer V)[] }
			? V
			: F extends { kind: 'count' } | { kind: 'time' }
				? number
				: F extends { kind: 'nullable'; of: infer O }
					? ValueOf<O> | null
					: F extends { kind: 'list'; of: infer O }
						? readonly (O extends { kind: string } ? ValueOf<O> : ObjectOf<O>)[]
						: never;

/** The type of a record once read: every field of the shape, the optional ones optional. */
export type ObjectOf<S> = Flat<
	{ readonly [K in keyof S as S[K] extends { optional: true } ? never : K]: ValueOf<S[K]> } & {
		readonly [K in keyof S as S[K] extends { optional: true } ? K : never]?: ValueOf<S[K]>;
	}
>;

/** The codes a shape's fields name for their misfits. */
export type ErrorsOf<S> = {
	[K in keyof S]: S[K] extends { error: infer E extends string } ? E : never;
}[keyof S];

type Read = { ok: true; value: unknown } | { ok: false; error: string };

const isWhole = (value: unknown, max: number): value is number =>
	typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

function readField(field: Field, value: unknown, error: string): Read {
	const misfit: Read = { ok: false, error: field.error ?? error };
	switch (field.kind) {
		case 'text':
			return typeof value === 'string' && value.length <= field.max ? { ok: true, value } : misfit;
		case 'flag':
			return typeof value === 'boolean' ? { ok: true, value } : misfit;
		case 'one-of':
			return field.values.includes(value as string) ? { ok: true, value } : misfit;
		case 'count':
			// -0 (which JSON.parse makes of "-0") is stored as 0.
			if (isWhole(value, field.max)) return { ok: true, value: value === 0 ? 0 : value };
			return typeof value === 'number' && value < 0
				? { ok: false, error: 'negative-count' }
				: misfit;
		case 'time':
			return isWhole(value, 8.64e15 - 1) ? { ok: true, value } : misfit;
		case 'nullable':
			return value === null
				? { ok: true, value }
				: readField(field.of, value, field.error ?? error);
		case 'list': {
			if (!Array.isArray(value) || value.length > field.max) return misfit;
			const items: unknown[] = [];
			const of = field.of;
			for (const item of value as unknown[]) {
				const read =
					typeof of.kind === 'string'
						? readField(of as Field, item, field.error ?? error)
						: readRecord(of as Shape, item, field.error ?? error);
				if (!read.ok) return read;
				items.push(read.value);
			}
			return { ok: true, value: items };
		}
		default:
			// A description this reader does not know accepts nothing.
			return misfit;
	}
}

function readRecord(shape: Shape, raw: unknown, error: string): Read {
	if (raw === null || typeof raw !== 'object') return { ok: false, error };
	const record = raw as Record<string, unknown>;
	const read: Record<string, unknown> = {};
	// The record's own fields are checked before its lists, so a bad number is named before a
	// bad item in a list; the value keeps the shape's order.
	for (const lists of [false, true]) {
		for (const [name, field] of Object.entries(shape)) {
			if ((field.kind === 'list') !== lists) continue;
			const value = record[name];
			if (value === undefined && field.optional) continue;
			const result = readField(field, value, error);
			if (!result.ok) return result;
			read[name] = result.value;
		}
	}
	const value: Record<string, unknown> = {};
	for (const name of Object.keys(shape)) if (name in read) value[name] = read[name];
	return { ok: true, value };
}

/** Reads a record by its shape: a copy holding the shape's fields only, or the code of the first
 * misfit (`error` where its field names none). */
export function readShape<S extends Shape, E extends string>(
	shape: S,
	raw: unknown,
	error: E
): Result<ObjectOf<S>, E | ErrorsOf<S> | 'negative-count'> {
	return readRecord(shape, raw, error) as Result<ObjectOf<S>, E | ErrorsOf<S> | 'negative-count'>;
}
