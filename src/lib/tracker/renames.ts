// Renaming and merging players: the corrections people.ts applies when games are read. A merge is
// a rename to a name already in use.
import type { Result } from '$lib/rules';
import { corrector, personKey, type Correction } from './people';
import { checkName, type NameError } from './setup';

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
