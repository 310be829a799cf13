// What the play screen passes to each of its panels: the game's state, whether a write is under
// way, and the door for an event (OpenGame.dispatch, through the page).
import type { GameEvent } from '$lib/tracker/events';
import type { GameState } from '$lib/tracker/game';

export interface PanelProps {
	game: GameState;
	busy: boolean;
	send: (event: GameEvent) => Promise<boolean>;
}
