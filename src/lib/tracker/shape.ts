// Descriptions of stored and imported records, field by field: each description gives the
// TypeScript type (ValueOf, ObjectOf) and the check (readShape), so a record's type and its
// parser cannot drift apart. Events (events.ts, also inside an export file), a stored or imported
// setup (storedSetup.ts), the export file (exportFile.ts), a stored summary (summary.ts), the
// record check (state/recordCheck.ts), the home card (state/resume.svelte.ts), the preferences
// (state/preferences.ts, with corrections.ts and tableSeats.ts), an entered meter's keys
// (state/enteredMeters.svelte.ts), a stored game's times and events' times (state/gameRecords.ts)
// and the second copy's lines (gameCopy.ts) are read through them.
import type { Result } from '$lib/rules/types';

/** One field: its reader, which returns the value as read (a copy of a list or a record) or
 * throws its code (a string). A misfit gets the code readShape is given, a number's own for one
 * below 0 ('negative-count' for a count), or a read field's own. `inner`: a list, whose misfit is
 * named only when the record's own fields have none. Each kind's check is its constructor's
 * reader. */
export type Field<T = unknown> = {
	readonly parse: (value: unknown, error: string) => T;
	readonly inner?: true;
	readonly optional?: true;
};

/** A record: its fields by name. An optional field may be absent (or undefined). */
export type Shape = { readonly [name: string]: Field };

type Flat<T> = { [K in keyof T]: T[K] };

/** The type a field's value has once read. */
export type ValueOf<F> = F extends Field<infer T> ? T : never;
type ItemOf<O> = O extends Field<infer T> ? T : ObjectOf<O>;

/** The type of a record once read: every field of the shape, the optional ones optional. */
export type ObjectOf<S> = Flat<
	{ readonly [K in keyof S as S[K] extends { optional: true } ? never : K]: ValueOf<S[K]> } & {
		readonly [K in keyof S as S[K] extends { optional: true } ? K : never]?: ValueOf<S[K]>;
	}
>;

const misfit = (error: string): never => {
	throw error;
};
// A field read as it is when it fits.
const fitting = <T>(fits: (value: unknown) => boolean): Field<T> => ({
	parse: (value, error) => (fits(value) ? (value as T) : misfit(error))
});

/** Text of at most `max` UTF-16 units. */
export const text = (max = Infinity) =>
	fitting<string>((value) => typeof value === 'string' && value.length <= max);
/** true or false. */
export const flag = /* @__PURE__ */ fitting<boolean>((value) => typeof value === 'boolean');
/** One of a list of ids (null among them where the field may be null). */
export const oneOf = <const V extends string | null>(values: readonly V[]) =>
	fitting<V>((value) => values.includes(value as V));
/** A finite number from 0 to `max` (a whole one where `whole`); -0 is read as 0. One below 0 gets
 * `below` where given. */
export const number = (max = Infinity, whole = false, below?: string): Field<number> => ({
	parse: (value, error) =>
		typeof value === 'number' &&
		value >= 0 &&
		value <= max &&
		(whole ? Number.isInteger : Number.isFinite)(value)
			? value || 0
			: misfit((typeof value === 'number' && value < 0 && below) || error)
});
/** A whole number from 0 to `max`; -0 is read as 0, one below 0 is 'negative-count'. */
export const count = (max: number) => number(max, true, 'negative-count');
/** A list of at most `max` items, each a field or a record. */
export const listOf = <F extends Field | Shape>(of: F, max = Infinity) =>
	({
		inner: true,
		parse: (value: unknown, error: string) =>
			Array.isArray(value) && value.length <= max
				? Array.from(value as unknown[], (item) => readItem(of, item, error))
				: misfit(error)
	}) as Field<readonly ItemOf<F>[]> & { readonly inner: true };
/** A value read by a function of its own (a setup, an event), whose code it keeps. */
export const read = <T>(read: (value: unknown) => Result<T>): Field<T> => ({
	parse: (value) => {
		const result = read(value);
		return result.ok ? result.value : misfit(result.error);
	}
});
/** The field, which may be absent. */
export const optional = <F extends Field>(field: F) => ({ ...field, optional: true }) as const;
/** The field, or null. */
export const nullable = <T>(field: Field<T>): Field<T | null> => ({
	parse: (value, error) => (value === null ? null : field.parse(value, error))
});
/** A value of a kind of its own, read as it is when `fits` accepts it. */
export const kind: <T>(fits: (value: unknown) => boolean) => Field<T> = fitting;
/** A number as stored, whatever its value (NaN and infinities too), read as it is. */
export const anyNumber = /* @__PURE__ */ fitting<number>((value) => typeof value === 'number');
/** A record (an object, not a list), read as it is. */
export const anyRecord = /* @__PURE__ */ fitting<Readonly<Record<string, unknown>>>(
	(value) => value !== null && typeof value === 'object' && !Array.isArray(value)
);
/** Always `value`, whatever is stored: the last choice of `either`. */
export const always = <T>(value: T): Field<T> => ({ parse: () => value });
/** A value read as it is, for the check its owner makes next (the rules' check of a setup, the
 * game's checks of a copy's header): the type says what that check expects. */
export const asIs = <T = unknown>(): Field<T> => fitting<T>(() => true);
/** The field, whose every misfit is `code`. */
export const coded = <T>(field: Field<T>, code: string): Field<T> => ({
	parse: (value) => field.parse(value, code)
});
/** A field or a record that `test` also accepts (given the value read and the value as stored);
 * one it refuses gets `code` where given. */
export const where = <F extends Field | Shape>(
	of: F,
	test: (value: ItemOf<F>, raw: unknown) => boolean,
	code?: string
): Field<ItemOf<F>> => ({
	parse: (raw, error) => {
		const value = readItem(of, raw, error) as ItemOf<F>;
		return test(value, raw) ? value : misfit(code ?? error);
	}
});
/** What the first of two fields or records reads, else the second (whose misfit it is). */
export const either = <A extends Field | Shape, B extends Field | Shape>(
	a: A,
	b: B
): Field<ItemOf<A> | ItemOf<B>> => ({
	parse: (value, error) => {
		try {
			return readItem(a, value, error) as ItemOf<A>;
		} catch (code) {
			if (typeof code !== 'string') throw code;
			return readItem(b, value, error) as ItemOf<B>;
		}
	}
});
/** A record (no list) of at most `max` keys, each read by `key`, to values, each a field or a
 * record: a copy. */
export const recordOf = <V extends Field | Shape>(
	key: Field<string>,
	of: V,
	max = Infinity
): Field<Readonly<Record<string, ItemOf<V>>>> => ({
	parse: (value, error) => {
		const entries = Object.entries(anyRecord.parse(value, error));
		return entries.length <= max
			? (Object.fromEntries(
					entries.map(([k, v]) => [key.parse(k, error), readItem(of, v, error)])
				) as Readonly<Record<string, ItemOf<V>>>)
			: misfit(error);
	}
});

const readItem = (of: Field | Shape, item: unknown, error: string): unknown =>
	typeof of.parse === 'function'
		? (of as Field).parse(item, error)
		: readRecord(of as Shape, item, error);

function readRecord(shape: Shape, raw: unknown, error: string): Record<string, unknown> {
	if (raw === null || typeof raw !== 'object') throw error;
	const value: Record<string, unknown> = {};
	// The fields are read in the shape's order, but a misfit of the record's own fields is named
	// before one in its lists: a bad number before a bad item in a list.
	let inList: [unknown] | undefined;
	for (const name in shape) {
		const field = shape[name]!;
		const item = (raw as Record<string, unknown>)[name];
		if (item === undefined && field.optional) continue;
		try {
			value[name] = field.parse(item, error);
		} catch (code) {
			if (!field.inner || typeof code !== 'string') throw code;
			inList ??= [code];
		}
	}
	if (inList) throw inList[0];
	return value;
}

/** Reads a record by its shape (a copy holding the shape's fields only), or a value by its
 * field: the value as read, or the code of the first misfit (`error`, a number's own for one
 * below 0, 'negative-count' for a count, or a read field's own). */
export function readShape<S extends Shape, E extends string>(
	shape: S,
	raw: unknown,
	error: E
): Result<ObjectOf<S>, E | 'negative-count'>;
export function readShape<F extends Field, E extends string>(
	field: F,
	raw: unknown,
	error: E
): Result<ValueOf<F>, E | 'negative-count'>;
export function readShape(field: Field | Shape, raw: unknown, error: string): Result<unknown> {
	try {
		return { ok: true, value: readItem(field, raw, error) };
	} catch (code) {
		if (typeof code !== 'string') throw code;
		return { ok: false, error: code };
	}
}
