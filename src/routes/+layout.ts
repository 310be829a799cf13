import { browser } from '$app/environment';
import { languageSettled, loadMessages } from '$lib/i18n';
import { common } from '$lib/i18n/messages/common';
import { editions } from '$lib/i18n/messages/editions';
import { settings } from '$lib/state/settings.svelte';

// Every route is a prerendered shell rendered on the client: the app reads IndexedDB and the
// browser's language, neither of which exists at build time.
export const prerender = true;
export const ssr = false;
export const trailingSlash = 'never';

// The language comes first (a small IndexedDB read); then the shell's messages in that language,
// while each page's own load (`pageMessages`) fetches its areas in the same language.
export async function load(): Promise<void> {
	if (browser && !settings.loaded) await settings.load(navigator.languages);
	languageSettled();
	if (browser) await loadMessages(common, editions);
}
