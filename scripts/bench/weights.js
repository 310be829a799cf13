// Bytes shipped: JS and CSS on the first load of each page (gzip), and the service worker's precache.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** gzip size of a file in build/ at level 9 (as the issue tracker's measurements use). */
export function gzipBytes(buildDir, path) {
	return gzipSync(readFileSync(join(buildDir, path)), { level: 9 }).length;
}

/**
 * Loads each page in a fresh context with service workers blocked (a true first visit). `first`
 * sums the JS and CSS received before the app has taken the page over (html[data-app-running]:
 * the prerendered HTML shows text earlier, but its buttons work only from then on; the layout
 * waits for the language and the page's messages, so those count); `idle` everything requested
 * until the network is idle (code loaded after that, such as the storage library or the service
 * worker's registration). A file the running page asks for as it takes over (the calculator's
 * stored choices, read through the storage library) arrives after it and is not counted in
 * `first`, as in the project's independent check of first-load weights; until 2026-11-29 a file
 * was counted when its request started before the take-over was seen.
 */
export async function firstLoadWeights(browser, baseUrl, buildDir, pages) {
	const rows = [];
	for (const path of pages) {
		const context = await browser.newContext({ serviceWorkers: 'block' });
		const page = await context.newPage();
		// When the app takes the page over, seen from inside the page.
		await page.addInitScript(() => {
			new MutationObserver((_, observer) => {
				if (document.documentElement?.hasAttribute('data-app-running')) {
					window.__renderedAt = performance.now();
					observer.disconnect();
				}
			}).observe(document, { attributes: true, childList: true, subtree: true });
		});
		await page.goto(baseUrl + path, { waitUntil: 'commit' });
		await page.waitForSelector('html[data-app-running]', { state: 'attached' });
		await page.waitForLoadState('networkidle');
		const { renderedAt, resources } = await page.evaluate(() => ({
			renderedAt: window.__renderedAt,
			resources: performance
				.getEntriesByType('resource')
				.map((entry) => ({ name: entry.name, received: entry.responseEnd }))
		}));
		const origin = new URL(baseUrl).origin;
		const ours = resources
			.map((entry) => ({ ...entry, url: new URL(entry.name) }))
			.filter(({ url }) => url.origin === origin && /\.(js|css)$/.test(url.pathname));
		const first = new Set(ours.filter((r) => r.received <= renderedAt).map((r) => r.url.pathname));
		const idle = new Set(ours.map((r) => r.url.pathname));
		const sum = (files, ext) =>
			[...files]
				.filter((file) => file.endsWith(ext))
				.reduce((total, file) => total + gzipBytes(buildDir, file.slice(1)), 0);
		rows.push({
			page: path,
			jsGzip: sum(first, '.js'),
			cssGzip: sum(first, '.css'),
			idleJsGzip: sum(idle, '.js'),
			files: first.size
		});
		await context.close();
	}
	return rows;
}

/** The precache list in build/sw.js: entry count, raw bytes and gzip bytes. */
export function precacheSize(buildDir) {
	const sw = readFileSync(join(buildDir, 'sw.js'), 'utf8');
	const urls = [...sw.matchAll(/\{url:"([^"]+)"/g)].map((match) => match[1]);
	let raw = 0;
	let gzip = 0;
	for (const url of urls) {
		const candidates = url === '/' ? ['index.html'] : [url, `${url}.html`];
		const file = candidates.find((candidate) => {
			try {
				return statSync(join(buildDir, candidate)).isFile();
			} catch {
				return false;
			}
		});
		if (!file) throw new Error(`precached URL has no file in build/: ${url}`);
		raw += statSync(join(buildDir, file)).size;
		gzip += gzipBytes(buildDir, file);
	}
	return { entries: urls.length, raw, gzip };
}
