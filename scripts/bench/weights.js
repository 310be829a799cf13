// Bytes shipped: JS and CSS on the first load of each page (gzip), and the service worker's precache.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** gzip size of a file in build/, as a static host compressing with gzip -6 would send it. */
export function gzipBytes(buildDir, path) {
	return gzipSync(readFileSync(join(buildDir, path)), { level: 6 }).length;
}

/**
 * Loads each page in a fresh context with service workers blocked (a true first visit) and sums the
 * JS and CSS it requested, gzip-compressed.
 */
export async function firstLoadWeights(browser, baseUrl, buildDir, pages) {
	const rows = [];
	for (const path of pages) {
		const context = await browser.newContext({ serviceWorkers: 'block' });
		const page = await context.newPage();
		const files = new Set();
		page.on('response', (response) => {
			const url = new URL(response.url());
			if (url.origin === new URL(baseUrl).origin && /\.(js|css)$/.test(url.pathname)) {
				files.add(url.pathname);
			}
		});
		await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
		await page.waitForSelector('main h1');
		let js = 0;
		let css = 0;
		for (const file of files) {
			const size = gzipBytes(buildDir, file.slice(1));
			if (file.endsWith('.js')) js += size;
			else css += size;
		}
		rows.push({ page: path, jsGzip: js, cssGzip: css, files: files.size });
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
