// No module of src imports itself back, through any chain of relative and $lib imports: static,
// type-only (a cycle of types still ties two rooms into one) and loaded later with `import()`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

const SRC = resolve('src');
const LIB = join(SRC, 'lib');

function sources(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return sources(path);
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

/** Every cycle of the graph, once each, as the files it goes through (depth-first search). */
export function cycles(graph: Map<string, string[]>): string[][] {
	const found = new Map<string, string[]>();
	const state = new Map<string, 'open' | 'done'>();
	const path: string[] = [];
	const visit = (file: string) => {
		state.set(file, 'open');
		path.push(file);
		for (const next of graph.get(file) ?? []) {
			if (state.get(next) === 'open') {
				const cycle = path.slice(path.indexOf(next));
				const key = [...cycle].sort().join('|');
				if (!found.has(key)) found.set(key, cycle);
			} else if (!state.has(next)) visit(next);
		}
		path.pop();
		state.set(file, 'done');
	};
	for (const file of graph.keys()) if (!state.has(file)) visit(file);
	return [...found.values()];
}

test('the cycle finder finds a cycle of three and one of two, and none in a chain', () => {
	const graph = new Map([
		['a', ['b']],
		['b', ['c']],
		['c', ['a', 'd']],
		['d', ['e']],
		['e', ['d']],
		['f', ['a']]
	]);
	expect(cycles(graph)).toEqual([
		['a', 'b', 'c'],
		['d', 'e']
	]);
	expect(
		cycles(
			new Map([
				['a', ['b']],
				['b', ['c']]
			])
		)
	).toEqual([]);
});

test('no import cycles in src', () => {
	const found = cycles(importGraph(sources(SRC))).map((cycle) =>
		[...cycle, cycle[0]!].map((file) => relative(SRC, file)).join(' → ')
	);
	expect(found).toEqual([]);
});
