// The import graph of src: which files each file imports, as the lint tests read it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const LIB = join(resolve('src'), 'lib');

/** The source files below `dir` (tests left out), without the folder `skip`. */
export function sources(dir: string, skip?: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return path === skip ? [] : sources(path, skip);
		return /\.(ts|js|svelte)$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
	});
}

// The file an import names, or null for a package, a virtual module or SvelteKit's own ($app).
function target(from: string, specifier: string): string | null {
	let base: string;
	if (specifier.startsWith('$lib/') || specifier === '$lib') base = join(LIB, specifier.slice(5));
	else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
	else return null;
	for (const ending of ['', '.ts', '.js', '.svelte.ts', '/index.ts', '/index.js']) {
		const path = base + ending;
		if (existsSync(path) && statSync(path).isFile()) return path;
	}
	return null;
}

/** The imports (static, type-only, re-exports and `import()`) of each file, as files. */
export function importGraph(files: readonly string[]): Map<string, string[]> {
	const graph = new Map<string, string[]>();
	const pattern =
		/(?:^|[;\n}])\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
	for (const file of files) {
		const text = readFileSync(file, 'utf8');
		const targets = [...text.matchAll(pattern)]
			.map((match) => target(file, (match[1] ?? match[2])!))
			.filter((path): path is string => path !== null);
		graph.set(file, [...new Set(targets)]);
	}
	return graph;
}
