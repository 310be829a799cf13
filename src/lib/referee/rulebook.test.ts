// One test per rules fact corrected against its rulebook (docs/rules.md), named after the section
// it comes from: the engine's tables, the referee's answers and the screens' messages all say it.
import { LOCALES } from '$lib/i18n/locales';
import { describe, expect, it } from 'vitest';
import {
	BEAN_FIELD_SPELL,
	MY_FIRST_STEPS,
	firstCoinRuleApplies,
	myFirstRuleApplies,
	onDrawPileEmpty,
	phasesFor,
	setupChecklist
} from '$lib/rules';
import beansDe from '$lib/i18n/messages/beanNames/de';
import beansEn from '$lib/i18n/messages/beanNames/en';
import beansFr from '$lib/i18n/messages/beanNames/fr';
import calculatorDe from '$lib/i18n/messages/calculator/de';
import calculatorEn from '$lib/i18n/messages/calculator/en';
import calculatorFr from '$lib/i18n/messages/calculator/fr';
import teachDe from '$lib/i18n/messages/teach/de';
import teachEn from '$lib/i18n/messages/teach/en';
import teachFr from '$lib/i18n/messages/teach/fr';
import trackerPanelsDe from '$lib/i18n/messages/trackerPanels/de';
import trackerPanelsEn from '$lib/i18n/messages/trackerPanels/en';
import trackerPanelsFr from '$lib/i18n/messages/trackerPanels/fr';
import teachCardsEn from '$lib/i18n/messages/teachCards/en';
import { de } from './answers/de';
import { en } from './answers/en';
import { fr } from './answers/fr';
import { QUESTIONS, type AnswerGroup, type Question } from './questions';
import type { RefereeTexts } from './texts';

const LANGS = { en, de, fr } as const;

function group(qid: string, gid: string): AnswerGroup {
	const q = (QUESTIONS as readonly Question[]).find((x) => x.id === qid);
	const g = q?.answers.find((x) => x.id === gid);
	if (!g) throw new Error(`no answer ${qid}/${gid}`);
	return g;
}

function says(lang: keyof typeof LANGS, qid: string, gid: string): string {
	const own = LANGS[lang].questions[qid as keyof RefereeTexts['questions']] as {
		answers: Record<string, string>;
	};
	return own.answers[gid] ?? '';
}

describe('Wrong at the table', () => {
	it('S003 "1. Phase: Bohnenkarten ausspielen": an empty hand skips only the planting; the spell phase (1½) still follows', () => {
		expect(phasesFor('rabohnzel', 4).map((p) => p.id)).toEqual([
			'plant',
			'spell',
			'trade',
			'plant-traded',
			'draw'
		]);
		expect(group('empty-hand', 'rabohnzel').editions).toEqual(['rabohnzel']);
		expect(group('empty-hand', 'skip').editions).not.toContain('rabohnzel');
		expect(says('en', 'empty-hand', 'rabohnzel')).toContain('spell phase still follows');
		expect(says('de', 'empty-hand', 'rabohnzel')).toContain('Zauberphase folgt');
		expect(says('fr', 'empty-hand', 'rabohnzel')).toContain('phase des sorts suit');
	});

	it('S001 "The Beanometer" (example 1): before Step 2 a field below its first coin cannot be harvested, and the calculator says so', () => {
		const early = MY_FIRST_STEPS.filter((step) => firstCoinRuleApplies('my-first', step));
		expect(early).toEqual(['basic', 'two-coin', 'step-1']);
		expect(calculatorEn.singleNeedsCoin).toContain('only once it holds enough beans for a coin');
		expect(calculatorDe.singleNeedsCoin).toContain('erst geerntet, wenn es genug Bohnen');
		expect(calculatorFr.singleNeedsCoin).toContain('qu’une fois qu’il a assez de haricots');
		for (const text of [calculatorEn, calculatorDe, calculatorFr].map((m) => m.noProtectionYet))
			expect(text).not.toMatch(/^In this step a single card may be harvested at any time\.$/);
	});

	it('S001 "The “Mixed Patch Rule”": covered beans are planted on or harvested only after the covering kind is harvested', () => {
		expect(group('whole-field', 'my-first-patch').steps).toEqual(['basic', 'two-coin', 'step-1']);
		expect(group('covered-beans', 'my-first-patch').sources).toEqual(['S001/mixed-patch']);
		expect(says('en', 'covered-beans', 'my-first-patch')).toContain(
			'until the kind on top of them has been harvested'
		);
		expect(says('en', 'whole-field', 'my-first-patch')).toContain('you harvest the kind on top');
		expect(myFirstRuleApplies('step-1', 'mixed-patch')).toBe(true);
		expect(myFirstRuleApplies('step-2', 'mixed-patch')).toBe(false);
	});
	it('S002 "End & Winner": in Rio Grande the last run-out ends the game at once, while cards are turned over too; the duel’s finish is the app’s assumption', () => {
		expect(onDrawPileEmpty('rio-grande', 4, 3, 'trade')).toBe('end-now');
		expect(onDrawPileEmpty('rio-grande', 3, 2, 'trade')).toBe('end-now');
		expect(onDrawPileEmpty('rio-grande', 2, 1, 'trade')).toBe('finish-trade-and-plant');
		expect(group('run-out-trading', 'rio').sources).toEqual(['S002/end']);
		expect(group('run-out-trading', 'duel').silent).toBe(true);
		expect(says('en', 'run-out-trading', 'rio')).toContain('The game ends at once');
		expect(says('de', 'run-out-trading', 'rio')).toContain('Das Spiel endet sofort');
		expect(says('fr', 'run-out-trading', 'rio')).toContain('La partie s’arrête aussitôt');
		for (const lang of LOCALES)
			expect(says(lang, 'run-out-trading', 'rio')).not.toMatch(/finish|zu Ende|termine/);
	});
});

describe('Misleading', () => {
	it('S004 "Deuxième action": AMIGO 1997 trading ends when nobody wants to trade or give any more (RGG "2. Draw, trade & donate bean cards" likewise, as the app’s assumption for Rio Grande)', () => {
		expect(group('trade-goes-on', 'no-more-offers').editions).toEqual(['amigo-1997']);
		expect(group('trade-goes-on', 'rio').silent).toBe(true);
		expect(group('trade-goes-on', 'active-stops').editions).toEqual(['amigo', 'rabohnzel']);
		expect(says('en', 'trade-goes-on', 'no-more-offers')).toContain(
			'once nobody wants to trade or give'
		);
	});

	it('S001 "Step 1: All Cards Are In Play" and "The “Mixed Patch Rule”": the checklist speaks of a bean that fits no field, not a third kind', () => {
		expect(trackerPanelsEn['myFirst_mixed-patch']).not.toMatch(/third kind/);
		expect(trackerPanelsDe['myFirst_mixed-patch']).not.toMatch(/dritte/);
		expect(trackerPanelsFr['myFirst_mixed-patch']).not.toMatch(/troisième/);
		expect(trackerPanelsEn['myFirst_mixed-patch']).toContain('fits none of the fields');
	});

	it('S001 "2. Trade Bean Cards": only the active player is said to give; the others giving is marked as the app’s assumption', () => {
		expect(group('gifts', 'my-first').silent).toBe(true);
		expect(group('gifts', 'directed').editions).not.toContain('my-first');
		expect(group('others-give', 'my-first').silent).toBe(true);
	});

	it('S003 "Die Zauberkarten" (Bohnenfeldzauber and its example): the third field stays until a field is harvested, also into later turns', () => {
		expect(BEAN_FIELD_SPELL.lostWhen).toBe('owner-harvests-any-field');
		for (const [lang, words] of [
			['en', 'into later turns'],
			['de', 'auch über spätere Züge'],
			['fr', 'même aux tours suivants']
		] as const)
			expect(says(lang, 'third-field', 'rabohnzel')).toContain(words);
		expect(says('en', 'temporary-field', 'rabohnzel')).not.toContain('for a turn');
	});

	it('S000 "The Idea of the Game": buying a third field is never mentioned, so "none" is the app’s assumption', () => {
		expect(group('third-field', 'amigo').silent).toBe(true);
		expect(group('third-field', 'amigo').sources).toEqual(['S000/idea']);
		const list = setupChecklist('amigo', 4);
		if (!list.ok) throw new Error(list.error);
		expect(list.value.find((item) => item.id === 'third-field')).toMatchObject({ unsaid: true });
		expect(trackerPanelsEn.thirdFieldUnsaid).toContain('never mention');
	});

	it('RGG "Harvesting and selling beans": harvesting out of turn in Rio Grande cites the rulebook, not the summary’s "Notes", as the app’s assumption', () => {
		expect(group('harvest-other-turn', 'rio').sources).toEqual(['RGG/harvesting']);
		expect(group('harvest-other-turn', 'rio').silent).toBe(true);
		expect(group('harvest-other-turn', 'any-time').editions).not.toContain('rio-grande');
	});

	it('S003 "Die magische Wirkung der Bohnen" (Pflückbohne outcome): the screen says the rulebook’s "and" and names the app’s reading', () => {
		expect(trackerPanelsEn['attack_defender-steals-last-hand-card']).toContain(
			'goes to the back of their hand and is planted; the app reads this as one or the other'
		);
		expect(trackerPanelsDe['attack_defender-steals-last-hand-card']).toContain(
			'steckt er sie hinten auf die Hand und baut sie an'
		);
		expect(trackerPanelsFr['attack_defender-steals-last-hand-card']).toContain(
			'au fond de sa main et la plante'
		);
	});

	it('S003 "Die magische Wirkung der Bohnen": "four or more planted" does not say in one field; the app’s count is marked as its assumption', () => {
		expect(group('magic-two-fields', 'rabohnzel').silent).toBe(true);
		expect(says('en', 'magic-two-fields', 'rabohnzel')).toContain('counts every bean of that kind');
	});

	it('S003 "Aktionsmöglichkeiten in der Zaubephase" (B): spells are activated by playing Zauberbohnen', () => {
		expect(teachEn['phase_spell']).toContain('Zauberbohne');
		expect(teachDe['phase_spell']).toContain('Zauberbohne');
		expect(teachFr['phase_spell']).toContain('Zauberbohne');
	});

	it('S003 "Die Zauberkarten" (Zauberkartentausch) and the Zauberbohne counter-attack: two ways to activate outside the spell phase', () => {
		for (const lang of LOCALES) {
			expect(says(lang, 'spell-when', 'rabohnzel')).toContain('Zauberkartentausch');
			expect(says(lang, 'spell-when', 'rabohnzel')).not.toMatch(
				/^Only|^Aktiviert wird nur|seulement/
			);
		}
	});

	it('S003 "Spielende und Gewinner des Spiels": spell cards are worth Bohnenpfennige at the end', () => {
		expect(group('hand-cards-at-end', 'rabohnzel').facts).toEqual([
			{ key: 'perCoin', fact: 'pfennige-per-coin', value: 100 }
		]);
		expect(group('hand-cards-at-end', 'classic').editions).not.toContain('rabohnzel');
		for (const lang of LOCALES)
			expect(says(lang, 'hand-cards-at-end', 'rabohnzel')).toContain('Bohnenpfennige');
	});
	it('S002: what the one-page summary does not print (third-field price, tie-break, dealer, harvesting out of turn, trading’s end, the duel) is marked as the app’s assumption', () => {
		const marked = [
			['third-field', 'rio-4-7'],
			['third-field-in-box', 'rio-4-7'],
			['tie-break', 'rio'],
			['hand-cards-at-end', 'rio'],
			['start-player', 'rio'],
			['harvest-other-turn', 'rio'],
			['trade-goes-on', 'rio']
		] as const;
		for (const [qid, gid] of marked) {
			expect(group(qid, gid).silent, `${qid}/${gid}`).toBe(true);
			expect(says('en', qid, gid), `${qid}/${gid}`).toMatch(/one-page summary/);
			expect(says('de', qid, gid), `${qid}/${gid}`).toMatch(/einseitigen? Übersicht/);
			expect(says('fr', qid, gid), `${qid}/${gid}`).toMatch(/résumé d’une page/);
		}
		expect(group('start-player', 'dealer').editions).toEqual(['amigo-1997']);
		const duel = (QUESTIONS as readonly Question[]).flatMap((q) =>
			q.answers.filter((g) => g.players?.max === 2).map((g) => ({ qid: q.id, g }))
		);
		expect(duel.length).toBeGreaterThan(10);
		for (const { qid, g } of duel) expect(g.silent, `${qid}/${g.id}`).toBe(true);
	});

	it('S003 "Die magische Wirkung der Bohnen" (Zauberbohnen): four or more planted activate two spell cards', () => {
		expect(says('en', 'spell-when', 'rabohnzel')).toContain(
			'two with four or more of them planted'
		);
		expect(says('de', 'spell-when', 'rabohnzel')).toContain(
			'bei vier oder mehr angebauten sogar zwei'
		);
		expect(says('fr', 'spell-when', 'rabohnzel')).toContain('ou deux avec quatre plantées ou plus');
		expect(says('en', 'bean-magic', 'rabohnzel')).toContain('or two with four or more');
	});

	it('S003 "Die magische Wirkung der Bohnen" (Pflückbohne, Weißbohne): a kind offers its magic again when a new bean of it lands on an emptied field', () => {
		for (const qid of ['bean-magic', 'magic-two-fields'])
			expect(says('en', qid, 'rabohnzel'), qid).toMatch(/new bean of it lands on a field/);
		expect(says('de', 'bean-magic', 'rabohnzel')).toContain('auf ein geleertes Feld');
		expect(says('fr', 'magic-two-fields', 'rabohnzel')).toContain('champ tout juste vidé');
	});

	it('S001 "Step 5: The “Protection Rule”": the answer states the condition, one card or none in every field', () => {
		expect(says('en', 'protection', 'my-first')).toContain(
			'only while none of your fields holds more than one card'
		);
		expect(says('de', 'protection', 'my-first')).toContain(
			'solange keines deiner Felder mehr als eine Karte hat'
		);
		expect(says('fr', 'protection', 'my-first')).toContain(
			'que si aucun de vos champs n’a plus d’une carte'
		);
	});

	it('S001 "The “Mixed Patch Rule”": a card that fits no field may cover a field or, where one is worth a coin, wait for that harvest', () => {
		expect(says('en', 'first-card-no-field', 'my-first-patch')).toContain('You have two ways out');
		expect(says('en', 'first-card-no-field', 'my-first-patch')).toContain(
			'already holds enough beans for a coin'
		);
		expect(says('de', 'first-card-no-field', 'my-first-patch')).toContain('zwei Auswege');
		expect(says('fr', 'first-card-no-field', 'my-first-patch')).toContain('Deux solutions');
	});

	it('S003 Bohnanza digest: one kind in two fields is not printed there, so the Rabohnzel answer marks the app’s assumption', () => {
		expect(group('one-kind-per-field', 'rabohnzel').silent).toBe(true);
		expect(says('en', 'one-kind-per-field', 'rabohnzel')).toContain(
			'the Bohnanza digest does not say'
		);
	});

	it('S003 "Die Zauberkarten" (Bohnenfeldzauber): the third field opens in the third phase, the planting after trading', () => {
		for (const qid of ['temporary-field', 'third-field']) {
			expect(says('en', qid, 'rabohnzel'), qid).toMatch(
				/third phase,? \(?the planting after trading/
			);
			expect(says('de', qid, 'rabohnzel'), qid).toMatch(
				/dritten Phase,? \(?dem Anbauen nach dem Handeln/
			);
			expect(says('fr', qid, 'rabohnzel'), qid).toMatch(
				/troisième phase,? \(?la plantation qui suit/
			);
		}
		expect(says('en', 'temporary-field', 'rabohnzel')).not.toContain('when planting');
	});
});

describe('Words', () => {
	it('S001 "The “Mixed Patch Rule”": the English answers say Step 1 is included', () => {
		expect(says('en', 'first-card-no-field', 'my-first-patch')).toContain('up to and including');
		expect(says('en', 'one-kind-per-field', 'my-first-patch')).toContain('up to and including');
	});

	it('S001 "2. Trade Bean Cards": the German My First answer keeps the active player’s own stop', () => {
		expect(says('de', 'trade-goes-on', 'my-first')).toContain('wenn der Zugspieler nicht mehr');
	});

	it('S003 "Die magische Wirkung der Bohnen" (Gemeine Bohnen): every player with the highest number keeps the coin, in French too', () => {
		expect(trackerPanelsFr['effect_opponents-reveal-coin']).toContain('tous ceux dont la pièce');
		expect(trackerPanelsFr['effect_opponents-reveal-coin']).not.toContain('celui dont');
	});

	it('Rabohnzel cards print German names: English and French gloss them, German shows the name alone', () => {
		expect(beansEn['rabohnzel-gloss_pick']).toBe('picking bean');
		expect(beansFr['rabohnzel-gloss_pick']).toBe('haricot cueilleur');
		expect(beansDe['rabohnzel-gloss_pick']).toBe(beansDe['rabohnzel_pick']);
		expect(trackerPanelsFr['spellGloss_attack-spell']).toBe('sort d’attaque');
		expect(trackerPanelsDe['spellGloss_random-spell']).toBe(
			trackerPanelsDe['spellName_random-spell']
		);
		expect(says('en', 'sword-attack', 'rabohnzel')).toContain('Pflückbohne (picking bean)');
		expect(says('fr', 'sword-attack', 'rabohnzel')).toContain('Pflückbohne (haricot cueilleur)');
	});

	it('S000 "The End of the Game": the third run-out ends the game, so a run-out while drawing is covered, not silent', () => {
		expect(group('run-out-drawing', 'stated').editions).toContain('amigo');
		expect(group('run-out-drawing', 'stated').sources).toContain('S000/end');
		expect(group('run-out-drawing', 'stated').silent).toBeUndefined();
	});

	it('S004 "Variantes": coins in trades are for tables of experts; the rulebook asks no agreement beforehand', () => {
		expect(says('en', 'coins-in-trades', 'variant')).not.toContain('agrees beforehand');
		expect(says('de', 'coins-in-trades', 'variant')).not.toContain('vorher einig');
		expect(says('fr', 'coins-in-trades', 'variant')).not.toContain('avant de jouer');
	});

	it('S004 "Fin du jeu" and S001 "Winning the Game": AMIGO 1997’s shared win and My First’s end with 4-5 players are the app’s assumptions', () => {
		expect(says('en', 'tie-break', 'amigo-1997')).toContain('The app assumes');
		expect(trackerPanelsEn.tie_none).toContain('the app assumes');
		expect(trackerPanelsDe.tie_none).toContain('die App nimmt an');
		expect(trackerPanelsFr.tie_none).toContain('l’application suppose');
		expect(group('passes', 'my-first').silent).toBe(true);
		expect(says('en', 'passes', 'my-first')).toContain('the app assumes it is');
	});

	it('S003 "Die magische Wirkung der Bohnen" (Schwertbohne): the attacked player may strike back', () => {
		expect(says('en', 'sword-attack', 'rabohnzel')).toContain('lets the defender strike back');
		expect(says('de', 'sword-attack', 'rabohnzel')).toContain('erlaubt ihm einen Gegenangriff');
		expect(says('fr', 'sword-attack', 'rabohnzel')).toContain(
			'permet au défenseur de contre-attaquer'
		);
		expect(trackerPanelsEn['attack_counter-attack']).toContain('may strike back');
		expect(trackerPanelsDe['attack_counter-attack']).toContain(
			'darf auf dieselbe Weise zurückschlagen'
		);
		expect(trackerPanelsFr['attack_counter-attack']).toContain('peut contre-attaquer');
	});

	it('S001 "Step 1: All Cards Are In Play": with three fields the Mixed Patch card covers any one of them, not "either"', () => {
		expect(teachCardsEn['rule_mixed-patch']).not.toContain('either');
	});

	it('S003 "Die magische Wirkung der Bohnen" (Kapbohnen): the name is short for Kapierbohne, glossed as such', () => {
		expect(beansEn['rabohnzel-gloss_cape']).not.toMatch(/cape/i);
		expect(beansFr['rabohnzel-gloss_cape']).not.toMatch(/Cap\b/);
	});
});
