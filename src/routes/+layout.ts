import { browser } from '$app/environment';
import { settings } from '$lib/state/settings.svelte';

// Every route is a prerendered shell rendered on the client: the app reads IndexedDB and the
// browser's language, neither of which exists at build time.
export const prerender = true;
export const ssr = false;
export const trailingSlash = 'never';

export async function load(): Promise<void> {
	if (browser && !settings.loaded) await settings.load(navigator.languages);
}
