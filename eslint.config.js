import prettier from 'eslint-config-prettier';
import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import { layering } from './eslint.layers.js';
import svelteConfig from './svelte.config.js';

const OUTSIDE_DB = 'Storage has one door: Dexie and IndexedDB only inside src/lib/db/.';
// The plain IndexedDB globals, however reached (indexedDB, globalThis.indexedDB, IDBKeyRange).
const PLAIN_GLOBALS = ["Identifier[name='indexedDB']", "Identifier[name='IDBKeyRange']"];

export default ts.config(
	{
		ignores: ['build/', '.svelte-kit/', 'node_modules/', 'reports/', 'test-results/', 'dev-dist/']
	},
	js.configs.recommended,
	...ts.configs.recommended,
	...svelte.configs.recommended,
	prettier,
	...svelte.configs.prettier,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		rules: {
			'no-undef': 'off',
			// `const { field, ...rest } = record` is how a record is copied without a field.
			'@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }]
		}
	},
	{
		files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
		languageOptions: {
			parserOptions: {
				projectService: true,
				extraFileExtensions: ['.svelte'],
				parser: ts.parser,
				svelteConfig
			}
		}
	},
	// French text puts no-break spaces before : ; ! ? and inside « » (docs/terms.md#french-typography,
	// checked by src/lib/i18n/terms.test.ts), in template literals too.
	{
		files: ['src/lib/i18n/messages/*/fr.ts', 'src/lib/referee/answers/fr.ts'],
		rules: { 'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }] }
	},
	// End-to-end tests move the page's clock instead of sleeping, and every spec uses the one
	// fixture that watches for console errors and installs that clock
	// (CONTRIBUTING.md#time-in-tests). A test that measures time itself may sleep, with a
	// disable comment saying so.
	{
		files: ['tests/e2e/**/*.ts'],
		ignores: ['tests/e2e/fixtures.ts'],
		rules: {
			'no-restricted-syntax': [
				'error',
				{
					selector: "CallExpression[callee.property.name='waitForTimeout']",
					message:
						'No real-time sleep in e2e: wait for the signal, or move the clock (deliberateGap, page.clock).'
				}
			],
			'no-restricted-imports': [
				'error',
				{
					paths: [
						{
							name: '@playwright/test',
							importNames: ['test', 'expect'],
							message: "Import test and expect from './fixtures' (it watches the console)."
						}
					]
				}
			]
		}
	},
	// Unit tests use Vitest's fake timers, or wait for the signal, never for a while: a timer
	// with a delay other than 0 (one task later) is refused.
	{
		files: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
		rules: {
			'no-restricted-syntax': [
				'error',
				{
					selector:
						"CallExpression[callee.name='setTimeout'][arguments.length>1]:not([arguments.1.value=0])",
					message: 'No real-time sleep in unit tests: vi.useFakeTimers(), or wait for the signal.'
				}
			]
		}
	},
	// One door to storage (docs/architecture.md#storage-schema, tests/lint/storage.test.ts): Dexie
	// only inside src/lib/db/, and there Dexie's API only. Tests (and tests/e2e/idb.ts, which
	// inspects the database) may reach IndexedDB.
	{
		files: ['src/**/*.ts', 'src/**/*.js', 'src/**/*.svelte'],
		ignores: ['src/lib/db/**', '**/*.test.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							regex: '^dexie(/|$)',
							message: `${OUTSIDE_DB} Import the door of what you store from $lib/db/.`
						}
					]
				}
			],
			'no-restricted-syntax': [
				'error',
				...['ImportExpression[source.value=/^dexie(\\/|$)/]', ...PLAIN_GLOBALS].map((selector) => ({
					selector,
					message: `${OUTSIDE_DB} Use a door of $lib/db/.`
				}))
			]
		}
	},
	{
		files: ['src/lib/db/**/*.ts'],
		ignores: ['**/*.test.ts'],
		rules: {
			'no-restricted-syntax': [
				'error',
				...[
					...PLAIN_GLOBALS,
					'Identifier[name=/^(objectStore|backendDB|openCursor|openKeyCursor)$/]'
				].map((selector) => ({
					selector,
					message:
						"Dexie's API only in src/lib/db/: no plain IndexedDB (objectStore, IDBKeyRange, backendDB, indexedDB.open, cursors)."
				}))
			]
		}
	},
	// Layering: the table of docs/architecture.md#layers (eslint.layers.js).
	...layering
);
