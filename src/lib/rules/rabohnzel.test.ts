import { describe, expect, it } from 'vitest';
import { RABOHNZEL_BEAN_IDS, type RabohnzelBeanId } from './beans';
import {
	PFENNIGE_PER_COIN,
	RABOHNZEL_MAGIC,
	SPELL_CARDS,
	SPELL_CARD_IDS,
	SWORD_ATTACK,
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
	] as const)('a sword attack drawing %s: %s', (bean, outcome) => {
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
