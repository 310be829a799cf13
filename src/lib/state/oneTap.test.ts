import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneTap } from './oneTap';

/** An event of `type` handled when the page's clock (tapTime: performance.now) says `at` ms. */
function tapAt(type: string, at: number): Event {
	vi.spyOn(performance, 'now').mockReturnValue(at);
	const event = new Event(type, { cancelable: true });
	Object.defineProperty(event, 'timeStamp', { value: at });
	return event;
}

afterEach(() => {
	vi.restoreAllMocks();
});

describe('oneTap', () => {
	it('acts once for a double tap 60 or 200 ms apart, again for a tap half a second later', async () => {
		const runs: number[] = [];
		const handler = oneTap('test-create', (event: Event) => {
			runs.push(event.timeStamp);
		});
		expect(await handler(tapAt('click', 1000))).toBe(true);
		expect(await handler(tapAt('click', 1060))).toBe('repeat');
		expect(await handler(tapAt('click', 1200))).toBe('repeat');
		expect(await handler(tapAt('click', 1500))).toBe(true);
		expect(runs).toEqual([1000, 1500]);
	});

	it('a tap that took nothing (false) leaves the next one free', async () => {
		let valid = false;
		const handler = oneTap('test-form', () => valid);
		expect(await handler(tapAt('click', 1000))).toBe(false);
		valid = true;
		expect(await handler(tapAt('click', 1060))).toBe(true);
	});

	it('keeps a form submit from the browser, a repeat too', async () => {
		const handler = oneTap('test-submit', () => true);
		const first = tapAt('submit', 1000);
		const second = tapAt('submit', 1060);
		await handler(first);
		expect(await handler(second)).toBe('repeat');
		expect(first.defaultPrevented).toBe(true);
		expect(second.defaultPrevented).toBe(true);
	});

	it('one mechanism for the whole app: two handlers of the same action share their taps', async () => {
		const a = oneTap('test-shared', () => true);
		const b = oneTap('test-shared', () => true);
		expect(await a(tapAt('click', 1000))).toBe(true);
		expect(await b(tapAt('click', 1100))).toBe('repeat');
	});
});
