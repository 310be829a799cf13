/**
 * Tells a second tap on the same action apart from a deliberate one. A tap on `action` within
 * `windowMs` of the last tap it accepted on that action is a repeat (a nervous double tap, a key
 * held down) and is refused; a tap after that is a new, deliberate one.
 *
 * A tap's time is the page's clock when its handler starts (`tapTime()`, `performance.now()`).
 * The input event's own `timeStamp` (when the finger went down) would keep the taps' real distance
 * on a phone so busy that it handles two taps long after they came, but no test can set it: with
 * the page's clock, the end-to-end tests move time forward instead of sleeping between taps
 * (CONTRIBUTING.md#time-in-tests). A tap is handled within a frame of its event here (the handler
 * starts before the save, which is asynchronous), so the two readings differ by milliseconds.
 */
export function tapTime(): number {
	return performance.now();
}

export class RepeatTaps {
	readonly #windowMs: number;
	readonly #last = new Map<string, number>();
	/** Actions whose accepted tap is still being acted on: any tap on them is a repeat. */
	readonly #running = new Set<string>();

	constructor(windowMs = 500) {
		this.#windowMs = windowMs;
	}

	/** True for a deliberate tap on `action` at `at` (ms, `tapTime()`); false for a repeat. */
	accept(action: string, at: number): boolean {
		const last = this.#last.get(action);
		if (last !== undefined && at >= last && at - last < this.#windowMs) return false;
		this.#last.set(action, at);
		return true;
	}

	/** The tap accepted on `action` at `at` was not taken after all (nothing was saved): the next
	 * tap on it is a new one, however soon it comes. A later accepted tap is kept. */
	forget(action: string, at: number): void {
		if (this.#last.get(action) === at) this.#last.delete(action);
	}

	/** Runs `act` for a deliberate tap on `action` at `at`, and nothing for a repeat ('repeat').
	 * While `act` runs (a write, the next page loading), every tap on `action` is a repeat, however
	 * late it comes. When `act` takes nothing (false: the form was not valid, nothing was saved),
	 * the tap is forgotten, so a second try right after it is no repeat of it. `act` is called at
	 * once, while the tap's event is still being dispatched. */
	async take(action: string, at: number, act: () => Promise<boolean>): Promise<boolean | 'repeat'> {
		if (this.#running.has(action) || !this.accept(action, at)) return 'repeat';
		this.#running.add(action);
		let taken = false;
		try {
			taken = await act();
		} finally {
			this.#running.delete(action);
			if (!taken) this.forget(action, at);
		}
		return taken;
	}
}
