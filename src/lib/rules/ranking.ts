// Final ranking: most coins wins; ties are broken by the edition's rule.
import { edition as editionRow } from './editions';
import { assertCount, type EditionId, type TieBreak } from './types';

/** One player's result after the final harvest; seats 0..n-1 clockwise. */
export interface Score {
	readonly seat: number;
	readonly coins: number;
	// Rio Grande tie-break: cards left in hand.
	readonly handCards?: number;
	// Rabohnzel tie-break: total Bohnenpfennige of the player's spell cards.
	readonly spellValue?: number;
}

/** What decided the winner: coins alone, the edition's tie-break, or nothing (a shared win). */
export type DecidedBy = 'coins' | TieBreak | 'shared';

/** The ranking: seats best first, the winning seats, and what decided it. */
export interface Ranking {
	readonly order: readonly number[];
	readonly winners: readonly number[];
	readonly decidedBy: DecidedBy;
}

function checkScores(scores: readonly Score[], startSeat: number): void {
	if (!Array.isArray(scores) || scores.length === 0) {
		throw new RangeError('scores must be a non-empty array');
	}
	const seen = new Set<number>();
	for (const score of scores) {
		assertCount(score.seat, 'seat');
		if (score.seat >= scores.length) throw new RangeError(`seat out of range: ${score.seat}`);
		if (seen.has(score.seat)) throw new RangeError(`seat listed twice: ${score.seat}`);
		seen.add(score.seat);
		assertCount(score.coins, `coins of seat ${score.seat}`);
		if (score.handCards !== undefined)
			assertCount(score.handCards, `handCards of seat ${score.seat}`);
		if (score.spellValue !== undefined) {
			assertCount(score.spellValue, `spellValue of seat ${score.seat}`);
		}
	}
	assertCount(startSeat, 'startSeat');
	if (startSeat >= scores.length) throw new RangeError(`startSeat out of range: ${startSeat}`);
}

// The secondary key of a tie-break (higher is better), or undefined when it has none.
function tieKey(tieBreak: TieBreak, score: Score, offset: number): number | undefined {
	switch (tieBreak) {
		case 'furthest-from-start':
			return offset;
		case 'most-hand-cards':
			return score.handCards;
		case 'spell-value':
			return score.spellValue;
		default:
			return undefined;
	}
}

/** Ranks the players of a finished game and names the winners with the reason. RangeError for
 * bad seats or counts, or when a tie needs hand cards or spell values that were not given. */
export function rank(edition: EditionId, scores: readonly Score[], startSeat: number): Ranking {
	const { tieBreak } = editionRow(edition);
	checkScores(scores, startSeat);
	const n = scores.length;
	// Clockwise distance from the start player: 0 for the start player, n-1 for the last seat.
	const offset = (seat: number) => (seat - startSeat + n) % n;
	const key = (score: Score) => tieKey(tieBreak, score, offset(score.seat)) ?? -1;
	const order = [...scores]
		.sort((a, b) => b.coins - a.coins || key(b) - key(a) || offset(a.seat) - offset(b.seat))
		.map((score) => score.seat);

	const top = Math.max(...scores.map((score) => score.coins));
	const tied = scores.filter((score) => score.coins === top);
	const seats = (group: readonly Score[]) => group.map((score) => score.seat).sort((a, b) => a - b);
	if (tied.length === 1) return { order, winners: seats(tied), decidedBy: 'coins' };

	switch (tieBreak) {
		case 'all-tied-win':
			return { order, winners: seats(tied), decidedBy: 'all-tied-win' };
		case 'none':
			return { order, winners: seats(tied), decidedBy: 'shared' };
		default: {
			for (const score of tied) {
				if (tieKey(tieBreak, score, offset(score.seat)) === undefined) {
					const field = tieBreak === 'most-hand-cards' ? 'handCards' : 'spellValue';
					throw new RangeError(`${field} missing for tied seat ${score.seat}`);
				}
			}
			const best = Math.max(...tied.map(key));
			const still = tied.filter((score) => key(score) === best);
			// Still tied on hand cards or spell values: the sources name no further rule, so the
			// win is shared. (The seat offset of 'furthest-from-start' is never tied.)
			return {
				order,
				winners: seats(still),
				decidedBy: still.length === 1 ? tieBreak : 'shared'
			};
		}
	}
}

/** Winning seats after the final harvest, applying the edition's tie-break. */
export function winners(edition: EditionId, scores: readonly Score[], startSeat: number): number[] {
	return [...rank(edition, scores, startSeat).winners];
}
