import { describe, expect, it } from 'vitest';
import { RABOHNZEL_BEAN_IDS, type RabohnzelBeanId } from './beans';
import { phasesFor } from './phases';
import { rulesTable } from '../../../tests/lint/rulesTables';
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
	// The values as the table of docs/rules.md#rabohnzel-spells states them (read from the doc).
	const doc = rulesTable('Rabohnzel spells');

	it('the doc and the engine list the same spell cards', () => {
		expect(doc.map((row) => row.id)).toEqual([...SPELL_CARD_IDS]);
	});

	it.each(doc.map((row) => [row.id as keyof typeof SPELL_CARDS, Number(row.value)] as const))(
		'%s is worth %i Bohnenpfennige',
		(id, value) => {
			expect(SPELL_CARDS[id].value).toBe(value);
		}
	);

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

	// docs/rules.md#rabohnzel-attack: what the rulebook states around every attack, one statement each.
	it('"a Schwertbohne attack draws a coin at random from an opponent"', () => {
		expect(SWORD_ATTACK_RULES.coinsDrawn).toBe(1);
	});

	it('a counter-attack "may itself be answered by another"; "the active player may not harvest meanwhile"', () => {
		expect(SWORD_ATTACK_RULES.counterAttackMayRepeat).toBe(true);
		expect(SWORD_ATTACK_RULES.attackedMayHarvest).toBe(false);
	});

	it('the stolen card is planted "without its magic"', () => {
		expect(SWORD_ATTACK_RULES.stolenCardMagic).toBe(false);
	});

	it('docs/rules.md#rabohnzel-spells: a Zauberbohne coin drawn in a counter-attack activates a spell card "until the end of that player\'s next turn"', () => {
		expect(SWORD_ATTACK_RULES.counterSpellActiveUntil).toBe('end-of-own-next-turn');
	});
});

// S003, "Die Zauberkarten", Angriffszauber.
describe('attack spell (S003)', () => {
	// docs/rules.md#rabohnzel-spells, Angriffszauber: what the rulebook states, one statement each.
	it('"one activation serves either the Gemeine Bohnen or the Schwertbohnen"', () => {
		expect([...ATTACK_SPELL.beans].sort()).toEqual(['mean', 'sword']);
		expect(ATTACK_SPELL.usesPerActivation).toBe(1);
	});

	it('"with it, a single Gemeine Bohne is enough for its magic"', () => {
		expect(ATTACK_SPELL.meanMinPlanted).toBe(1);
	});

	it('"the attacker draws two coins, chooses the one that counts", in the spell phase', () => {
		expect(ATTACK_SPELL.swordCoinsDrawn).toBe(2);
		expect(ATTACK_SPELL.swordCoinsChosen).toBe(1);
		expect(ATTACK_SPELL.swordPhase).toBe('spell');
	});

	it('"when both show a Schwertbohne or a Pflückbohne, one of them must still be declared valid"', () => {
		expect([...ATTACK_SPELL.mustDeclareOneAmong].sort()).toEqual(['pick', 'sword']);
	});

	it('is the Angriffszauber of the spell cards, worth 1', () => {
		expect(ATTACK_SPELL.spell).toBe('attack-spell');
		expect(SPELL_CARDS[ATTACK_SPELL.spell].value).toBe(1);
	});
});

// S003, "Die Zauberkarten", Bohnenfeldzauber and its example.
describe('bean field spell (S003)', () => {
	// docs/rules.md#rabohnzel-spells, Bohnenfeldzauber: what the rulebook states, one statement each.
	it('"in phase 3 the player opens a third field"', () => {
		expect(BEAN_FIELD_SPELL.spell).toBe('bean-field-spell');
		expect(BEAN_FIELD_SPELL.extraFields).toBe(1);
		expect(BEAN_FIELD_SPELL.permanent).toBe(false);
	});

	it('"it stays ... until the player harvests any of the three fields": two remain', () => {
		expect(BEAN_FIELD_SPELL.lostWhen).toBe('owner-harvests-any-field');
		expect(BEAN_FIELD_SPELL.fieldsAfterHarvest).toBe(2);
	});

	it('docs/rules.md#rabohnzel-spells: activated in phase 1½, the field opens in phase 3, later', () => {
		const ids = phasesFor('rabohnzel', 4).map((phase) => phase.id);
		expect(ids).toEqual(['plant', 'spell', 'trade', 'plant-traded', 'draw']);
		expect(ids.indexOf(BEAN_FIELD_SPELL.activatedIn)).toBe(1);
		expect(ids.indexOf(BEAN_FIELD_SPELL.opensIn)).toBe(3);
	});
});
