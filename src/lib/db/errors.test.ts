import { describe, expect, test } from 'vitest';
import { openProblem, storageProblem } from './errors';

// Dexie 4 wraps the browser's error: mapError(domError) → e.g. AbortError { inner: DOMException }.
const dom = (name: string, message = '') => new DOMException(message, name);

describe('storageProblem', () => {
	test.each([
		['a bare quota error', { name: 'QuotaExceededError' }, 'full'],
		['a quota DOMException', dom('QuotaExceededError', 'The quota has been exceeded.'), 'full'],
		[
			'a transaction aborted by a quota error',
			{ name: 'AbortError', inner: { name: 'QuotaExceededError' } },
			'full'
		],
		[
			'a quota error two levels down',
			{ name: 'AbortError', inner: { name: 'AbortError', inner: dom('QuotaExceededError') } },
			'full'
		],
		// The failed reopen after a full disk: the quota error is inside the open failure.
		[
			'an open failure caused by a full disk',
			{ name: 'OpenFailedError', inner: dom('QuotaExceededError') },
			'full'
		],
		[
			'a quota error as the standard cause',
			new Error('write failed', { cause: dom('QuotaExceededError') }),
			'full'
		],
		[
			'a bulk write with one quota failure',
			{ name: 'BulkError', failures: [{ name: 'ConstraintError' }, dom('QuotaExceededError')] },
			'full'
		],
		['old Firefox quota name', { name: 'NS_ERROR_DOM_QUOTA_REACHED' }, 'full'],
		['legacy quota code 22', { name: 'UnknownError', code: 22 }, 'full'],
		[
			'a quota message in an unknown error',
			{ name: 'UnknownError', message: 'QuotaExceededError: disk' },
			'full'
		],
		// A real full disk (not the browser's quota): Chromium's IndexedDB says UnknownError and
		// names the file system's answer in its message (seen with the profile on a full tmpfs).
		[
			'Chromium on a full disk',
			dom(
				'UnknownError',
				'Connection is closing because of: IO error: .../000003.log: FILE_ERROR_NO_SPACE (ChromeMethodBFE: 3::WritableFileAppend::8)'
			),
			'full'
		],
		[
			'a transaction aborted by a full disk',
			{
				name: 'AbortError',
				inner: dom('UnknownError', 'IO error: 000005.ldb: FILE_ERROR_NO_SPACE')
			},
			'full'
		],
		['SQLite on a full disk (WebKit)', dom('UnknownError', 'database or disk is full'), 'full'],
		[
			'a file system out of space',
			{ name: 'Error', message: 'ENOSPC: no space left on device' },
			'full'
		],
		[
			'an unknown IO error is no full disk',
			dom('UnknownError', 'IO error: corrupted block'),
			'failed'
		],
		['no IndexedDB', { name: 'MissingAPIError' }, 'unavailable'],
		[
			'storage blocked by the browser',
			{ name: 'OpenFailedError', inner: { name: 'SecurityError' } },
			'unavailable'
		],
		[
			'Firefox private mode (open refused)',
			{ name: 'OpenFailedError', inner: dom('InvalidStateError') },
			'unavailable'
		],
		// A closed connection says nothing about whether storage is allowed.
		['a closed database', { name: 'DatabaseClosedError' }, 'interrupted'],
		[
			'a transaction on a closing connection',
			dom('InvalidStateError', 'The database connection is closing.'),
			'interrupted'
		],
		[
			'Dexie wrapping a closing connection',
			{ name: 'AbortError', inner: dom('InvalidStateError') },
			'interrupted'
		],
		['a constraint error', { name: 'ConstraintError' }, 'failed'],
		[
			'an open failure for another reason',
			{ name: 'OpenFailedError', inner: { name: 'UnknownError' } },
			'failed'
		],
		['a plain error', new Error('boom'), 'failed'],
		['null', null, 'failed'],
		['a string', 'text', 'failed']
	])('%s is %s', (_, error, expected) => {
		expect(storageProblem(error)).toBe(expected);
	});

	test('a cyclic chain ends', () => {
		const a: { name: string; inner?: unknown } = { name: 'AbortError' };
		a.inner = { name: 'AbortError', inner: a };
		expect(storageProblem(a)).toBe('failed');
	});
});

describe('openProblem', () => {
	test.each([
		['a security error', dom('SecurityError'), 'blocked'],
		['Firefox private mode', dom('InvalidStateError'), 'blocked'],
		['a full disk', dom('QuotaExceededError'), 'full'],
		[
			'a corrupt backing store',
			dom('UnknownError', 'Internal error opening backing store'),
			'damaged'
		],
		['a data error', dom('DataError'), 'damaged']
	])('%s is %s', (_, error, expected) => {
		expect(openProblem(error)).toBe(expected);
	});
});
