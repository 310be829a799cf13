// The words and the French typography of every text the app shows (docs/terms.md). French: a
// narrow no-break space (U+202F) before ; ! ? and a no-break space (U+00A0) before : and inside
// « », so a mark never starts a line of its own and never sits against the word.
import { describe, expect, test } from 'vitest';
import { de as refereeDe } from '$lib/referee/answers/de';
import { en as refereeEn } from '$lib/referee/answers/en';
import { fr as refereeFr } from '$lib/referee/answers/fr';
import type { Locale } from './locales';
import { allAreas, loadAllMessages, textsOf } from './testing';

await loadAllMessages();

/** Every text the app can show in a language (messages and the referee's texts), by key. */
function textsIn(locale: Locale): [string, string][] {
	const texts = allAreas().flatMap((area) => textsOf(area, locale));
	const walk = (value: unknown, path: string) => {
		if (typeof value === 'string') texts.push([path, value]);
		else if (value && typeof value === 'object') {
			for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
		}
	};
	walk({ en: refereeEn, de: refereeDe, fr: refereeFr }[locale], 'referee');
	return texts;
}

/** What is wrong with a text's punctuation, or null. Placeholders ({key:ord}) are not prose. */
function typographyProblem(text: string): string | null {
	const prose = text.replace(/\{[^}]*\}/g, '{}');
	if (/ [;!?]/.test(prose)) return 'a plain space before ; ! or ?';
	if (/[^\s\u202f\u00a0?!;:][;!?]/u.test(prose)) return 'no narrow no-break space before ; ! or ?';
	if (/\u00a0[;!?]/.test(prose)) return 'a wide no-break space before ; ! or ? (narrow wanted)';
	if (/ :/.test(prose)) return 'a plain space before :';
	if (/[\p{L})»]:/u.test(prose)) return 'no no-break space before :';
	if (/«(?!\u00a0)/.test(prose)) return 'no no-break space after «';
	if (/(?<!\u00a0)»/.test(prose)) return 'no no-break space before »';
	return null;
}

describe('the check itself', () => {
	test.each([
		['Pourquoi ?', 'a plain space before ; ! or ?'],
		['Pourquoi?', 'no narrow no-break space before ; ! or ?'],
		['Note : oui', 'a plain space before :'],
		['Note: oui', 'no no-break space before :'],
		['« Taler »', 'no no-break space after «'],
		['«\u00a0Taler »', 'no no-break space before »']
	])('%s → %s', (text, problem) => {
		expect(typographyProblem(text)).toBe(problem);
	});
	test.each([
		'Pourquoi\u202f?',
		'Note\u00a0: oui',
		'«\u00a0Taler\u00a0»',
		'à 12:30',
		'le {count:ord} tour',
		'Vraiment\u202f?!'
	])('%s is right', (text) => {
		expect(typographyProblem(text)).toBeNull();
	});
});

test('every French text puts its no-break spaces where French typography wants them', () => {
	const wrong = textsIn('fr')
		.map(([key, text]) => [key, typographyProblem(text), text] as const)
		.filter(([, problem]) => problem !== null);
	expect(wrong).toEqual([]);
});

// One word per thing (docs/terms.md): the words retired stay out.
test('German says Taler, never Münze; French says haricomètre, never barème', () => {
	expect(textsIn('de').filter(([, text]) => /Münze/i.test(text))).toEqual([]);
	expect(textsIn('fr').filter(([, text]) => /barème/i.test(text))).toEqual([]);
});

// S001 "The “Mixed Patch Rule”" has one name per language (docs/terms.md).
test('the Mixed Patch Rule is always the Mischfeld-Regel and the règle du champ mélangé', () => {
	const names = (locale: 'de' | 'fr', pattern: RegExp) =>
		new Set(textsIn(locale).flatMap(([, text]) => text.match(pattern) ?? []));
	expect(names('de', /\S*misch\S*[- ]?regel/gi)).toEqual(new Set(['Mischfeld-Regel']));
	const french = [...names('fr', /règle d(?:u|es) champs? mélangés?/gi)].map((name) =>
		name.toLowerCase()
	);
	expect(new Set(french)).toEqual(new Set(['règle du champ mélangé']));
});

// The rule's fields have no second name: a level that drops the rule names the rule.
test('no second name for the Mixed Patch Rule: no "mixed patches", "gemischte Felder", "champs mélangés"', () => {
	expect(textsIn('en').filter(([, text]) => /mixed patches/i.test(text))).toEqual([]);
	expect(textsIn('de').filter(([, text]) => /gemischten? Felder/i.test(text))).toEqual([]);
	expect(textsIn('fr').filter(([, text]) => /champs mélangés/i.test(text))).toEqual([]);
});
