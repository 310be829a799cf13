// Table mode: where the players sit round a device lying in the middle of the table. Each game
// that uses it keeps the seats on the far side (the display turns 180° for them); the rest sit on
// the near side. Kept on the device (a preference), not in the game: another phone lies elsewhere.

/** Games that keep their seats; the oldest placement is forgotten beyond this. */
export const MAX_TABLE_GAMES = 20;

/** Per game id: the seats on the far side of the device, ascending. */
export type TableSeats = Readonly<Record<string, readonly number[]>>;

const isSeatList = (value: unknown): value is number[] =>
	Array.isArray(value) &&
	value.length <= 7 &&
	value.every(
		(seat, i) => Number.isInteger(seat) && seat >= 0 && seat < 7 && (i === 0 || seat > value[i - 1])
	);

/** The stored value's check (a preference of the wrong shape reads as not set). */
export function isTableSeats(value: unknown): value is TableSeats {
	if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
	const entries = Object.entries(value);
	return (
		entries.length <= MAX_TABLE_GAMES &&
		entries.every(([id, seats]) => id.length > 0 && id.length <= 100 && isSeatList(seats))
	);
}

/** Where players sit when the table has not said: the later half of the seats across (clockwise
 * round the table, the first half on the near side); in the duel, the second player. */
export function defaultFarSeats(players: number): number[] {
	const near = Math.ceil(players / 2);
	return Array.from({ length: players - near }, (_, i) => near + i);
}

/** The placements with one game's seats set (`null`: table mode off for it); the game becomes the
 * latest, and the oldest beyond MAX_TABLE_GAMES is dropped. */
export function withTableSeats(
	all: TableSeats,
	gameId: string,
	far: readonly number[] | null
): TableSeats {
	const rest = Object.entries(all).filter(([id]) => id !== gameId);
	const next =
		far === null ? rest : [...rest, [gameId, [...new Set(far)].sort((a, b) => a - b)] as const];
	return Object.fromEntries(next.slice(-MAX_TABLE_GAMES));
}
