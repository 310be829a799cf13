// Table mode: where the players sit round a device lying in the middle of the table. Each seat is
// on one of the device's four sides: the near side (the edge its display reads upright from), the
// far side, or the left or right side as seen from the near side; the turn display turns to face
// the player whose turn it is. Kept on the device (a preference), not in the game: another phone
// lies elsewhere.

import { either, listOf, number, recordOf, text, where, type ValueOf } from './shape';

/** Games that keep their seats; the oldest placement is forgotten beyond this. */
export const MAX_TABLE_GAMES = 20;

/** The device's sides, clockwise from the near side (as the display turns for them). */
export const SIDES = ['near', 'left', 'far', 'right'] as const;
export type Side = (typeof SIDES)[number];

// Seats on one side: at most 7 of the 7 seats (0-6), ascending.
const SEATS = where(listOf(number(6, true), 7), (seats) =>
	seats.every((seat, i) => i === 0 || seat > seats[i - 1]!)
);

// One game's placement: the seats on the far, left and right sides, no other field, no seat on
// two sides; every other seat sits on the near side.
const PLACEMENT = where({ far: SEATS, left: SEATS, right: SEATS }, ({ far, left, right }, raw) => {
	const seats = [...far, ...left, ...right];
	return Object.keys(raw as object).length === 3 && new Set(seats).size === seats.length;
});

/** One game's placement (PLACEMENT as a type). */
export type SidePlacement = ValueOf<typeof PLACEMENT>;

/** The stored preference: per game id (1-100 characters), its placement; or, as stored before the
 * left and right sides were added, the seats on the far side, ascending (the rest near). Both read
 * through `placementOf`. */
export const TABLE_SEATS = recordOf(
	where(text(100), (id) => id !== ''),
	either(SEATS, PLACEMENT),
	MAX_TABLE_GAMES
);

/** Per game id: its placement, or its far seats as stored before (TABLE_SEATS as a type). */
export type TableSeats = ValueOf<typeof TABLE_SEATS>;

const isSeatListShape = (stored: readonly number[] | SidePlacement): stored is readonly number[] =>
	Array.isArray(stored);

/** A game's stored seats as a placement: a list of far seats (the older shape) puts the rest on
 * the near side and nobody on the left or right. */
export function placementOf(stored: readonly number[] | SidePlacement): SidePlacement {
	return isSeatListShape(stored) ? { far: stored, left: [], right: [] } : stored;
}

/** The side a seat sits on. */
export function sideOf(placement: SidePlacement, seat: number): Side {
	if (placement.far.includes(seat)) return 'far';
	if (placement.left.includes(seat)) return 'left';
	if (placement.right.includes(seat)) return 'right';
	return 'near';
}

/** How far the turn display turns (clockwise, in degrees) to read upright for a player on that
 * side: the near side reads it as it is, the far side turned round, the left side (its text's
 * top towards the right edge) a quarter turn clockwise, the right side three quarters. */
export function rotationOf(side: Side): 0 | 90 | 180 | 270 {
	return side === 'near' ? 0 : side === 'left' ? 90 : side === 'far' ? 180 : 270;
}

/** The placement with one seat moved to a side (off every other side). */
export function withSide(placement: SidePlacement, seat: number, side: Side): SidePlacement {
	const place = (on: Exclude<Side, 'near'>) => {
		const rest = placement[on].filter((s) => s !== seat);
		return side === on ? [...rest, seat].sort((a, b) => a - b) : rest;
	};
	return { far: place('far'), left: place('left'), right: place('right') };
}

/** Where players sit when the table has not said: the later half of the seats across (clockwise
 * round the table, the first half on the near side); in the duel, the second player. */
export function defaultFarSeats(players: number): number[] {
	const near = Math.ceil(players / 2);
	return Array.from({ length: players - near }, (_, i) => near + i);
}

/** The placement when the table has not said: `defaultFarSeats` across, the rest on the near
 * side. */
export function defaultPlacement(players: number): SidePlacement {
	return { far: defaultFarSeats(players), left: [], right: [] };
}

/** The placements with one game's seats set (`null`: table mode off for it), each side's seats
 * ascending and no seat on two sides (a later side wins); the game becomes the latest, and the
 * oldest beyond MAX_TABLE_GAMES is dropped. */
export function withTableSeats(
	all: TableSeats,
	gameId: string,
	placement: SidePlacement | null
): TableSeats {
	const rest = Object.entries(all).filter(([id]) => id !== gameId);
	if (placement === null) return Object.fromEntries(rest.slice(-MAX_TABLE_GAMES));
	let tidy: SidePlacement = { far: [], left: [], right: [] };
	for (const side of ['far', 'left', 'right'] as const)
		for (const seat of placement[side]) tidy = withSide(tidy, seat, side);
	return Object.fromEntries([...rest, [gameId, tidy] as const].slice(-MAX_TABLE_GAMES));
}
