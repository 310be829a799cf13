// Table mode: where the players sit round a device lying in the middle of the table. Each seat is
// on one of the device's four sides: the near side (the edge its display reads upright from), the
// far side, or the left or right side as seen from the near side; the turn display turns to face
// the player whose turn it is. Kept on the device (a preference), not in the game: another phone
// lies elsewhere.

/** Games that keep their seats; the oldest placement is forgotten beyond this. */
export const MAX_TABLE_GAMES = 20;

/** The device's sides, clockwise from the near side (as the display turns for them). */
export const SIDES = ['near', 'left', 'far', 'right'] as const;
export type Side = (typeof SIDES)[number];

/** One game's placement: the seats on the far, left and right sides, each list ascending, no
 * seat on two sides; every other seat sits on the near side. */
export type SidePlacement = {
	readonly far: readonly number[];
	readonly left: readonly number[];
	readonly right: readonly number[];
};

/** Per game id: its placement; or, as stored before the left and right sides were added, the
 * seats on the far side, ascending (the rest near). Both read through `placementOf`. */
export type TableSeats = Readonly<Record<string, readonly number[] | SidePlacement>>;

const isSeatList = (value: unknown): value is number[] =>
	Array.isArray(value) &&
	value.length <= 7 &&
	value.every(
		(seat, i) => Number.isInteger(seat) && seat >= 0 && seat < 7 && (i === 0 || seat > value[i - 1])
	);

const isPlacement = (value: unknown): value is SidePlacement => {
	if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
	const keys = Object.keys(value);
	const { far, left, right } = value as Record<string, unknown>;
	if (keys.length !== 3 || !isSeatList(far) || !isSeatList(left) || !isSeatList(right))
		return false;
	const seats = [...far, ...left, ...right];
	return new Set(seats).size === seats.length;
};

/** The stored value's check (a preference of the wrong shape reads as not set). */
export function isTableSeats(value: unknown): value is TableSeats {
	if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
	const entries = Object.entries(value);
	return (
		entries.length <= MAX_TABLE_GAMES &&
		entries.every(
			([id, seats]) =>
				id.length > 0 && id.length <= 100 && (isSeatList(seats) || isPlacement(seats))
		)
	);
}

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
