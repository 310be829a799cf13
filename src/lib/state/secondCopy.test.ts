// When the second copy is written (docs/architecture.md#the-second-copy): two seconds after a
// commit, once the page is idle, one append per game for the events committed since; whole when
// this tab cannot extend the file; at once when the page is hidden.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameEvent } from '$lib/tracker/events';
import type { ExportedGame } from '$lib/tracker/exportFile';
import { copyHeader, copyLine, copyText } from '$lib/tracker/gameCopy';
import type { GameSetup } from '$lib/tracker/setup';

// What the file system was asked to do, in order.
const writes: string[] = [];
const files = new Map<string, string>();
let failNext = false;
vi.mock('$lib/db/copies', () => ({
	appendCopy: async (id: string, text: string) => {
		writes.push(`append ${id} ${text.split('\n').length - 1}`);
		if (failNext) {
			failNext = false;
			throw new Error('disk full');
		}
		files.set(id, (files.get(id) ?? '') + text);
	},
	writeCopy: async (id: string, text: string) => {
		writes.push(`write ${id} ${text.split('\n').length - 1}`);
		files.set(id, text);
	},
	deleteCopy: async (id: string) => {
		writes.push(`delete ${id}`);
		files.delete(id);
	},
	readCopies: async () => [...files.values()]
}));

// The page becomes idle when the test says so.
let idle: () => void = () => {};
vi.mock('$lib/browser/idle', () => ({
	whenIdle: () => new Promise<void>((ready) => (idle = ready))
}));

const setup: GameSetup = {
	edition: 'amigo',
	step: null,
	variants: [],
	players: [
		{ id: 'p1', name: 'Mia' },
		{ id: 'p2', name: 'Noah' }
	],
	startSeat: 0
};
const turn: GameEvent = { type: 'turn-advanced' };
const game = (id: string, events: number): ExportedGame => ({
	id,
	createdAt: 1000,
	updatedAt: 1000 + events,
	setup,
	events: Array.from({ length: events }, (_, i) => ({
		at: 1001 + i,
		event: i === 0 ? ({ type: 'game-started' } as GameEvent) : turn
	}))
});

// A document whose visibility the test changes.
const listeners: (() => void)[] = [];
const page = {
	visibilityState: 'visible',
	addEventListener: (_: string, listener: () => void) => listeners.push(listener)
};

let copy: typeof import('./secondCopy');
beforeEach(async () => {
	writes.length = 0;
	files.clear();
	listeners.length = 0;
	page.visibilityState = 'visible';
	vi.stubGlobal('document', page);
	vi.useFakeTimers();
	vi.resetModules();
	copy = await import('./secondCopy');
});
afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
	vi.spyOn(console, 'info').mockRestore();
});

/** Lets two seconds pass and the page become idle, and waits for the copy's writes. */
async function becomeIdle(written: Promise<unknown>[]) {
	await vi.advanceTimersByTimeAsync(2000);
	idle();
	await Promise.all(written);
}

describe('the second copy is written after the taps, when the page is idle', () => {
	it('nothing during the taps; then one append for the events committed since', async () => {
		await copy.copyCreated('g', 1000, setup);
		const taps = [1, 2, 3].map((seq) => copy.copyEvent(game('g', seq), seq));
		await vi.advanceTimersByTimeAsync(1999);
		expect(writes).toEqual(['write g 1']);
		await becomeIdle(taps);
		expect(writes).toEqual(['write g 1', 'append g 3']);
		expect(files.get('g')).toBe(copyText(game('g', 3)));
		// The next tap appends its own line only.
		const next = copy.copyEvent(game('g', 4), 4);
		await becomeIdle([next]);
		expect(writes.at(-1)).toBe('append g 1');
		expect(files.get('g')).toBe(copyText(game('g', 4)));
	});

	it('a game this tab has not written before (opened from the list) is written whole', async () => {
		const tap = copy.copyEvent(game('old', 2001), 2001);
		await becomeIdle([tap]);
		expect(writes).toEqual(['write old 2002']);
		expect(files.get('old')).toBe(copyText(game('old', 2001)));
	});

	it('events another tab committed in between: the file is written whole, never with a gap', async () => {
		await copy.copyCreated('g', 1000, setup);
		await becomeIdle([copy.copyEvent(game('g', 1), 1)]);
		// Events 2 and 3 came from the other tab; this tab committed 4.
		await becomeIdle([copy.copyEvent(game('g', 4), 4)]);
		expect(writes).toEqual(['write g 1', 'append g 1', 'write g 5']);
		expect(files.get('g')).toBe(copyText(game('g', 4)));
	});

	it('a game deleted before the page is idle is not written back', async () => {
		await copy.copyCreated('g', 1000, setup);
		const tap = copy.copyEvent(game('g', 1), 1);
		await copy.copyDeleted('g');
		await becomeIdle([tap]);
		expect(writes).toEqual(['write g 1', 'delete g']);
		expect(files.has('g')).toBe(false);
	});

	it('after a failed append the next write is whole', async () => {
		vi.spyOn(console, 'info').mockImplementation(() => {});
		await copy.copyCreated('g', 1000, setup);
		failNext = true;
		await becomeIdle([copy.copyEvent(game('g', 1), 1)]);
		expect(copy.copyFailures.count).toBe(1);
		await becomeIdle([copy.copyEvent(game('g', 2), 2)]);
		expect(writes).toEqual(['write g 1', 'append g 1', 'write g 3']);
		expect(files.get('g')).toBe(copyHeader('g', 1000, setup) + copyLinesOf(game('g', 2)));
	});

	it('a page being hidden writes what is due at once, without waiting to be idle', async () => {
		await copy.copyCreated('g', 1000, setup);
		void copy.copyEvent(game('g', 1), 1);
		page.visibilityState = 'hidden';
		for (const listener of listeners) listener();
		await vi.waitFor(() => expect(writes).toEqual(['write g 1', 'append g 1']));
	});
});

const copyLinesOf = (g: ExportedGame) =>
	g.events.map(({ at, event }, i) => copyLine(i + 1, at, event)).join('');
