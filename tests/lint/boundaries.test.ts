// The lint enforces exactly the layer table of docs/architecture.md#layers: the table is read from
// the doc, every import it refuses fails the lint (one test per refused pair), every import it
// allows passes, and the doc's table is the one eslint.config.js is generated from.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { ESLint } from 'eslint';
import svelte from 'eslint-plugin-svelte';
import ts from 'typescript-eslint';
import { describe, expect, test } from 'vitest';
import { LAYERS, layerName, layering } from '../../eslint.layers.js';

interface Row {
	path: string;
	may?: string[];
	allBut?: string[];
	pure: boolean;
}

/** The table under "## Layers" in docs/architecture.md: layer | what it holds | may import | pure. */
function documentedTable(): Row[] {
	const doc = readFileSync('docs/architecture.md', 'utf8');
	const start = doc.indexOf('\n## Layers\n');
	const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
	const rows = section.matchAll(/^\| `(src\/[^`]+)` +\|[^|\n]*\|([^|\n]*)\|([^|\n]*)\|$/gm);
	return [...rows].map(([, path = '', mayImport = '', pure = '']) => {
		const names = [...mayImport.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
		const imports = mayImport.trim().startsWith('all but') ? { allBut: names } : { may: names };
		return { path, ...imports, pure: pure.trim() === 'yes' };
	});
}

const table = documentedTable();
const PACKAGES: Record<string, string> = {
	svelte: "import { tick } from 'svelte';",
	$app: "import { goto } from '$app/navigation';",
	dexie: "import Dexie from 'dexie';"
};
const targets = [...table.map((row) => layerName(row.path)), ...Object.keys(PACKAGES)];

/** A file of the layer at `path`. */
function fileIn(path: string): string {
	return path.endsWith('/') ? `${path}x.ts` : path;
}

/** Every way `file` can name the layer or package `target`: the $lib alias and a relative path. */
function importsOf(target: string, file: string): string[] {
	const pkg = PACKAGES[target];
	if (pkg) return [pkg];
	const row = table.find((r) => layerName(r.path) === target);
	if (!row) throw new Error(`no layer ${target}`);
	const module = row.path.endsWith('/') ? `${row.path}x` : row.path.replace(/\.ts$/, '');
	const rel = relative(dirname(file), module);
	const ways = [`import * as a from '${rel.startsWith('.') ? rel : `./${rel}`}';`];
	if (module.startsWith('src/lib/')) ways.push(`import * as b from '$lib/${module.slice(8)}';`);
	return ways;
}

function escape(text: string): string {
	return text.replace(/[$.]/g, '\\$&');
}

function refuses(row: Row, target: string): boolean {
	return row.may ? !row.may.includes(target) : (row.allBut ?? []).includes(target);
}

// Only the layering blocks and the parsers they need: the project's typed Svelte rules would take
// seconds a file. A test below checks that the project's config applies the same blocks.
const eslint = new ESLint({
	overrideConfigFile: true,
	overrideConfig: [
		{ files: ['**/*.ts'], languageOptions: { parser: ts.parser } },
		...svelte.configs.base,
		{ files: ['**/*.svelte'], languageOptions: { parserOptions: { parser: ts.parser } } },
		...layering
	]
});

/** The layering problems the lint finds in `code` as the file at `filePath`. */
async function problems(code: string, filePath: string): Promise<string[]> {
	const [result] = await eslint.lintText(code, { filePath });
	return (result?.messages ?? [])
		.filter((m) => m.ruleId === null || /^(layers\/|no-restricted-)/.test(m.ruleId))
		.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the table', () => {
	test('docs/architecture.md#layers shows the table eslint.config.js is generated from', () => {
		expect(table.length).toBeGreaterThan(8);
		expect(table).toEqual(LAYERS.map((row) => ({ ...row, pure: row.pure === true })));
	});

	test('every folder and file of src/lib, and src/routes, is a layer of the table', () => {
		const rows = new Set(table.map((row) => row.path));
		const paths = readdirSync('src/lib', { withFileTypes: true }).map(
			(e) => `src/lib/${e.name}${e.isDirectory() ? '/' : ''}`
		);
		expect([...paths, 'src/routes/'].filter((p) => !rows.has(p))).toEqual([]);
		expect([...rows].filter((p) => !paths.includes(p) && p !== 'src/routes/')).toEqual([]);
	});

	test("the project's lint config (eslint.config.js) applies every layer's blocks", async () => {
		const project = new ESLint();
		for (const row of LAYERS) {
			const file = fileIn(row.path);
			const rules = (await project.calculateConfigForFile(file)).rules ?? {};
			expect(rules['layers/imports'], file).toEqual([2, row.path]);
			const pure = (await project.calculateConfigForFile(file.replace(/\.ts$/, '.test.ts'))).rules;
			expect(pure?.['no-restricted-properties']?.length ?? 0, file).toBe(row.pure ? 3 : 0);
		}
		const [result] = await project.lintText("import { loadGame } from '$lib/db/games';", {
			filePath: 'src/lib/teach/x.ts'
		});
		expect(result?.messages.map((m) => m.message)).toContain(
			'src/lib/teach/ may not import db (docs/architecture.md#layers): it imports only rules, tracker.'
		);
	}, 60_000);
});

const pairs = table.flatMap((row) =>
	targets
		.filter((target) => target !== layerName(row.path))
		.map((target) => [row.path, target, refuses(row, target)] as const)
);

describe('an import the table refuses fails the lint', () => {
	test.each(pairs.filter(([, , refused]) => refused))(
		'%s may not import %s',
		async (path, target) => {
			const file = fileIn(path);
			const ways = importsOf(target, file);
			const found = await problems(ways.join('\n'), file);
			expect(found).toEqual(
				ways.map(() =>
					expect.stringMatching(`^layers/imports: ${escape(`${path} may not import ${target} `)}`)
				)
			);
		}
	);
});

describe('an import the table allows passes', () => {
	test.each(pairs.filter(([, , refused]) => !refused))('%s may import %s', async (path, target) => {
		const file = fileIn(path);
		expect(await problems(importsOf(target, file).join('\n'), file)).toEqual([]);
	});
});

const impure: [string, RegExp][] = [
	...['window', 'document', 'localStorage', 'indexedDB', 'navigator'].map(
		(name): [string, RegExp] => [`export const x = ${name};`, /no browser globals/]
	),
	['export const x = Math.random();', /pass randomness in/],
	['export const x = Date.now();', /pass the time in/]
];

describe('a pure layer uses no browser globals, clock or dice', () => {
	const pure = table.filter((row) => row.pure).map((row) => row.path);
	test.each(
		pure.flatMap((path) => impure.map(([code, message]) => [path, code, message] as const))
	)('%s: %s fails', async (path, code, message) => {
		const found = await problems(code, fileIn(path));
		expect(found).toEqual([expect.stringMatching(message)]);
	});

	test.each(pure)("%s: a test file's code is held to it too", async (path) => {
		const found = await problems('export const x = Date.now();', `${path}x.test.ts`);
		expect(found).toEqual([expect.stringMatching(/pass the time in/)]);
	});

	test.each(table.filter((row) => !row.pure).map((row) => row.path))(
		'%s is not pure: it may use them',
		async (path) => {
			const code = impure.map(([line], i) => line.replace('const x', `const x${i}`)).join('\n');
			expect(await problems(code, fileIn(path))).toEqual([]);
		}
	);
});

describe('every form of import is checked', () => {
	const cases: [string, string, string, boolean][] = [
		[
			'a dynamic import',
			'src/routes/x.ts',
			"export const g = () => import('$lib/db/games');",
			true
		],
		['a re-export', 'src/lib/i18n/x.ts', "export * from '$lib/state/settings.svelte';", true],
		['a named re-export', 'src/lib/rules/x.ts', "export { replay } from '../tracker/game';", true],
		['a type import', 'src/lib/db/x.ts', "import type { Locale } from '$lib/i18n/locales';", true],
		[
			'a Svelte component',
			'src/lib/components/X.svelte',
			'<script lang="ts">\n\timport { loadGame } from \'$lib/db/games\';\n\tvoid loadGame;\n</script>\n',
			true
		],
		[
			'a folder of src/lib not in the table, from a layer that lists what it may import',
			'src/lib/tracker/x.ts',
			"import { idle } from '$lib/browser/idle';",
			true
		],
		[
			'a folder of src/lib not in the table, from a layer that lists what it may not import',
			'src/lib/state/x.ts',
			"import { idle } from '$lib/browser/idle';",
			false
		],
		[
			'a test importing what it checks',
			'src/lib/i18n/x.test.ts',
			"import { fr } from '$lib/referee/answers/fr';",
			false
		],
		[
			'a file outside src',
			'src/lib/db/x.ts',
			"import { dump } from '../../../tests/e2e/idb';",
			false
		],
		[
			'a package the table does not name',
			'src/lib/rules/x.ts',
			"import MiniSearch from 'minisearch';",
			false
		],
		['its own folder', 'src/lib/rules/x.ts', "import { ok } from './types';", false],
		[
			'a subfolder, its own layer through $lib',
			'src/lib/tracker/game/x.ts',
			"import { parseEvent } from '$lib/tracker/events';",
			false
		],
		[
			'a subfolder, another layer through a relative path',
			'src/lib/tracker/game/x.ts',
			"import { storage } from '../../state/storage.svelte';",
			true
		]
	];
	test.each(cases)('%s (%s)', async (_name, file, code, refused) => {
		const found = await problems(code, file);
		expect(found).toEqual(refused ? [expect.stringMatching(/^layers\/imports: /)] : []);
	});
});
