import { whenIdle } from '$lib/browser/idle';

/** The service worker's state for the update prompt: a new version waits until the user reloads. */
class PwaState {
	#needRefresh = $state(false);
	get needRefresh() {
		return this.#needRefresh;
	}
	#offlineReady = $state(false);
	get offlineReady() {
		return this.#offlineReady;
	}
	#updateServiceWorker: ((reloadPage?: boolean) => Promise<void>) | undefined;

	/** Registers the service worker once the page is idle: its code loads after the first paint. */
	async register(): Promise<void> {
		if (!('serviceWorker' in navigator)) return;
		await whenIdle();
		const { registerSW } = await import('virtual:pwa-register');
		this.#updateServiceWorker = registerSW({
			immediate: true,
			onNeedRefresh: () => {
				this.#needRefresh = true;
			},
			onOfflineReady: () => {
				this.#offlineReady = true;
			},
			// The reload is ours (see reload()): workbox-window only reloads when the tab was opened
			// under an older worker, not when this tab's first visit installed the current one.
			onNeedReload: () => {}
		});
	}

	/** Activates the waiting service worker and reloads the page with the new version. */
	async reload(): Promise<void> {
		this.#needRefresh = false;
		navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
			once: true
		});
		await this.#updateServiceWorker?.(true);
	}

	later(): void {
		this.#needRefresh = false;
	}
}

export const pwa = new PwaState();
