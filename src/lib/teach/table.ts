// What a teaching group remembers of its table between games: the grown-ups who play along and
// the youngest child (who starts in My First Bohnanza, S001), so the next game starts with one tap.
import { visibleName } from '$lib/tracker/setup';

/** Grown-up places at a coached game: My First is played by 3 to 5 (S001), children first. */
export const MAX_ADULTS = 2;

/** The table as a group remembers it. */
export interface RememberedTable {
	readonly adults: readonly string[];
	readonly youngest: string | null;
}

/** The start form's first values: grown-ups' names per place, and the start player's name. */
export interface TableDefaults {
	readonly extras: readonly string[];
	readonly starter: string | null;
}

const same = (a: string, b: string) =>
	visibleName(a).toLocaleLowerCase() === visibleName(b).toLocaleLowerCase();

/** Reads what a stored group remembers; anything malformed reads as nothing remembered. */
export function readTable(stored: { adults?: unknown; youngest?: unknown }): RememberedTable {
	const adults = Array.isArray(stored.adults)
		? stored.adults
				.filter((a): a is string => typeof a === 'string' && visibleName(a) !== '')
				.slice(0, MAX_ADULTS)
		: [];
	const youngest =
		typeof stored.youngest === 'string' && visibleName(stored.youngest) !== ''
			? stored.youngest
			: null;
	return { adults, youngest };
}

/**
 * The start form filled from what the group remembers: its grown-ups in the places the table
 * has for them, and its youngest child as start player while that child is still in the group.
 */
export function tableDefaults(
	children: readonly { readonly name: string }[],
	table: RememberedTable,
	places: number
): TableDefaults {
	const extras = Array.from({ length: places }, (_, i) => table.adults[i] ?? '');
	const youngest = table.youngest;
	const child = youngest === null ? undefined : children.find((c) => same(c.name, youngest));
	return { extras, starter: child?.name ?? null };
}

/**
 * What to remember once a coached game has started: the grown-ups typed (trimmed, empty places
 * left out) and the youngest child, that is the start player when a child starts. When a grown-up
 * starts, the child remembered before stays remembered.
 */
export function tableToRemember(
	children: readonly { readonly name: string }[],
	extras: readonly string[],
	starter: string | null,
	before: RememberedTable
): RememberedTable {
	const adults = extras
		.map((e) => e.trim().replace(/\s+/g, ' '))
		.filter((e) => visibleName(e) !== '')
		.slice(0, MAX_ADULTS);
	const child = starter === null ? undefined : children.find((c) => same(c.name, starter));
	return { adults, youngest: child ? child.name : before.youngest };
}
