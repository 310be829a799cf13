// The corpus itself: big enough, deterministic, every category present, and its valid base
// files really valid (otherwise every "damaged" case would be damaged for the wrong reason).
import { describe, expect, test } from 'vitest';
import { IMPORT_ERRORS, parseExport } from '../../src/lib/tracker/exportFile';
import {
	ALL_TEXT,
	BASE_GAMES,
	BASE_TEXT,
	CATEGORIES,
	MORE_GAMES,
	formCorpus,
	importCorpus,
	importSample,
	SEEDS
} from './corpus';
import fc from 'fast-check';

const corpus = importCorpus();

describe('the corpus', () => {
	test('holds at least 1,000 import files and 100 form values', () => {
		expect(corpus.length).toBeGreaterThanOrEqual(1000);
		expect(formCorpus().length).toBeGreaterThanOrEqual(100);
	});

	test('every category has cases, and names are unique', () => {
		for (const category of CATEGORIES) {
			expect(corpus.filter((c) => c.category === category).length, category).toBeGreaterThan(0);
		}
		expect(new Set(corpus.map((c) => c.name)).size).toBe(corpus.length);
	});

	test('is the same every time (seeded, no Math.random)', () => {
		const again = importCorpus();
		expect(again.map((c) => c.name)).toEqual(corpus.map((c) => c.name));
		expect(again.map((c) => c.text)).toEqual(corpus.map((c) => c.text));
		expect(importSample(again, 7).map((c) => c.name)).toEqual(
			importSample(corpus, 7).map((c) => c.name)
		);
		expect(formCorpus()).toEqual(formCorpus());
	});

	test('every cut of the base file is refused as damaged JSON (property)', () => {
		fc.assert(
			fc.property(fc.nat({ max: BASE_TEXT.length - 1 }), (at) => {
				expect(parseExport(BASE_TEXT.slice(0, at))).toEqual({ ok: false, error: 'damaged-json' });
			}),
			{ seed: SEEDS.truncations, numRuns: 300 }
		);
	});

	test('the base files are valid and read back to the same games', () => {
		expect(parseExport(BASE_TEXT)).toEqual({ ok: true, value: BASE_GAMES });
		expect(parseExport(ALL_TEXT)).toEqual({ ok: true, value: [...BASE_GAMES, ...MORE_GAMES] });
		const editions = [...BASE_GAMES, ...MORE_GAMES].map((g) => g.setup.edition);
		expect(editions).toEqual(['amigo', 'rio-grande', 'my-first', 'rabohnzel', 'amigo-1997']);
	});

	test('the browser sample covers every category with known codes', () => {
		const sample = importSample(corpus, 7);
		expect(sample.length).toBeGreaterThanOrEqual(60);
		expect(new Set(sample.map((c) => c.category))).toEqual(new Set(CATEGORIES));
		for (const c of sample) expect(IMPORT_ERRORS).toContain(c.expected);
	});
});

describe('parseExport on every case', () => {
	test.each(corpus.map((c) => [`${c.category}: ${c.name}`, c] as const))('%s', (_label, c) => {
		let result: ReturnType<typeof parseExport> | undefined;
		expect(() => (result = parseExport(c.text))).not.toThrow();
		if (!result) throw new Error('no result');
		if (c.expected === 'accepted') expect(result.ok).toBe(true);
		else if (c.expected) expect(result).toEqual({ ok: false, error: c.expected });
		else if (!result.ok) expect(IMPORT_ERRORS).toContain(result.error);
		else expect(Array.isArray(result.value)).toBe(true);
	});
});
