import type { EditionId } from '$lib/rules';
import type { Locale } from './locales';
import { beanNames } from './areas';
import type { Messages as BeanMessages } from './messages/beanNames/en';

/** Which set of bean cards an edition uses: the base game's, My First's or Rabohnzel's. */
export type BeanFamily = 'base' | 'my-first' | 'rabohnzel';

export function beanFamily(edition: EditionId): BeanFamily {
	if (edition === 'my-first' || edition === 'rabohnzel') return edition;
	return 'base';
}

type BeanKey = keyof BeanMessages;

/**
 * Which set of printed names an edition's cards carry: the AMIGO 1997 cards print German names
 * in every country (seed 004, the French rules, names them "Saubohne", "Brechbohne"…), so that
 * edition has its own set; the others follow their bean family.
 */
function nameSet(edition: EditionId): BeanFamily | 'german-cards' {
	if (edition === 'amigo-1997') return 'german-cards';
	return beanFamily(edition);
}

/** A bean's name as printed on the players' cards in this language; the id if it has no name. */
export function beanName(locale: Locale, edition: EditionId, bean: string): string {
	const key = `${nameSet(edition)}_${bean}`;
	const names = beanNames.loaded[locale];
	if (!names)
		throw new Error(`Bean names in ${locale} are not loaded: add beanNames to the page's load.`);
	return key in names ? (names[key as BeanKey] as string) : bean;
}

/** Words in the reader's language beside a name printed in another language, as this language
 * quotes them (“picking bean”, « haricot cueilleur »); for Rabohnzel's beans and spell cards. */
export function glossOf(locale: Locale, words: string): string {
	const names = beanNames.loaded[locale];
	if (!names)
		throw new Error(`Bean names in ${locale} are not loaded: add beanNames to the page's load.`);
	return names.gloss(words);
}

/** A bean's printed name with a short gloss in the reader's language beside it where the cards
 * print another language's names (Rabohnzel's German names in English and French, docs/terms.md);
 * German readers, whose gloss is the name itself, see the name alone. */
export function glossedBeanName(locale: Locale, edition: EditionId, bean: string): string {
	const name = beanName(locale, edition, bean);
	const gloss = beanGloss(locale, edition, bean);
	return gloss === null ? name : `${name} ${gloss}`;
}

/** The gloss alone, quoted in the reader's language (“picking bean”), for places that show it
 * apart from the printed name (the calculator's tiles); null where the name needs none. */
export function beanGloss(locale: Locale, edition: EditionId, bean: string): string | null {
	const key = `${nameSet(edition)}-gloss_${bean}`;
	const names = beanNames.loaded[locale]!;
	if (!(key in names)) return null;
	const gloss = names[key as BeanKey] as string;
	return gloss === beanName(locale, edition, bean) ? null : glossOf(locale, gloss);
}

/**
 * The language a bean's name is written in, for `lang` attributes: Rabohnzel's and AMIGO 1997's
 * names are German everywhere, My First's are English where no translation is known.
 */
export function beanNameLanguage(locale: Locale, edition: EditionId): Locale {
	const family = nameSet(edition);
	if (family === 'rabohnzel' || family === 'german-cards') return 'de';
	if (family === 'my-first') return 'en';
	return locale;
}
