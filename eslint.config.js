import prettier from 'eslint-config-prettier';
import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

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
	// Dexie lives only in src/lib/db.
	{
		files: ['src/**'],
		ignores: ['src/lib/db/**'],
		rules: {
			'no-restricted-imports': [
				'error',
				{ paths: [{ name: 'dexie', message: 'Import storage through src/lib/db only.' }] }
			]
		}
	},
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
