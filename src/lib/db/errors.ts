/** Why storing failed, in the words the UI needs to explain it. */
export type StorageProblem = 'unavailable' | 'full' | 'failed';

const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);
const UNAVAILABLE_NAMES = new Set([
	'MissingAPIError',
	'InvalidStateError',
	'SecurityError',
	'OpenFailedError',
	'DatabaseClosedError'
]);

/** Classifies an error thrown by IndexedDB or Dexie (Dexie wraps the browser's error in `inner`). */
export function storageProblem(error: unknown): StorageProblem {
	let current: unknown = error;
	for (let depth = 0; current && depth < 5; depth++) {
		const name = (current as { name?: unknown }).name;
		if (typeof name === 'string') {
			if (QUOTA_NAMES.has(name)) return 'full';
			if (UNAVAILABLE_NAMES.has(name)) return 'unavailable';
		}
		current = (current as { inner?: unknown }).inner;
	}
	return 'failed';
}
