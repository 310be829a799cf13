import { readPreferences } from './preferences';
// Direct module imports, not the $lib/rules barrel: no ranking, draw pile, checklist or whole
// setup (its phases, deal and Rabohnzel's spell cards) here.
import { EDITIONS } from '$lib/rules/editions';
import { fieldVerdict, type FieldVerdict } from '$lib/rules/fields';
import { harvestCoins, meterFor, type MeterStatus } from '$lib/rules/harvest';
import { fieldSetup, type FieldSetup } from '$lib/rules/fieldSetup';
import { isEditionId, isMyFirstStep, type EditionId, type MyFirstStep } from '$lib/rules/types';
import { CardsField } from './cardsField';
import { CountBox } from './countBox.svelte';
import { DEFAULT_EDITION, DEFAULT_STEP, startingChoice } from './toolChoice';
import { enteredMeters, type EnteredMeters } from './enteredMeters.svelte';

/** The most fields a player can have (two or three in every edition). */
export const MAX_FIELDS = 3;
/** Four players fit every edition's range; the field checker starts there. */
export const DEFAULT_PLAYERS = 4;

/** One field as entered: how many cards, and which bean (null = not chosen: the count alone
 * answers the protection rule; the value and My First's first coin need the bean). */
export class FieldEntry extends CardsField {
	bean = $state<string | null>(null);
	readonly count: CountBox;

	constructor(max: () => number) {
		super();
		this.count = new CountBox(max);
	}
}

/** What the checker says about one field. */
export interface FieldReport {
	readonly cards: number;
	readonly coins: number | null;
	/** May it be harvested now, and why (My First before step 2 also answers by bean). */
	readonly verdict: FieldVerdict;
	readonly meterStatus: MeterStatus | null;
}

/** Choices the game tracker can pass in the address (`/fields?edition=…&players=…&step=…`). */
export interface FieldCheckerQuery {
	edition?: string | null;
	players?: string | null;
	step?: string | null;
}

/** The field checker: a player's fields in, each field's value, whether it may be harvested now
 * (the edition's protection rule, the bean duel) and the value of a final harvest out. */
export class FieldCheckerState {
	#edition = $state<EditionId>(DEFAULT_EDITION);
	get edition() {
		return this.#edition;
	}
	#players = $state(DEFAULT_PLAYERS);
	get players() {
		return this.#players;
	}
	#step = $state<MyFirstStep>(DEFAULT_STEP);
	get step() {
		return this.#step;
	}
	thirdFieldBought = $state(false);
	/** Bean duel only: harvesting is allowed on the player's own turn. */
	ownTurn = $state(true);
	#fields = $state.raw<FieldEntry[]>(this.#emptyFields());
	get fields() {
		return this.#fields;
	}

	// Initialised here (and replaced by the constructor) so the derived fields below can read it.
	readonly meters: EnteredMeters = enteredMeters;
	#fromQuery = { edition: false, step: false };
	#chosen = { edition: false, step: false };

	constructor(meters: EnteredMeters = enteredMeters) {
		this.meters = meters;
	}

	readonly stepOrUndefined = $derived(this.#edition === 'my-first' ? this.#step : undefined);
	readonly playerRange = $derived(EDITIONS[this.#edition].players);
	/** The fields of the chosen game; players out of this edition's range (after an edition
	 * change) count as its nearest player count. */
	readonly setup: FieldSetup & { readonly players: number } = $derived.by(() => {
		const { min, max } = this.playerRange;
		const players = Math.max(min, Math.min(max, this.#players));
		return { ...fieldSetup(this.#edition, players, this.stepOrUndefined), players };
	});
	/** A third field can be bought (2 fields at the start, and the setup sells one). */
	readonly thirdFieldForSale = $derived(this.setup.fields < 3 && this.setup.thirdField.buy);
	readonly fieldCount = $derived(
		this.setup.fields + (this.thirdFieldForSale && this.thirdFieldBought ? 1 : 0)
	);
	readonly beansInPlay = $derived(this.setup.beans);
	/** The most cards of any bean in play: the limit of a field whose bean is not chosen. */
	readonly mostCards = $derived(Math.max(0, ...this.beansInPlay.map((bean) => bean.cards)));
	readonly options = $derived({ meters: this.meters.for(this.#edition) });

	readonly reports: readonly FieldReport[] = $derived.by(() => {
		const active = this.#fields.slice(0, this.fieldCount);
		const inputs = active.map((field) =>
			field.bean === null ? field.cards : { bean: field.bean, count: field.cards }
		);
		return active.map((field, index) => ({
			cards: field.cards,
			// A count without its bean: the value is not known until the bean is chosen.
			coins:
				field.bean === null
					? field.cards === 0
						? 0
						: null
					: harvestCoins(this.#edition, field.bean, field.cards, this.options),
			verdict: fieldVerdict(this.#edition, inputs, index, {
				step: this.stepOrUndefined,
				players: this.setup.players,
				ownTurn: this.ownTurn,
				meters: this.options.meters
			}),
			meterStatus:
				field.bean === null ? null : meterFor(this.#edition, field.bean, this.options.meters).status
		}));
	});

	/** Coins if every field were harvested at the end of the game: the sum of the known values,
	 * and how many fields have an unknown value (then the sum is only a lower bound). */
	readonly finalHarvest = $derived.by(() => {
		let coins = 0;
		let unknown = 0;
		for (const report of this.reports) {
			if (report.coins === null) unknown += 1;
			else coins += report.coins;
		}
		return { coins, unknown, counts: this.setup.finalHarvest };
	});

	/** Applies the address's choices (they win over remembered ones; invalid ones are ignored). */
	applyQuery(query: FieldCheckerQuery): void {
		if (isEditionId(query.edition)) {
			this.#edition = query.edition;
			this.#fromQuery.edition = true;
		}
		if (isMyFirstStep(query.step)) {
			this.#step = query.step;
			this.#fromQuery.step = true;
		}
		const players = Number(query.players);
		const { min, max } = this.playerRange;
		if (query.players && Number.isInteger(players) && players >= min && players <= max) {
			this.#players = players;
		} else {
			this.#players = Math.max(min, Math.min(max, this.#players));
		}
	}

	/** Starts from the calculator's remembered edition and step unless the address gave them. */
	async load(): Promise<void> {
		const meters = this.meters.loaded ? Promise.resolve() : this.meters.load();
		// Storage unavailable: the defaults stand.
		const preferences = await readPreferences().catch(() => undefined);
		const start = startingChoice(preferences);
		if (!this.#fromQuery.edition && !this.#chosen.edition) this.#setEditionQuietly(start.edition);
		if (!this.#fromQuery.step && !this.#chosen.step) this.#step = start.step;
		await meters;
	}

	setEdition(edition: EditionId): void {
		this.#chosen.edition = true;
		this.#setEditionQuietly(edition);
	}

	#setEditionQuietly(edition: EditionId): void {
		if (edition === this.#edition) return;
		this.#edition = edition;
		const { min, max } = this.playerRange;
		this.#players = Math.max(min, Math.min(max, this.#players));
		// Bean ids repeat across editions (My First's Stink Bean is not the base game's): start over.
		this.#fields = this.#emptyFields();
		this.thirdFieldBought = false;
	}

	setPlayers(players: number): void {
		const { min, max } = this.playerRange;
		if (!Number.isInteger(players) || players < min || players > max) return;
		this.#players = players;
		this.#dropBeansNotInPlay();
	}

	setStep(step: MyFirstStep): void {
		this.#chosen.step = true;
		this.#step = step;
		this.#dropBeansNotInPlay();
	}

	/** Chooses a field's bean (null: not chosen; the count stays). A bean on an empty field
	 * starts at one card: a planted field holds at least one. */
	setBean(index: number, bean: string | null): void {
		const field = this.#fields[index];
		if (!field) return;
		if (bean !== null && !this.beansInPlay.some((b) => b.id === bean)) return;
		field.bean = bean;
		this.setCards(index, bean !== null && field.cards === 0 ? 1 : field.cards);
	}

	/** The most cards a field can hold: all cards of its bean in the game (of any bean in play
	 * while its bean is not chosen). */
	maxCards(index: number): number {
		const bean = this.#fields[index]?.bean ?? null;
		if (bean === null) return this.mostCards;
		return this.beansInPlay.find((b) => b.id === bean)?.cards ?? 0;
	}

	setCards(index: number, cards: number): void {
		this.#fields[index]?.count.set(cards);
	}

	typeCards(index: number, text: string): void {
		this.#fields[index]?.count.type(text);
	}

	leaveCards(index: number): void {
		this.#fields[index]?.count.leave();
	}

	#emptyFields(): FieldEntry[] {
		return Array.from({ length: MAX_FIELDS }, (_, i) => new FieldEntry(() => this.maxCards(i)));
	}

	#dropBeansNotInPlay(): void {
		this.#fields.forEach((field, index) => {
			if (field.bean !== null && !this.beansInPlay.some((b) => b.id === field.bean)) {
				this.setBean(index, null);
			}
		});
	}
}
