// A game's note: a field of its record (not indexed), written apart from its log.
import { database } from './database';

/** Sets a game's note ('' removes it); false when the game is not stored. */
export async function setGameNote(id: string, note: string): Promise<boolean> {
	const db = database();
	const changed = await db.games.update(id, { note: note === '' ? undefined : note });
	return changed === 1;
}
