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
 * For a game reopened in a step where the table types something next (the final harvest): when
 * `reopened`, once the page has laid out, the element is scrolled just clear of the turn bar (the
 * page's scroll-padding), and only if it is not already in view; so is its Save. Nothing takes
 * focus, so no keyboard opens by itself. Read on mount only: after that, the panel moves the view itself.
 */
export function inReachOnReopen(node: HTMLElement, reopened: boolean): void {
	if (!reopened) return;
	// Two frames: the turn bar measures itself after the first layout, and the scroll padding
	// that keeps things clear of it follows from that.
	// A form taller than the room above the bar (text at 200 %) comes in at its top, which leaves
	// its Save under the bar: the Save follows, just clear of it.
	requestAnimationFrame(() =>
		requestAnimationFrame(() => {
			node.scrollIntoView({ block: 'nearest' });
			node.querySelector('[type="submit"]')?.scrollIntoView({ block: 'nearest' });
		})
	);
}
