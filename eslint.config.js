import prettier from 'eslint-config-prettier';
import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

const DEXIE = { group: ['dexie'], message: 'Import storage through src/lib/db only.' };
const STORAGE = {
	group: ['$lib/db', '$lib/db/*', '**/lib/db/*'],
	message: 'Pages and components reach storage only through src/lib/state.'
};
const PURE_GLOBALS = ['window', 'document', 'localStorage', 'indexedDB', 'navigator'].map(
	(name) => ({
		name,
		message: 'No browser globals in a pure core (rules, tracker, teach).'
	})
);
const PURE_PROPERTIES = [
	{ object: 'Math', property: 'random', message: 'Pass randomness in.' },
	{ object: 'Date', property: 'now', message: 'Pass the time in.' }
];

/** A layer's import limits: `forbid` is a list of no-restricted-imports patterns. */
function layer(files, ignores, forbid) {
	return {
		files,
		ignores,
		rules: { 'no-restricted-imports': ['error', { patterns: forbid }] }
	};
}

/** A pure core: imports only its own folder and the `allowed` $lib layers; no framework, storage,
 * UI, browser globals, randomness or clock. */
function pure(files, allowed, name) {
	const others = `^\\$lib/(?!(${allowed.join('|')})(/|$))`;
	return {
		files,
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							group: ['svelte', 'svelte/*', '@sveltejs/*', '$app/*', 'dexie', '../*'],
							message: `${name} is pure: no framework, storage or imports from outside its folder.`
						},
						{
							regex: others,
							message: `${name} is pure: from $lib it imports only ${allowed.join(' and ')}.`
						}
					]
				}
			],
			'no-restricted-globals': ['error', ...PURE_GLOBALS],
			'no-restricted-properties': ['error', ...PURE_PROPERTIES]
		}
	};
}

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
		rules: { 'no-undef': 'off' }
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
	// Layering (docs/architecture.md#layers). Each layer names what it may not import; a later
	// block for the same files replaces an earlier one, so every block lists all of its limits.
	layer(['src/**'], ['src/lib/db/**'], [DEXIE]),
	layer(['src/routes/**'], [], [DEXIE, STORAGE]),
	layer(
		['src/lib/components/**'],
		[],
		[
			DEXIE,
			STORAGE,
			{
				group: ['**/routes/**', '$routes', '$routes/*'],
				message: 'src/lib/components are shared: they import no routes.'
			}
		]
	),
	layer(
		['src/lib/state/**'],
		[],
		[
			DEXIE,
			{
				group: ['$lib/components', '$lib/components/*', '$app/*', '**/routes/**'],
				message: 'src/lib/state holds state, not UI: no components, routes or $app.'
			}
		]
	),
	layer(
		['src/lib/db/**'],
		[],
		[
			{
				group: [
					'$lib/state',
					'$lib/state/*',
					'$lib/components',
					'$lib/components/*',
					'$lib/i18n',
					'$lib/i18n/*',
					'svelte',
					'svelte/*',
					'$app/*',
					'../state/*',
					'../components/*',
					'../i18n/*'
				],
				message: 'src/lib/db is storage only: no state, UI, messages or framework.'
			}
		]
	),
	layer(
		['src/lib/i18n/**'],
		[],
		[
			DEXIE,
			{
				group: [
					'$lib/state',
					'$lib/state/*',
					'$lib/db',
					'$lib/db/*',
					'$lib/components',
					'$lib/components/*',
					'$lib/tracker',
					'$lib/tracker/*',
					'$lib/teach',
					'$lib/teach/*',
					'../state/*',
					'../db/*',
					'../components/*'
				],
				message: 'src/lib/i18n holds messages and the language: no state, storage or UI.'
			}
		]
	),
	// The tracker's subfolders (game/) reach the rest of the tracker through $lib/tracker.
	pure(['src/lib/tracker/**'], ['rules', 'tracker'], 'src/lib/tracker'),
	pure(['src/lib/teach/**'], ['rules', 'tracker'], 'src/lib/teach'),
	pure(['src/lib/handoff/**'], ['rules', 'tracker'], 'src/lib/handoff'),
	layer(
		['src/lib/referee/**'],
		[],
		[
			DEXIE,
			{
				group: [
					'$lib/state',
					'$lib/state/*',
					'$lib/db',
					'$lib/db/*',
					'$lib/components',
					'$lib/components/*',
					'../state/*',
					'../db/*',
					'../components/*',
					'svelte',
					'svelte/*',
					'$app/*'
				],
				message: 'src/lib/referee is data and search: no state, storage, UI or framework.'
			}
		]
	),
	// Layering (docs/architecture.md#layers): the rules core is plain TypeScript that Node can
	// import on its own.
	{
		files: ['src/lib/rules/**'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							group: ['svelte', 'svelte/*', '@sveltejs/*', '$app/*', '$lib', '$lib/*', 'dexie'],
							message: 'src/lib/rules is pure: no framework, storage or alias imports.'
						},
						{
							group: ['../*'],
							message: 'src/lib/rules imports only from its own folder.'
						}
					]
				}
			],
			'no-restricted-globals': [
				'error',
				{ name: 'window', message: 'No browser globals in the rules core.' },
				{ name: 'document', message: 'No browser globals in the rules core.' },
				{ name: 'localStorage', message: 'No storage in the rules core.' },
				{ name: 'indexedDB', message: 'No storage in the rules core.' }
			],
			'no-restricted-properties': [
				'error',
				{ object: 'Math', property: 'random', message: 'Pass randomness in.' },
				{ object: 'Date', property: 'now', message: 'Pass the time in.' }
			]
		}
	}
);
