// Players as people: the same name (case-insensitive) is the same player across games, and the
// players' corrections (a rename, or two names merged after a typo) are applied when games are
// read, never written into a game's log.
import type { Result } from '$lib/rules';
import { checkName, visibleName, type NameError } from './setup';

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
				checkName((c as Correction).to, []).ok
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

/** Why a rename or merge is refused: a bad new name; the same name; or (merging) two names who
 * played in one game, who cannot be one person. */
export type CorrectionError = NameError | 'same-name' | 'played-together';

/**
 * The corrections after renaming `from` to `to` everywhere (a merge is a rename to a name already
 * in use). `games` are the players of each game (as stored); two names who sat at one table are
 * not merged. The new correction replaces any earlier one of the same name.
 */
export function rename(
	corrections: readonly Correction[],
	games: readonly (readonly string[])[],
	from: string,
	to: string
): Result<Correction[], CorrectionError> {
	const checked = checkName(to, []);
	if (!checked.ok) return checked;
	const correct = corrector(corrections);
	const source = personKey(correct(from));
	const target = personKey(checked.value);
	if (source === target && correct(from) === checked.value) {
		return { ok: false, error: 'same-name' };
	}
	if (source !== target) {
		for (const players of games) {
			const keys = players.map((name) => personKey(correct(name)));
			if (keys.includes(source) && keys.includes(target)) {
				return { ok: false, error: 'played-together' };
			}
		}
	}
	// Every name shown as `from` now (itself and the names already corrected to it) is shown as
	// `to`; a correction that would point a name at itself is dropped.
	const next: Correction[] = [];
	for (const c of corrections) {
		if (personKey(c.from) === source) continue;
		next.push({ from: c.from, to: personKey(correct(c.to)) === source ? checked.value : c.to });
	}
	next.push({ from: correct(from), to: checked.value });
	return { ok: true, value: next.filter((c) => c.from !== c.to) };
}

/** The corrections without the one for `from` (its games show their own names again). */
export function undoCorrection(corrections: readonly Correction[], from: string): Correction[] {
	return corrections.filter((c) => personKey(c.from) !== personKey(from));
}
