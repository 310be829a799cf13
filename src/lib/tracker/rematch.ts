// A rematch: the next game of the same table, with the same players in the same seats, edition,
// step and variants; only the start player is chosen again, by the edition's rule
// (docs/rules.md#start-player).
import { EDITIONS } from '$lib/rules';
import type { GameSetup } from './setup';

/**
 * The setup of the next game after `setup`, or null when the table must choose the start player
 * itself (Rabohnzel's countdown of spell cards: the cards are dealt anew, so nobody knows the
 * winner of it before the deal). `random` is a number in [0, 1) from the page; `newId` gives the
 * new players' ids. Extra fields of the stored setup (a teaching group, teach mode) go along.
 *
 * - AMIGO current: any way the table likes (S000); the app draws one at random, as the new-game
 *   form's "pick at random" does.
 * - Rio Grande: the oldest player deals again (RGG), so the same player starts.
 * - AMIGO 1997: the player to the dealer's left starts (S004); the rulebook does not say who deals
 *   the next game: the app passes the deal one seat on, so the next player starts.
 * - My First: the youngest player starts again (S001).
 */
export function rematchSetup(
	setup: GameSetup,
	random: number,
	newId: () => string
): GameSetup | null {
	const method = EDITIONS[setup.edition].startPlayer;
	const count = setup.players.length;
	let startSeat: number;
	if (method === 'highest-spell') return null;
	if (method === 'any') startSeat = Math.min(count - 1, Math.floor(random * count));
	else if (method === 'left-of-dealer' && setup.edition !== 'rio-grande') {
		startSeat = (setup.startSeat + 1) % count;
	} else startSeat = setup.startSeat;
	return {
		...setup,
		variants: [...setup.variants],
		players: setup.players.map((p) => ({ id: newId(), name: p.name })),
		startSeat
	};
}
