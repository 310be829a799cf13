import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
export { builtPages } from '../../scripts/pages.js';

/** Waits until the service worker is active and controls this page (TOOLCHAIN.md trap 4). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
	});
	await expect
		.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
			timeout: 15_000
		})
		.toBe(true);
}

/** The app has rendered (the layout waits for preferences before showing a page). */
export async function appReady(page: Page): Promise<void> {
	await expect(page.locator('main h1')).toBeVisible();
}

/** Fails with the list of axe violations, if any, on the current page. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
	const results = await new AxeBuilder({ page }).analyze();
	const summary = results.violations.map(
		(v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`
	);
	expect(summary).toEqual([]);
}
