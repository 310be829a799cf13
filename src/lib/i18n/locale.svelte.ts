import type { Area, Dictionary } from './define';
import type { Locale } from './locales';

/** The language the app currently speaks. Settings sets it; everything that renders text reads it. */
class LocaleState {
	locale = $state<Locale>('en');
}

export const i18n = new LocaleState();

// Every area some screen has loaded: a language switch loads them all in the new language first.
// Not reactive on purpose: nothing renders from this set.
// eslint-disable-next-line svelte/prefer-svelte-reactivity
const used = new Set<Area<Dictionary>>();

/** Loads these areas in the current language (a page's or a panel's `load` awaits it). */
export async function loadMessages(...areas: readonly Area<Dictionary>[]): Promise<void> {
	const locale = i18n.locale;
	for (const area of areas) used.add(area);
	await Promise.all(areas.map((area) => area.load(locale)));
}

/** Switches the language once every area in use has its dictionary in that language. */
export async function switchLocale(locale: Locale): Promise<void> {
	await Promise.all([...used].map((area) => area.load(locale)));
	i18n.locale = locale;
}

// The language the app will most likely settle on, before the stored one is read (null once
// settled: later pages load the language in use).
let likely: Locale | null = null;

/** The root layout calls this, before it reads the stored language, with the one it most likely
 * holds (the language remembered for the first paint): these areas, and the pages' own
 * (`pageMessages`), start loading in it while the stored one is read. Should the stored one
 * differ, the areas load again in it; nothing is shown in the guessed language. */
export function languageLikely(locale: Locale, ...areas: readonly Area<Dictionary>[]): void {
	likely = locale;
	prefetch(locale, areas);
}

// Starts loading areas in a language, for later: a failure is not kept (define.ts), and the load
// that needs it tries again.
function prefetch(locale: Locale, areas: readonly Area<Dictionary>[]): void {
	for (const area of areas) area.load(locale).catch(() => {});
}

let settle: () => void = () => {};
/** Resolves once the root layout has read the stored language (`languageSettled`). */
const settled = new Promise<void>((resolve) => (settle = resolve));

/** The root layout calls this once `i18n.locale` holds the language the app starts in. */
export function languageSettled(): void {
	likely = null;
	settle();
}

/** A page's `load`: once the language is settled, loads the page's message areas (alongside the
 * layout's own), and waits for the layout, so the first frame is already in the right language. */
export function pageMessages(...areas: readonly Area<Dictionary>[]) {
	return async ({ parent }: { parent: () => Promise<unknown> }): Promise<void> => {
		const layout = parent();
		if (likely) prefetch(likely, areas);
		await Promise.race([layout, settled]);
		await Promise.all([layout, loadMessages(...areas)]);
	};
}

/**
 * Code not needed for the first paint (a panel shown later): returns a function that starts, once,
 * loading the module and these message areas in parallel, and resolves to the module's default
 * export (for `{#await Panel() then Panel}` in markup). A failed load is tried again next call.
 */
export function later<T>(
	load: () => Promise<{ default: T }>,
	...areas: readonly Area<Dictionary>[]
): () => Promise<T> {
	let started: Promise<T> | undefined;
	return () =>
		(started ??= Promise.all([load(), loadMessages(...areas)]).then(
			([module]) => module.default,
			(error: unknown) => {
				started = undefined;
				throw error;
			}
		));
}
