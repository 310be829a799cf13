import type { Locale } from './locales';

/** Plural forms of one phrase; `#` stands for the number, formatted for the language. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };

// Each Intl formatter is made once per language and kind: the first of a kind in a page loads its
// language's data, and the games list writes a list and two moments on every row.
const formatters = new Map<string, unknown>();
function formatter<T>(key: string, make: () => T): T {
	let made = formatters.get(key) as T | undefined;
	if (made === undefined) formatters.set(key, (made = make()));
	return made;
}

/** The form of `forms` that `count` takes in `locale` (Intl.PluralRules), with `#` replaced. */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
	const rule = formatter(`plural ${locale}`, () => new Intl.PluralRules(locale));
	const text = forms[rule.select(count)] ?? forms.other;
	return text.replaceAll('#', formatNumber(locale, count));
}

// The thousands separator of whole numbers as Intl.NumberFormat writes them in each language.
const THOUSANDS: Record<Locale, string> = { en: ',', de: '.', fr: '\u202f' };

/** A number as `locale` writes it ("1,500", "1.500", "1 500"), as plural() writes its `#`. A whole
 * number is written here, in digits grouped by THOUSANDS (format.test.ts holds it to Intl's),
 * without an Intl.NumberFormat: a page's first one costs a few milliseconds (its language's data),
 * on the first paint of the play screen and of a games list of 1,000. */
export function formatNumber(locale: Locale, n: number): string {
	if (Number.isSafeInteger(n) && !Object.is(n, -0)) {
		const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, THOUSANDS[locale]);
		return n < 0 ? `-${digits}` : digits;
	}
	return formatter(`number ${locale}`, () => new Intl.NumberFormat(locale)).format(n);
}

const listFormat = (locale: Locale, type: Intl.ListFormatType) =>
	formatter(`list ${locale} ${type}`, () => new Intl.ListFormat(locale, { style: 'long', type }));

/** Items joined as a list in `locale`: "Mia and Leo", "Mia, Leo et Ana" (Intl.ListFormat). */
export function formatList(
	locale: Locale,
	items: readonly string[],
	type: Intl.ListFormatType = 'conjunction'
): string {
	return listFormat(locale, type).format(items);
}

/** Makes the list formatter of `locale` ahead of its first use. The browser's first
 * Intl.ListFormat loads its language data (about 15 ms on a phone): a page that will format many
 * lists at once calls this while it waits for something else, so that cost is not added to the
 * task that renders them. */
export function prepareListFormat(locale: Locale, type: Intl.ListFormatType = 'conjunction'): void {
	listFormat(locale, type);
}

/** The ways the app writes a moment: a date and time ("29 Nov 2026, 21:40"), a time alone, a short
 * date and time, a date alone. */
const DATE_STYLES = {
	dateTime: { dateStyle: 'medium', timeStyle: 'short' },
	time: { timeStyle: 'short' },
	shortDateTime: { dateStyle: 'short', timeStyle: 'short' },
	date: { dateStyle: 'medium' }
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

const dateFormat = (locale: Locale, style: DateStyle) =>
	formatter(`date ${locale} ${style}`, () => new Intl.DateTimeFormat(locale, DATE_STYLES[style]));

/** A moment as `locale` writes it in `style` (Intl.DateTimeFormat). */
export function formatDate(locale: Locale, style: DateStyle, at: number | Date): string {
	return dateFormat(locale, style).format(at);
}

/** Makes the date formatters of `locale` ahead of their first use: the browser's first
 * Intl.DateTimeFormat loads its language's data (about 15 ms in the games list's CPU profile). A
 * page that writes many dates in its first paint calls this while it waits for its reads. */
export function prepareDateFormats(locale: Locale, ...styles: DateStyle[]): void {
	for (const style of styles) dateFormat(locale, style);
}

const FIRST_STRONG_ISOLATE = String.fromCodePoint(0x2068);
const POP_DIRECTIONAL_ISOLATE = String.fromCodePoint(0x2069);

/** A name typed by a player, isolated for bidirectional text (Unicode FSI … PDI), so that a
 * right-to-left name, or one holding a direction override, cannot reorder the sentence around it.
 * Use it for every typed name put into a message; in markup, `<bdi>` does the same. */
export function isolate(name: string): string {
	return FIRST_STRONG_ISOLATE + name + POP_DIRECTIONAL_ISOLATE;
}
