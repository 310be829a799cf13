// Rabohnzel (S003): the beans' magic in the spell phase, the Kapbohne's harvest bonus, spell cards.
import type { RabohnzelBeanId } from './beans';
import { deepFreeze, type SourceTag } from './types';

/** Magic effects the active player's planted beans offer in the spell phase (phase 1½). */
export const RABOHNZEL_EFFECTS = [
	'steal-last-hand-card', // pick: take an opponent's last hand card
	'opponents-reveal-coin', // mean: opponents reveal a random coin; those without the highest lose it
	'draw-to-hand', // white: draw a card to the back of the hand
	'may-plant-drawn-card', // white with ≥ 4 planted: may plant that card instead
	'activate-spell-card', // magic: activate one own spell card
	'activate-two-spell-cards', // magic with ≥ 4 planted
	'attack-for-coin' // sword: draw a coin from an opponent; its bean decides the outcome
] as const;
export type RabohnzelEffect = (typeof RABOHNZEL_EFFECTS)[number];

/** An effect and the fewest cards planted in one field that unlock it. */
export interface EffectTier {
	readonly minPlanted: number;
	readonly effect: RabohnzelEffect;
}

/** A bonus for harvesting at least `minHarvested` cards of a bean. */
export interface HarvestBonus {
	readonly minHarvested: number;
	readonly bonus: 'draw-spell-card' | 'coins';
}

/** One Rabohnzel bean's magic: effect tiers (a higher tier replaces a lower) and harvest bonuses. */
export interface RabohnzelBeanMagic {
	readonly bean: RabohnzelBeanId;
	readonly tiers: readonly EffectTier[];
	readonly harvestBonuses: readonly HarvestBonus[];
	readonly sources: readonly SourceTag[];
}

/** The magic of each Rabohnzel bean (S003); the beans need not be harvested to use it. */
export const RABOHNZEL_MAGIC: Readonly<Record<RabohnzelBeanId, RabohnzelBeanMagic>> = deepFreeze({
	pick: {
		bean: 'pick',
		tiers: [{ minPlanted: 1, effect: 'steal-last-hand-card' }],
		harvestBonuses: [],
		sources: ['S003']
	},
	cape: {
		bean: 'cape',
		tiers: [],
		// ≥ 2 harvested: draw a spell card; ≥ 3: also the coins of its meter (1-3).
		harvestBonuses: [
			{ minHarvested: 2, bonus: 'draw-spell-card' },
			{ minHarvested: 3, bonus: 'coins' }
		],
		sources: ['S003']
	},
	mean: {
		bean: 'mean',
		// The attack spell lowers this to 1 planted for one use (see SPELL_CARDS 'attack-spell').
		tiers: [{ minPlanted: 4, effect: 'opponents-reveal-coin' }],
		harvestBonuses: [],
		sources: ['S003']
	},
	white: {
		bean: 'white',
		tiers: [
			{ minPlanted: 1, effect: 'draw-to-hand' },
			{ minPlanted: 4, effect: 'may-plant-drawn-card' }
		],
		harvestBonuses: [],
		sources: ['S003']
	},
	magic: {
		bean: 'magic',
		tiers: [
			{ minPlanted: 1, effect: 'activate-spell-card' },
			{ minPlanted: 4, effect: 'activate-two-spell-cards' }
		],
		harvestBonuses: [],
		sources: ['S003']
	},
	princess: { bean: 'princess', tiers: [], harvestBonuses: [], sources: ['S003'] },
	sword: {
		bean: 'sword',
		tiers: [{ minPlanted: 1, effect: 'attack-for-coin' }],
		harvestBonuses: [],
		sources: ['S003']
	}
} satisfies Record<RabohnzelBeanId, RabohnzelBeanMagic>);

/** What happens in a sword attack, by the bean on the coin drawn from the defender. */
export const SWORD_ATTACK_OUTCOMES = [
	'coin-to-attacker',
	'counter-attack',
	'defender-steals-last-hand-card',
	'attacker-activates-spell-card',
	'nothing'
] as const;
export type SwordAttackOutcome = (typeof SWORD_ATTACK_OUTCOMES)[number];

/** Sword attack outcome per bean drawn (S003). */
export const SWORD_ATTACK: Readonly<Record<RabohnzelBeanId, SwordAttackOutcome>> = deepFreeze({
	princess: 'coin-to-attacker',
	sword: 'counter-attack',
	pick: 'defender-steals-last-hand-card',
	magic: 'attacker-activates-spell-card',
	cape: 'nothing',
	mean: 'nothing',
	white: 'nothing'
} satisfies Record<RabohnzelBeanId, SwordAttackOutcome>);

/** The 11 spell cards (ids, in order of value). */
export const SPELL_CARD_IDS = [
	'attack-spell', // Angriffszauber
	'bean-field-spell', // Bohnenfeldzauber
	'spell-swap', // Zauberkartentausch
	'trade-spell', // Handelszauber
	'magic-card-flow', // Magischer Kartenfluss
	'pile-spell', // Stapelzauber
	'enchant-beans', // Verzauberung der Bohnen
	'enchant-players', // Verzauberung der Mitspieler
	'rearrange-spell', // Umsteckzauber
	'hand-card-spell', // Handkartenzauber
	'random-spell' // Zufallszauber
] as const;
export type SpellCardId = (typeof SPELL_CARD_IDS)[number];

/** One spell card and its value in Bohnenpfennige (tie-break only; 100 = 1 coin). */
export interface SpellCard {
	readonly id: SpellCardId;
	readonly value: number;
	readonly sources: readonly SourceTag[];
}

/** The spell cards with their values (S003). */
export const SPELL_CARDS: Readonly<Record<SpellCardId, SpellCard>> = deepFreeze({
	'attack-spell': { id: 'attack-spell', value: 1, sources: ['S003'] },
	'bean-field-spell': { id: 'bean-field-spell', value: 1, sources: ['S003'] },
	'spell-swap': { id: 'spell-swap', value: 2, sources: ['S003'] },
	'trade-spell': { id: 'trade-spell', value: 3, sources: ['S003'] },
	'magic-card-flow': { id: 'magic-card-flow', value: 4, sources: ['S003'] },
	'pile-spell': { id: 'pile-spell', value: 5, sources: ['S003'] },
	'enchant-beans': { id: 'enchant-beans', value: 6, sources: ['S003'] },
	'enchant-players': { id: 'enchant-players', value: 7, sources: ['S003'] },
	'rearrange-spell': { id: 'rearrange-spell', value: 8, sources: ['S003'] },
	'hand-card-spell': { id: 'hand-card-spell', value: 9, sources: ['S003'] },
	'random-spell': { id: 'random-spell', value: 10, sources: ['S003'] }
} satisfies Record<SpellCardId, SpellCard>);

/** Spell cards dealt face down to each player at the start (S003). */
export const SPELL_CARDS_PER_PLAYER = 1;

/** Bohnenpfennige per coin (S003): spell values only ever break ties. */
export const PFENNIGE_PER_COIN = 100;

/** Total value of a player's spell cards; RangeError for an unknown id. */
export function spellValue(cards: readonly string[]): number {
	let total = 0;
	for (const id of cards) {
		const card = (SPELL_CARDS as Readonly<Record<string, SpellCard>>)[id];
		if (!card) throw new RangeError(`unknown spell card: ${String(id)}`);
		total += card.value;
	}
	return total;
}

/** The effects a bean offers with `planted` cards in one field (highest tier only). */
export function beanEffect(bean: RabohnzelBeanId, planted: number): RabohnzelEffect | null {
	const magic = RABOHNZEL_MAGIC[bean];
	if (!magic) throw new RangeError(`unknown Rabohnzel bean: ${String(bean)}`);
	let effect: RabohnzelEffect | null = null;
	for (const tier of magic.tiers) if (planted >= tier.minPlanted) effect = tier.effect;
	return effect;
}

/** The bonuses for harvesting `harvested` cards of a bean. */
export function harvestBonuses(bean: RabohnzelBeanId, harvested: number): HarvestBonus['bonus'][] {
	const magic = RABOHNZEL_MAGIC[bean];
	if (!magic) throw new RangeError(`unknown Rabohnzel bean: ${String(bean)}`);
	return magic.harvestBonuses.filter((b) => harvested >= b.minHarvested).map((b) => b.bonus);
}
