import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

// The one inline script of src/app.html (theme and language before the first paint), allowed in
// the pages' CSP by the hash of its exact text: SvelteKit hashes only the scripts it writes itself.
const firstPaintScript = /<script>([\s\S]*?)<\/script>/.exec(readFileSync('src/app.html', 'utf8'));
if (!firstPaintScript) throw new Error('src/app.html: the first-paint <script> is missing');
const firstPaintHash = `sha256-${createHash('sha256').update(firstPaintScript[1]).digest('base64')}`;

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	compilerOptions: {
		runes: true
	},
	kit: {
		// Every route is prerendered (in English) and taken over on the client (see +layout.ts);
		// 404.html, which a static host serves for an unknown address, renders +error.svelte there.
		adapter: adapter({ pages: 'build', assets: 'build', fallback: '404.html', strict: true }),
		serviceWorker: { register: false },
		// The stylesheets are small: inlined in each page's HTML they block the first paint with no
		// request of their own (render-blocking requests cost most on a slow mobile network).
		inlineStyleThreshold: 6144,
		csp: {
			mode: 'hash',
			directives: {
				'default-src': ['self'],
				'script-src': ['self', firstPaintHash],
				'style-src': ['self', 'unsafe-inline'],
				'img-src': ['self', 'data:'],
				'connect-src': ['self'],
				'worker-src': ['self'],
				'manifest-src': ['self'],
				'object-src': ['none'],
				'base-uri': ['self'],
				'form-action': ['self']
			}
		}
	}
};

export default config;
