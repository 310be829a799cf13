/** Resolves once the page is idle (after the first paint): for code the first frame does not need. */
export function whenIdle(): Promise<void> {
	return new Promise((ready) =>
		'requestIdleCallback' in window
			? requestIdleCallback(() => ready(), { timeout: 2000 })
			: setTimeout(ready, 200)
	);
}

/** Resolves once the next frame has been painted: for stored data (read from IndexedDB, which
 * the first paint cannot show anyway), so its code does not hold the page's first paint. */
export function afterPaint(): Promise<void> {
	return new Promise((ready) => requestAnimationFrame(() => setTimeout(ready, 0)));
}
