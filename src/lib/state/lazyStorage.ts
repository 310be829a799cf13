// The storage state (storage.svelte.ts) without it in the shared code of every page: the layout,
// the settings and the calculator's choices load it when they first write or check. Pages that
// import it themselves get the same instance.
type Storage = (typeof import('./storage.svelte'))['storage'];

/** The app's storage state, loaded on first use. */
export function loadStorage(): Promise<Storage> {
	return import('./storage.svelte').then((module) => module.storage);
}
