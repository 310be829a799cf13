// Odd addresses (docs/architecture.md#pages-and-the-service-worker): a query outside its domain
// shows a valid default, never a blank control; an address the app does not have shows a page
// that says so, with the menu and a way home, from the host and offline from the service worker.
import { type Page } from '@playwright/test';
import { expect, expectConsole, test } from './fixtures';
import { appReady, openNavigation, waitForServiceWorkerControl } from './helpers';

// Addresses, not layout: the desktop project runs them once.

/** Every select shows one of its options, and nothing reads undefined or NaN. */
async function expectNoBlankControl(page: Page): Promise<void> {
	const selects = page.locator('main select');
	for (let i = 0; i < (await selects.count()); i++) {
		const select = selects.nth(i);
		expect(await select.evaluate((s: HTMLSelectElement) => s.selectedIndex)).toBeGreaterThanOrEqual(
			0
		);
		expect(
			await select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent?.trim())
		).toBeTruthy();
	}
	await expect(page.locator('main')).not.toContainText(/undefined|NaN/);
}

test('query values outside their domain fall back to a valid choice', async ({ page }) => {
	const cases: [string, Record<string, string>][] = [
		['/questions?edition=amigo&players=-3', { 'referee-players': '' }],
		[
			'/questions?edition=my-first&players=1e3&step=..%2F',
			{ 'referee-players': '', 'referee-step': '' }
		],
		['/questions?edition=rio-grande&players=2.5&phase=%00', { 'referee-players': '' }],
		['/questions?edition=..%2F&players=-3', { 'referee-edition': '' }],
		['/fields?edition=rio-grande&players=-3&step=..%2F', {}],
		['/fields?edition=nope&players=1e3', {}],
		['/calculator?edition=nope&players=-3', {}],
		['/games/new?rematch=..%2F&edition=x', {}]
	];
	for (const [address, values] of cases) {
		await page.goto(address);
		await appReady(page);
		await expectNoBlankControl(page);
		for (const [id, value] of Object.entries(values)) {
			await expect(page.locator(`#${id}`), `${address} #${id}`).toHaveValue(value);
		}
	}
	// A valid choice still preselects.
	await page.goto('/questions?edition=rio-grande&players=2');
	await appReady(page);
	await expect(page.locator('#referee-players')).toHaveValue('2');
	// Switching to an edition whose range leaves that number out shows "Any number", not a blank.
	await page.locator('#referee-edition').selectOption('amigo');
	await expect(page.locator('#referee-players')).toHaveValue('');
	await expectNoBlankControl(page);
});

const NOT_FOUND = [
	{ locale: 'en-GB', heading: 'This page does not exist', home: 'Go to the home page' },
	{ locale: 'de-DE', heading: 'Diese Seite gibt es nicht', home: 'Zur Startseite' },
	{ locale: 'fr-FR', heading: 'Cette page n’existe pas', home: 'Aller à l’accueil' }
];

test('an unknown address shows the not-found page with the menu and a way home, in EN, DE and FR', async ({
	browser
}) => {
	// An unknown address is a 404, and SvelteKit says so in the console as it shows the page.
	expectConsole(/^console\.error: Failed to load resource: .* 404 \(Not Found\)/);
	expectConsole(/^console\.error: [\w$]+: Not found: \/(nope|games\/play\/x|teach\/group\/x)\b/);
	for (const { locale, heading, home } of NOT_FOUND) {
		const context = await browser.newContext({ locale });
		const page = await context.newPage();
		for (const path of ['/nope', '/games/play/x', '/teach/group/x']) {
			const response = await page.goto(path);
			expect(response?.status(), path).toBe(404);
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
			await expect(page.locator('html[data-app-running]')).toBeAttached();
		}
		await expect(await openNavigation(page)).toBeVisible();
		await page.getByRole('link', { name: home }).click();
		await expect(page).toHaveURL(/\/$/);
		await appReady(page);
		await context.close();
	}
});

test('offline, the service worker answers an unknown address with the not-found page @service-worker', async ({
	page,
	context
}) => {
	await page.goto('/');
	await appReady(page);
	await waitForServiceWorkerControl(page);
	await context.setOffline(true);
	// The page's request fails offline before the service worker answers it; SvelteKit says the
	// address is unknown as it shows the page.
	expectConsole(/^console\.error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
	expectConsole(/^console\.error: [\w$]+: Not found: \/(nope|games\/play\/x|teach\/group\/x)\b/);
	for (const path of ['/nope', '/games/play/x', '/teach/group/x?id=1']) {
		await page.goto(path);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist');
		await expect(page.locator('html[data-app-running]')).toBeAttached();
	}
	await page.getByRole('link', { name: 'Go to the home page' }).click();
	await appReady(page);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bean Referee');
});
