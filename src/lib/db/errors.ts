/**
 * Why storing failed, in the words the UI needs to explain it:
 * - `full`: the device (or the browser's share of it) has no space left: a quota error, or a
 *   full disk named in an unknown error's message;
 * - `unavailable`: the browser does not let the app store anything at all (private mode, storage
 *   blocked in the browser's settings, no IndexedDB); only ever the result of *opening* failing;
 * - `interrupted`: the connection to the database was closed under the app (the browser closed
 *   it, another tab deleted it): a reload reopens it;
 * - `failed`: anything else.
 */
export type StorageProblem = 'unavailable' | 'full' | 'interrupted' | 'failed';

// Chromium, Safari and the spec name it QuotaExceededError; old Firefox used its own name. Legacy
// DOMException code 22 is QUOTA_EXCEEDED_ERR.
const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);
const QUOTA_CODE = 22;
// Opening failed because storage is refused: no IndexedDB at all (Dexie's MissingAPIError), a
// SecurityError (storage blocked, third-party context, Safari private mode) or, for an open
// request only, InvalidStateError (Firefox's private mode before version 115).
const BLOCKED_NAMES = new Set(['MissingAPIError', 'SecurityError']);
const OPEN_FAILED = 'OpenFailedError';
// The connection went away: Dexie's DatabaseClosedError, or the browser's InvalidStateError from
// a transaction on a closing connection. Neither says anything about whether storage is allowed.
const CLOSED_NAMES = new Set(['DatabaseClosedError', 'InvalidStateError']);

type Link = { name?: unknown; code?: unknown; message?: unknown };

/** Every error in the chain: Dexie wraps the browser's error in `inner`, standard errors use
 * `cause`, Dexie's BulkError and ModifyError list theirs in `failures`. Depth-limited and
 * cycle-safe. */
export function causeChain(error: unknown): Link[] {
	const out: Link[] = [];
	const seen = new Set<unknown>();
	const visit = (current: unknown, depth: number) => {
		if (!current || typeof current !== 'object' || seen.has(current) || depth > 8) return;
		seen.add(current);
		out.push(current as Link);
		const { inner, cause, failures } = current as {
			inner?: unknown;
			cause?: unknown;
			failures?: unknown;
		};
		visit(inner, depth + 1);
		visit(cause, depth + 1);
		if (Array.isArray(failures))
			for (const failure of failures.slice(0, 20)) visit(failure, depth + 1);
	};
	visit(error, 0);
	return out;
}

// A full disk, not the browser's quota: the browsers report it as an UnknownError and name the
// file system's answer only in the message. Chromium's IndexedDB (LevelDB): "IO error: …:
// FILE_ERROR_NO_SPACE" (seen with the profile on a full tmpfs: tests/e2e/full-disk.spec.ts);
// SQLite, under WebKit's IndexedDB: "database or disk is full"; the system's own: ENOSPC, "No
// space left on device".
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

/** Classifies an error thrown by IndexedDB or Dexie. A quota error anywhere in the chain wins:
 * a full disk also closes connections and makes reopening fail, and the cure is the same. */
export function storageProblem(error: unknown): StorageProblem {
	const chain = causeChain(error);
	if (chain.some(isQuota)) return 'full';
	const names = chain.map((link) => (typeof link.name === 'string' ? link.name : ''));
	if (names.some((name) => BLOCKED_NAMES.has(name))) return 'unavailable';
	// Opening refused with InvalidStateError: Firefox's private mode. Only as the cause of an open.
	if (names[0] === OPEN_FAILED && names.includes('InvalidStateError')) return 'unavailable';
	if (names.some((name) => CLOSED_NAMES.has(name))) return 'interrupted';
	return 'failed';
}

/** Classifies why *opening* the database failed (no Dexie involved: a raw `indexedDB.open`): the
 * blocked signature means storage is refused, a quota error a full disk; anything else is a
 * damaged or unreadable database. */
export function openProblem(error: unknown): 'blocked' | 'full' | 'damaged' {
	const chain = causeChain(error);
	if (chain.some(isQuota)) return 'full';
	const names = chain.map((link) => (typeof link.name === 'string' ? link.name : ''));
	if (names.some((name) => BLOCKED_NAMES.has(name) || name === 'InvalidStateError'))
		return 'blocked';
	return 'damaged';
}
