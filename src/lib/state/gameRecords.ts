// Converts between stored records (src/lib/db) and the tracker's games (src/lib/tracker).
import type { EventRecord } from '$lib/db/database';
import type { GameWithEvents } from '$lib/db/games';
import { newGameRecord } from '$lib/db/records';
import { parseEvent } from '$lib/tracker/events';
import type { StoredGame, TimedEvent } from '$lib/tracker/exportFile';
import type { GameState } from '$lib/tracker/game';
import { checkSetup, type GameSetup } from '$lib/tracker/setup';
import { summaryOf } from '$lib/tracker/summary';

/** A stored event back as a tracker event; null when it was damaged. */
export function timedEvent(record: EventRecord): TimedEvent | null {
	const payload = record.payload && typeof record.payload === 'object' ? record.payload : {};
	const parsed = parseEvent({ ...payload, type: record.type });
	return parsed.ok ? { at: record.at, event: parsed.value } : null;
}

/** Stored events back as tracker events, leaving out damaged ones. */
export function timedEvents(records: readonly EventRecord[]): TimedEvent[] {
	const timed: TimedEvent[] = [];
	for (const record of records) {
		const event = timedEvent(record);
		if (event) timed.push(event);
	}
	return timed;
}

/** A stored game as the tracker sees it; null when its setup is damaged. */
export function storedGame({ game, events }: GameWithEvents): StoredGame | null {
	const setup = game.setup as GameSetup;
	if (!setup || typeof setup !== 'object' || !checkSetup(setup).ok) return null;
	return {
		id: game.id,
		createdAt: game.createdAt,
		updatedAt: game.updatedAt,
		setup,
		events: timedEvents(events),
		...(game.note ? { note: game.note } : {})
	};
}

/** An imported game as records, with its summary from the replayed state. */
export function recordsOf(game: StoredGame, state: GameState): GameWithEvents {
	const record = newGameRecord(
		{
			id: game.id,
			edition: game.setup.edition,
			createdAt: game.createdAt,
			updatedAt: game.updatedAt,
			setup: game.setup
		},
		summaryOf(state),
		game.events.length
	);
	return {
		game: game.note ? { ...record, note: game.note } : record,
		events: game.events.map(({ at, event }, i) => {
			const { type, ...payload } = event;
			return { gameId: game.id, seq: i + 1, at, type, payload };
		})
	};
}
