// The pure cores' files import one another without a cycle (docs/architecture.md#layers): each
// file can be read knowing only the files below it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The .ts files (tests left out) below `dir`, with the files of the same set each imports. */
function importGraph(dirs: readonly string[]): Map<string, string[]> {
	const files: string[] = [];
	const walk = (dir: string) => {
		for (const entry of readdirSync(dir, { withFileTypes: true })) {
			const path = join(dir, entry.name);
			if (entry.isDirectory()) walk(path);
			else if (path.endsWith('.ts') && !path.endsWith('.test.ts')) files.push(path);
		}
	};
	for (const dir of dirs) walk(join(root, dir));
	const known = new Set(files);
	const target = (from: string, spec: string): string | undefined => {
		const base = spec.startsWith('$lib/')
			? join(root, 'src/lib', spec.slice(5))
			: spec.startsWith('.')
				? resolve(dirname(from), spec)
				: null;
		if (base === null) return undefined;
		return [base, `${base}.ts`, join(base, 'index.ts')].find((path) => known.has(path));
	};
	const graph = new Map<string, string[]>();
	for (const file of files) {
		const text = readFileSync(file, 'utf8');
		const specs = [...text.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)];
		graph.set(
			relative(root, file),
			specs.flatMap((m) => target(file, m[1]!) ?? []).map((path) => relative(root, path))
		);
	}
	return graph;
}

/** Every cycle found by a depth-first walk, as the files around it. */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
	const found: string[][] = [];
	const state = new Map<string, 'open' | 'done'>();
	const path: string[] = [];
	const visit = (file: string) => {
		state.set(file, 'open');
		path.push(file);
		for (const next of graph.get(file) ?? []) {
			if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
			else if (!state.has(next)) visit(next);
		}
		path.pop();
		state.set(file, 'done');
	};
	for (const file of graph.keys()) if (!state.has(file)) visit(file);
	return found;
}

describe('imports of the rules and the tracker', () => {
	test('the walk finds a cycle of two files, and of three', () => {
		const graph = new Map([
			['a', ['b']],
			['b', ['a', 'c']],
			['c', ['d']],
			['d', ['e']],
			['e', ['c']]
		]);
		expect(cycles(graph)).toEqual([
			['a', 'b', 'a'],
			['c', 'd', 'e', 'c']
		]);
	});

	test('the graph sees relative, $lib and folder imports', () => {
		const graph = importGraph(['src/lib/tracker']);
		expect(graph.get('src/lib/tracker/game/index.ts')).toEqual(
			expect.arrayContaining([
				'src/lib/tracker/events.ts',
				'src/lib/tracker/game/history.ts',
				'src/lib/tracker/game/types.ts'
			])
		);
		expect(graph.get('src/lib/tracker/storedState.ts')).toContain('src/lib/tracker/game/index.ts');
	});

	test('have no cycle', () => {
		expect(cycles(importGraph(['src/lib/rules', 'src/lib/tracker']))).toEqual([]);
	});
});
