import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	compilerOptions: {
		runes: true
	},
	kit: {
		// Every route is prerendered as a shell; the pages render on the client (see +layout.ts).
		adapter: adapter({ pages: 'build', assets: 'build', fallback: undefined, strict: true }),
		serviceWorker: { register: false },
		// The stylesheets are small: inlined in each page's HTML they block the first paint with no
		// request of their own (render-blocking requests cost most on a slow mobile network).
		inlineStyleThreshold: 6144,
		csp: {
			mode: 'hash',
			directives: {
				'default-src': ['self'],
				'script-src': ['self'],
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
