import { expect, expectConsole, test } from './fixtures';
import { appReady, builtPages, waitForServiceWorkerControl } from './helpers';

// About the service worker: every test here lets the app register it (fixtures.ts).
test.use({ serviceWorkers: 'allow' });

test('the web manifest describes an installable standalone app with its icons', async ({
	page,
	request
}) => {
	await page.goto('/');
	const href = await page.locator('link[rel=manifest]').getAttribute('href');
	expect(href).toBeTruthy();
	const response = await request.get(new URL(href!, page.url()).href);
	expect(response.ok()).toBe(true);
	const manifest = await response.json();
	expect(manifest).toMatchObject({
		name: 'Bean Referee',
		short_name: 'Bean Referee',
		display: 'standalone',
		start_url: '/'
	});
	expect(manifest.description.length).toBeGreaterThan(20);
	expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
	expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
	const purposes = manifest.icons.map((icon: { sizes: string; purpose: string }) => icon);
	expect(purposes).toEqual(
		expect.arrayContaining([
			expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
			expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
			expect.objectContaining({ sizes: '512x512', purpose: 'maskable' })
		])
	);
	for (const icon of manifest.icons as { src: string; sizes: string }[]) {
		const image = await request.get(new URL(icon.src, page.url()).href);
		expect(image.headers()['content-type'], icon.src).toBe('image/png');
		const bytes = await image.body();
		// PNG width and height live at bytes 16-23 of the IHDR chunk.
		const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
		expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
	}
});

test('Chromium reports no installability errors', async ({ page, context }) => {
	await page.goto('/');
	await appReady(page);
	await waitForServiceWorkerControl(page);
	const cdp = await context.newCDPSession(page);
	const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
	// Every Playwright context is incognito-like; that is not a property of the app.
	const errors = installabilityErrors
		.map((e: { errorId: string }) => e.errorId)
		.filter((id: string) => id !== 'in-incognito');
	expect(errors).toEqual([]);
});

test('after one visit, every page reloads offline', async ({ page, context }) => {
	const pages = builtPages();
	expect(pages).toEqual(expect.arrayContaining(['/', '/settings']));
	await page.goto('/');
	await appReady(page);
	await waitForServiceWorkerControl(page);
	await context.setOffline(true);
	for (const path of pages) {
		await page.goto(path);
		await appReady(page);
		await page.reload();
		await appReady(page);
	}
	// Data still works offline: a setting written offline is there after an offline reload.
	await page.goto('/settings');
	await appReady(page);
	await page.getByRole('radio', { name: 'Français' }).check();
	// The language switches once it is saved and its texts are loaded; only then reload.
	await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
	await page.reload();
	await appReady(page);
	await expect(page.getByRole('heading', { level: 1, name: 'Réglages' })).toBeVisible();
});

test('a first visit to a nested page installs the app for every page', async ({
	page,
	context
}) => {
	// A shared link is often the first visit: the worker must cover the whole app from there.
	await page.goto('/games/new');
	await appReady(page);
	await waitForServiceWorkerControl(page);
	const scope = await page.evaluate(
		async () => (await navigator.serviceWorker.getRegistration())?.scope
	);
	expect(new URL(scope!).pathname).toBe('/');
	await context.setOffline(true);
	for (const path of ['/', '/calculator', '/games']) {
		await page.goto(path);
		await appReady(page);
	}
});

test.describe('negative control: without the service worker', () => {
	test.use({ serviceWorkers: 'block' });

	test('the offline reload fails', async ({ page, context }) => {
		await page.goto('/');
		await appReady(page);
		// What this control shows: offline, nothing answers the page's requests, its late imports
		// (code the page loads once idle) among them.
		expectConsole(/^console\.error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
		expectConsole(/^page error: TypeError: Failed to fetch dynamically imported module/);
		await context.setOffline(true);
		await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
	});
});

test('the service worker precaches every built page as the file a static host has', async ({
	page
}) => {
	await page.goto('/');
	await appReady(page);
	await waitForServiceWorkerControl(page);
	const cachedPaths = await page.evaluate(async () => {
		const paths: string[] = [];
		for (const name of await caches.keys()) {
			const cache = await caches.open(name);
			for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
		}
		return paths;
	});
	// The files themselves (calculator.html), not clean URLs a plain host would answer with 404.
	expect(cachedPaths).toEqual(
		expect.arrayContaining([
			'/index.html',
			'/calculator.html',
			'/games/play.html',
			'/games/new.html',
			'/settings.html'
		])
	);
	for (const path of builtPages()) {
		expect(cachedPaths, path).toContain(path === '/' ? '/index.html' : `${path}.html`);
		if (path !== '/') expect(cachedPaths, path).not.toContain(path);
	}
});
