// Every message area a page's components read must be loaded before they render: the page's
// `+page.ts` (`pageMessages(…)`), a `+layout.ts` above it, or the panel itself (a file that calls
// `loadMessages(…)` loads the areas it imports). `t()` throws for an area not loaded, and only at
// run time; this reads the imports instead (AGENTS.md, "Only the current language is downloaded").
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = process.cwd();
const SRC = join(ROOT, 'src');
const ROUTES = join(SRC, 'routes');
const AREAS = join(SRC, 'lib', 'i18n', 'areas.ts');

/** The import specifiers of a file's code: static imports (not `import type`), re-exports and
 * `import('…')`, each with the names it brings in. */
function importsOf(code: string): { from: string; names: string[] }[] {
	const found: { from: string; names: string[] }[] = [];
	const statics =
		/(?:^|\n)\s*(?:import|export)\s+(?!type\s)([^'"`;]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
	for (const m of code.matchAll(statics)) {
		if (m[3]) found.push({ from: m[3], names: [] });
		else found.push({ from: m[2]!, names: namesIn(m[1] ?? '') });
	}
	for (const m of code.matchAll(
		/import\(\s*['"]([^'"]+)['"]\s*\)(?:\.then\(\s*\(\s*\{([^}]*)\}\s*\))?/g
	)) {
		found.push({ from: m[1]!, names: namesIn(m[2] ?? '') });
	}
	return found;
}

/** `{ a, b as c, type D }` → the local names a, c. */
function namesIn(clause: string): string[] {
	const inner = clause.match(/\{([^}]*)\}/)?.[1] ?? clause;
	return inner
		.split(',')
		.map((part) => part.trim())
		.filter((part) => part !== '' && !part.startsWith('type ') && !part.startsWith('*'))
		.map((part) =>
			part
				.split(/\s+as\s+/)
				.pop()!
				.trim()
		);
}

/** The file an import names, or null outside src (packages, $app, virtual modules). */
function resolveImport(from: string, file: string): string | null {
	let base: string;
	if (from.startsWith('$lib/')) base = join(SRC, 'lib', from.slice(5));
	else if (from.startsWith('.')) base = resolve(dirname(file), from);
	else return null;
	for (const candidate of [base, `${base}.ts`, `${base}.svelte`, join(base, 'index.ts')]) {
		if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
	}
	return null;
}

/** The message areas an import brings in: the names it takes from areas.ts (each area is the
 * export of its name), or null for any other file. */
function areasIn(file: string, names: string[]): string[] | null {
	return file === AREAS ? names : null;
}

interface FileAreas {
	/** Areas the file imports to read (t(), bean names). */
	readonly used: Set<string>;
	/** Areas the file loads itself (it calls loadMessages). */
	readonly loaded: Set<string>;
	readonly imports: string[];
}

/** The argument lists of a file's loadMessages(…) and later(…) calls (later loads a panel with
 * its areas). */
function loadCalls(code: string): string {
	const calls: string[] = [];
	for (const m of code.matchAll(/\b(?:loadMessages|later)\(/g)) {
		let depth = 1;
		let i = m.index + m[0].length;
		for (; i < code.length && depth > 0; i++) {
			if (code[i] === '(') depth++;
			else if (code[i] === ')') depth--;
		}
		calls.push(code.slice(m.index + m[0].length, i - 1));
	}
	return calls.join('\n');
}

const cache = new Map<string, FileAreas>();
function areasOf(file: string): FileAreas {
	const known = cache.get(file);
	if (known) return known;
	const code = readFileSync(file, 'utf8');
	const calls = loadCalls(code);
	// The code without its import lines and load calls: where an area's name is read.
	const reading = code
		.replace(/(?:^|\n)\s*import\s[^;]*?from\s*['"][^'"]+['"];?/g, '\n')
		.replace(/\b(?:loadMessages|later)\(/g, '(');
	const result: FileAreas = { used: new Set(), loaded: new Set(), imports: [] };
	for (const { from, names } of importsOf(code)) {
		const target = resolveImport(from, file);
		if (target === null) continue;
		const areas = areasIn(target, names);
		if (areas === null) {
			result.imports.push(target);
			continue;
		}
		for (const area of areas) {
			const word = new RegExp(`\\b${area}\\b`, 'g');
			if (word.test(calls)) result.loaded.add(area);
			const outside = (reading.match(word)?.length ?? 0) - (calls.match(word)?.length ?? 0);
			if (outside > 0) result.used.add(area);
		}
	}
	cache.set(file, result);
	return result;
}

/** What a component tree reads and loads: every file it imports, statically or with import(). */
function treeAreas(entry: string): { used: Map<string, string>; loaded: Set<string> } {
	const used = new Map<string, string>();
	const loaded = new Set<string>();
	const seen = new Set<string>();
	const visit = (file: string) => {
		if (seen.has(file)) return;
		seen.add(file);
		const areas = areasOf(file);
		for (const area of areas.used) if (!used.has(area)) used.set(area, relative(ROOT, file));
		for (const area of areas.loaded) loaded.add(area);
		for (const next of areas.imports) visit(next);
	};
	visit(entry);
	return { used, loaded };
}

/** The areas a +page.ts or +layout.ts loads: every area module it imports (pageMessages,
 * loadMessages). */
function loadFileAreas(file: string): Set<string> {
	if (!existsSync(file)) return new Set();
	const areas = new Set<string>();
	for (const { from, names } of importsOf(readFileSync(file, 'utf8'))) {
		const target = resolveImport(from, file);
		for (const area of (target === null ? null : areasIn(target, names)) ?? []) areas.add(area);
	}
	return areas;
}

/** Every route folder with its +page.svelte (or the root's +layout.svelte and +error.svelte). */
function routeFolders(dir: string = ROUTES): string[] {
	const folders = [dir];
	for (const name of readdirSync(dir)) {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) folders.push(...routeFolders(path));
	}
	return folders;
}

/** The areas loaded for a folder's page: its +page.ts and every +layout.ts from the root down. */
function pageLoads(folder: string): Set<string> {
	const loads = loadFileAreas(join(folder, '+page.ts'));
	for (let dir = folder; ; dir = dirname(dir)) {
		for (const area of loadFileAreas(join(dir, '+layout.ts'))) loads.add(area);
		if (dir === ROUTES) break;
	}
	return loads;
}

/** For one page (or the layout), the areas its tree reads that nothing loads, with a reader. */
export function missingAreas(entry: string, loads: Set<string>): string[] {
	const { used, loaded } = treeAreas(entry);
	return [...used]
		.filter(([area]) => !loads.has(area) && !loaded.has(area))
		.map(([area, reader]) => `${relative(ROOT, entry)}: ${area} (read by ${reader})`);
}

function allMissing(drop?: { page: string; area: string }): string[] {
	const missing: string[] = [];
	for (const folder of routeFolders()) {
		const entries = ['+page.svelte', '+layout.svelte', '+error.svelte']
			.map((name) => join(folder, name))
			.filter((file) => existsSync(file));
		for (const entry of entries) {
			const loads = entry.endsWith('+page.svelte')
				? pageLoads(folder)
				: loadFileAreas(join(folder, '+layout.ts'));
			if (entry.endsWith('+page.svelte') && drop && relative(ROUTES, folder) === drop.page) {
				loads.delete(drop.area);
			}
			missing.push(...missingAreas(entry, loads));
		}
	}
	return missing;
}

describe('a page loads every message area its components read', () => {
	test('no page, layout or error page reads an area nobody loads', () => {
		expect(allMissing()).toEqual([]);
	});

	test('the check can fail: a page without one of its areas is named', () => {
		expect(allMissing({ page: 'games/stats', area: 'stats' })).toContain(
			'src/routes/games/stats/+page.svelte: stats (read by src/routes/games/stats/+page.svelte)'
		);
	});

	test('the import reader sees static, re-exported and dynamic imports, not types', () => {
		const code = [
			"import { a, b as c } from './x';",
			"import type { T } from './t';",
			"export { d } from './y';",
			"import('./z').then(({ e }) => e);"
		].join('\n');
		expect(importsOf(code)).toEqual([
			{ from: './x', names: ['a', 'c'] },
			{ from: './y', names: ['d'] },
			{ from: './z', names: ['e'] }
		]);
	});
});
