// Serves the static build (build/) as a static host would, with sirv (the server behind
// `vite preview`) and gzip (compression), so tests and the bench exercise the real deployable.
// By default /settings is answered with settings.html (clean URLs, as on Netlify or Vercel);
// --no-clean-urls serves only real files and / → index.html, as default nginx or
// `python3 -m http.server` do, so /settings is a 404 there. An address with no file is answered
// with 404.html and the status 404, as GitHub Pages, Netlify and Cloudflare Pages do.
// Usage: node scripts/serve.js [--port 4173] [--dir build] [--host 127.0.0.1] [--no-clean-urls]
// Tests import createStaticServer() to serve a folder they can switch (a new version of the app).
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
// @ts-expect-error compression ships no type declarations (its API: compression() → middleware).
import compression from 'compression';
import sirv from 'sirv';

/**
 * An HTTP server for a static build. `getRoot` is asked on every request, so a test can switch
 * the served folder to a newer build.
 * @param {() => string} getRoot
 * @param {{ cleanUrls?: boolean }} [options] cleanUrls (default true): /path → path.html
 */
export function createStaticServer(getRoot, { cleanUrls = true } = {}) {
	const gzip = compression();
	/** @type {Map<string, ReturnType<typeof sirv>>} */
	const handlers = new Map();
	/** @param {string} root */
	const handlerFor = (root) => {
		let handler = handlers.get(root);
		if (!handler) {
			handler = sirv(root, {
				// Looks files up on disk per request, so a rebuild is served without a restart.
				dev: true,
				etag: true,
				// sirv's default ['html', 'htm'] maps /path to path.html and path/index.html.
				extensions: cleanUrls ? ['html'] : [],
				setHeaders: (response, pathname) => {
					response.setHeader(
						'cache-control',
						pathname.startsWith('/_app/immutable/')
							? 'public, max-age=31536000, immutable'
							: 'no-cache'
					);
				},
				onNoMatch: (_request, response) => {
					const page = join(root, '404.html');
					const found = existsSync(page);
					response.writeHead(404, {
						'content-type': `text/${found ? 'html' : 'plain'}; charset=utf-8`,
						'cache-control': 'no-cache'
					});
					response.end(found ? readFileSync(page) : 'Not found');
				}
			});
			handlers.set(root, handler);
		}
		return handler;
	};
	return createServer((request, response) => {
		const handler = handlerFor(resolve(getRoot()));
		if (!cleanUrls) {
			// Without extensions sirv would not find index.html for a folder; every host does.
			const url = new URL(request.url ?? '/', 'http://localhost');
			if (url.pathname.endsWith('/')) request.url = `${url.pathname}index.html${url.search}`;
		}
		gzip(request, response, () => handler(request, response));
	});
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
	const args = process.argv.slice(2);
	/** @param {string} name @param {string} fallback @returns {string} */
	const option = (name, fallback) => {
		const index = args.indexOf(`--${name}`);
		return (index >= 0 ? args[index + 1] : undefined) ?? fallback;
	};
	const dir = option('dir', 'build');
	const port = Number(option('port', process.env.PORT ?? '4173'));
	const host = option('host', '127.0.0.1');
	const cleanUrls = !args.includes('--no-clean-urls');
	createStaticServer(() => dir, { cleanUrls }).listen(port, host, () => {
		const mapping = cleanUrls ? '' : ' (no clean URLs: open / first)';
		console.log(`Bean Referee is served at http://localhost:${port}/${mapping}`);
	});
}
