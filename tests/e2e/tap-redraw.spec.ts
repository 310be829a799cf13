// A tap does one step of work, on the screen too: a "Next turn" changes the nodes that say what
// changed (the turn, who is next, the draw pile's estimate, the log's new line, the undo button's
// words) and no others: the panels that did not change are not drawn again (issue 43).
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { deliberateGap } from './helpers';
import { startedGame, turnHeading } from './trackerHelpers';

/** A change of the page: its kind (`childList`, `characterData`, `@attribute`), where it
 * happened (the element and its two nearest ancestors) and how many nodes it added and removed. */
interface Change {
	kind: string;
	where: string;
	added: number;
	removed: number;
}
type Watched = typeof window & { __changes: Change[] };

/** Records where each DOM change of the page happens from now on: the function returned reads
 * them. */
async function watchChanges(page: Page): Promise<() => Promise<Change[]>> {
	await page.evaluate(() => {
		const changes: Change[] = [];
		const where = (node: Node): string => {
			const element = node instanceof Element ? node : node.parentElement;
			const path: string[] = [];
			for (let e = element; e && e !== document.body && path.length < 3; e = e.parentElement) {
				const classes = [...e.classList].filter((name) => !name.startsWith('svelte-'));
				path.unshift(
					e.tagName.toLowerCase() + (e.id ? `#${e.id}` : '') + classes.map((c) => `.${c}`).join('')
				);
			}
			return path.join(' > ');
		};
		new MutationObserver((records) => {
			for (const record of records) {
				changes.push({
					kind: record.type === 'attributes' ? `@${record.attributeName}` : record.type,
					where: where(record.target),
					added: record.addedNodes.length,
					removed: record.removedNodes.length
				});
			}
		}).observe(document.body, {
			subtree: true,
			childList: true,
			characterData: true,
			attributes: true
		});
		(window as Watched).__changes = changes;
	});
	return () => page.evaluate(() => (window as Watched).__changes);
}

test('a "Next turn" tap changes the turn, the next player, the pile, the log\'s new line and the undo button, nothing else', async ({
	page
}) => {
	await startedGame(page);
	for (const name of ['Noah', 'Lea']) {
		await deliberateGap(page);
		await page.getByRole('button', { name: /^Next turn/ }).click();
		await expect(turnHeading(page)).toHaveText(new RegExp(`: ${name}$`));
	}
	// The log is on the page, with a line per event so far.
	const log = page.locator('ol.log');
	await expect(log.locator('li')).toHaveCount(3);

	const collected = await watchChanges(page);
	await deliberateGap(page);
	await page.getByRole('button', { name: 'Next turn: Mia' }).click();
	await expect(turnHeading(page)).toHaveText('Turn 4: Mia');
	await expect(log.locator('li')).toHaveCount(4);
	// Whatever the tap sets off has run: two frames later.
	await page.evaluate(
		() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
	);
	const changes = await collected();

	// Nothing is taken away, and one node is added: the log's new line.
	expect(changes.filter((c) => c.removed > 0)).toEqual([]);
	const added = changes.filter((c) => c.added > 0);
	expect(added).toEqual([
		expect.objectContaining({ where: expect.stringMatching(/ol\.log$/), added: 1 })
	]);
	// Every other change is in a place that says what changed.
	const places = [
		/#turn-heading/, // Turn 4: Mia
		/span\.next\b/, // who is next
		/button[.\w-]*\.main\b/, // "Next turn: Noah"
		/\.visually-hidden\b/, // the turn, said to a screen reader
		/\.estimate\b|\.pile\b/, // the draw pile's estimate and the pass counter
		/ol\.log$/, // the log's numbering (its `start`)
		/\.undo\b/ // "Undo: Turn 4"
	];
	const elsewhere = changes.filter((c) => !places.some((place) => place.test(c.where)));
	expect(elsewhere).toEqual([]);
	// And not many of them: about a dozen texts and attributes.
	expect(changes.length).toBeLessThanOrEqual(16);
});
