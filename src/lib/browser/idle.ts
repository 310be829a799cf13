/** Resolves once the page is idle (after the first paint), or after `timeout` ms at the latest:
 * for code the first frame does not need, and work a tap's frame should not wait for. */
export function whenIdle(timeout = 2000): Promise<void> {
	return new Promise((ready) =>
		'requestIdleCallback' in window
			? requestIdleCallback(() => ready(), { timeout })
			: setTimeout(ready, Math.min(200, timeout))
	);
}

/** Resolves once the next frame has been painted: for stored data (read from IndexedDB, which
 * the first paint cannot show anyway), so its code does not hold the page's first paint. */
export function afterPaint(): Promise<void> {
	return new Promise((ready) => requestAnimationFrame(() => setTimeout(ready, 0)));
}
