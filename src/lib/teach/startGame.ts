// "Play this step": the setup of a coached My First game for a group.
import { err, ok, setupFor, type MyFirstStep, type Result } from '$lib/rules';
import { visibleName } from '$lib/tracker/setup';

/** A My First game for the tracker, with the group it counts for. */
export interface CoachedGameSetup {
	readonly edition: 'my-first';
	readonly step: MyFirstStep;
	readonly variants: readonly [];
	readonly players: readonly { readonly id: string; readonly name: string }[];
	readonly startSeat: number;
	readonly groupId: string;
}

/** Error codes: 'players-out-of-range' (My First needs 3-5), 'no-start-player', 'duplicate-name',
 * 'name-invisible' (a grown-up's name of invisible characters only). */
export function coachedGameSetup(
	groupId: string,
	step: MyFirstStep,
	children: readonly { readonly name: string }[],
	extraNames: readonly string[],
	starter: string | null,
	newId: () => string
): Result<CoachedGameSetup> {
	const typed = extraNames.map((n) => n.trim().replace(/\s+/g, ' ')).filter((n) => n !== '');
	if (typed.some((n) => visibleName(n) === '')) return err('name-invisible');
	const names = [...children.map((c) => c.name), ...typed];
	const keys = names.map((n) => visibleName(n).toLocaleLowerCase());
	if (new Set(keys).size !== keys.length) return err('duplicate-name');
	if (!setupFor('my-first', names.length, { step }).ok) return err('players-out-of-range');
	// S001: the youngest player begins; the adult taps who that is.
	const startSeat = starter === null ? -1 : names.indexOf(starter);
	if (startSeat < 0) return err('no-start-player');
	return ok({
		edition: 'my-first',
		step,
		variants: [],
		players: names.map((name) => ({ id: newId(), name })),
		startSeat,
		groupId
	});
}
