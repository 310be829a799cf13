// Players as people: the same name (case-insensitive) in the same group is the same player across
// games, and the players' corrections (a rename, or two names merged after a typo) are kept per
// group and applied when games are read, never written into a game's log.
import type { Correction, GroupCorrections } from './corrections';
import { visibleName } from './names';

/** A name's identity: its visible characters, in lower case. */
export const personKey = (name: string): string => visibleName(name).toLocaleLowerCase();

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

/** A group of players: JSON of their names' keys (personKey), sorted, each once. Of a game's names
 * as stored it is the group its corrections are kept for; of the names corrected, the group the
 * statistics show. */
export const groupOf = (players: readonly string[]): string =>
	JSON.stringify([...new Set(players.map(personKey))].sort());

/** A function giving a game's players (as stored) their corrected names: its group's
 * corrections applied. */
export function gameCorrector(
	corrections: GroupCorrections
): (players: readonly string[]) => string[] {
	const correctors = new Map<string, (name: string) => string>();
	return (players) => {
		const group = groupOf(players);
		let correct = correctors.get(group);
		if (correct === undefined) {
			correct = corrector(Object.hasOwn(corrections, group) ? corrections[group]! : []);
			correctors.set(group, correct);
		}
		return players.map(correct);
	};
}

/**
 * The corrections of each group from one list for every game (how corrections were kept before
 * they were kept per group): every group of `games` (each game's players as stored) gets the
 * corrections that reach one of its names, itself or through a rename in a row.
 */
export function perGroup(
	corrections: readonly Correction[],
	games: readonly (readonly string[])[]
): GroupCorrections {
	const next = new Map(corrections.map((c) => [personKey(c.from), c.to]));
	const out: Record<string, Correction[]> = {};
	for (const players of games) {
		const group = groupOf(players);
		if (Object.hasOwn(out, group)) continue;
		const reached = new Set<string>();
		for (const name of players) {
			for (let key = personKey(name); !reached.has(key);) {
				reached.add(key);
				const to = next.get(key);
				if (to === undefined) break;
				key = personKey(to);
			}
		}
		const own = corrections.filter((c) => reached.has(personKey(c.from)));
		if (own.length > 0) out[group] = own;
	}
	return out;
}
