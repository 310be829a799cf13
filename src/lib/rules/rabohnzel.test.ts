import { describe, expect, it } from 'vitest';
import { RABOHNZEL_BEAN_IDS, type RabohnzelBeanId } from './beans';
import { phasesFor } from './phases';
import {
	ATTACK_SPELL,
	BEAN_FIELD_SPELL,
	PFENNIGE_PER_COIN,
	RABOHNZEL_MAGIC,
	SPELL_CARDS,
	SPELL_CARD_IDS,
	SWORD_ATTACK,
	SWORD_ATTACK_OUTCOMES,
	SWORD_ATTACK_RULES,
	SWORD_ATTACK_TABLE,
	attackSpellChoice,
	attackSpellUses,
	beanEffect,
	harvestBonuses,
	spellValue
} from './rabohnzel';

describe('spell cards (S003)', () => {
	it.each([
		['attack-spell', 1], // Angriffszauber
		['bean-field-spell', 1], // Bohnenfeldzauber
		['spell-swap', 2], // Zauberkartentausch
		['trade-spell', 3], // Handelszauber
		['magic-card-flow', 4], // Magischer Kartenfluss
		['pile-spell', 5], // Stapelzauber
		['enchant-beans', 6], // Verzauberung der Bohnen
		['enchant-players', 7], // Verzauberung der Mitspieler
		['rearrange-spell', 8], // Umsteckzauber
		['hand-card-spell', 9], // Handkartenzauber
		['random-spell', 10] // Zufallszauber
	] as const)('%s is worth %i Bohnenpfennige', (id, value) => {
		expect(SPELL_CARDS[id].value).toBe(value);
	});

	it('has 11 unique cards', () => {
		expect(SPELL_CARD_IDS).toHaveLength(11);
		expect(new Set(SPELL_CARD_IDS).size).toBe(11);
	});

	it('all spell cards together are worth less than one coin: they only break ties', () => {
		expect(spellValue(SPELL_CARD_IDS)).toBe(56);
		expect(PFENNIGE_PER_COIN).toBe(100);
	});

	it('the countdown from 10 always finds one start player (only value 1 repeats)', () => {
		const values = SPELL_CARD_IDS.map((id) => SPELL_CARDS[id].value);
		const repeated = values.filter((v, i) => values.indexOf(v) !== i);
		expect(repeated).toEqual([1]);
	});

	it.each([
		[[], 0],
		[['random-spell', 'attack-spell'], 11],
		[['spell-swap', 'trade-spell', 'pile-spell'], 10]
	] as const)('spellValue(%j) = %i', (cards, value) => {
		expect(spellValue(cards)).toBe(value);
	});

	it('rejects unknown spell cards', () => {
		expect(() => spellValue(['fireball'])).toThrow(/fireball/);
	});
});

describe('bean magic (S003)', () => {
	it.each([
		['pick', 1, 'steal-last-hand-card'],
		['pick', 5, 'steal-last-hand-card'],
		['cape', 1, null],
		['cape', 6, null],
		['mean', 1, null],
		['mean', 3, null],
		['mean', 4, 'opponents-reveal-coin'],
		['white', 1, 'draw-to-hand'],
		['white', 3, 'draw-to-hand'],
		['white', 4, 'may-plant-drawn-card'],
		['magic', 1, 'activate-spell-card'],
		['magic', 3, 'activate-spell-card'],
		['magic', 4, 'activate-two-spell-cards'],
		['princess', 9, null],
		['sword', 1, 'attack-for-coin'],
		['sword', 0, null]
	] as const)('%s with %i planted: %s', (bean, planted, effect) => {
		expect(beanEffect(bean, planted)).toBe(effect);
	});

	it.each([
		['cape', 1, []],
		['cape', 2, ['draw-spell-card']],
		['cape', 3, ['draw-spell-card', 'coins']],
		['cape', 11, ['draw-spell-card', 'coins']],
		['sword', 8, []]
	] as const)('harvesting %s × %i: %j', (bean, harvested, bonuses) => {
		expect(harvestBonuses(bean, harvested)).toEqual(bonuses);
	});

	it.each([
		['princess', 'coin-to-attacker'],
		['sword', 'counter-attack'],
		['pick', 'defender-steals-last-hand-card'],
		['magic', 'attacker-activates-spell-card'],
		['cape', 'nothing'],
		['mean', 'nothing'],
		['white', 'nothing']
	] as const)('docs/rules.md#rabohnzel-attack: a sword attack drawing %s: %s', (bean, outcome) => {
		expect(SWORD_ATTACK[bean]).toBe(outcome);
	});

	it('covers every Rabohnzel bean; five of seven have magic', () => {
		expect(Object.keys(RABOHNZEL_MAGIC).sort()).toEqual([...RABOHNZEL_BEAN_IDS].sort());
		const magical = RABOHNZEL_BEAN_IDS.filter((b) => RABOHNZEL_MAGIC[b].tiers.length > 0);
		expect(magical.sort()).toEqual(['magic', 'mean', 'pick', 'sword', 'white']);
	});

	it('rejects unknown beans', () => {
		expect(() => beanEffect('stink' as RabohnzelBeanId, 2)).toThrow(/stink/);
		expect(() => harvestBonuses('stink' as RabohnzelBeanId, 2)).toThrow(RangeError);
	});
});

// S003, "Die magische Wirkung der Bohnen", Schwertbohnen: one row per bean on the drawn coin.
describe('sword attack (S003)', () => {
	it.each([
		['princess', 'coin-to-attacker', 'attacker', true], // the only coin that changes hands
		['sword', 'counter-attack', 'defender', false], // the defender attacks back
		['pick', 'defender-steals-last-hand-card', 'defender', true],
		['magic', 'attacker-activates-spell-card', 'defender', true],
		['cape', 'nothing', 'defender', true],
		['mean', 'nothing', 'defender', true],
		['white', 'nothing', 'defender', true]
	] as const)(
		'docs/rules.md#rabohnzel-attack: coin shows %s → %s, coin to %s, attack ends: %s',
		(bean, outcome, coinTo, attackEnds) => {
			expect(SWORD_ATTACK_TABLE[bean]).toEqual({ outcome, coinTo, attackEnds });
			expect(SWORD_ATTACK[bean]).toBe(outcome);
		}
	);

	it('docs/rules.md#rabohnzel-attack: every bean has a row, every outcome is used', () => {
		expect(Object.keys(SWORD_ATTACK_TABLE).sort()).toEqual([...RABOHNZEL_BEAN_IDS].sort());
		const used = new Set(Object.values(SWORD_ATTACK_TABLE).map((row) => row.outcome));
		expect([...used].sort()).toEqual([...SWORD_ATTACK_OUTCOMES].sort());
	});

	it('docs/rules.md#rabohnzel-attack: the rules around every attack', () => {
		expect(SWORD_ATTACK_RULES).toEqual({
			coinsDrawn: 1,
			attackedMayHarvest: false,
			counterAttackNeedsSwordBeans: false,
			counterAttackMayRepeat: true,
			stolenCardMagic: false,
			counterSpellActiveUntil: 'end-of-own-next-turn',
			sources: ['S003']
		});
	});
});

// S003, "Die Zauberkarten", Angriffszauber.
describe('attack spell (S003)', () => {
	it('docs/rules.md#rabohnzel-spells: Angriffszauber as data', () => {
		expect(ATTACK_SPELL).toEqual({
			spell: 'attack-spell',
			beans: ['mean', 'sword'],
			usesPerActivation: 1,
			activationsPerTurnLimit: null,
			meanMinPlanted: 1,
			swordPhase: 'spell',
			swordCoinsDrawn: 2,
			swordCoinsChosen: 1,
			mustDeclareOneAmong: ['sword', 'pick'],
			sources: ['S003']
		});
		expect(SPELL_CARDS[ATTACK_SPELL.spell].value).toBe(1);
	});

	it.each([
		['princess', 'cape', ['coin-to-attacker', 'nothing'], false],
		['cape', 'princess', ['nothing', 'coin-to-attacker'], false],
		['sword', 'cape', ['counter-attack', 'nothing'], false], // cape may be chosen: nothing happens
		['sword', 'princess', ['counter-attack', 'coin-to-attacker'], false],
		['magic', 'white', ['attacker-activates-spell-card', 'nothing'], false],
		['mean', 'white', ['nothing'], false],
		['princess', 'princess', ['coin-to-attacker'], false],
		// Both coins bad: one of them must still be declared valid.
		['sword', 'pick', ['counter-attack', 'defender-steals-last-hand-card'], true],
		['pick', 'sword', ['defender-steals-last-hand-card', 'counter-attack'], true],
		['sword', 'sword', ['counter-attack'], true],
		['pick', 'pick', ['defender-steals-last-hand-card'], true]
	] as const)(
		'docs/rules.md#rabohnzel-attack: attack spell draws %s and %s → choose from %j, must declare: %s',
		(first, second, options, mustDeclareValid) => {
			expect(attackSpellChoice(first, second)).toEqual({ options, mustDeclareValid });
		}
	);

	it.each([
		[{}, []],
		[{ mean: 0, sword: 0 }, []],
		[{ white: 4, magic: 2 }, []], // needs Gemeine Bohnen or Schwertbohnen planted
		[{ mean: 1 }, ['mean']], // one Gemeine Bohne is enough under the spell (not 4)
		[{ mean: 3 }, ['mean']],
		[{ sword: 1 }, ['sword']],
		[{ mean: 2, sword: 5 }, ['mean', 'sword']] // either use, one per activation
	] as const)(
		'docs/rules.md#rabohnzel-spells: attack spell with %j planted can serve %j',
		(planted, uses) => {
			expect(attackSpellUses(planted)).toEqual(uses);
		}
	);

	it.each([
		['mean', 1, true, 'opponents-reveal-coin'],
		['mean', 3, true, 'opponents-reveal-coin'],
		['mean', 0, true, null],
		['mean', 3, false, null],
		['white', 1, true, 'draw-to-hand'], // the spell changes only the Gemeine Bohne
		['sword', 1, true, 'attack-for-coin']
	] as const)(
		'docs/rules.md#rabohnzel-spells: %s with %i planted, attack spell %s → %s',
		(bean, planted, attackSpell, effect) => {
			expect(beanEffect(bean, planted, { attackSpell })).toBe(effect);
		}
	);

	it('rejects unknown beans and bad counts', () => {
		expect(() => attackSpellChoice('stink' as RabohnzelBeanId, 'sword')).toThrow(/stink/);
		expect(() => attackSpellChoice('sword', 'garden' as RabohnzelBeanId)).toThrow(/garden/);
		expect(() => attackSpellUses({ sword: -1 })).toThrow(RangeError);
		expect(() => attackSpellUses({ mean: 1.5 })).toThrow(/mean/);
	});
});

// S003, "Die Zauberkarten", Bohnenfeldzauber and its example.
describe('bean field spell (S003)', () => {
	it('docs/rules.md#rabohnzel-spells: Bohnenfeldzauber as data', () => {
		expect(BEAN_FIELD_SPELL).toEqual({
			spell: 'bean-field-spell',
			activatedIn: 'spell',
			opensIn: 'plant-traded',
			extraFields: 1,
			permanent: false,
			lostWhen: 'owner-harvests-any-field',
			fieldsAfterHarvest: 2,
			countsAtFinalHarvest: true,
			sources: ['S003']
		});
		expect(SPELL_CARDS[BEAN_FIELD_SPELL.spell].value).toBe(1);
	});

	it('docs/rules.md#rabohnzel-spells: activated in phase 1½, the field opens in phase 3, later', () => {
		const ids = phasesFor('rabohnzel', 4).map((phase) => phase.id);
		expect(ids).toEqual(['plant', 'spell', 'trade', 'plant-traded', 'draw']);
		expect(ids.indexOf(BEAN_FIELD_SPELL.activatedIn)).toBe(1);
		expect(ids.indexOf(BEAN_FIELD_SPELL.opensIn)).toBe(3);
	});
});
