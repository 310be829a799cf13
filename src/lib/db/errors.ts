/**
 * Why storing failed, as the UI explains it:
 * - `full`: no space left (a quota error, or a full disk named in an error's message);
 * - `unavailable`: the browser lets the app store nothing (private mode, storage blocked in its
 *   settings, no IndexedDB); only ever the result of opening;
 * - `interrupted`: the connection was closed under the app: a reload reopens it;
 * - `failed`: anything else.
 */
export type StorageProblem = 'unavailable' | 'full' | 'interrupted' | 'failed';

// Old Firefox's name for QuotaExceededError, and legacy DOMException code 22 (QUOTA_EXCEEDED_ERR).
const QUOTA_NAMES = ['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED'];
const QUOTA_CODE = 22;
// A full disk, not the quota, is an UnknownError named only in its message: Chromium's LevelDB
// says FILE_ERROR_NO_SPACE (tests/e2e/full-disk.spec.ts), WebKit's SQLite "database or disk is
// full", the system ENOSPC or "No space left on device".
const FULL =
	/QuotaExceeded|quota (has been )?exceeded|FILE_ERROR_NO_SPACE|\bENOSPC\b|no space left on device|database or disk is full/i;
// Storage refused: no IndexedDB (Dexie's MissingAPIError), or blocked (storage settings,
// third-party context, Safari's private mode). Firefox's private mode before version 115 refused
// an open with InvalidStateError, which otherwise means a closing connection.
const BLOCKED_NAMES = ['MissingAPIError', 'SecurityError'];
const CLOSED_NAMES = ['DatabaseClosedError', 'InvalidStateError'];

type Link = { name?: unknown; code?: unknown; message?: unknown };

/** Every error in the chain: Dexie wraps the browser's in `inner`, standard errors use `cause`,
 * Dexie's BulkError and ModifyError list theirs in `failures`. Depth-limited and cycle-safe. */
export function causeChain(error: unknown): Link[] {
	const out: Link[] = [];
	const visit = (current: unknown, depth: number) => {
		if (!current || typeof current !== 'object' || out.includes(current) || depth > 8) return;
		out.push(current);
		const { inner, cause, failures } = current as Record<string, unknown>;
		for (const next of [inner, cause, ...(Array.isArray(failures) ? failures.slice(0, 20) : [])])
			visit(next, depth + 1);
	};
	visit(error, 0);
	return out;
}

const isQuota = ({ name, code, message }: Link) =>
	QUOTA_NAMES.includes(name as string) ||
	(code === QUOTA_CODE && name !== undefined && name !== 'Error') ||
	(typeof message === 'string' && FULL.test(message));

const namesOf = (chain: Link[]) =>
	chain.map((link) => (typeof link.name === 'string' ? link.name : ''));

/** Classifies an error thrown by IndexedDB or Dexie. A quota error anywhere in the chain wins:
 * a full disk also closes connections and makes reopening fail, and the cure is the same. */
export function storageProblem(error: unknown): StorageProblem {
	const chain = causeChain(error);
	if (chain.some(isQuota)) return 'full';
	const names = namesOf(chain);
	if (names.some((name) => BLOCKED_NAMES.includes(name))) return 'unavailable';
	if (names[0] === 'OpenFailedError' && names.includes('InvalidStateError')) return 'unavailable';
	if (names.some((name) => CLOSED_NAMES.includes(name))) return 'interrupted';
	return 'failed';
}

/** Classifies why opening the database failed: storage refused, a full disk, or else a damaged
 * or unreadable database. */
export function openProblem(error: unknown): 'blocked' | 'full' | 'damaged' {
	const chain = causeChain(error);
	if (chain.some(isQuota)) return 'full';
	const blocked = [...BLOCKED_NAMES, 'InvalidStateError'];
	return namesOf(chain).some((name) => blocked.includes(name)) ? 'blocked' : 'damaged';
}
