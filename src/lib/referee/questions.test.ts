import { describe, expect, it } from 'vitest';
import {
	EDITION_IDS,
	EDITIONS,
	MY_FIRST_STEPS,
	PFENNIGE_PER_COIN,
	SPELL_CARDS,
	SPELL_CARDS_PER_PLAYER,
	SWORD_ATTACK,
	endsAtExhaustion,
	myFirstRuleApplies,
	onDrawPileEmpty,
	phasesFor,
	setupFor,
	type EditionId,
	type TableRules
} from '$lib/rules';
import { de } from './answers/de';
import { en } from './answers/en';
import { fr } from './answers/fr';
import { fillAnswer, PLACEHOLDER } from './format';
import {
	QUESTIONS,
	SECTIONS,
	type AnswerGroup,
	type BookId,
	type Fact,
	type Question
} from './questions';
import type { RefereeTexts } from './texts';

const LANGS = { en, de, fr } as const;
const questions: readonly Question[] = QUESTIONS;
const groups = questions.flatMap((q) => q.answers.map((group) => ({ q, group })));

// The books that can speak for each edition.
const BOOKS_OF: Record<EditionId, readonly BookId[]> = {
	amigo: ['S000'],
	'amigo-1997': ['S004'],
	'rio-grande': ['S002', 'RGG'],
	'my-first': ['S001'],
	rabohnzel: ['S003']
};

function text(texts: RefereeTexts, q: Question, group: AnswerGroup): string {
	const own = texts.questions[q.id as keyof RefereeTexts['questions']] as {
		answers: Record<string, string>;
	};
	return own.answers[group.id] ?? '';
}

function setup(
	edition: EditionId,
	players: number,
	step?: string,
	variants?: readonly string[]
): TableRules {
	const result = setupFor(edition, players, {
		step: step as TableRules['step'] & string,
		variants
	});
	if (!result.ok) throw new Error(`${edition} ${players}: ${result.error}`);
	return result.value;
}

/** What the rules engine says for a fact. */
function engineValue(fact: Fact): unknown {
	switch (fact.fact) {
		case 'passes':
			return endsAtExhaustion(fact.edition, fact.players);
		case 'tie-break':
			return EDITIONS[fact.edition].tieBreak;
		case 'start-player':
			return EDITIONS[fact.edition].startPlayer;
		case 'flip':
		case 'draw':
		case 'fields':
			return setup(fact.edition, fact.players, fact.step)[fact.fact];
		case 'third-field-cost': {
			const third = setup(fact.edition, fact.players, fact.step, fact.variants).thirdField;
			return third.buy ? third.cost : null;
		}
		case 'third-field-coins-to': {
			const third = setup(fact.edition, fact.players).thirdField;
			return third.buy ? third.coinsTo : null;
		}
		case 'harvest-timing':
			return setup(fact.edition, fact.players, fact.step).harvestTiming;
		case 'trading':
			return setup(fact.edition, fact.players).trading;
		case 'final-run-out':
			return onDrawPileEmpty(
				fact.edition,
				fact.players,
				endsAtExhaustion(fact.edition, fact.players),
				fact.phase
			);
		case 'plant': {
			const plant = phasesFor(fact.edition, fact.players).find((p) => p.id === 'plant');
			if (plant?.id !== 'plant') return undefined;
			return plant.must === fact.must ? plant.may : `must ${plant.must}`;
		}
		case 'my-first-from':
			return MY_FIRST_STEPS.find((step) => myFirstRuleApplies(step, fact.rule));
		case 'my-first-until':
			return MY_FIRST_STEPS.findLast((step) => myFirstRuleApplies(step, fact.rule));
		case 'sword-outcome':
			return SWORD_ATTACK[fact.bean];
		case 'deal':
			return setup(fact.edition, fact.players, fact.step).deal[fact.seat];
		case 'deck':
			return setup(fact.edition, fact.players, fact.step).deckCards;
		case 'removed': {
			const rules = setup(fact.edition, fact.players, fact.step);
			return [...rules.removed].sort();
		}
		case 'spell-cards-each':
			return SPELL_CARDS_PER_PLAYER;
		case 'spell-value':
			return SPELL_CARDS[fact.card].value;
		case 'pfennige-per-coin':
			return PFENNIGE_PER_COIN;
	}
}

describe('the question set', () => {
	it('has at least 30 questions with unique ids, each with unique answer groups', () => {
		expect(questions.length).toBeGreaterThanOrEqual(30);
		expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
		for (const q of questions) {
			expect(q.answers.length, q.id).toBeGreaterThan(0);
			expect(new Set(q.answers.map((g) => g.id)).size, q.id).toBe(q.answers.length);
		}
	});

	it('answers questions for every edition', () => {
		for (const edition of EDITION_IDS) {
			const count = questions.filter((q) => q.answers.some((g) => g.editions.includes(edition)));
			expect(count.length, edition).toBeGreaterThanOrEqual(15);
		}
	});

	it('names player counts and steps each edition can have', () => {
		for (const { q, group } of groups) {
			for (const edition of group.editions) {
				const range = EDITIONS[edition].players;
				if (group.players) {
					expect(
						group.players.min <= range.max && group.players.max >= range.min,
						`${q.id}/${group.id}`
					).toBe(true);
				}
			}
			if (group.steps) expect(group.editions, `${q.id}/${group.id}`).toEqual(['my-first']);
		}
	});

	it('cites a rulebook section of every edition an answer speaks for', () => {
		for (const { q, group } of groups) {
			expect(group.sources.length, `${q.id}/${group.id}`).toBeGreaterThan(0);
			const books = group.sources.map((id) => SECTIONS[id].book);
			for (const edition of group.editions) {
				expect(
					books.some((book) => BOOKS_OF[edition].includes(book)),
					`${q.id}/${group.id} cites nothing for ${edition}`
				).toBe(true);
			}
		}
	});

	it('states facts only about editions the answer is for', () => {
		for (const { q, group } of groups) {
			for (const fact of group.facts ?? []) {
				if ('edition' in fact)
					expect(group.editions, `${q.id}/${group.id}`).toContain(fact.edition);
			}
		}
	});
});

describe('facts agree with the rules engine', () => {
	const facts = groups.flatMap(({ q, group }) =>
		(group.facts ?? []).map((fact) => ({ where: `${q.id}/${group.id}`, fact }))
	);

	it.each(facts)('$where: $fact.fact', ({ fact }) => {
		const value = fact.fact === 'removed' ? [...fact.value].sort() : fact.value;
		expect(engineValue(fact)).toEqual(value);
	});

	it('keyed facts are numbers or My First steps', () => {
		for (const { fact, where } of facts) {
			if (fact.key === undefined) continue;
			const ok =
				typeof fact.value === 'number' ||
				(MY_FIRST_STEPS as readonly unknown[]).includes(fact.value);
			expect(ok, where).toBe(true);
		}
	});
});

describe.each(Object.entries(LANGS))('texts in %s', (lang, texts) => {
	it('word every question and every answer group', () => {
		for (const { q, group } of groups) {
			const own = texts.questions[q.id as keyof RefereeTexts['questions']];
			expect(own.question.trim(), q.id).not.toBe('');
			expect(own.keywords.trim(), q.id).not.toBe('');
			expect(text(texts, q, group).trim(), `${q.id}/${group.id}`).not.toBe('');
		}
	});

	it('state numbers only through fact placeholders, each keyed fact exactly where shown', () => {
		for (const { q, group } of groups) {
			const body = text(texts, q, group);
			const used = new Set([...body.matchAll(PLACEHOLDER)].map((m) => m[1]));
			const keys = new Set((group.facts ?? []).flatMap((f) => (f.key ? [f.key] : [])));
			expect([...used].sort(), `${lang} ${q.id}/${group.id}`).toEqual([...keys].sort());
			expect(body.replace(PLACEHOLDER, ''), `${lang} ${q.id}/${group.id}`).not.toMatch(/\d/);
		}
	});

	it('fill every placeholder', () => {
		for (const { q, group } of groups) {
			const filled = fillAnswer(text(texts, q, group), group, texts, lang as 'en');
			expect(filled, `${q.id}/${group.id}`).not.toMatch(/[{}]/);
		}
	});
});

describe('filled answers say the engine’s numbers in words players read', () => {
	const find = (qid: string, gid: string) => {
		const q = questions.find((x) => x.id === qid)!;
		return { q, group: q.answers.find((g) => g.id === gid)! };
	};
	const fill = (lang: keyof typeof LANGS, qid: string, gid: string) => {
		const { q, group } = find(qid, gid);
		return fillAnswer(text(LANGS[lang], q, group), group, LANGS[lang], lang);
	};

	it('Rio Grande with 4-7 players ends at the third run-out', () => {
		expect(fill('en', 'passes', 'rio-4-7')).toContain('the 3rd time');
		expect(fill('de', 'passes', 'rio-4-7')).toContain('zum 3. Mal');
		expect(fill('fr', 'passes', 'rio-4-7')).toContain('la 3e fois');
	});

	it('My First ends at the 1st, 2nd, 3rd run-out for 3, 4, 5 players', () => {
		const text = fill('en', 'passes', 'my-first');
		expect(text).toContain('the 1st time');
		expect(text).toContain('the 2nd');
		expect(text).toContain('the 3rd');
		expect(fill('fr', 'passes', 'my-first')).toContain('la 1re fois');
	});

	it('the AMIGO 1997 third field costs 3 coins, 2 with five players', () => {
		expect(fill('en', 'third-field', 'amigo-1997')).toContain('pay 3 coins');
		expect(fill('en', 'third-field', 'amigo-1997')).toContain('only 2');
	});

	it('the protection rule starts at My First Step 5', () => {
		expect(fill('en', 'protection', 'my-first')).toBe(
			'Only from Step 5: then a field holding a single card may be harvested only while none of your fields holds more than one card. Before that, a lone bean may be harvested like any field.'
		);
		expect(fill('de', 'protection', 'my-first')).toContain('Erst ab Stufe 5:');
		expect(fill('fr', 'protection', 'my-first')).toContain('à partir de l’étape 5');
	});

	it('the deal per player count is the setup checklist’s (src/lib/rules/setup.ts)', () => {
		expect(fill('en', 'deal', 'rio-6-7')).toBe(
			'Take out the Cocoa and Garden Beans, leaving 144 cards. The deal is uneven, clockwise from the start player: 3 cards, then 4, then 5, and 6 to everyone else.'
		);
		expect(fill('en', 'deal', 'rio-4-5')).toContain('Coffee Beans, leaving 130 cards');
		expect(fill('en', 'deal', 'rio-3')).toContain('Cocoa Beans, leaving 150 cards');
		expect(fill('en', 'deal', 'duel')).toContain('Garden and Cocoa Beans, leaving 144 cards');
		expect(fill('en', 'deal', 'amigo')).toContain('Deal 5 cards to each player from all 104');
		expect(fill('en', 'deal', 'rabohnzel')).toContain(
			'from all 98. Each player also gets 1 spell card'
		);
		expect(fill('en', 'deal', 'my-first-basic')).toContain('(56 cards)');
		expect(fill('en', 'deal', 'my-first-two-coin')).toContain('(59 cards)');
		expect(fill('en', 'deal', 'my-first-all')).toContain('(115 cards)');
		expect(fill('de', 'deal', 'rio-6-7')).toContain(
			'Kakao- und die Gartenbohnen heraus, es bleiben 144'
		);
		expect(fill('fr', 'deal', 'rio-4-5')).toContain('Harry Cogné\u00a0: il reste 130 cartes');
	});

	it('spell cards are worth 1 to 10 Bohnenpfennige, 100 to a coin', () => {
		expect(fill('en', 'spell-value', 'rabohnzel')).toContain(
			'between 1 and 10 Bohnenpfennige (bean pennies); 100 make'
		);
	});
});
