// Players as people: the same name (case-insensitive) is the same player across games, and the
// players' corrections (a rename, or two names merged after a typo) are applied when games are
// read, never written into a game's log.
import { MAX_NAME_LENGTH, visibleName } from './names';

/** One correction: every game's player called `from` (any case) is shown as `to`. */
export interface Correction {
	readonly from: string;
	readonly to: string;
}

/** How many corrections are kept (a rename of every player of a big club still fits). */
export const MAX_CORRECTIONS = 500;

/** A name's identity: its visible characters, in lower case. */
export const personKey = (name: string): string => visibleName(name).toLocaleLowerCase();

/** Whether a stored value is a list of corrections (anything else reads as none). */
export function isCorrections(value: unknown): value is Correction[] {
	return (
		Array.isArray(value) &&
		value.length <= MAX_CORRECTIONS &&
		value.every(
			(c) =>
				typeof c === 'object' &&
				c !== null &&
				typeof (c as Correction).from === 'string' &&
				typeof (c as Correction).to === 'string' &&
				visibleName((c as Correction).to) !== '' &&
				[...(c as Correction).to].length <= MAX_NAME_LENGTH
		)
	);
}

/** A name with the corrections applied: followed from one to the next (a name renamed twice
 * shows its last name); a loop stops at the name where it would come back. */
export function correctName(corrections: readonly Correction[], name: string): string {
	const map = new Map(corrections.map((c) => [personKey(c.from), c.to]));
	let current = name;
	const seen = new Set<string>();
	for (;;) {
		seen.add(personKey(current));
		const next = map.get(personKey(current));
		if (next === undefined || seen.has(personKey(next))) return current;
		current = next;
	}
}

/** A function correcting names, for many names at once. */
export function corrector(corrections: readonly Correction[]): (name: string) => string {
	if (corrections.length === 0) return (name) => name;
	const cache = new Map<string, string>();
	return (name) => {
		let out = cache.get(name);
		if (out === undefined) {
			out = correctName(corrections, name);
			cache.set(name, out);
		}
		return out;
	};
}
