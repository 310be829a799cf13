import { expect, test } from 'vitest';
import { median, percentile } from './stats.js';

test('nearest-rank percentiles', () => {
	const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
	expect(median(samples)).toBe(5);
	expect(percentile(samples, 95)).toBe(10);
	expect(percentile(samples, 90)).toBe(9);
	expect(percentile(samples, 10)).toBe(1);
	expect(percentile([42], 95)).toBe(42);
	expect(() => percentile([], 50)).toThrow('no samples');
});
