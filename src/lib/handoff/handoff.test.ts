import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { gameArb } from '$lib/tracker/arbitraries';
import type { ExportedGame } from '$lib/tracker/exportFile';
import { threePlayerGame } from '$lib/tracker/testing';
import { toBase45 } from './base45';
import { deflateRaw } from './compress';
import { FrameCollector, toFrames } from './frames';
import { gameFrames, gameOfText, handoffText } from './handoff';
import { tableGame } from './tableGame';

// Games with times as a phone writes them: each event some seconds (or, after a change of the
// clock, less than nothing) after the one before.
const timedGameArb: fc.Arbitrary<ExportedGame> = gameArb.chain((game) =>
	fc
		.array(fc.integer({ min: -5_000, max: 600_000 }), {
			minLength: game.events.length,
			maxLength: game.events.length
		})
		.map((gaps) => {
			let at = game.createdAt;
			const events = game.events.map(({ event }, i) => ({ at: (at += gaps[i]!), event }));
			return { ...game, events, updatedAt: Math.max(game.createdAt, at) };
		})
		.filter((g) => g.events.every(({ at }) => at >= 0))
);

async function scan(frames: readonly string[]) {
	const collector = new FrameCollector();
	let last;
	for (const frame of frames) last = collector.add(frame);
	if (last?.kind !== 'complete') return last;
	return gameOfText(last.text);
}

describe('a game through frames and back', () => {
	test('any valid game comes back the same from its frames in any order, with repeats', async () => {
		await fc.assert(
			fc.asyncProperty(
				timedGameArb,
				fc.integer({ min: 20, max: 400 }),
				fc.array(fc.nat(), { maxLength: 10 }),
				fc.nat(),
				async (game, size, repeats, seed) => {
					const frames = await gameFrames(game, size);
					const order = [...frames, ...repeats.map((r) => frames[r % frames.length]!)]
						.map((frame, i) => ({ frame, key: (i * 7919 + seed) % 10007 }))
						.sort((a, b) => a.key - b.key)
						.map((x) => x.frame);
					expect(await scan(order)).toEqual({ ok: true, value: game });
				}
			),
			{ seed: 29, numRuns: 150 }
		);
	}, 60_000);

	test('a transfer that checks out but is not a game is refused as damaged', async () => {
		const base45 = async (text: string) =>
			toBase45(await deflateRaw(new TextEncoder().encode(text)));
		for (const payload of ['{}', '[]', 'not json', '{"events":[],"createdAt":1}']) {
			expect(await scan(toFrames(await base45(payload)))).toEqual({ ok: false, error: 'damaged' });
		}
		// Not raw DEFLATE data; not Base45.
		expect(await scan(toFrames(toBase45(new Uint8Array([255, 255, 255]))))).toEqual({
			ok: false,
			error: 'damaged'
		});
		expect(await gameOfText('A')).toEqual({ ok: false, error: 'damaged' });
	});

	test('a game whose events do not fit it is refused', async () => {
		// A turn before the game started.
		const game = threePlayerGame(1_700_000_000_000, [
			{ at: 1_700_000_001_000, event: { type: 'turn-advanced' } }
		]);
		expect(await scan(toFrames(await handoffText(game)))).toEqual({ ok: false, error: 'damaged' });
	});

	test('a cut transfer is incomplete: the collector names the missing frames', async () => {
		const [game] = fc.sample(timedGameArb, { seed: 7, numRuns: 1 });
		const frames = await gameFrames(game!, 20);
		expect(frames.length).toBeGreaterThan(2);
		const collector = new FrameCollector();
		for (const frame of frames.slice(1, -1)) collector.add(frame);
		expect(collector.missing()).toEqual([1, frames.length]);
	});
});

describe('frames a table game needs (BENCHMARKS.md#hand-off)', () => {
	test.each([
		[10, 2],
		[60, 3],
		[200, 6]
	])(
		'%i turns of 5 players: at most %i frames, and they come back as the game',
		async (turns, most) => {
			const game = tableGame(turns);
			const frames = await gameFrames(game);
			expect(frames.length).toBeLessThanOrEqual(most);
			expect(await scan(frames)).toEqual({ ok: true, value: game });
		}
	);
});
