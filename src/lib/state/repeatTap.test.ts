import { describe, expect, it } from 'vitest';
import { RepeatTaps } from './repeatTap';

describe('RepeatTaps', () => {
	it('refuses a second tap on the same action within half a second', () => {
		const taps = new RepeatTaps();
		expect(taps.accept('turn', 1000)).toBe(true);
		expect(taps.accept('turn', 1080)).toBe(false);
		expect(taps.accept('turn', 1400)).toBe(false);
		expect(taps.accept('turn', 1499)).toBe(false);
	});

	it('accepts deliberate taps half a second or more apart', () => {
		const taps = new RepeatTaps();
		expect(taps.accept('turn', 1000)).toBe(true);
		expect(taps.accept('turn', 1500)).toBe(true);
		expect(taps.accept('turn', 2500)).toBe(true);
	});

	it('measures from the last accepted tap, so a held key repeats at most twice a second', () => {
		const taps = new RepeatTaps();
		const accepted = [0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000].filter((at) =>
			taps.accept('turn', at)
		);
		expect(accepted).toEqual([0, 500, 1000]);
	});

	it('a tap that was not taken (forgotten) leaves the next tap a new one; a later tap stays', () => {
		const taps = new RepeatTaps();
		expect(taps.accept('turn', 1000)).toBe(true);
		taps.forget('turn', 1000);
		expect(taps.accept('turn', 1200)).toBe(true);
		// Forgetting an older tap does not clear the newer one.
		taps.forget('turn', 1000);
		expect(taps.accept('turn', 1300)).toBe(false);
	});

	it('take runs a deliberate tap, nothing for a repeat, and forgets a tap that took nothing', async () => {
		const taps = new RepeatTaps();
		const runs: number[] = [];
		const act = (taken: boolean, at: number) => () => (runs.push(at), Promise.resolve(taken));
		expect(await taps.take('save', 1000, act(false, 1000))).toBe(false);
		expect(await taps.take('save', 1100, act(true, 1100))).toBe(true);
		expect(await taps.take('save', 1200, act(true, 1200))).toBe('repeat');
		expect(runs).toEqual([1000, 1100]);
	});

	it('keeps each action apart', () => {
		const taps = new RepeatTaps();
		expect(taps.accept('turn', 1000)).toBe(true);
		expect(taps.accept('ran-out', 1100)).toBe(true);
		expect(taps.accept('harvest:0', 1150)).toBe(true);
		expect(taps.accept('harvest:1', 1160)).toBe(true);
		expect(taps.accept('turn', 1200)).toBe(false);
	});

	it('accepts a tap whose time is earlier than the last (a new time origin)', () => {
		const taps = new RepeatTaps();
		expect(taps.accept('turn', 5000)).toBe(true);
		expect(taps.accept('turn', 10)).toBe(true);
	});

	it('takes another window', () => {
		const taps = new RepeatTaps(200);
		expect(taps.accept('turn', 0)).toBe(true);
		expect(taps.accept('turn', 150)).toBe(false);
		expect(taps.accept('turn', 200)).toBe(true);
	});

	it('refuses every tap on an action while its accepted tap is still acted on, however late', async () => {
		const taps = new RepeatTaps();
		let finish: (taken: boolean) => void = () => {};
		const first = taps.take('create', 1000, () => new Promise((done) => (finish = done)));
		expect(await taps.take('create', 1060, () => Promise.resolve(true))).toBe('repeat');
		expect(await taps.take('create', 5000, () => Promise.resolve(true))).toBe('repeat');
		// Another action is not held up.
		expect(await taps.take('delete', 1100, () => Promise.resolve(true))).toBe(true);
		finish(true);
		expect(await first).toBe(true);
		expect(await taps.take('create', 5100, () => Promise.resolve(true))).toBe(true);
	});

	it('forgets a tap whose act threw, and lets the error through', async () => {
		const taps = new RepeatTaps();
		await expect(taps.take('save', 1000, () => Promise.reject(new Error('disk')))).rejects.toThrow(
			'disk'
		);
		expect(await taps.take('save', 1100, () => Promise.resolve(true))).toBe(true);
	});
});
