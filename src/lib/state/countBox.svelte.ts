// One number box: what the player typed, the last usable count, and why the text is not one.
// The calculator, the field checker and the play screen's number boxes all use it.
import { parseCardCount, type CardCountError } from './cardCount';

/** Why a box's text is not a usable count; 'empty' only when a form is sent with nothing in it. */
export type CountBoxError = CardCountError | 'empty';

/** A count from 0 to `max` typed into a box or set with − / + buttons. Bad text never replaces
 * the count: the box keeps it and `error` says why (docs/architecture.md: bad input changes
 * nothing stored). `max` is read each time, so it can follow other state (the bean's cards). */
export class CountBox {
	/** The last usable count. */
	value = $state(0);
	/** What the box shows: the typed text, which may be unusable. */
	text = $state('');
	error = $state<CountBoxError | null>(null);
	readonly #max: () => number;

	/** `initial` null starts an empty box (a form the player fills in); a number starts there. */
	constructor(max: number | (() => number), initial: number | null = 0) {
		this.#max = typeof max === 'number' ? () => max : max;
		if (initial !== null) {
			this.value = initial;
			this.text = String(initial);
		}
	}

	get max(): number {
		return this.#max();
	}

	/** Sets the count (kept between 0 and `max`) and shows it. */
	set(count: number): void {
		this.value = Math.max(0, Math.min(count, this.max));
		this.text = String(this.value);
		this.error = null;
	}

	increment(): void {
		this.set(this.value + 1);
	}

	decrement(): void {
		this.set(this.value - 1);
	}

	/** Live typing: a usable count replaces the count; anything else only shows why; empty text
	 * (still typing) changes nothing and shows nothing. */
	type(text: string): void {
		this.text = text;
		const parsed = parseCardCount(text, this.max);
		if (parsed === null) this.error = null;
		else if (parsed.ok) {
			this.value = parsed.value;
			this.error = null;
		} else this.error = parsed.error;
	}

	/** Leaving an empty box shows the count again. */
	leave(): void {
		if (this.text.trim() === '') this.text = String(this.value);
	}

	/** A form is sent: the typed count, or null with `error` set (an empty box is an error here). */
	read(): number | null {
		const parsed = parseCardCount(this.text, this.max);
		if (parsed?.ok) {
			this.value = parsed.value;
			this.error = null;
			return parsed.value;
		}
		this.error = parsed === null ? 'empty' : parsed.error;
		return null;
	}

	/** Empties the box (after a form was sent). */
	clear(): void {
		this.text = '';
		this.error = null;
	}
}

/** A typed count from 0 to `max`, or null when the text is empty or not one (for forms that
 * read several boxes at once and say what is wrong when sent). */
export function countOrNull(text: string, max: number): number | null {
	const parsed = parseCardCount(text, max);
	return parsed?.ok ? parsed.value : null;
}
