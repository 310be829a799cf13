// Reading what players type: card counts and beanometer numbers. Plain functions, no state.

import type { Result } from '$lib/rules/types';

/** Why typed text is not a usable card count. */
export type CardCountError = 'not-whole-number' | 'too-many';

/** A typed card count: a whole number from 0 to `max`, or why not. Empty text is `null`
 * (the player is still typing: nothing changes, nothing to complain about). Only plain digits
 * count: '0x10', '1e2', '+5', '-0' or '5.' are not what a player reads off the cards.
 * Every number box of the app (counts, pile size, coins, hand cards) reads through this. */
export function parseCardCount(text: string, max: number): Result<number, CardCountError> | null {
	const trimmed = text.trim();
	if (trimmed === '') return null;
	if (!/^\d+$/.test(trimmed)) return { ok: false, error: 'not-whole-number' };
	const value = Number(trimmed);
	if (value > max) return { ok: false, error: 'too-many' };
	return { ok: true, value };
}

/** The numbers of a beanometer form as the engine's validateMeter expects them: an empty box is
 * a step the card does not print (null); trailing empty boxes are dropped when the number of steps
 * is not fixed. Plain numbers are passed on as numbers (fractions and negatives included) so the
 * engine names the problem; anything else ('0x10', '1e2', '+5', '4,0', words) becomes NaN. */
export function meterFromTexts(texts: readonly string[], fixedLength: boolean): (number | null)[] {
	const values = texts.map((text) => {
		const trimmed = text.trim();
		if (trimmed === '') return null;
		const number = /^-?\d+([.,]\d+)?$/.exec(trimmed);
		if (!number) return NaN;
		const value = Number(trimmed.replace(',', '.'));
		// '4,0' or '1,000' is not a plain whole number either: NaN rather than a silent 4 or 1.
		return number[1] !== undefined && Number.isInteger(value) ? NaN : value;
	});
	if (!fixedLength) while (values.length > 0 && values.at(-1) === null) values.pop();
	return values;
}
