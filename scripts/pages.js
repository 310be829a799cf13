// The pages of a static build, as URL paths: build/index.html → '/', build/games/new.html → '/games/new'.
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
			} else if (name.endsWith('.html')) {
				const route = '/' + relative(dir, path).replace(/\.html$/, '');
				pages.push(route === '/index' ? '/' : route.replace(/\/index$/, ''));
			}
		}
	};
	walk(dir);
	return pages.sort();
}
