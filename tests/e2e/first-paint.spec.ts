// The pages are prerendered in English: what shows before the app's code has run (blocked here,
// as on a slow network), and that a reader of another language never sees the English.
import { type Page } from '@playwright/test';
import { expect, expectConsole, test } from './fixtures';
import { appReady, builtPages } from './helpers';

/** Only the prerendered HTML, its CSS and its one inline script: the app's code never arrives
 * (its loads fail, as the console says). */
async function withoutAppCode(page: Page): Promise<void> {
	expectConsole(/Failed to load resource: net::ERR_FAILED \(http:\/\/localhost:\d+\/_app\//);
	expectConsole(/^page error: TypeError: Failed to fetch dynamically imported module/);
	await page.route('**/_app/**/*.js', (route) => route.abort());
}

/** Records every frame until the app runs: was the body visible, and what did the heading say? */
async function recordFrames(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const frames: { visible: boolean; heading: string | null }[] = [];
		(window as unknown as { __frames: typeof frames }).__frames = frames;
		const sample = () => {
			if (document.body) {
				frames.push({
					visible: getComputedStyle(document.body).visibility === 'visible',
					heading: document.querySelector('main h1')?.textContent ?? null
				});
			}
			if (!document.documentElement?.hasAttribute('data-app-running')) {
				requestAnimationFrame(sample);
			}
		};
		requestAnimationFrame(sample);
	});
}

async function framesSeen(page: Page) {
	return page.evaluate(
		() =>
			(window as unknown as { __frames: { visible: boolean; heading: string | null }[] }).__frames
	);
}

test.describe('an English reader', () => {
	test.use({ locale: 'en-US' });

	test('sees every page’s heading before the app’s code has arrived', async ({ page }) => {
		await withoutAppCode(page);
		for (const path of builtPages()) {
			await page.goto(path);
			await expect(page.locator('main h1'), path).toBeVisible();
			await expect(page.locator('html'), path).not.toHaveAttribute('data-app-running');
		}
	});

	test('the settings say where the data is kept from the first paint; the browser’s answer holds its place unseen', async ({
		page
	}) => {
		await withoutAppCode(page);
		await page.goto('/settings');
		await expect(page.getByText('kept in this browser, on this device')).toBeVisible();
		await expect(page.getByText('may clear the app’s data')).toBeHidden();
		await expect(page.locator('html')).not.toHaveAttribute('data-app-running');
	});

	test('the prerendered games page says nothing about the stored games until it has read them, but on a device that never saved one', async ({
		page
	}) => {
		// The page is prerendered with no data: on a device that has saved games (the app's games
		// marker), its empty-list and no-statistics lines hold their place unseen, for they would
		// be wrong there.
		await withoutAppCode(page);
		await page.addInitScript(() => {
			if (!sessionStorage.getItem('fresh')) localStorage.setItem('bean-referee:games-saved', '1');
		});
		await page.goto('/games');
		await expect(page.locator('main h1')).toBeVisible();
		await expect(page.getByText('No games yet.', { exact: false })).toBeHidden();
		await expect(page.getByText('Finish a game to see statistics.')).toBeHidden();
		// On a device that never saved a game they are true already: said from the first paint,
		// where they are where the app puts them.
		await page.evaluate(() => {
			sessionStorage.setItem('fresh', '1');
			localStorage.removeItem('bean-referee:games-saved');
		});
		await page.goto('/games');
		const line = page.getByText('No games yet.', { exact: false });
		await expect(line).toBeVisible();
		await expect(page.getByText('Finish a game to see statistics.')).toBeVisible();
		await expect(page.locator('html')).not.toHaveAttribute('data-app-running');
		const before = await line.boundingBox();
		// Once the app has read the (empty) storage, both are said, in the same place.
		await page.unroute('**/_app/**/*.js');
		await page.goto('/games');
		await appReady(page);
		await expect(line).toBeVisible();
		await expect(page.getByText('Finish a game to see statistics.')).toBeVisible();
		expect(await line.boundingBox()).toEqual(before);
	});

	test('nothing on any page moves when the app takes it over (no stored data yet)', async ({
		page
	}) => {
		// Every layout shift from the first paint until a moment after the app runs, with where
		// it happened: the prerendered page and the running app must lay out the same.
		await page.addInitScript(() => {
			const shifts: { value: number; nodes: string[] }[] = [];
			(window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
			new PerformanceObserver((list) => {
				for (const entry of list.getEntries() as (PerformanceEntry & {
					value: number;
					sources: { node?: Node }[];
				})[]) {
					shifts.push({
						value: entry.value,
						nodes: entry.sources.map((source) =>
							source.node instanceof Element
								? source.node.outerHTML.slice(0, 80)
								: String(source.node?.nodeName)
						)
					});
				}
			}).observe({ type: 'layout-shift', buffered: true });
		});
		for (const path of builtPages()) {
			await page.goto(path);
			await appReady(page);
			await page.waitForLoadState('networkidle');
			// Two frames after the take-over and what it loaded: whatever they changed is laid out.
			await page.evaluate(
				() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
			);
			const shifts = await page.evaluate(
				() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts
			);
			// A visible jump (a line appearing above the credits) scores 0.005 to 0.07 here. Under
			// CPU contention Chromium sometimes nudges a tile by a fraction of a pixel before any
			// of the app's code runs (about 0.00001): below a thousandth is not a jump anyone sees.
			const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
			expect(total, `${path}: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(0.001);
		}
	});

	test.describe('who chose German in the settings', () => {
		// The third visit blocks the app's code with page.route, which a service worker answering
		// from its cache would go around (it registers after the first visit); so none here.
		test.use({ serviceWorkers: 'block' });

		test('never sees the English again', async ({ page }) => {
			await page.goto('/settings');
			await appReady(page);
			await page.getByRole('radio', { name: 'Deutsch' }).check();
			await expect(page.locator('html')).toHaveAttribute('lang', 'de');
			await page.getByRole('radio', { name: 'Dunkel', exact: true }).check();
			await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

			await recordFrames(page);
			await page.goto('/calculator');
			await appReady(page);
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bohnometer-Rechner');
			const frames = await framesSeen(page);
			expect(
				frames.filter((frame) => frame.visible && frame.heading !== 'Bohnometer-Rechner')
			).toEqual([]);

			// Before any of the app's code: the remembered language hides the English, and the
			// remembered theme is already applied.
			await withoutAppCode(page);
			await page.goto('/calculator');
			await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
			await expect(page.locator('html')).toHaveClass(/\bother-language\b/);
			await expect(page.locator('main h1')).toBeHidden();
		});
	});
});

for (const { locale, heading } of [
	{ locale: 'de-DE', heading: 'Bohnometer-Rechner' },
	{ locale: 'fr-FR', heading: 'Calculateur de récolte' }
]) {
	test.describe(`a reader whose browser speaks ${locale}`, () => {
		test.use({ locale });

		test('never sees the prerendered English', async ({ page }) => {
			const errors: string[] = [];
			page.on('pageerror', (error) => errors.push(error.message));
			page.on('console', (message) => {
				if (message.type() === 'error') errors.push(message.text());
			});
			await recordFrames(page);
			await page.goto('/calculator');
			await appReady(page);
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
			const frames = await framesSeen(page);
			expect(frames.length).toBeGreaterThan(0);
			expect(frames.filter((frame) => frame.visible && frame.heading !== heading)).toEqual([]);
			expect(errors).toEqual([]);
		});

		test('sees nothing rather than English while the app’s code is missing', async ({ page }) => {
			await withoutAppCode(page);
			for (const path of ['/', '/calculator', '/games']) {
				await page.goto(path);
				await expect(page.locator('html'), path).toHaveClass(/\bother-language\b/);
				await expect(page.locator('main h1'), path).toBeHidden();
			}
		});
	});
}
