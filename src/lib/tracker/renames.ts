// Renaming and merging players: the corrections people.ts applies when games are read, kept per
// group. A merge is a rename to a name already in use.
import type { Result } from '$lib/rules';
import type { Correction, GroupCorrections } from './corrections';
import { corrector, gameCorrector, groupOf, personKey } from './people';
import { checkName, type NameError } from './setup';

/** Why a rename or merge is refused: a bad new name; the same name; or (merging) two names who
 * played in one game, who cannot be one person. */
export type CorrectionError = NameError | 'same-name' | 'played-together' | 'no-games';

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

/** Where a rename applies: the games of one group as shown (its key: groupOf of the corrected
 * names), or every group one player (as shown) plays in. */
export type RenameScope = { readonly group: string } | { readonly player: string };

// The games in scope, by the group of their names as stored (where their corrections are kept).
function groupsIn(
	corrections: GroupCorrections,
	games: readonly (readonly string[])[],
	scope: RenameScope
): Map<string, (readonly string[])[]> {
	const correct = gameCorrector(corrections);
	const player = 'player' in scope ? personKey(scope.player) : null;
	const out = new Map<string, (readonly string[])[]>();
	for (const players of games) {
		const shown = correct(players);
		const inScope =
			player === null
				? groupOf(shown) === (scope as { group: string }).group
				: shown.some((name) => personKey(name) === player);
		if (!inScope) continue;
		const group = groupOf(players);
		out.set(group, [...(out.get(group) ?? []), players]);
	}
	return out;
}

function withGroup(
	corrections: GroupCorrections,
	group: string,
	list: readonly Correction[]
): GroupCorrections {
	const next = { ...corrections };
	if (list.length > 0) next[group] = list;
	else delete next[group];
	return next;
}

/**
 * Renames `from` to `to` in every group of `scope` (`games`: each stored game's players as
 * stored); the name shown after it comes with the corrections. Refused as a whole when one group
 * refuses it (in it the two names sat at one table), or when no game is in scope.
 */
export function renameIn(
	corrections: GroupCorrections,
	games: readonly (readonly string[])[],
	scope: RenameScope,
	from: string,
	to: string
): Result<{ corrections: GroupCorrections; shown: string }, CorrectionError> {
	const groups = groupsIn(corrections, games, scope);
	if (groups.size === 0) return { ok: false, error: 'no-games' };
	let next = corrections;
	let shown = to;
	for (const [group, played] of groups) {
		const own = Object.hasOwn(corrections, group) ? corrections[group]! : [];
		const renamed = rename(own, played, from, to);
		if (!renamed.ok) return renamed;
		next = withGroup(next, group, renamed.value);
		shown = renamed.value.at(-1)?.to ?? shown;
	}
	return { ok: true, value: { corrections: next, shown } };
}

/** The corrections of the groups in `scope`, each once, by the name corrected. */
export function correctionsIn(
	corrections: GroupCorrections,
	games: readonly (readonly string[])[],
	scope: RenameScope
): Correction[] {
	const out = new Map<string, Correction>();
	for (const group of groupsIn(corrections, games, scope).keys()) {
		for (const c of Object.hasOwn(corrections, group) ? corrections[group]! : []) {
			out.set(JSON.stringify([personKey(c.from), c.to]), c);
		}
	}
	return [...out.values()].sort((a, b) => personKey(a.from).localeCompare(personKey(b.from)));
}

/** The corrections without the one for `from` in the groups of `scope`. */
export function undoIn(
	corrections: GroupCorrections,
	games: readonly (readonly string[])[],
	scope: RenameScope,
	from: string
): GroupCorrections {
	let next = corrections;
	for (const group of groupsIn(corrections, games, scope).keys()) {
		const own = Object.hasOwn(corrections, group) ? corrections[group]! : [];
		next = withGroup(next, group, undoCorrection(own, from));
	}
	return next;
}
