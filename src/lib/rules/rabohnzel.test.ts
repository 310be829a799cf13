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
