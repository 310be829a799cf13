// Rabohnzel (S003): the beans' magic in the spell phase, the Kapbohne's harvest bonus, spell cards.
import type { RabohnzelBeanId } from './beans';
import type { PhaseId } from './phases';
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

/** An effect and the fewest cards of the bean planted that unlock it. S003 says "planted"
 * without saying whether in one field; the app counts the bean in all the player's fields
 * (docs/rules.md#rabohnzel). */
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
		// The attack spell lowers this to 1 planted for one use (ATTACK_SPELL.meanMinPlanted).
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

/** One row of the sword attack: the outcome, who holds the drawn coin afterwards, and whether the
 * attack ends there (a counter-attack starts a new attack the other way). */
export interface SwordAttackRow {
	readonly outcome: SwordAttackOutcome;
	readonly coinTo: 'attacker' | 'defender';
	readonly attackEnds: boolean;
}

/** Every outcome of the Schwertbohne paragraph (S003, "Die magische Wirkung der Bohnen"), by the
 * bean on the drawn coin: only a Prinzessbohne moves the coin; a Schwertbohne starts a
 * counter-attack (which may start another); every other bean leaves the coin with the defender
 * and ends the attack. */
export const SWORD_ATTACK_TABLE: Readonly<Record<RabohnzelBeanId, SwordAttackRow>> = deepFreeze({
	princess: { outcome: 'coin-to-attacker', coinTo: 'attacker', attackEnds: true },
	sword: { outcome: 'counter-attack', coinTo: 'defender', attackEnds: false },
	pick: { outcome: 'defender-steals-last-hand-card', coinTo: 'defender', attackEnds: true },
	magic: { outcome: 'attacker-activates-spell-card', coinTo: 'defender', attackEnds: true },
	cape: { outcome: 'nothing', coinTo: 'defender', attackEnds: true },
	mean: { outcome: 'nothing', coinTo: 'defender', attackEnds: true },
	white: { outcome: 'nothing', coinTo: 'defender', attackEnds: true }
} satisfies Record<RabohnzelBeanId, SwordAttackRow>);

/** Sword attack outcome per bean drawn (the outcome column of SWORD_ATTACK_TABLE). */
export const SWORD_ATTACK: Readonly<Record<RabohnzelBeanId, SwordAttackOutcome>> = deepFreeze(
	Object.fromEntries(
		Object.entries(SWORD_ATTACK_TABLE).map(([bean, row]) => [bean, row.outcome])
	) as Record<RabohnzelBeanId, SwordAttackOutcome>
);

/** The rules around every sword attack (S003, "Die magische Wirkung der Bohnen", Schwertbohnen). */
export const SWORD_ATTACK_RULES = deepFreeze({
	// The defender shuffles their coins; the attacker draws this many (without the attack spell).
	coinsDrawn: 1,
	// From the moment the defender is named until the attack ends, the defender may not harvest;
	// during a counter-attack the active player may not harvest either.
	attackedMayHarvest: false,
	// The defender may counter-attack without sword beans planted; a counter-attack may be
	// answered by another.
	counterAttackNeedsSwordBeans: false,
	counterAttackMayRepeat: true,
	// Pick outcome: the defender takes the attacker's last hand card but may not use its magic.
	stolenCardMagic: false,
	// Magic outcome drawn by the passive player in a counter-attack: the spell card may be
	// activated at once and stays active until the end of that player's own next turn.
	counterSpellActiveUntil: 'end-of-own-next-turn',
	sources: ['S003']
} as const);

/** The attack spell, Angriffszauber (S003, "Die Zauberkarten"). */
export const ATTACK_SPELL = deepFreeze({
	spell: 'attack-spell',
	// Usable only while the active player has planted one of these beans.
	beans: ['mean', 'sword'],
	// Each activation is used once: for the Gemeine Bohnen or for the Schwertbohnen, not both.
	usesPerActivation: 1,
	// It may be activated more than once in a turn.
	activationsPerTurnLimit: null,
	// Gemeine Bohne: its magic needs only this many planted instead of 4.
	meanMinPlanted: 1,
	// Sword attack in the spell phase: draw two of the defender's coins, choose one; the other
	// goes back without effect.
	swordPhase: 'spell',
	swordCoinsDrawn: 2,
	swordCoinsChosen: 1,
	// One coin is always chosen: even when both show one of these beans, the attacker must
	// declare one of them valid.
	mustDeclareOneAmong: ['sword', 'pick'],
	sources: ['S003']
} as const satisfies {
	readonly spell: SpellCardId;
	readonly beans: readonly RabohnzelBeanId[];
	readonly swordPhase: PhaseId;
	readonly mustDeclareOneAmong: readonly RabohnzelBeanId[];
	readonly [key: string]: unknown;
});

/** Fields the Bohnenfeldzauber adds while it stands (S003): one, a temporary third field. */
export const SPELL_FIELD_EXTRA = 1;

/** The Bohnenfeldzauber (S003, "Die Zauberkarten", with its example): a temporary third field. */
export const BEAN_FIELD_SPELL = deepFreeze({
	spell: 'bean-field-spell',
	// Activated in the spell phase (phase 1½) like every spell card; the field opens in phase 3.
	activatedIn: 'spell',
	opensIn: 'plant-traded',
	extraFields: SPELL_FIELD_EXTRA,
	permanent: false,
	// Lost as soon as its owner harvests any of the three fields: two fields remain.
	lostWhen: 'owner-harvests-any-field',
	fieldsAfterHarvest: 2,
	// At the end of the game a standing spell field is harvested with the other two (see
	// fieldsAtFinalHarvest): no harvest has taken it away yet.
	countsAtFinalHarvest: true,
	sources: ['S003']
} as const satisfies {
	readonly spell: SpellCardId;
	readonly activatedIn: PhaseId;
	readonly opensIn: PhaseId;
	readonly [key: string]: unknown;
});

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

/** The bonuses for harvesting `harvested` cards of a bean. */
export function harvestBonuses(bean: RabohnzelBeanId, harvested: number): HarvestBonus['bonus'][] {
	const magic = RABOHNZEL_MAGIC[bean];
	if (!magic) throw new RangeError(`unknown Rabohnzel bean: ${String(bean)}`);
	return magic.harvestBonuses.filter((b) => harvested >= b.minHarvested).map((b) => b.bonus);
}
