// What the calculator and the field checker share about their field's card count, beside CountBox
// (countBox.svelte.ts) so the play page, which uses only CountBox, does not load it.
import type { CardCountError } from './cardCount';
import type { CountBox } from './countBox.svelte';

/** A field's card count as a form shows it: the count, the typed text, and why the text is not
 * a count (nothing while the box is merely empty). The calculator and each field of the field
 * checker are one. */
export abstract class CardsField {
	abstract readonly count: CountBox;

	get cards(): number {
		return this.count.value;
	}
	/** What the count box shows: the typed text, which may be unusable. */
	get cardsText(): string {
		return this.count.text;
	}
	get inputError(): CardCountError | null {
		const error = this.count.error;
		return error === 'empty' ? null : error;
	}
}
