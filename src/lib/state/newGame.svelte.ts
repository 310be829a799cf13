// The new-game form: edition, options, players in seat order and the start player.
import {
	EDITIONS,
	VARIANTS,
	setupFor,
	type EditionId,
	type MyFirstStep,
	type VariantId
} from '$lib/rules';
import { gameRecords } from '$lib/db/gameList';
import { teachModeDefault } from '$lib/teach/teachMode';
import { checkName, visibleName, type GameSetup, type NameError } from '$lib/tracker/setup';

const MAX_SEATS = 7;

/**
 * Names of players in stored games, most recently played first, each once (case-insensitive).
 * `records` are the games store's records as read; anything
 * malformed is skipped.
 */
export function namesFromGames(records: readonly unknown[]): string[] {
	const games = records
		.map((r) => (r ?? {}) as { updatedAt?: unknown; setup?: unknown })
		.map((r) => ({ at: typeof r.updatedAt === 'number' ? r.updatedAt : 0, setup: r.setup }))
		.sort((a, b) => b.at - a.at);
	// Plain lists: this runs once per read, nothing here is reactive.
	const seen: string[] = [];
	const names: string[] = [];
	for (const { setup } of games) {
		const players = (setup as { players?: unknown } | null)?.players;
		if (!Array.isArray(players)) continue;
		for (const player of players) {
			const name = (player as { name?: unknown } | null)?.name;
			if (typeof name !== 'string' || visibleName(name) === '') continue;
			const key = visibleName(name).toLocaleLowerCase();
			if (seen.includes(key)) continue;
			seen.push(key);
			names.push(name);
		}
	}
	return names;
}

/** Names of players from earlier games, read after the first paint. */
export async function rememberedNames(): Promise<string[]> {
	try {
		return namesFromGames(await gameRecords());
	} catch {
		return [];
	}
}

/** Form state for a new game; the page renders it and calls its methods. */
export class NewGameForm {
	// The name a seat left empty plays under ("Player 2" for seat 1, in the reader's language).
	readonly #defaultName: (seat: number) => string;

	/** `defaultName(seat)`: the name of a seat whose name is left empty (a quick game). */
	constructor(defaultName: (seat: number) => string) {
		this.#defaultName = defaultName;
	}

	edition = $state<EditionId>('amigo');
	step = $state<MyFirstStep>('basic');
	chosenVariants = $state<VariantId[]>([]);
	count = $state(4);
	names = $state<string[]>(Array.from({ length: MAX_SEATS }, () => ''));
	// The seat the players picked: the start player, or for 'left-of-dealer' the dealer.
	chosen = $state<number | null>(null);
	// Set once the players tried to create the game: errors show from then on.
	submitted = $state(false);
	// Teach mode as switched on this form; null: the edition's default (on only for My First).
	teachChoice = $state<boolean | null>(null);
	readonly teach = $derived(this.teachChoice ?? teachModeDefault(this.edition, false));

	readonly range = $derived(EDITIONS[this.edition].players);
	readonly method = $derived(EDITIONS[this.edition].startPlayer);
	readonly seats = $derived(Array.from({ length: this.count }, (_, i) => i));

	/** Variants that fit the edition and player count (the others are shown disabled). */
	variantAllowed(id: VariantId): boolean {
		const v = VARIANTS[id];
		if (v.edition !== this.edition) return false;
		if (this.count < v.players.min || this.count > v.players.max) return false;
		// Beginners already have the third field, so it cannot also be cheap.
		const other = id === 'cheap-third-field' ? 'beginners-third-field' : 'cheap-third-field';
		return !(id !== 'coins-in-trades' && this.chosenVariants.includes(other));
	}

	readonly variants = $derived(this.chosenVariants.filter((id) => this.variantAllowed(id)));

	/** The name each seat plays under: as typed, or its default name where it was left empty
	 * (blank; a name of invisible characters only stays as typed, and is refused). */
	readonly playing: readonly string[] = $derived(
		this.seats.map((seat) => {
			const typed = this.names[seat] ?? '';
			const checked = checkName(typed, []);
			return !checked.ok && checked.error === 'name-empty' ? this.#defaultName(seat) : typed;
		})
	);

	readonly nameErrors: readonly (NameError | null)[] = $derived(
		this.seats.map((seat) => {
			const others = this.seats.filter((s) => s !== seat).map((s) => this.playing[s] ?? '');
			const result = checkName(this.playing[seat] ?? '', others);
			return result.ok ? null : result.error;
		})
	);

	readonly startSeat: number | null = $derived(
		this.chosen === null || this.chosen >= this.count
			? null
			: this.method === 'left-of-dealer'
				? (this.chosen + 1) % this.count
				: this.chosen
	);

	readonly valid = $derived(
		this.nameErrors.every((e) => e === null) &&
			this.startSeat !== null &&
			setupFor(this.edition, this.count, {
				step: this.edition === 'my-first' ? this.step : undefined,
				variants: this.variants
			}).ok
	);

	setEdition(edition: EditionId): void {
		this.edition = edition;
		const { min, max } = EDITIONS[edition].players;
		this.count = Math.min(max, Math.max(min, this.count));
		this.chosen = null;
	}

	setCount(count: number): void {
		this.count = count;
		if (this.chosen !== null && this.chosen >= count) this.chosen = null;
	}

	toggleVariant(id: VariantId, on: boolean): void {
		const rest = this.chosenVariants.filter((v) => v !== id);
		this.chosenVariants = on ? [...rest, id] : rest;
	}

	/** Swaps seat `seat` with its neighbour; the chosen player moves along. */
	move(seat: number, by: -1 | 1): void {
		const other = seat + by;
		if (other < 0 || other >= this.count) return;
		const names = [...this.names];
		[names[seat], names[other]] = [names[other] ?? '', names[seat] ?? ''];
		this.names = names;
		if (this.chosen === seat) this.chosen = other;
		else if (this.chosen === other) this.chosen = seat;
	}

	/** Puts a remembered name in the first empty seat; with every seat taken, adds a seat while
	 * the edition allows one more player. */
	addName(name: string): void {
		let seat = this.seats.find((s) => (this.names[s] ?? '').trim() === '');
		if (seat === undefined) {
			if (this.count >= this.range.max) return;
			seat = this.count;
			this.setCount(this.count + 1);
		}
		this.names[seat] = name;
	}

	/** Fills the form with an earlier game's table (a rematch where the table chooses the start
	 * player itself): edition, step, variants and the players in their seats; no start player. */
	fillFrom(setup: GameSetup): void {
		this.setEdition(setup.edition);
		if (setup.step) this.step = setup.step;
		this.chosenVariants = [...setup.variants];
		this.setCount(setup.players.length);
		this.names = Array.from({ length: MAX_SEATS }, (_, i) => setup.players[i]?.name ?? '');
		this.chosen = null;
	}

	/** Picks the start player at random; `random` is a number in [0, 1) from the page. */
	pickRandom(random: number): void {
		this.chosen = Math.min(this.count - 1, Math.floor(random * this.count));
	}

	/** The game to create (with teach mode as chosen), or null while something is missing. */
	toSetup(newId: () => string): (GameSetup & { readonly teach: boolean }) | null {
		if (!this.valid || this.startSeat === null) return null;
		return {
			teach: this.teach,
			edition: this.edition,
			step: this.edition === 'my-first' ? this.step : null,
			variants: [...this.variants],
			players: this.seats.map((seat) => ({
				id: newId(),
				name: (this.playing[seat] ?? '').trim().replace(/\s+/g, ' ')
			})),
			startSeat: this.startSeat
		};
	}
}
