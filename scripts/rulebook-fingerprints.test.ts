// Own words (docs/rules.md, CONTRIBUTING.md#cite-the-rules): no message and no referee answer, in
// any language, shares a run of ten words with a rulebook. The rulebooks are not in the repository;
// their fingerprints are (scripts/rulebook-fingerprints.txt, made by rulebook-fingerprints.js).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '$lib/i18n/locales';
import { allAreas, loadAllMessages, textsOf } from '$lib/i18n/testing';
import { de } from '$lib/referee/answers/de';
import { en } from '$lib/referee/answers/en';
import { fr } from '$lib/referee/answers/fr';
import { fillAnswer } from '$lib/referee/format';
import { QUESTIONS, SECTIONS, type Question } from '$lib/referee/questions';
import type { RefereeTexts } from '$lib/referee/texts';
import { RUN, fingerprint, parseFingerprints, runs, sharedRuns, words } from './fingerprints.js';

const known = parseFingerprints(
	readFileSync(new URL('./rulebook-fingerprints.txt', import.meta.url), 'utf8')
);

/** Every text the referee shows in one language: names, questions, search words, answers. */
function refereeTexts(texts: RefereeTexts, locale: Locale): [string, string][] {
	const out: [string, string][] = [];
	for (const [key, value] of [
		...Object.entries(texts.topics),
		...Object.entries(texts.books),
		...Object.entries(texts.steps)
	])
		out.push([`referee.${key}`, value]);
	for (const q of QUESTIONS as readonly Question[]) {
		const own = texts.questions[q.id as keyof RefereeTexts['questions']] as {
			question: string;
			keywords: string;
			answers: Record<string, string>;
		};
		out.push(
			[`referee.${q.id}.question`, own.question],
			[`referee.${q.id}.keywords`, own.keywords]
		);
		for (const group of q.answers) {
			out.push([
				`referee.${q.id}.${group.id}`,
				fillAnswer(own.answers[group.id]!, group, texts, locale)
			]);
		}
	}
	return out;
}

await loadAllMessages();
const everyText: [string, string][] = [
	...LOCALES.flatMap((locale) =>
		allAreas().flatMap((area) =>
			textsOf(area, locale).map(([key, text]): [string, string] => [`${locale} ${key}`, text])
		)
	),
	...Object.entries({ en, de, fr }).flatMap(([locale, texts]) =>
		refereeTexts(texts, locale as Locale).map(([key, text]): [string, string] => [
			`${locale} ${key}`,
			text
		])
	)
];

describe('the rulebook fingerprints', () => {
	it('hold thousands of runs and no text', () => {
		expect(known.size).toBeGreaterThan(5000);
		for (const hash of known) expect(hash).toMatch(/^[0-9a-f]{10}$/);
	});

	it('hold a run of the AMIGO rules (S000, "The End of the Game")', () => {
		// The hash of the ten words from "ends" to "third" in the section's first sentence, made
		// with fingerprint() when this test was written: the list was made from the rulebooks.
		expect(known.has('93d734548d')).toBe(true);
	});

	it('normalise case, accents, markup, ordinals and number words alike', () => {
		expect(
			words('<p>Die 3. Phase</p> – zum DRITTEN Mal, la 3e fois, the third (3rd) Weißbohne')
		).toEqual([
			'die',
			'3',
			'phase',
			'zum',
			'3',
			'mal',
			'la',
			'3',
			'fois',
			'the',
			'3',
			'3',
			'weissbohne'
		]);
	});

	it('flag a text that shares a run with the list, and only that run', () => {
		const planted = 'alpha beta gamma delta epsilon zeta eta theta iota kappa';
		const list = new Set([fingerprint(words(planted))]);
		expect(runs(planted)).toHaveLength(1);
		expect(sharedRuns(`Our words. ${planted.toUpperCase()}!`, list)).toEqual([planted]);
		expect(sharedRuns('alpha beta gamma delta epsilon zeta eta theta iota lambda', list)).toEqual(
			[]
		);
		expect(RUN).toBe(10);
	});
});

describe('every message and referee answer is in our own words', () => {
	it('checks texts of every area and every answer in all three languages', () => {
		expect(everyText.length).toBeGreaterThan(3000);
		for (const locale of LOCALES) {
			expect(everyText.some(([key]) => key.startsWith(`${locale} referee.`))).toBe(true);
			expect(everyText.some(([key]) => key.startsWith(`${locale} tracker.`))).toBe(true);
		}
	});

	it('docs/rules.md too, apart from the headings it cites as printed', () => {
		let docs = readFileSync(new URL('../docs/rules.md', import.meta.url), 'utf8').replace(
			/\s+/g,
			' '
		);
		for (const { heading } of Object.values(SECTIONS)) docs = docs.replaceAll(heading, ' ');
		expect(sharedRuns(docs, known)).toEqual([]);
	});

	it('shares no run of ten words with a rulebook', () => {
		const copies = everyText.flatMap(([key, text]) =>
			sharedRuns(text, known).map((run) => `${key}: “${run}”`)
		);
		expect([...new Set(copies)]).toEqual([]);
	});
});
