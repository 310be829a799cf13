import { dirname, relative, resolve, sep } from 'node:path';

// The layers of docs/architecture.md#layers (tests/lint/boundaries.test.ts checks that its table is
// this one) and the lint blocks eslint.config.js makes from them. A layer's `may` lists the only
// layers and packages its code imports besides its own folder; `allBut` lists what it may not
// import (everything else it may). A `pure` layer also uses no browser globals, clock or dice. The
// packages the table governs are `svelte` (svelte, svelte/*), `$app` ($app/*, @sveltejs/*) and
// `dexie`. Tests (`*.test.ts`) import what they check.

/** @typedef {{ path: string, may?: string[], allBut?: string[], pure?: boolean }} Layer */

/** @type {Layer[]} */
export const LAYERS = [
	{ path: 'src/lib/rules/', may: [], pure: true },
	{ path: 'src/lib/tracker/', may: ['rules'], pure: true },
	{ path: 'src/lib/teach/', may: ['rules', 'tracker'], pure: true },
	{ path: 'src/lib/handoff/', may: ['rules', 'tracker'], pure: true },
	{ path: 'src/lib/referee/', may: ['rules', 'i18n'] },
	{ path: 'src/lib/i18n/', may: ['rules'] },
	{ path: 'src/lib/browser/', may: ['i18n'] },
	{ path: 'src/lib/db/', may: ['rules', 'tracker', 'dexie'] },
	{ path: 'src/lib/state/', allBut: ['components', 'routes', 'navigation.ts', '$app', 'dexie'] },
	{ path: 'src/lib/navigation.ts', may: ['i18n', '$app'] },
	{ path: 'src/lib/components/', allBut: ['routes', 'db', 'dexie'] },
	{ path: 'src/routes/', allBut: ['db', 'dexie'] }
];

/** @type {Record<string, RegExp>} */
const PACKAGES = { svelte: /^svelte(\/|$)/, $app: /^(\$app|@sveltejs)\//, dexie: /^dexie(\/|$)/ };
const PURE_GLOBALS = ['window', 'document', 'localStorage', 'indexedDB', 'navigator'];

/**
 * A layer's name in the table: its folder's or file's name (`rules`, `navigation.ts`).
 * @param {string} path
 */
export function layerName(path) {
	return /([^/]+)\/?$/.exec(path)?.[1] ?? path;
}

/**
 * The layer a path inside the repository belongs to (a folder of src/lib not in the table is
 * named as one), or null outside src/lib and src/routes.
 * @param {string} path
 * @returns {string | null}
 */
function layerAt(path) {
	const file = /\.(ts|js)$/.test(path) ? path : `${path}.ts`;
	const row = LAYERS.find((l) => path.startsWith(l.path) || file === l.path || path === l.path);
	if (row) return layerName(row.path);
	return /^src\/lib\/([^/]+)/.exec(path)?.[1] ?? null;
}

/**
 * What an import's specifier names: a layer, a governed package, or null (anything else).
 * @param {string} specifier
 * @param {string} filename
 * @param {string} cwd
 */
function imported(specifier, filename, cwd) {
	const pkg = Object.keys(PACKAGES).find((name) => PACKAGES[name]?.test(specifier));
	if (pkg) return pkg;
	if (specifier.startsWith('$lib/')) return layerAt(`src/lib/${specifier.slice(5)}`);
	if (!specifier.startsWith('.')) return null;
	return layerAt(
		relative(cwd, resolve(dirname(filename), specifier))
			.split(sep)
			.join('/')
	);
}

/**
 * `layers/imports` ['error', path]: refuses the imports that the layer at `path` may not make.
 * @type {import('eslint').Rule.RuleModule}
 */
const importRule = {
	meta: { type: 'problem', schema: [{ type: 'string' }] },
	create(context) {
		const row = LAYERS.find((l) => l.path === context.options[0]);
		if (!row) throw new Error(`layers/imports: no layer ${context.options[0]}`);
		const own = layerName(row.path);
		/** @param {import('estree').Node | null | undefined} source */
		const check = (source) => {
			if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
			const name = imported(source.value, context.filename, context.cwd);
			if (name === null || name === own) return;
			const allowed = row.may ? row.may.includes(name) : !row.allBut?.includes(name);
			if (allowed) return;
			const only = row.may ? `: it imports only ${row.may.join(', ') || 'its own folder'}` : '';
			context.report({
				node: source,
				message: `${row.path} may not import ${name} (docs/architecture.md#layers)${only}.`
			});
		};
		return {
			ImportDeclaration: (node) => check(node.source),
			ImportExpression: (node) => check(node.source),
			ExportNamedDeclaration: (node) => check(node.source),
			ExportAllDeclaration: (node) => check(node.source)
		};
	}
};

/** @type {import('eslint').ESLint.Plugin} */
const layersPlugin = { rules: { imports: importRule } };

/**
 * The lint blocks of the table: each layer's imports, and a pure layer's globals.
 * @type {import('eslint').Linter.Config[]}
 */
export const layering = LAYERS.flatMap((row) => {
	const files = [row.path.endsWith('/') ? `${row.path}**` : row.path];
	/** @type {import('eslint').Linter.Config} */
	const imports = {
		files,
		ignores: ['**/*.test.ts'],
		plugins: { layers: layersPlugin },
		rules: { 'layers/imports': ['error', row.path] }
	};
	if (!row.pure) return [imports];
	const why = `${row.path} is pure (docs/architecture.md#layers)`;
	/** @type {import('eslint').Linter.Config} */
	const pure = {
		files,
		rules: {
			'no-restricted-globals': [
				'error',
				...PURE_GLOBALS.map((name) => ({ name, message: `${why}: no browser globals.` }))
			],
			'no-restricted-properties': [
				'error',
				{ object: 'Math', property: 'random', message: `${why}: pass randomness in.` },
				{ object: 'Date', property: 'now', message: `${why}: pass the time in.` }
			]
		}
	};
	return [imports, pure];
});
