import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import trackerDe from '$lib/i18n/messages/tracker/de';
import trackerEn from '$lib/i18n/messages/tracker/en';
import panelsDe from '$lib/i18n/messages/trackerPanels/de';
import panelsEn from '$lib/i18n/messages/trackerPanels/en';
import type { GameEvent } from '$lib/tracker/events';
import { replay, step, type GameState, type LogEntry } from '$lib/tracker/game';
import { logText } from './describe';
import { LogLines } from './logLines';

const de = { ...trackerDe, ...panelsDe };
const en = { ...trackerEn, ...panelsEn };

const start = (events: GameEvent[] = []) =>
	replay(
		{
			edition: 'amigo',
			step: null,
			variants: [],
			players: ['Mia', 'Leo', 'Ana'].map((name, i) => ({ id: `p${i}`, name })),
			startSeat: 1
		},
		events
	);

function stepped(state: GameState, event: GameEvent): GameState {
	const next = step(state, event);
	if (!next.ok) throw new Error(next.error);
	return next.value;
}

const all = (state: GameState) => state.log.map((entry) => entry.index);
const texts = (lines: readonly { text: string }[]) => lines.map((line) => line.text);

describe('the log keeps a line while its text stays the same', () => {
	const before = start([
		{ type: 'checklist-ticked', item: 'fields', ticked: true },
		{ type: 'game-started' },
		{ type: 'turn-advanced' }
	]);

	test('a step adds one new line; the lines before it are the same objects', () => {
		const lines = new LogLines();
		const first = lines.lines(en, before, [-1, ...all(before)]);
		const after = stepped(before, { type: 'turn-advanced' });
		const second = lines.lines(en, after, [-1, ...all(after)]);
		expect(second.slice(0, -1)).toHaveLength(first.length);
		second.slice(0, -1).forEach((line, i) => expect(line).toBe(first[i]));
		expect(second.at(-1)).toMatchObject({ key: 3, status: 'done' });
		expect(texts(second)).toEqual([
			en.log_setupDone,
			...after.log.map((entry) => logText(en, after, entry))
		]);
	});

	test('an undo makes a new line for the entry it undoes, with its new status', () => {
		const lines = new LogLines();
		const first = lines.lines(en, before, all(before));
		const undone = stepped(before, { type: 'undo' });
		const second = lines.lines(en, undone, all(undone));
		expect(second[2]).not.toBe(first[2]);
		expect(second[2]).toMatchObject({ key: 2, status: 'undone', text: first[2]!.text });
		expect(second[0]).toBe(first[0]);
		expect(second[3]!.text).toBe(logText(en, undone, undone.log[3]!));
	});

	test('another language, or a corrected name, describes every line again', () => {
		const lines = new LogLines();
		const english = lines.lines(en, before, all(before));
		const german = lines.lines(de, before, all(before));
		expect(texts(german)).toEqual(before.log.map((entry) => logText(de, before, entry)));
		expect(texts(german)).not.toEqual(texts(english));
		const renamed: GameState = {
			...before,
			setup: {
				...before.setup,
				players: before.setup.players.map((p) => (p.name === 'Leo' ? { ...p, name: 'Leon' } : p))
			}
		};
		const corrected = lines.lines(de, renamed, all(renamed));
		expect(texts(corrected)).toEqual(renamed.log.map((entry) => logText(de, renamed, entry)));
		expect(corrected[1]!.text).toContain('Leon');
	});

	test('a final harvest line is described again: a later correction reads the earlier entry', () => {
		const lines = new LogLines();
		const ranOut: GameEvent = { type: 'pile-ran-out', phase: 'trade' };
		let state = [ranOut, ranOut, ranOut, { type: 'final-harvest-started' } as const].reduce(
			stepped,
			before
		);
		const entered: GameEvent = {
			type: 'final-harvest-entered',
			seat: 0,
			fields: [],
			coinsEarned: 3
		};
		state = stepped(state, entered);
		expect(lines.lines(en, state, all(state)).at(-1)!.text).toBe(
			en.log_harvest('\u2068Mia\u2069', 3)
		);
		state = stepped(state, { ...entered, coinsEarned: 4 });
		const shown = lines.lines(en, state, all(state));
		expect(texts(shown)).toEqual(state.log.map((entry) => logText(en, state, entry)));
		expect(shown.at(-1)!.text).toBe(en.log_harvestCorrection('\u2068Mia\u2069', 4));
		// The correction undone, then the first result: the correction's entry stays the same
		// object, but it no longer corrects a result that stands.
		state = stepped(state, { type: 'undo' });
		lines.lines(en, state, all(state));
		const undone = stepped(state, { type: 'undo' });
		expect(undone.log[state.log.length - 2]).toBe(state.log[state.log.length - 2]);
		expect(texts(lines.lines(en, undone, all(undone)))).toEqual(
			undone.log.map((entry) => logText(en, undone, entry))
		);
	});
});

describe('the log rows: every entry but the ticks, one "Setup done" line (property)', () => {
	// The rows as the log panel first listed them: the whole log walked, newest first.
	function reference(log: readonly LogEntry[]): number[] {
		const indexes: number[] = [];
		let ticks = false;
		for (let i = 0; i < log.length; i++) {
			const type = log[i]!.event.type;
			if (type === 'checklist-ticked') {
				ticks = true;
				continue;
			}
			if (type === 'game-started' && ticks) {
				indexes.push(-1);
				ticks = false;
			}
			indexes.push(i);
		}
		if (ticks) indexes.push(-1);
		return indexes.reverse();
	}
	const EVENTS: GameEvent[] = [
		{ type: 'checklist-ticked', item: 'fields', ticked: true },
		{ type: 'game-started' },
		{ type: 'turn-advanced' },
		{ type: 'undo' }
	];
	const entryOf = (event: GameEvent, index: number): LogEntry => ({
		index,
		event,
		turn: 1,
		seat: 0,
		status: 'done'
	});

	test('counted and listed as a walk of the whole log would, as the log grows', () => {
		fc.assert(
			fc.property(
				fc.array(fc.integer({ min: 0, max: EVENTS.length - 1 }), { maxLength: 40 }),
				fc.integer({ min: 0, max: 45 }),
				(picks, count) => {
					const lines = new LogLines();
					const log: LogEntry[] = [];
					for (const pick of [-1, ...picks]) {
						// Each step a new array holding the same entries, as the tracker's logs do.
						if (pick >= 0) log.push(entryOf(EVENTS[pick]!, log.length));
						const grown = [...log];
						const rows = reference(grown);
						expect(lines.count(grown)).toBe(rows.length);
						expect(lines.latest(grown, count)).toEqual(rows.slice(0, count));
					}
				}
			),
			{ numRuns: 300 }
		);
	});
});
