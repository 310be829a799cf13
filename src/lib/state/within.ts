// A page's load waits for stored values only so long (the pages' loads, the open game, the games
// list and the settings, which are in every page's shared code without the storage state).

/** How long a page's load waits for a stored value before it renders without it: a database held
 * by another tab (see StorageStatus.waiting) must not keep the page from showing, and from
 * saying why. */
export const LOAD_WAIT_MS = 1000;

/** The promise's value, or `late` when it has not answered within `ms` (its answer is then
 * dropped). */
export function within<T>(promise: Promise<T>, ms: number, late: T): Promise<T> {
	return new Promise((resolve, reject) => {
		const timer = setTimeout(() => resolve(late), ms);
		promise.then(
			(value) => {
				clearTimeout(timer);
				resolve(value);
			},
			(error: unknown) => {
				clearTimeout(timer);
				reject(error instanceof Error ? error : new Error(String(error)));
			}
		);
	});
}
