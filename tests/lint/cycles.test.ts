// No module of src imports itself back, through any chain of relative and $lib imports: static,
// type-only (a cycle of types still ties two rooms into one) and loaded later with `import()`.
import { relative, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { importGraph, sources } from './importGraph';

const SRC = resolve('src');

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
