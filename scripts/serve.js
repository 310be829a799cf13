// Serves the static build (build/) the way a plain static host would: /settings → settings.html.
// No SPA fallback and no build step, so tests exercise the real deployable.
// Usage: node scripts/serve.js [--port 4173] [--dir build]
// Tests import createStaticServer() to serve a folder they can switch (a new version of the app).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** @type {Record<string, string>} */
const TYPES = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.webmanifest': 'application/manifest+json; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.ico': 'image/x-icon',
	'.txt': 'text/plain; charset=utf-8'
};

/** @param {string} path */
async function isFile(path) {
	try {
		return (await stat(path)).isFile();
	} catch {
		return false;
	}
}

// The file a URL path maps to, or null: exact file, then path.html, then path/index.html.
/** @param {string} root @param {string} pathname */
async function resolveFile(root, pathname) {
	const decoded = decodeURIComponent(pathname);
	const target = normalize(join(root, decoded));
	if (target !== root && !target.startsWith(root + sep)) return null;
	for (const candidate of [target, `${target}.html`, join(target, 'index.html')]) {
		if (await isFile(candidate)) return candidate;
	}
	return null;
}

// Text is sent gzip-compressed, as any real static host does; compressed once per file.
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);
/** @type {Map<string, Buffer>} */
const gzipCache = new Map();

/**
 * An HTTP server for a static build. `getRoot` is asked on every request, so a test can switch
 * the served folder to a newer build.
 * @param {() => string} getRoot
 */
export function createStaticServer(getRoot) {
	return createServer(async (request, response) => {
		try {
			const root = resolve(getRoot());
			const { pathname } = new URL(request.url ?? '/', 'http://localhost');
			const file = await resolveFile(root, pathname);
			if (!file) {
				response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
				response.end('Not found');
				return;
			}
			/** @type {Buffer} */
			let body = await readFile(file);
			const immutable = pathname.startsWith('/_app/immutable/');
			/** @type {Record<string, string>} */
			const headers = {
				'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
				'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
				vary: 'accept-encoding'
			};
			const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
			if (acceptsGzip && COMPRESSIBLE.has(extname(file))) {
				const key = `${file}:${body.length}`;
				if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(body, { level: 6 }));
				body = /** @type {Buffer} */ (gzipCache.get(key));
				headers['content-encoding'] = 'gzip';
			}
			headers['content-length'] = String(body.length);
			response.writeHead(200, headers);
			response.end(request.method === 'HEAD' ? undefined : body);
		} catch {
			response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
			response.end('Bad request');
		}
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
	createStaticServer(() => dir).listen(port, host, () => {
		console.log(`Bean Referee is served at http://localhost:${port}/`);
	});
}
