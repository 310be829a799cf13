import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { crc32, FrameCollector, parseFrame, toFrames } from './frames';

const TEXT = 'QED8WEX0'.repeat(40);

/** Feeds codes to a new collector; returns what it said last. */
function collect(codes: readonly string[]) {
	const collector = new FrameCollector();
	return codes.map((code) => collector.add(code)).at(-1);
}

describe('frames', () => {
	test('CRC-32 is the one of zip and PNG', () => {
		expect(crc32('123456789')).toBe('CBF43926');
		expect(crc32('')).toBe('00000000');
	});

	test('each frame names its part, the number of parts and its transfer', () => {
		const frames = toFrames(TEXT, 100);
		expect(frames).toHaveLength(4);
		expect(frames[2]).toMatch(/^BR1\/[0-9A-F]{8}\/3\/4\/[0-9A-F]{8}\/QED8/);
		for (const frame of frames) expect(frame).toMatch(/^[0-9A-Z $%*+\-./:]*$/);
		expect(toFrames('', 100)).toHaveLength(1);
	});

	test('frames in any order, with repeats, give the text back; progress counts new frames', () => {
		fc.assert(
			fc.property(
				fc.string({ unit: fc.constantFrom(...'0123456789ABC $%*+-./:'), maxLength: 2000 }),
				fc.integer({ min: 1, max: 300 }),
				fc.array(fc.nat(), { minLength: 0, maxLength: 30 }),
				fc.nat(),
				(text, size, repeats, seed) => {
					const frames = toFrames(text, size);
					const order = [...frames, ...repeats.map((r) => frames[r % frames.length]!)];
					// A fixed shuffle from the seed (no Math.random).
					const shuffled = order
						.map((frame, i) => ({ frame, key: (i * 7919 + seed) % 10007 }))
						.sort((a, b) => a.key - b.key)
						.map((x) => x.frame);
					const collector = new FrameCollector();
					const seen = new Set<string>();
					let last;
					for (const frame of shuffled) {
						last = collector.add(frame);
						if (seen.size < frames.length) {
							const fresh = !seen.has(frame);
							seen.add(frame);
							if (seen.size < frames.length) {
								// The parts not seen yet, written out from the frames themselves.
								const missing = frames
									.map((f, i) => (seen.has(f) ? null : i + 1))
									.filter((part) => part !== null);
								expect(last).toEqual({
									kind: 'progress',
									received: seen.size,
									total: frames.length,
									missing,
									fresh
								});
							}
						}
					}
					expect(last).toEqual({ kind: 'complete', text, total: frames.length });
				}
			),
			{ seed: 29, numRuns: 200 }
		);
	});

	test('a frame changed anywhere is refused as damaged, the others stay', () => {
		const frames = toFrames(TEXT, 100);
		fc.assert(
			fc.property(
				fc.nat(frames[1]!.length - 1),
				fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:'),
				(at, char) => {
					const frame = frames[1]!;
					if (frame[at] === char || at < 3) return;
					const changed = frame.slice(0, at) + char + frame.slice(at + 1);
					expect(parseFrame(changed).ok).toBe(false);
				}
			),
			{ seed: 3, numRuns: 300 }
		);
		const collector = new FrameCollector();
		collector.add(frames[0]!);
		expect(collector.add(frames[1]!.replace('QED8', 'QED9'))).toEqual({
			kind: 'refused',
			error: 'damaged'
		});
		expect(collector.missing()).toEqual([2, 3, 4]);
	});

	test('a cut frame is damaged; a frame whose parts do not make the text is refused', () => {
		const frames = toFrames(TEXT, 100);
		expect(parseFrame(frames[0]!.slice(0, 40))).toEqual({ ok: false, error: 'damaged' });
		expect(parseFrame('BR1/')).toEqual({ ok: false, error: 'damaged' });
		// Part 1 of another text with the same header can only come from a forged code.
		const forged = (data: string) => {
			const body = `${frames[0]!.split('/')[1]}/1/4`;
			return `BR1/${body}/${crc32(`${body}/${data}`)}/${data}`;
		};
		expect(collect([forged('AAAA'), ...frames.slice(1)])).toEqual({
			kind: 'refused',
			error: 'damaged'
		});
	});

	test('not a hand-off: refused as not a game', () => {
		for (const code of ['https://example.com/', 'HC1:NCFOXN%TS3DH', '', 'br1/x']) {
			expect(collect([code])).toEqual({ kind: 'refused', error: 'not-a-game' });
		}
	});

	test('a frame of a newer version is refused as such', () => {
		const newer = toFrames(TEXT, 100)[0]!.replace(/^BR1/, 'BR2');
		expect(collect([newer])).toEqual({ kind: 'refused', error: 'newer-version' });
		expect(collect([newer.replace(/^BR2/, 'BR12')])).toEqual({
			kind: 'refused',
			error: 'newer-version'
		});
	});

	test('a frame of another game does not lock the collector: it follows that game', () => {
		const one = toFrames(TEXT, 100);
		const other = toFrames(`${TEXT}AB`, 100);
		const collector = new FrameCollector();
		collector.add(one[0]!);
		expect(collector.add(other[1]!)).toEqual({
			kind: 'progress',
			received: 1,
			total: 4,
			missing: [1, 3, 4],
			fresh: true
		});
		expect(collector.missing()).toEqual([1, 3, 4]);
		for (const frame of [other[0]!, other[2]!]) collector.add(frame);
		expect(collector.add(other[3]!)).toEqual({ kind: 'complete', text: `${TEXT}AB`, total: 4 });
	});

	test('the first game finishes once its missing codes come back after another game’s', () => {
		const one = toFrames(TEXT, 100);
		const other = toFrames(`${TEXT}AB`, 100);
		const collector = new FrameCollector();
		for (const frame of one.slice(0, 3)) collector.add(frame);
		collector.add(other[0]!);
		expect(collector.missing()).toEqual([2, 3, 4]);
		expect(collector.add(one[3]!)).toEqual({ kind: 'complete', text: TEXT, total: 4 });
	});
});
