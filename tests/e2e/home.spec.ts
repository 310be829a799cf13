import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, expectNoAxeViolations, waitForServiceWorkerControl } from './helpers';
import { newGame } from './trackerHelpers';
import { seedGames } from '../../scripts/bench/seed.js';
import { FIRST_PAINT_KEY } from '../../src/lib/browser/firstPaint';

test('home shows the game in progress; one tap goes back to it, also offline @service-worker', async ({
	page,
	context
}) => {
	await page.goto('/');
	await appReady(page);
	await waitForServiceWorkerControl(page);
	// No game yet: no card.
	await expect(page.getByRole('heading', { name: 'Game in progress' })).toHaveCount(0);

	await newGame(page, {
		edition: /AMIGO \(current\)/,
		names: ['Mia', 'Noah', 'Lea'],
		chosen: 'Mia'
	});
	const gameUrl = page.url();

	await page.goto('/');
	await appReady(page);
	const card = page.getByRole('link', { name: /^Continue: Bohnanza/ });
	await expect(card).toBeVisible();
	await expect(card).toContainText('Mia');
	await expect(card).toContainText('Being set up');
	const box = await card.boundingBox();
	const viewport = page.viewportSize()!;
	// In reach without scrolling, on a phone too.
	expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
	await expectNoAxeViolations(page);

	await context.setOffline(true);
	await page.reload();
	await appReady(page);
	await card.click();
	await expect(page).toHaveURL(gameUrl);
	await expect(page.getByText('Mia').first()).toBeVisible();
});

/** How far (px) what lies just below the stored-data part (`.place`, HoldsPlace) moves, from the
 * page's first frame until it settles. Measured by position every frame rather than with the
 * Layout Instability API: when the app takes over a prerendered page whose data its load read
 * first, Svelte replaces those nodes instead of moving them, and a replaced node scores no shift
 * although the reader sees everything below jump. */
async function movedBelow(page: Page, path: string): Promise<number> {
	await page.goto(path);
	await appReady(page);
	await page.waitForLoadState('networkidle');
	// Two more frames: the last change is painted and recorded.
	await page.evaluate(
		() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
	);
	return page.evaluate(() => {
		const tops = (window as unknown as { belowTops: number[] }).belowTops;
		return tops.length === 0 ? Number.NaN : Math.max(...tops) - Math.min(...tops);
	});
}

test.describe('with stored games', () => {
	// The app's code arrives 300 ms late (service workers blocked, so the route sees every
	// request): the prerendered page is painted well before the stored games can arrive, whatever
	// the machine's speed, so a part that did not hold its place always moves what lies below it.
	test.use({ serviceWorkers: 'block' });

	test('the home page and the games list hold their place: nothing jumps when the games arrive', async ({
		page
	}) => {
		await newGame(page, {
			edition: /AMIGO \(current\)/,
			names: ['Mia', 'Noah', 'Lea'],
			chosen: 'Mia'
		});
		await page.getByRole('button', { name: 'Start the game' }).click();
		await expect(page.getByRole('heading', { level: 2, name: /^Turn 1: / })).toBeVisible();
		// Every frame from the first paint: where the first thing below the stored-data part is.
		await page.addInitScript(() => {
			const tops: number[] = [];
			(window as unknown as { belowTops: number[] }).belowTops = tops;
			const look = () => {
				const below = document.querySelector('main .place + *');
				if (below) tops.push(below.getBoundingClientRect().top + window.scrollY);
				requestAnimationFrame(look);
			};
			requestAnimationFrame(look);
		});
		await page.route('**/_app/immutable/**/*.js', async (route) => {
			await new Promise((wait) => setTimeout(wait, 300));
			await route.continue();
		});

		for (const path of ['/', '/games']) {
			// The first visit has no remembered height: the stored game pushes what lies below
			// (this shows the measure sees the shift), and the height is remembered.
			expect(await movedBelow(page, path), path).toBeGreaterThan(20);
			// The next visit: the game arrives in the place held for it.
			expect(await movedBelow(page, path), path).toBeLessThan(1);
		}
		await expect(page.getByRole('link', { name: 'Resume' })).toBeVisible();
	});
});

test('the games list remembers the height of its first page, not of a list grown by "Show more"', async ({
	page
}) => {
	await page.goto('/games');
	await appReady(page);
	await seedGames(page, 60, 1);
	await page.reload();
	await appReady(page);
	const rows = page.locator('li.game');
	await expect(rows).toHaveCount(50);
	// The height remembered for the next visit's first paint, once it is written (after a paint).
	const remembered = () =>
		page.evaluate(
			(key) => JSON.parse(localStorage.getItem(key) ?? '{}').places?.games?.h as number,
			FIRST_PAINT_KEY
		);
	const place = page.locator('main .place').first();
	const firstPage = await place.evaluate((el) => (el as HTMLElement).offsetHeight);
	await expect.poll(remembered).toBe(firstPage);

	await page.locator('main .place > p > button').click();
	await expect(rows).toHaveCount(60);
	expect(await place.evaluate((el) => (el as HTMLElement).offsetHeight)).toBeGreaterThan(
		firstPage + 100
	);
	// Three frames: a change would have been remembered by then (after the paint that shows it).
	await page.evaluate(
		() =>
			new Promise((done) =>
				requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done)))
			)
	);
	expect(await remembered()).toBe(firstPage);
});
