// Keeps the screen on during a game (Screen Wake Lock API), where the browser supports it.

/** The wake lock's state for the page that asked for it. */
class ScreenWakeLock {
	#supported = $state(false);
	get supported() {
		return this.#supported;
	}
	#active = $state(false);
	get active() {
		return this.#active;
	}
	#sentinel: WakeLockSentinel | null = null;
	#wanted = false;

	readonly #onVisibility = () => {
		// The browser releases the lock when the page is hidden; take it again on return.
		if (this.#wanted && document.visibilityState === 'visible') void this.#acquire();
	};

	async #acquire(): Promise<void> {
		if (!this.#supported || this.#sentinel) return;
		try {
			const sentinel = await navigator.wakeLock.request('screen');
			if (!this.#wanted) {
				await sentinel.release();
				return;
			}
			this.#sentinel = sentinel;
			this.#active = true;
			sentinel.addEventListener('release', () => {
				this.#sentinel = null;
				this.#active = false;
			});
		} catch {
			// Refused (battery saver, page hidden): the game works the same, the screen may dim.
			this.#active = false;
		}
	}

	/** Asks to keep the screen on; returns the function that lets it go (for `$effect`). */
	hold(): () => void {
		this.#supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
		this.#wanted = true;
		document.addEventListener('visibilitychange', this.#onVisibility);
		void this.#acquire();
		return () => {
			this.#wanted = false;
			document.removeEventListener('visibilitychange', this.#onVisibility);
			void this.#sentinel?.release();
			this.#sentinel = null;
			this.#active = false;
		};
	}
}

export const wakeLock = new ScreenWakeLock();
