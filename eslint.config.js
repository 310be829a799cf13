import prettier from 'eslint-config-prettier';
import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import { layering } from './eslint.layers.js';
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
	// French text puts no-break spaces before : ; ! ? and inside « » (docs/terms.md#french-typography,
	// checked by src/lib/i18n/terms.test.ts), in template literals too.
	{
		files: ['src/lib/i18n/messages/*/fr.ts', 'src/lib/referee/answers/fr.ts'],
		rules: { 'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }] }
	},
	// Layering: the table of docs/architecture.md#layers (eslint.layers.js).
	...layering
);
