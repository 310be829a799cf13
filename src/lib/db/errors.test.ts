import { expect, test } from 'vitest';
import { storageProblem } from './errors';

test.each([
	[{ name: 'QuotaExceededError' }, 'full'],
	[{ name: 'AbortError', inner: { name: 'QuotaExceededError' } }, 'full'],
	[{ name: 'MissingAPIError' }, 'unavailable'],
	[{ name: 'OpenFailedError', inner: { name: 'SecurityError' } }, 'unavailable'],
	[{ name: 'ConstraintError' }, 'failed'],
	[new Error('boom'), 'failed'],
	[null, 'failed'],
	['text', 'failed']
])('%j is %s', (error, expected) => {
	expect(storageProblem(error)).toBe(expected);
});
