// Rebuilds a stored game's state from what IndexedDB holds (the schema migrations need it); apart
// from summary.ts, whose parser the home page loads without the engine.
import { parseStoredEvent, type GameEvent } from './events';
import { replay, type GameState } from './game';
import { checkSetup, type GameSetup } from './setup';

/** A stored game's state from its raw setup and events (as IndexedDB holds them); null when the
 * setup is damaged. Damaged events are left out, as when the game is opened. */
export function storedState(
	setup: unknown,
	records: readonly { readonly type: string; readonly payload: unknown }[]
): GameState | null {
	if (!setup || typeof setup !== 'object' || !checkSetup(setup as GameSetup).ok) return null;
	const events: GameEvent[] = [];
	for (const record of records) {
		const parsed = parseStoredEvent(record.type, record.payload);
		if (parsed.ok) events.push(parsed.value);
	}
	return replay(setup as GameSetup, events);
}
