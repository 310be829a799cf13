// Fills an answer's placeholders from its facts, so the number a text states is the fact's value.
import type { Locale } from '../i18n/locales';
import type { MyFirstStep } from '../rules/types';
import type { AnswerGroup, Fact, Section } from './questions';
import type { RefereeTexts } from './texts';

/** Placeholders in a text: `{key}` or `{key:ord}`. */
export const PLACEHOLDER = /\{([A-Za-z0-9]+)(?::(ord))?\}/g;

/** The keyed facts of a group: key → value (a number or a My First step). */
export function factValues(group: AnswerGroup): Map<string, number | MyFirstStep> {
	const out = new Map<string, number | MyFirstStep>();
	for (const fact of (group.facts ?? []) as readonly Fact[]) {
		if (fact.key === undefined) continue;
		// Keyed facts hold a number or a My First step (questions.test.ts checks it).
		out.set(fact.key, fact.value as number | MyFirstStep);
	}
	return out;
}

const EN_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** An ordinal number as written in running text: 3rd, 3., 3e (1re for the feminine "fois"). */
export function ordinal(n: number, locale: Locale): string {
	const rule = new Intl.PluralRules(locale, { type: 'ordinal' }).select(n);
	const number = new Intl.NumberFormat(locale).format(n);
	if (locale === 'de') return `${number}.`;
	if (locale === 'fr') return `${number}${rule === 'one' ? 're' : 'e'}`;
	return `${number}${EN_SUFFIX[rule] ?? 'th'}`;
}

/** The answer text with its placeholders replaced; an unknown key throws (tests catch it). */
export function fillAnswer(
	text: string,
	group: AnswerGroup,
	texts: RefereeTexts,
	locale: Locale
): string {
	const values = factValues(group);
	return text.replace(PLACEHOLDER, (_, key: string, ord: string | undefined) => {
		const value = values.get(key);
		if (value === undefined) throw new RangeError(`no fact "${key}" in answer ${group.id}`);
		if (typeof value === 'string') return texts.steps[value];
		return ord ? ordinal(value, locale) : new Intl.NumberFormat(locale).format(value);
	});
}

/** A cited section as a player can look it up: book, then the heading in quotes. */
export function citation(section: Section, texts: RefereeTexts): string {
	return `${texts.books[section.book]}, ${texts.quote(section.heading)}`;
}
