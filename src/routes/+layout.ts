import { browser } from '$app/environment';
import { languageLikely, languageSettled, loadMessages } from '$lib/i18n';
import { common, editions } from '$lib/i18n/areas';
import { settings } from '$lib/state/settings.svelte';

// Every route is prerendered in English, so its heading and text show before its code has run:
// that first paint is the page as it looks with no stored data and no query. On the client the
// loads run again with the reader's language and stored data, and the app takes the page over.
// A reader of another language does not see the English (src/app.html, firstPaint.ts).
export const prerender = true;
export const trailingSlash = 'never';

// Pages that need no storage to start: they do not load the storage library before their first
// paint (docs/architecture.md#storage-schema; their budget in scripts/bench.js).
const STORAGE_FREE = ['/calculator', '/fields', '/questions'];

// The language comes first (a small IndexedDB read; English while prerendering); then the
// shell's messages in that language, while each page's own load (`pageMessages`) fetches its
// areas in the same language. Both start fetching in the language most likely stored (the one
// remembered for the first paint) while it is read.
export async function load(): Promise<void> {
	if (browser && !settings.loaded) {
		languageLikely(settings.likelyLocale(navigator.languages), common, editions);
		await settings.load(navigator.languages, STORAGE_FREE.includes(location.pathname));
	}
	languageSettled();
	await loadMessages(common, editions);
}
