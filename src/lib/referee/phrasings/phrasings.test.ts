// The ways players ask each question: six or more per question and language, for exactly the
// questions there are, and none of them a query of the corpus or its held-out part (corpus.ts tests
// how the search generalises, so it must not find its queries word for word in the index).
import { LOCALES } from '$lib/i18n/locales';
import { describe, expect, it } from 'vitest';
import { CORPUS, HELD_OUT, HELD_OUT_2, HELD_OUT_3 } from '../corpus';
import { QUESTIONS } from '../questions';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

const PHRASINGS = { en, de, fr } as const;
const normal = (text: string) =>
	text
		.toLowerCase()
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.replace(/[^a-z0-9]+/g, ' ')
		.trim();

describe.each(LOCALES)('phrasings in %s', (locale) => {
	const own = PHRASINGS[locale] as Readonly<Record<string, readonly string[]>>;

	it('has at least six different ones for every question, and none for an unknown id', () => {
		const ids = QUESTIONS.map((question) => question.id);
		const short = ids.filter((id) => new Set((own[id] ?? []).map(normal)).size < 6);
		expect(short).toEqual([]);
		expect(Object.keys(own).filter((id) => !ids.includes(id as never))).toEqual([]);
	});

	it('never repeats a query of the corpus', () => {
		const asked = new Set(Object.values(own).flat().map(normal));
		const repeated = [
			...CORPUS[locale],
			...HELD_OUT[locale],
			...HELD_OUT_2[locale],
			...HELD_OUT_3[locale]
		]
			.map(([query]) => query)
			.filter((q) => asked.has(normal(q)));
		expect(repeated).toEqual([]);
	});
});
