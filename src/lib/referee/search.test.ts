import { describe, expect, it } from 'vitest';
import { de } from './answers/de';
import { en } from './answers/en';
import { fr } from './answers/fr';
import { buildIndex, loadIndex, processTerm, searchIds, stemDe, stemEn, stemFr } from './search';

const indexes = { en: buildIndex(en, 'en'), de: buildIndex(de, 'de'), fr: buildIndex(fr, 'fr') };
const top = (lang: keyof typeof indexes, query: string) => searchIds(indexes[lang], query)[0];

describe('normalising terms', () => {
	it('folds accents and case, drops stop words', () => {
		expect(processTerm('Troisième', 'fr')).toBe('troisiem');
		expect(processTerm('Über', 'de')).toBe('uber');
		expect(processTerm('the', 'en')).toBeNull();
		expect(processTerm('der', 'de')).toBeNull();
		expect(processTerm('les', 'fr')).toBeNull();
	});

	it('maps word forms to one stem', () => {
		expect(['fields', 'field'].map(stemEn)).toEqual(['field', 'field']);
		expect(['trade', 'trades', 'traded', 'trading'].map(stemEn)).toEqual([
			'trad',
			'trad',
			'trad',
			'trad'
		]);
		expect(['passes', 'pass'].map(stemEn)).toEqual(['pass', 'pass']);
		expect(['felder', 'feld', 'feldern'].map(stemDe)).toEqual(['feld', 'feld', 'feld']);
		expect(['drittes', 'dritte', 'dritten'].map(stemDe)).toEqual(['dritt', 'dritt', 'dritt']);
		expect(['champs', 'champ'].map(stemFr)).toEqual(['champ', 'champ']);
		expect(['recolter', 'recolte', 'recoltes'].map(stemFr)).toEqual(['recolt', 'recolt', 'recolt']);
	});
});

describe('search finds the same answer in every language', () => {
	it('third field / drittes Feld / troisième champ', () => {
		expect(top('en', 'third field')).toBe('third-field');
		expect(top('de', 'drittes Feld')).toBe('third-field');
		expect(top('fr', 'troisième champ')).toBe('third-field');
	});

	it('other word forms: fields, Felder, champs', () => {
		expect(top('en', 'buy fields')).toBe('third-field');
		expect(top('de', 'Felder kaufen')).toBe('third-field');
		expect(top('fr', 'acheter champs')).toBe('third-field');
	});

	it('tolerates typos', () => {
		expect(top('en', 'protektion')).toBe('protection');
		expect(top('de', 'Gleichstnad')).toBe('tie-break');
		expect(top('fr', 'egalitee')).toBe('tie-break');
		expect(top('en', 'harvset another turn')).toBe('harvest-other-turn');
	});

	it('without accents too', () => {
		expect(top('fr', 'troisieme champ')).toBe('third-field');
		expect(top('de', 'Schwertbohnen Angriff')).toBe('sword-attack');
	});

	it('finds by prefix while typing', () => {
		expect(searchIds(indexes.en, 'hand car')).toContain('hand-cards-at-end');
	});

	it('returns nothing for an empty query and for nonsense', () => {
		expect(searchIds(indexes.en, '  ')).toEqual([]);
		expect(searchIds(indexes.en, 'qqqzzxx')).toEqual([]);
	});
});

describe('the index built at build time', () => {
	it('loads from the JSON the Vite plugin emits and answers like a fresh one', async () => {
		for (const lang of ['en', 'de', 'fr'] as const) {
			const { default: json } = await import(`virtual:referee-index/${lang}`);
			const loaded = loadIndex(json, lang);
			expect(loaded.documentCount).toBe(indexes[lang].documentCount);
		}
		const { default: json } = await import('virtual:referee-index/de');
		expect(searchIds(loadIndex(json, 'de'), 'drittes Feld')[0]).toBe('third-field');
	});
});
