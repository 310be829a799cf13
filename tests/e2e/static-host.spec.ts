// "Any static host will do": a host that maps no clean URLs (a default nginx,
// `python3 -m http.server`, a USB stick) serves /calculator.html but answers /calculator with 404.
// After one visit to /, the service worker serves every page by its clean URL, online and offline.
import { type Browser } from '@playwright/test';
import { expect, expectConsole, test } from './fixtures';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../../scripts/serve.js';
import { appReady, builtPages, waitForServiceWorkerControl, openNavigation } from './helpers';

// About the service worker: every test here lets the app register it (fixtures.ts).
test.use({ serviceWorkers: 'allow' });

async function host(cleanUrls: boolean): Promise<{ server: Server; base: string }> {
	const server = createStaticServer(() => 'build', { cleanUrls });
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return { server, base: `http://localhost:${(server.address() as AddressInfo).port}` };
}

async function everyPageOffline(browser: Browser, cleanUrls: boolean): Promise<void> {
	const { server, base } = await host(cleanUrls);
	const context = await browser.newContext();
	const page = await context.newPage();
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(error.message));
	try {
		await page.goto(`${base}/`);
		await appReady(page);
		await waitForServiceWorkerControl(page);
		await context.setOffline(true);
		for (const path of builtPages()) {
			await page.goto(`${base}${path}`);
			await appReady(page);
		}
		// A shared link to a game opens offline too (its query is ignored when matching the cache).
		await page.goto(`${base}/games/play?id=not-on-this-device`);
		await appReady(page);
		expect(errors).toEqual([]);
	} finally {
		await context.close();
		server.close();
	}
}

test('a host without clean-URL mapping: after one visit every page opens offline', async ({
	browser
}) => {
	await everyPageOffline(browser, false);
});

test('a host with clean-URL mapping: after one visit every page opens offline', async ({
	browser
}) => {
	await everyPageOffline(browser, true);
});

test('online on a host without mapping, the service worker answers the clean URLs the host does not have', async ({
	browser,
	request
}) => {
	const { server, base } = await host(false);
	const context = await browser.newContext();
	const page = await context.newPage();
	try {
		// The host itself has no /calculator: the page would be a 404 without the service worker.
		expect((await request.get(`${base}/calculator`)).status()).toBe(404);
		expect((await request.get(`${base}/calculator.html`)).status()).toBe(200);
		await page.goto(`${base}/`);
		await appReady(page);
		await waitForServiceWorkerControl(page);
		await (await openNavigation(page)).getByRole('link').nth(1).click();
		await expect(page).toHaveURL(/\/calculator$/);
		await appReady(page);
		await page.goto(`${base}/calculator`);
		await appReady(page);
	} finally {
		await context.close();
		server.close();
	}
});

test('negative control: without the service worker that host fails the clean URLs', async ({
	browser
}) => {
	const { server, base } = await host(false);
	// The 404 this control is about.
	expectConsole(/^console\.error: Failed to load resource: .* 404 \(Not Found\)/);
	const context = await browser.newContext({ serviceWorkers: 'block' });
	const page = await context.newPage();
	try {
		await page.goto(`${base}/`);
		await appReady(page);
		const response = await page.goto(`${base}/calculator`);
		expect(response?.status()).toBe(404);
	} finally {
		await context.close();
		server.close();
	}
});
