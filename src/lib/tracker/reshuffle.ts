// The app's estimate of the draw pile right after a reshuffle, from what the game recorded:
// the run-outs, a size the players typed during the pass that ended, the third fields bought
// (docs/rules.md#the-pile-after-a-reshuffle; the numbers: reshuffledPile in src/lib/rules).
import { cardsPerTurn, reshuffledPile, type ReshuffleEstimate } from '$lib/rules';
import type { GameState } from './game';

/** The estimate of the pile the last reshuffle made, while its size is unknown (not typed since);
 * null otherwise (no reshuffle yet, the size typed, the game ending). */
export function reshuffleEstimateOf(
	game: Pick<GameState, 'status' | 'rules' | 'pile' | 'lastRunOut' | 'log' | 'thirdFields'>
): ReshuffleEstimate | null {
	const run = game.lastRunOut;
	if (game.status !== 'playing' || !run || run.outcome !== 'reshuffle') return null;
	if (game.pile.cards !== null) return null;
	const done = game.log.filter((entry) => entry.status === 'done');
	const runOutAt = (exhaustion: number) =>
		done.find((entry) => entry.runOut?.exhaustion === exhaustion);
	const now = runOutAt(run.exhaustion);
	if (!now) return null;
	const before = run.exhaustion > 1 ? runOutAt(run.exhaustion - 1) : undefined;
	// The pass that ended: the events after the run-out before it (or from the start).
	const pass = done.filter(
		(entry) => entry.index < now.index && (!before || entry.index > before.index)
	);
	// A size typed during that pass, taken back to the pass's start (the turns' cards added).
	let passStart: number | null = null;
	const typed = pass.findLast((entry) => entry.event.type === 'pile-size-set');
	if (before && typed && typed.event.type === 'pile-size-set') {
		const perTurn = cardsPerTurn(game.rules.edition, game.rules.players);
		passStart = typed.event.cards + perTurn * (typed.turn - before.turn);
	}
	const third = game.rules.thirdField;
	const bought = pass.filter((entry) => entry.event.type === 'third-field-bought').length;
	return reshuffledPile({
		rules: game.rules,
		exhaustion: run.exhaustion,
		passStart,
		thirdFields: game.thirdFields.length,
		paidToDiscard: third.buy && third.coinsTo === 'discard' ? bought * third.cost : 0
	});
}
