// Serves the static build (build/) the way a plain static host would: /settings → settings.html.
// No SPA fallback and no build step, so tests exercise the real deployable.
// Usage: node scripts/serve.js [--port 4173] [--dir build]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
	const index = args.indexOf(`--${name}`);
	return index >= 0 ? args[index + 1] : fallback;
};
const root = resolve(option('dir', 'build'));
const port = Number(option('port', process.env.PORT ?? 4173));
const host = option('host', '127.0.0.1');

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

async function isFile(path) {
	try {
		return (await stat(path)).isFile();
	} catch {
		return false;
	}
}

// The file a URL path maps to, or null: exact file, then path.html, then path/index.html.
async function resolveFile(pathname) {
	const decoded = decodeURIComponent(pathname);
	const target = normalize(join(root, decoded));
	if (target !== root && !target.startsWith(root + sep)) return null;
	for (const candidate of [target, `${target}.html`, join(target, 'index.html')]) {
		if (await isFile(candidate)) return candidate;
	}
	return null;
}

const server = createServer(async (request, response) => {
	try {
		const { pathname } = new URL(request.url ?? '/', 'http://localhost');
		const file = await resolveFile(pathname);
		if (!file) {
			response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
			response.end('Not found');
			return;
		}
		const body = await readFile(file);
		const immutable = pathname.startsWith('/_app/immutable/');
		response.writeHead(200, {
			'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
			'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache'
		});
		response.end(request.method === 'HEAD' ? undefined : body);
	} catch {
		response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
		response.end('Bad request');
	}
});

server.listen(port, host, () => {
	console.log(
		`Bean Referee is served at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/`
	);
});
