/**
 * A heading the view lands on when its panel has just arrived (the final harvest, the result):
 * the panels are loaded when needed, so the page cannot scroll to them right after the tap. On
 * mount, when `arrived`, the heading comes to the top of the screen and takes focus (as the
 * turn's heading does after "Start the game"). A reopened game is left where it opens.
 */
export function landHere(heading: HTMLElement, arrived: boolean): void {
	if (!arrived) return;
	heading.scrollIntoView({ block: 'start' });
	heading.focus({ preventScroll: true });
}

/**
 * For a game reopened in a step where the table types something next (the final harvest): once
 * the page has laid out, `target()` is scrolled just clear of the turn bar (the page's
 * scroll-padding), and only if it is not already in view. Nothing takes focus, so no keyboard
 * opens by itself. Not used when the panel has just `arrived` (landHere places that view).
 */
export function inReachOnReopen(
	_node: HTMLElement,
	{ arrived, target }: { arrived: boolean; target: () => HTMLElement | null }
): void {
	if (arrived) return;
	// Two frames: the turn bar measures itself after the first layout, and the scroll padding
	// that keeps things clear of it follows from that.
	requestAnimationFrame(() =>
		requestAnimationFrame(() => target()?.scrollIntoView({ block: 'nearest' }))
	);
}
