// The game log's lines as objects that stay the same while their text does: a tap adds one line,
// and the lines already on screen are neither described again nor rendered again.
import type { GameState, LogEntry } from '$lib/tracker/game';
import { logText, type M } from './describe';

/** One line of the log: its entry's log index (-1 for the "Setup done" line), its text and its
 * entry's status ('done' for the setup line). */
export interface LogLine {
	readonly key: number;
	readonly text: string;
	readonly status: LogEntry['status'];
}

// A harvest entry's text depends on the entries before it (a correction, a tie-break value), and
// an undo's or a redo's on its target's: these are described each time, as they are few.
const READS_OTHER_ENTRIES = new Set<LogEntry['event']['type']>([
	'final-harvest-entered',
	'undo',
	'redo'
]);

// The rows up to and including an entry: how many, and whether checklist ticks still wait for
// their "Setup done" line.
interface Tally {
	readonly rows: number;
	readonly ticks: boolean;
}

/** The lines of one game screen. The log's entries keep their identity from step to step (a
 * status that changes is a new entry), so a line is kept by entry while what every text reads
 * stays the same: the words, the rules, the edition, the start seat and the players' names. */
export class LogLines {
	#lines = new WeakMap<LogEntry, LogLine>();
	// By entry: a log only grows (an undo is an entry too), and an entry whose status changes is a
	// new object at the same place, after the same entries.
	#tallies = new WeakMap<LogEntry, Tally>();
	#setupDone: LogLine | null = null;
	#words: M | null = null;
	#rules: GameState['rules'] | null = null;
	#context = '';

	#keep(words: M, state: GameState) {
		const { setup } = state;
		const context = JSON.stringify([
			setup.edition,
			setup.startSeat,
			setup.players.map((p) => p.name)
		]);
		if (words === this.#words && state.rules === this.#rules && context === this.#context) return;
		this.#lines = new WeakMap();
		this.#setupDone = null;
		[this.#words, this.#rules, this.#context] = [words, state.rules, context];
	}

	// The tally at log[index], from the nearest entry before it already counted.
	#tally(log: readonly LogEntry[], index: number): Tally {
		let from = index;
		while (from >= 0 && !this.#tallies.has(log[from]!)) from--;
		let tally = from >= 0 ? this.#tallies.get(log[from]!)! : { rows: 0, ticks: false };
		for (let i = from + 1; i <= index; i++) {
			const type = log[i]!.event.type;
			if (type === 'checklist-ticked') tally = { rows: tally.rows, ticks: true };
			else if (type === 'game-started' && tally.ticks)
				tally = { rows: tally.rows + 2, ticks: false };
			else tally = { rows: tally.rows + 1, ticks: tally.ticks };
			this.#tallies.set(log[i]!, tally);
		}
		return tally;
	}

	/** How many rows the log has: every entry but the checklist ticks, and at most one "Setup
	 * done" line, where the game started (or at the end while the setup goes on). */
	count(log: readonly LogEntry[]): number {
		if (log.length === 0) return 0;
		const tally = this.#tally(log, log.length - 1);
		return tally.rows + (tally.ticks ? 1 : 0);
	}

	/** The latest `count` rows, newest first, as log indexes (-1 = the "Setup done" line): only
	 * those are walked, so a tap costs the same on a long log as on a short one. */
	latest(log: readonly LogEntry[], count: number): number[] {
		const rows: number[] = [];
		if (log.length > 0 && this.#tally(log, log.length - 1).ticks) rows.push(-1);
		for (let i = log.length - 1; i >= 0 && rows.length < count; i--) {
			const type = log[i]!.event.type;
			if (type === 'checklist-ticked') continue;
			rows.push(i);
			if (type === 'game-started' && i > 0 && this.#tally(log, i - 1).ticks) rows.push(-1);
		}
		return rows.slice(0, count);
	}

	/** The lines of the log entries at `indexes` in `state` (-1: the "Setup done" line). */
	lines(words: M, state: GameState, indexes: readonly number[]): LogLine[] {
		this.#keep(words, state);
		return indexes.map((index) => this.#line(words, state, index));
	}

	#line(words: M, state: GameState, index: number): LogLine {
		if (index === -1) {
			return (this.#setupDone ??= { key: -1, text: words.log_setupDone, status: 'done' });
		}
		const entry = state.log[index]!;
		const kept = this.#lines.get(entry);
		if (kept) return kept;
		const line = { key: index, text: logText(words, state, entry), status: entry.status };
		if (!READS_OTHER_ENTRIES.has(entry.event.type)) this.#lines.set(entry, line);
		return line;
	}
}
