import type { GameEvent } from '$lib/tracker/events';
import type { GameState } from '$lib/tracker/game';

/** What the play page hands each of its panels: the game as saved, whether a tap is being saved,
 * and the way to save the next event (true once it is stored). */
export interface PanelProps {
	game: GameState;
	busy: boolean;
	send: (event: GameEvent) => Promise<boolean>;
	/** The panel was just reached by a tap (not a reopened game): the view lands on it. */
	arrived?: boolean;
}
