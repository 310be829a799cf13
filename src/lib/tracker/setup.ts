// A tracked game's settings: edition, options, players in seat order and who starts.
import {
	isEditionId,
	err,
	isMyFirstStep,
	ok,
	setupFor,
	type EditionId,
	type MyFirstStep,
	type Result,
	type TableRules,
	type SetupError,
	type VariantId
} from '$lib/rules';
import { MAX_NAME_LENGTH, hasInvisible, visibleName } from './names';

/** One player at the table; `id` stays the same if the name is corrected. */
export interface Player {
	readonly id: string;
	readonly name: string;
}

/** What a game was created with. `players` sit clockwise; `startSeat` indexes into them. */
export interface GameSetup {
	readonly edition: EditionId;
	readonly step: MyFirstStep | null;
	readonly variants: readonly VariantId[];
	readonly players: readonly Player[];
	readonly startSeat: number;
}

export { MAX_NAME_LENGTH, hasInvisible, visibleName };

/** Codes for a bad player name; `name-invisible`: only characters that show nothing. */
export type NameError = 'name-empty' | 'name-invisible' | 'name-too-long' | 'name-taken';

/** Codes checkSetup returns: the engine's setup codes (a player count outside the edition's range
 * becomes `bad-player-count`), a bad name, and the game's own. */
export type GameSetupError =
	| Exclude<SetupError, 'players-not-whole-number' | 'players-out-of-range'>
	| NameError
	| 'bad-player-count'
	| 'bad-player-id'
	| 'name-not-trimmed'
	| 'bad-start-seat';

/** Checks one name against the others at the table (case-insensitive); returns the trimmed name. */
export function checkName(name: string, others: readonly string[]): Result<string, NameError> {
	const trimmed = name.trim().replace(/\s+/g, ' ');
	// Invisible characters stay in a name that has visible ones (an emoji joiner, a Persian
	// non-joiner), but a name of nothing else cannot be told apart at the table.
	if (visibleName(name) === '') {
		return err(hasInvisible(name) ? 'name-invisible' : 'name-empty');
	}
	if ([...trimmed].length > MAX_NAME_LENGTH) return err('name-too-long');
	const key = visibleName(trimmed).toLocaleLowerCase();
	if (others.some((other) => visibleName(other).toLocaleLowerCase() === key)) {
		return err('name-taken');
	}
	return ok(trimmed);
}

/** The engine's setup for a tracked game (same error codes as setupFor, plus the game's own). */
export function rulesFor(game: GameSetup): Result<TableRules, SetupError> {
	if (!isEditionId(game.edition)) return err('unknown-edition');
	if (game.step !== null && !isMyFirstStep(game.step)) return err('unknown-step');
	return setupFor(game.edition, game.players.length, {
		step: game.step ?? undefined,
		variants: game.variants
	});
}

/** Checks a whole game setup: rules, names and start seat. */
export function checkSetup(game: GameSetup): Result<TableRules, GameSetupError> {
	if (!Array.isArray(game.players)) return err('bad-player-count');
	const rules = rulesFor(game);
	if (!rules.ok) {
		const code = rules.error;
		return err(
			code === 'players-not-whole-number' || code === 'players-out-of-range'
				? 'bad-player-count'
				: code
		);
	}
	const ids = new Set<string>();
	const names: string[] = [];
	for (const player of game.players) {
		if (typeof player?.id !== 'string' || player.id === '' || ids.has(player.id)) {
			return err('bad-player-id');
		}
		ids.add(player.id);
		if (typeof player.name !== 'string') return err('name-empty');
		const name = checkName(player.name, names);
		if (!name.ok) return err(name.error);
		if (name.value !== player.name) return err('name-not-trimmed');
		names.push(name.value);
	}
	if (!Number.isInteger(game.startSeat) || game.startSeat < 0) return err('bad-start-seat');
	if (game.startSeat >= game.players.length) return err('bad-start-seat');
	return rules;
}

/** Seat position counted clockwise from the start player (0 = start player). */
export function offsetFromStart(seat: number, startSeat: number, players: number): number {
	return (seat - startSeat + players) % players;
}

/** Hand cards dealt to the player at `seat` (the staggered 6-7 player deal depends on the order). */
export function dealForSeat(rules: TableRules, seat: number, startSeat: number): number {
	return rules.deal[offsetFromStart(seat, startSeat, rules.players)] ?? 0;
}
