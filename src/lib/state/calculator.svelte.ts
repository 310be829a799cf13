// Direct module imports, not the $lib/rules barrel: the calculator is a page a player opens
// mid-game, and it needs the bean tables and meters, not setup, ranking or the draw pile.
import { BEANS, findBean, type BeanRow } from '$lib/rules/beans';
import { firstCoinRuleApplies, protectionRuleApplies } from '$lib/rules/fields';
import {
	cardsForCoins,
	harvestCoins,
	meterFor,
	nextCoinAt,
	type MeterStatus
} from '$lib/rules/harvest';
import { MY_FIRST_STEP_TABLE } from '$lib/rules/myFirst';
import type { EditionId, MyFirstStep } from '$lib/rules/types';
import { CardsField } from './cardsField';
import { CountBox } from './countBox.svelte';
import { enteredMeters, type EnteredMeters } from './enteredMeters.svelte';
import { readPreferences, writePreference } from './preferences';
import { DEFAULT_EDITION, DEFAULT_STEP, startingChoice } from './toolChoice';
import { loadStorage } from './lazyStorage';

/** The beans a calculator shows: every bean of the edition, or of the My First step. */
export function beansShown(edition: EditionId, step: MyFirstStep): readonly BeanRow[] {
	const all = BEANS[edition];
	if (edition !== 'my-first') return all;
	const inStep: readonly string[] = MY_FIRST_STEP_TABLE[step].beans;
	return all.filter((row) => inStep.includes(row.id));
}

/** A game's edition and My First step, given to a calculator opened from the game. */
export interface CalculatorPreset {
	readonly edition: EditionId;
	readonly step?: MyFirstStep | null;
}

/** One tile of the bean grid. */
export interface BeanTile {
	readonly id: string;
	readonly cards: number;
	readonly status: MeterStatus;
}

/** The beanometer calculator: edition (and My First step), bean and field size in, coins out.
 * Everything shown is `$derived` from the choices, so it renders in the frame of the tap;
 * preferences and entered meters arrive in the background. */
export class CalculatorState extends CardsField {
	#edition = $state<EditionId>(DEFAULT_EDITION);
	get edition() {
		return this.#edition;
	}
	#step = $state<MyFirstStep>(DEFAULT_STEP);
	get step() {
		return this.#step;
	}
	#bean = $state<string | null>(null);
	get bean() {
		return this.#bean;
	}
	/** The field's card count, typed or stepped (0 to the bean's number of cards). */
	readonly count = new CountBox(() => this.maxCards);
	/** Coins asked about in the reverse lookup ("3 coins need 8 cards"). */
	#targetCoins = $state(1);
	get targetCoins() {
		return this.#targetCoins;
	}
	#loaded = $state(false);
	get loaded() {
		return this.#loaded;
	}

	// Initialised here (and replaced by the constructor) so the derived fields below can read it.
	readonly meters: EnteredMeters = enteredMeters;
	// Set once the player chose: a late preference read must not undo the choice.
	#chosenEdition = false;
	#chosenStep = false;
	// A preset (a game's edition and step, in the play screen's sheet) is neither read from nor
	// written to the remembered choice.
	readonly #remember: boolean;

	constructor(meters: EnteredMeters = enteredMeters, preset?: CalculatorPreset) {
		super();
		this.meters = meters;
		this.#remember = preset === undefined;
		if (preset) {
			this.#edition = preset.edition;
			if (preset.step) this.#step = preset.step;
			this.#chosenEdition = true;
			this.#chosenStep = true;
		}
	}

	readonly stepOrUndefined = $derived(this.#edition === 'my-first' ? this.#step : undefined);
	readonly options = $derived({ meters: this.meters.for(this.#edition) });

	readonly tiles: readonly BeanTile[] = $derived(
		beansShown(this.#edition, this.#step).map((row) => ({
			id: row.id,
			cards: row.cards,
			status: meterFor(this.#edition, row.id, this.options.meters).status
		}))
	);

	readonly row = $derived(this.#bean === null ? undefined : findBean(this.#edition, this.#bean));
	readonly maxCards = $derived(this.row?.cards ?? 0);
	readonly meter = $derived(
		this.row ? meterFor(this.#edition, this.row.id, this.options.meters) : null
	);
	/** Coins for the field now; null = an unknown step decides it. */
	readonly coins = $derived(
		this.row ? harvestCoins(this.#edition, this.row.id, this.cards, this.options) : null
	);
	readonly next = $derived(
		this.row ? nextCoinAt(this.#edition, this.row.id, this.cards, this.options) : null
	);
	/** The most coins the meter can pay (its number of steps). */
	readonly maxCoins = $derived(this.meter?.steps.length ?? 0);
	readonly cardsForTarget = $derived(
		this.row && this.#targetCoins <= this.maxCoins
			? cardsForCoins(this.#edition, this.row.id, this.#targetCoins, this.options)
			: null
	);
	/** Whether a single card in this field is protected when another field holds more. */
	readonly protectionApplies = $derived(protectionRuleApplies(this.#edition, this.stepOrUndefined));
	/** Whether a field may be harvested only once it pays a coin (My First before step 2). */
	readonly firstCoinRule = $derived(firstCoinRuleApplies(this.#edition, this.stepOrUndefined));

	/** Reads the remembered edition and step, and the entered meters, without blocking anything. */
	async load(): Promise<void> {
		const meters = this.meters.loaded ? Promise.resolve() : this.meters.load();
		// Storage unavailable: the defaults stand.
		const preferences = this.#remember ? await readPreferences().catch(() => undefined) : undefined;
		const start = startingChoice(preferences);
		if (!this.#chosenEdition) this.#edition = start.edition;
		if (!this.#chosenStep) this.#step = start.step;
		await meters;
		this.#loaded = true;
	}

	setEdition(edition: EditionId): void {
		this.#chosenEdition = true;
		if (edition === this.#edition) return;
		this.#edition = edition;
		this.#bean = null;
		if (this.#remember)
			void loadStorage().then((storage) =>
				storage.run(() => writePreference('calculatorEdition', edition))
			);
	}

	setStep(step: MyFirstStep): void {
		this.#chosenStep = true;
		if (step === this.#step) return;
		this.#step = step;
		if (this.#bean !== null && !beansShown(this.#edition, step).some((r) => r.id === this.#bean)) {
			this.#bean = null;
		}
		if (this.#remember)
			void loadStorage().then((storage) =>
				storage.run(() => writePreference('calculatorStep', step))
			);
	}

	/** Picks a bean; the count stays (within the bean's number of cards) to compare beans. */
	selectBean(bean: string): void {
		const row = findBean(this.#edition, bean);
		if (!row) return;
		this.#bean = bean;
		if (this.cards > row.cards) this.setCards(row.cards);
		if (this.#targetCoins > row.meter.length) this.#targetCoins = 1;
	}

	setCards(cards: number): void {
		this.count.set(cards);
	}

	increment(): void {
		this.count.increment();
	}

	decrement(): void {
		this.count.decrement();
	}

	/** Typed text: a usable count replaces the count; anything else only shows why. */
	typeCards(text: string): void {
		this.count.type(text);
	}

	/** Leaving an empty box shows the count again. */
	leaveCards(): void {
		this.count.leave();
	}

	setTargetCoins(coins: number): void {
		if (Number.isInteger(coins) && coins >= 1 && coins <= this.maxCoins) this.#targetCoins = coins;
	}
}
