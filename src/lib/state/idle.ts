/** Resolves once the page is idle (after the first paint): for code the first frame does not need. */
export function whenIdle(): Promise<void> {
	return new Promise((ready) =>
		'requestIdleCallback' in window
			? requestIdleCallback(() => ready(), { timeout: 2000 })
			: setTimeout(ready, 200)
	);
}
