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
