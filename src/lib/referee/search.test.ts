import { LOCALES } from '$lib/i18n/locales';
import { describe, expect, it } from 'vitest';
import { de } from './answers/de';
import { en } from './answers/en';
import { fr } from './answers/fr';
import { de as deAsked } from './phrasings/de';
import { en as enAsked } from './phrasings/en';
import { fr as frAsked } from './phrasings/fr';
import { BEAN_STEMS } from './beans';
import {
	buildIndex,
	loadIndex,
	processTerm,
	rank,
	searchQuestions,
	splitDe,
	stemDe,
	stemEn,
	stemFr
} from './search';

const indexes = {
	en: buildIndex(en, enAsked, 'en', BEAN_STEMS.en),
	de: buildIndex(de, deAsked, 'de', BEAN_STEMS.de),
	fr: buildIndex(fr, frAsked, 'fr', BEAN_STEMS.fr)
};
type Lang = keyof typeof indexes;
const found = (lang: Lang, query: string, allowed?: (id: string) => boolean) =>
	searchQuestions(indexes[lang], query, lang, allowed);
const top = (lang: Lang, query: string, allowed?: (id: string) => boolean) => {
	const result = found(lang, query, allowed);
	return result.kind === 'found' ? result.ids[0] : `unknown`;
};

describe('normalising terms', () => {
	it('folds accents and case, drops stop words', () => {
		expect(processTerm('Troisième', 'fr')).toEqual(['troisiem']);
		expect(processTerm('Über', 'de')).toEqual(['uber']);
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

	it('keeps rules words apart: spell and sell, veut and vaut, donner and donc', () => {
		expect(processTerm('spell', 'en')).not.toEqual(processTerm('sell', 'en'));
		expect(processTerm('veut', 'fr')).not.toEqual(processTerm('vaut', 'fr'));
		expect(processTerm('donner', 'fr')).toEqual(['donn']);
		expect(processTerm('donc', 'fr')).toBeNull();
	});

	it('splits German compounds only into words the index knows, the whole word kept', () => {
		const words = new Set(['bohn', 'feld', 'tausch', 'getauscht', 'handel', 'phas', 'zug', 'deck']);
		const known = (word: string) => words.has(stemDe(word));
		expect(splitDe('bohnenfeld', known)).toEqual(['bohnenfeld', 'bohnen', 'feld']);
		expect(processTerm('Handelsphase', 'de', known)).toEqual(['handelsphas', 'handel', 'phas']);
		expect(splitDe('weitertauschen', known)).toEqual(['weitertauschen', 'tauschen']);
		expect(splitDe('eingetauscht', known)).toEqual(['eingetauscht', 'getauscht']);
		// No junk: zugedeckt is no zug + edeckt.
		expect(splitDe('zugedeckt', known)).toEqual(['zugedeckt']);
		expect(processTerm('Bohnenfeld', 'de', known)).toEqual(['bohnenfeld', 'bohn', 'feld']);
		expect(processTerm('Bohnenfeld', 'de')).toEqual(['bohnenfeld']);
	});

	it('searches the app’s bean names as the word bean, the editions’ own beans by name', () => {
		const { en: beansEn, de: beansDe, fr: beansFr } = BEAN_STEMS;
		expect(processTerm('blackeye', 'en', undefined, beansEn)).toEqual(['bean']);
		expect(processTerm('Chili', 'en', undefined, beansEn)).toEqual(['bean']);
		expect(processTerm('Chili', 'en')).toEqual(['chili']);
		expect(processTerm('Sojabohnen', 'de', undefined, beansDe)).toEqual(processTerm('Bohne', 'de'));
		expect(processTerm('Cochon', 'fr', undefined, beansFr)).toEqual(['haricot']);
		expect(processTerm('Schwertbohne', 'de', undefined, beansDe)).toEqual(['schwertbohn']);
	});

	it('allows no typo in a word of five letters or fewer (poker is no rules word)', () => {
		expect(found('en', 'poker')).toEqual(expect.objectContaining({ kind: 'unknown' }));
	});

	it('maps players’ words to the texts’ ones', () => {
		expect(processTerm('tiebreaker', 'en')).toEqual(['tie', 'break']);
		expect(processTerm('donate', 'en')).toEqual(processTerm('give', 'en'));
		expect(processTerm('begin', 'en')).toEqual(processTerm('start', 'en'));
		expect(processTerm('Geld', 'de')).toEqual(processTerm('Taler', 'de'));
		expect(processTerm('cadeau', 'fr')).toEqual(processTerm('donner', 'fr'));
		// A German word with ue in it is folded as an umlaut typed without one: the synonym is still
		// found (klauen → klaun, teuer → teur).
		expect(processTerm('klauen', 'de')).toEqual(processTerm('stehlen', 'de'));
		expect(processTerm('teuer', 'de')).toEqual(processTerm('kostet', 'de'));
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

	it('tolerates typos in words no question has', () => {
		expect(top('en', 'protektion')).toBe('protection');
		expect(top('de', 'Gleichstnad')).toBe('tie-break');
		expect(top('fr', 'egalitee')).toBe('tie-break');
		expect(top('en', 'harvset another turn')).toBe('harvest-other-turn');
	});

	it('never turns a word the questions have into another one', () => {
		// "sell" is a word of the texts: it is not read as "spell".
		const sell = rank(indexes.en, 'sell', 'en').map((hit) => hit.id);
		expect(sell).not.toContain('spell-when');
		expect(sell).not.toContain('spell-value');
	});

	it('French elisions typed with a space or an apostrophe, accents or none', () => {
		expect(top('fr', 'troisieme champ')).toBe('third-field');
		expect(top('fr', "l'ordre de ma main")).toBe(top('fr', 'l ordre de ma main'));
		expect(top('fr', 'l ordre de ma main')).toBe('hand-order');
		expect(top('de', 'Schwertbohnen Angriff')).toBe('sword-attack');
	});

	it('finds by prefix while the last word is typed', () => {
		const found = searchQuestions(indexes.en, 'hand car', 'en');
		expect(found.kind === 'found' && found.ids).toContain('hand-cards-at-end');
	});

	it('returns nothing for an empty query, and "unknown" for nonsense', () => {
		expect(found('en', '  ')).toEqual({ kind: 'found', ids: [] });
		expect(found('en', 'qqqzzxx')).toEqual({ kind: 'unknown', closest: [] });
	});
});

describe('the table’s list comes before any fallback', () => {
	it('searches only the table’s questions, so other editions’ questions cannot hide them', () => {
		// At a My First table there is no sword attack: the query is unknown there, and the questions
		// offered to browse are My First ones; everywhere else the attack is found.
		const myFirst = (id: string) => !['sword-attack', 'attack-no-coins'].includes(id);
		expect(top('en', 'sword attack')).toBe('sword-attack');
		const there = found('en', 'sword attack', myFirst);
		expect(there.kind === 'found' ? there.ids : there.closest).not.toContain('sword-attack');
		// A query whose best question everywhere is another edition's still finds this table's.
		expect(top('en', 'attack someone with no coins')).toBe('attack-no-coins');
		expect(top('en', 'harvest with no coins', myFirst)).toBe('harvest-nothing');
	});

	it('says "unknown", with the closest questions, when the best fits the query too little', () => {
		const result = found('en', 'the weather forecast for our harvest festival');
		expect(result.kind).toBe('unknown');
	});

	it('takes one word in common for a coincidence when the query asks more', () => {
		// Win is the tie-break's word and cost the third field's, but here the query asks about
		// something else the referee has no text for; the word game is no word in common.
		expect(top('en', 'win at chess')).toBe('unknown');
		expect(top('de', 'was kostet die erweiterung')).toBe('unknown');
		expect(top('en', 'who sold me this game')).toBe('unknown');
		// The word is all the query asks, or the query holds a way of asking the question whole.
		expect(top('en', 'tiebreaker')).toBe('tie-break');
		expect(top('en', 'who begins the game')).toBe('start-player');
		expect(top('de', 'was kostet das dritte feld')).toBe('third-field');
	});

	it('an edition’s name in the query counts less than the topic asked about', () => {
		expect(top('en', 'rio grande tie')).toBe('tie-break');
		expect(top('de', 'Rio Grande Gleichstand')).toBe('tie-break');
	});
});

describe('the index built at build time', () => {
	it('loads from the JSON the Vite plugin emits and answers like a fresh one', async () => {
		for (const lang of LOCALES) {
			const { default: json, beans } = await import(`virtual:referee-index/${lang}`);
			const loaded = loadIndex(json, lang, new Set(beans));
			expect(loaded.documentCount).toBe(indexes[lang].documentCount);
			expect(new Set(beans)).toEqual(BEAN_STEMS[lang]);
		}
		const { default: json, beans } = await import('virtual:referee-index/de');
		const result = searchQuestions(loadIndex(json, 'de', new Set(beans)), 'drittes Feld', 'de');
		expect(result.kind === 'found' && result.ids[0]).toBe('third-field');
		// The bean names come with the index: a query naming a bean reads it as a bean.
		const chili = searchQuestions(
			loadIndex(json, 'de', new Set(beans)),
			'darf ich eine feuerbohne auf meine sojabohnen pflanzen',
			'de'
		);
		expect(chili).toEqual(
			searchQuestions(indexes.de, 'darf ich eine feuerbohne auf meine sojabohnen pflanzen', 'de')
		);
		// Building three indexes through the plugin takes seconds on a busy machine.
	}, 20_000);
});
