// Converts between stored records (src/lib/db) and the tracker's games (src/lib/tracker).
import type { EventRecord, SessionRecord } from '$lib/db/database';
import type { SessionWithEvents } from '$lib/db/sessions';
import { parseEvent } from '$lib/tracker/events';
import type { StoredGame, TimedEvent } from '$lib/tracker/exportFile';
import type { GameStatus } from '$lib/tracker/game';
import { checkSetup, type GameSetup } from '$lib/tracker/setup';

/** The list's coarse status for a game's detailed status. */
export function sessionStatus(status: GameStatus): SessionRecord['status'] {
	if (status === 'setup') return 'setup';
	return status === 'finished' ? 'finished' : 'playing';
}

/** A stored event back as a tracker event; null when it was damaged. */
export function timedEvent(record: EventRecord): TimedEvent | null {
	const payload = record.payload && typeof record.payload === 'object' ? record.payload : {};
	const parsed = parseEvent({ ...payload, type: record.type });
	return parsed.ok ? { at: record.at, event: parsed.value } : null;
}

/** A stored game as the tracker sees it; null when its setup is damaged. */
export function storedGame({ session, events }: SessionWithEvents): StoredGame | null {
	const setup = session.setup as GameSetup;
	if (!setup || typeof setup !== 'object' || !checkSetup(setup).ok) return null;
	const timed: TimedEvent[] = [];
	for (const record of events) {
		const event = timedEvent(record);
		if (event) timed.push(event);
	}
	return {
		id: session.id,
		createdAt: session.createdAt,
		updatedAt: session.updatedAt,
		setup,
		events: timed
	};
}

/** An imported game as records, with its list status from the replayed state. */
export function recordsOf(game: StoredGame, status: GameStatus): SessionWithEvents {
	return {
		session: {
			id: game.id,
			edition: game.setup.edition,
			status: sessionStatus(status),
			createdAt: game.createdAt,
			updatedAt: game.updatedAt,
			setup: game.setup
		},
		events: game.events.map(({ at, event }, i) => {
			const { type, ...payload } = event;
			return { sessionId: game.id, seq: i + 1, at, type, payload };
		})
	};
}
