/**
 * Why storing failed, as the UI explains it:
 * - `full`: no space left (a quota error, or a full disk named in an error's message);
 * - `unavailable`: the browser lets the app store nothing (private mode, storage blocked in its
 *   settings, no IndexedDB); only ever the result of opening;
 * - `interrupted`: the connection was closed under the app: a reload reopens it;
 * - `failed`: anything else.
 */
export type StorageProblem = 'unavailable' | 'full' | 'interrupted' | 'failed';

// Old Firefox had its own name for QuotaExceededError; legacy DOMException code 22 is
// QUOTA_EXCEEDED_ERR.
const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);
const QUOTA_CODE = 22;
// Storage refused: no IndexedDB (Dexie's MissingAPIError), or blocked (storage settings,
// third-party context, Safari's private mode). Firefox's private mode before version 115 refused
// an open with InvalidStateError, which otherwise means a closing connection.
const BLOCKED_NAMES = new Set(['MissingAPIError', 'SecurityError']);
const CLOSED_NAMES = new Set(['DatabaseClosedError', 'InvalidStateError']);

type Link = { name?: unknown; code?: unknown; message?: unknown };

/** Every error in the chain: Dexie wraps the browser's in `inner`, standard errors use `cause`,
 * Dexie's BulkError and ModifyError list theirs in `failures`. Depth-limited and cycle-safe. */
export function causeChain(error: unknown): Link[] {
	const out: Link[] = [];
	const seen = new Set<unknown>();
	const visit = (current: unknown, depth: number) => {
		if (!current || typeof current !== 'object' || seen.has(current) || depth > 8) return;
		seen.add(current);
		out.push(current as Link);
		const { inner, cause, failures } = current as Record<string, unknown>;
		visit(inner, depth + 1);
		visit(cause, depth + 1);
		if (Array.isArray(failures))
			for (const failure of failures.slice(0, 20)) visit(failure, depth + 1);
	};
	visit(error, 0);
	return out;
}

// A full disk, not the quota, is an UnknownError named only in its message: Chromium's LevelDB
// says FILE_ERROR_NO_SPACE (tests/e2e/full-disk.spec.ts), WebKit's SQLite "database or disk is
// full", the system ENOSPC or "No space left on device".
const NO_SPACE = /FILE_ERROR_NO_SPACE|\bENOSPC\b|no space left on device|database or disk is full/i;

function isQuota(link: Link): boolean {
	return (
		(typeof link.name === 'string' && QUOTA_NAMES.has(link.name)) ||
		(link.code === QUOTA_CODE && link.name !== undefined && link.name !== 'Error') ||
		(typeof link.message === 'string' &&
			(/QuotaExceeded|quota (has been )?exceeded/i.test(link.message) ||
				NO_SPACE.test(link.message)))
	);
}

const namesOf = (chain: Link[]) =>
	chain.map((link) => (typeof link.name === 'string' ? link.name : ''));

/** Classifies an error thrown by IndexedDB or Dexie. A quota error anywhere in the chain wins:
 * a full disk also closes connections and makes reopening fail, and the cure is the same. */
export function storageProblem(error: unknown): StorageProblem {
	const chain = causeChain(error);
	if (chain.some(isQuota)) return 'full';
	const names = namesOf(chain);
	if (names.some((name) => BLOCKED_NAMES.has(name))) return 'unavailable';
	if (names[0] === 'OpenFailedError' && names.includes('InvalidStateError')) return 'unavailable';
	if (names.some((name) => CLOSED_NAMES.has(name))) return 'interrupted';
	return 'failed';
}

/** Classifies why opening the database failed: storage refused, a full disk, or else a damaged
 * or unreadable database. */
export function openProblem(error: unknown): 'blocked' | 'full' | 'damaged' {
	const chain = causeChain(error);
	if (chain.some(isQuota)) return 'full';
	const names = namesOf(chain);
	if (names.some((name) => BLOCKED_NAMES.has(name) || name === 'InvalidStateError'))
		return 'blocked';
	return 'damaged';
}
