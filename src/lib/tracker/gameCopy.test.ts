import { describe, expect, it } from 'vitest';
import type { GameEvent } from './events';
import type { ExportedGame } from './exportFile';
import { copyHeader, copyLine, copyText, parseCopy, restoreOffer } from './gameCopy';
import { threePlayerGame } from './testing';

const events: GameEvent[] = [
	{ type: 'game-started' },
	{ type: 'turn-advanced' },
	{ type: 'turn-advanced' },
	{ type: 'undo' }
];
const game: ExportedGame = {
	...threePlayerGame(
		1000,
		events.map((event, i) => ({ at: 1001 + i, event })),
		{ updatedAt: 1004 }
	),
	id: 'game-1'
};
const setup = game.setup;

describe('a game’s second copy (docs/architecture.md#the-second-copy)', () => {
	it('reads back the game it was written from, event for event', () => {
		const text = copyText(game);
		expect(text.split('\n')).toHaveLength(events.length + 2);
		expect(parseCopy(text)).toEqual({ ok: true, value: { game, problem: null } });
	});

	it('appending a line per event gives the same file as writing it whole', () => {
		const appended =
			copyHeader(game.id, game.createdAt, setup) +
			game.events.map(({ at, event }, i) => copyLine(i + 1, at, event)).join('');
		expect(appended).toBe(copyText(game));
	});

	it('drops a torn last line (a write cut off) and names it, keeping every event before it', () => {
		const whole = copyText(game);
		const torn = whole + copyLine(5, 1005, { type: 'turn-advanced' }).slice(0, 12);
		const read = parseCopy(torn);
		expect(read).toEqual({
			ok: true,
			value: { game, problem: { kind: 'torn', line: events.length + 2 } }
		});
	});

	it('a last line without its newline is torn even when it parses', () => {
		const cut = copyText(game).slice(0, -1);
		const read = parseCopy(cut);
		expect(read.ok && read.value.problem).toEqual({ kind: 'torn', line: events.length + 1 });
		expect(read.ok && read.value.game.events).toHaveLength(events.length - 1);
	});

	it('stops at a damaged or misnumbered line and names it', () => {
		const lines = copyText(game).split('\n');
		const damaged = [...lines.slice(0, 3), '{"seq":3,', ...lines.slice(4)].join('\n');
		const read = parseCopy(damaged);
		expect(read.ok && read.value.problem).toEqual({ kind: 'damaged', line: 4 });
		expect(read.ok && read.value.game.events).toHaveLength(2);
		const skipped = [...lines.slice(0, 3), ...lines.slice(4)].join('\n');
		const misnumbered = parseCopy(skipped);
		expect(misnumbered.ok && misnumbered.value.problem).toEqual({ kind: 'out-of-order', line: 4 });
	});

	it('a line that is no record (a list, a number, null) is damaged; one whose seq is no whole number is out of order', () => {
		const lines = copyText(game).split('\n');
		for (const line of ['[{"seq":3}]', '3', 'null', '"x"']) {
			const read = parseCopy([...lines.slice(0, 3), line, ...lines.slice(4)].join('\n'));
			expect(read.ok && read.value.problem).toEqual({ kind: 'damaged', line: 4 });
			expect(read.ok && read.value.game.events).toHaveLength(2);
		}
		for (const seq of ['"3"', '3.5', '-3', 'null']) {
			const line = lines[3]!.replace('"seq":3', `"seq":${seq}`);
			const read = parseCopy([...lines.slice(0, 3), line, ...lines.slice(4)].join('\n'));
			expect(read.ok && read.value.problem).toEqual({ kind: 'out-of-order', line: 4 });
		}
	});

	it('a header of another format or version, or no record, is refused; its game fields are the game’s checks', () => {
		const [head, ...rest] = copyText(game).split('\n');
		const withHeader = (header: string) => [header, ...rest].join('\n');
		const refused: [header: string, error: string][] = [
			[head!.replace('"version":1', '"version":2'), 'bad-header'],
			[head!.replace('"version":1', '"version":"1"'), 'bad-header'],
			[head!.replace('bean-referee-copy', 'bean-referee-games'), 'bad-header'],
			[`[${head}]`, 'bad-header'],
			[head!.replace('"id":"game-1"', '"id":7'), 'bad-game'],
			[head!.replace('"id":"game-1"', '"id":"a b"'), 'bad-id']
		];
		for (const [header, error] of refused)
			expect(parseCopy(withHeader(header)), header).toEqual({ ok: false, error });
	});

	it('refuses a copy without its header or with a game the import refuses', () => {
		expect(parseCopy('')).toEqual({ ok: false, error: 'bad-header' });
		expect(parseCopy('{"format":"bean-referee-copy",')).toEqual({ ok: false, error: 'bad-header' });
		const unknown = copyText({
			...game,
			setup: { ...setup, edition: 'amigo-2099' as 'amigo' }
		});
		expect(parseCopy(unknown)).toEqual({ ok: false, error: 'unknown-edition' });
		const impossible = copyText({ ...game, events: [{ at: 1, event: { type: 'turn-advanced' } }] });
		expect(parseCopy(impossible)).toEqual({ ok: false, error: 'impossible-event' });
	});

	it('offers every readable copy of a game not stored, newest first, with its event count', () => {
		const older: ExportedGame = { ...game, id: 'game-0', events: game.events.slice(0, 1) };
		const { offers, unreadable } = restoreOffer(
			[copyText(older), copyText(game), 'junk', copyText({ ...game, id: 'kept' })],
			new Set(['kept'])
		);
		expect(offers.map((o) => [o.game.id, o.events])).toEqual([
			['game-1', 4],
			['game-0', 1]
		]);
		expect(unreadable).toBe(1);
	});
});
