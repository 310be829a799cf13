// The prerendered pages of a static build, as URL paths: build/index.html → '/',
// build/games/new.html → '/games/new'.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** @param {string} [dir] @returns {string[]} */
export function builtPages(dir = 'build') {
	/** @type {string[]} */
	const pages = [];
	/** @param {string} folder */
	const walk = (folder) => {
		for (const name of readdirSync(folder)) {
			const path = join(folder, name);
			if (statSync(path).isDirectory()) {
				if (name !== '_app') walk(path);
			} else if (name.endsWith('.html') && !(folder === dir && name === '404.html')) {
				// 404.html is the static host's not-found answer: SvelteKit's fallback shell, whose
				// page (the error page) the app draws once its code runs. Not a prerendered page.
				const route = '/' + relative(dir, path).replace(/\.html$/, '');
				pages.push(route === '/index' ? '/' : route.replace(/\/index$/, ''));
			}
		}
	};
	walk(dir);
	return pages.sort();
}
