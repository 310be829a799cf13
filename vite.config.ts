import { readFileSync } from 'node:fs';
import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { defineConfig } from 'vitest/config';
import { refereeIndex } from './src/lib/referee/vitePlugin.ts';
import { messageAreas } from './src/lib/i18n/vitePlugin.ts';
import { LOCALES } from './src/lib/i18n/locales.ts';

const themeColor = '#2f5d2a';
/** The shortcuts' icon (the app's own: a shortcut is a way into the same app). */
const SHORTCUT_ICON = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' };

// The build's version (SvelteKit's version.json, written before the service worker is built).
function buildVersion(): string {
	return readFileSync('.svelte-kit/output/client/_app/version.json', 'utf8');
}

// What every page runs before its first paint (the framework, and the imports of the root layout
// and the root error page, which SvelteKit loads with every page), as one file: one request, and
// gzip finds the repeats across all of it. Only modules that the root layout or the root error
// page already load on every page belong here, or pages would load code they do not use (nothing
// that imports Dexie: the calculator, the field check and the questions start without it).
const SHELL = [
	/node_modules\/svelte\/src\//,
	/node_modules\/clsx\//,
	/node_modules\/@sveltejs\/kit\/src\/(runtime|exports|utils)\//,
	/\/src\/lib\/i18n\/(index|locale\.svelte|define|locales|format|areas)\.ts$/,
	/^\0virtual:message-area\/(common|editions)$/,
	/\/src\/lib\/state\/(settings\.svelte|preferences|lazyStorage|within)\.ts$/,
	/\/src\/lib\/browser\/(idle|firstPaint)\.ts$/,
	/\/src\/lib\/db\/(schema|preferences)\.ts$/,
	/\/src\/lib\/rules\/types\.ts$/,
	/\/src\/lib\/navigation\.ts$/,
	/\/src\/lib\/components\/PageTitle\.svelte$/,
	/rolldown[:/]runtime/
];

// Storage as every page that shows stored data loads it at its start, as one file: Dexie with the
// database, the log's layout and one game's door (nothing the calculator, the field check or the
// questions load: they start without Dexie). Left to itself, the bundler cuts these into a file
// per set of pages that share them, and a page's start paid a request and a gzip stream for each.
const STORAGE = [
	/node_modules\/dexie\//,
	/\/src\/lib\/db\/(database|logStore|eventLog|records|games|errors|gameList)\.ts$/
];

export default defineConfig({
	resolve: {
		// Dexie's own ES module build for current browsers. The package's default entry wraps its
		// ES5 UMD file so that a CommonJS copy and an ES copy share one instance; this app loads
		// Dexie only as an ES module, and the modern build is the same API in fewer bytes.
		alias: [{ find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' }]
	},
	build: {
		rolldownOptions: {
			output: {
				codeSplitting: {
					groups: [
						{ name: 'shell', test: (id) => SHELL.some((pattern) => pattern.test(id)) },
						// The loaders of the message areas (a few lines each), one file for all.
						{ name: 'areas', test: /^\0virtual:message-area\// },
						{ name: 'storage', test: (id) => STORAGE.some((pattern) => pattern.test(id)) },
						// The root layout's messages (loaded on every page) in one file per language.
						...LOCALES.map((locale) => ({
							name: `shell-${locale}`,
							test: new RegExp(`/src/lib/i18n/messages/(common|editions)/${locale}\\.ts$`)
						}))
					]
				}
			}
		}
	},
	plugins: [
		// Each message area its own module (src/lib/i18n/areas.ts), so a page carries only its own.
		messageAreas(),
		// The referee's search index per language, built from its data (src/lib/referee).
		refereeIndex(),
		sveltekit(),
		SvelteKitPWA({
			// The app shows its own "new version ready" prompt (src/lib/state/pwa.svelte.ts).
			registerType: 'prompt',
			injectRegister: false,
			// Absolute, so a first visit to a nested page (/games/play?id=…) registers /sw.js for
			// the whole app, not ./sw.js relative to that page (which does not exist).
			base: '/',
			scope: '/',
			strategies: 'generateSW',
			manifest: {
				id: '/',
				name: 'Bean Referee',
				short_name: 'Bean Referee',
				description:
					'Table companion for the Bohnanza card game family: harvest values, setup, deck passes and the end of the game. Works offline.',
				lang: 'en',
				start_url: '/',
				scope: '/',
				display: 'standalone',
				orientation: 'any',
				background_color: '#f7f4ea',
				theme_color: themeColor,
				categories: ['games', 'utilities'],
				// Game files from another phone (docs/handoff.md#the-game-file): shared to the app
				// (Android; the service worker takes the post, static/share-target.js), opened with
				// it (desktop), into the open app rather than a second window.
				share_target: {
					action: '/games/receive',
					method: 'POST',
					enctype: 'multipart/form-data',
					params: {
						files: [{ name: 'game', accept: ['application/json', '.json', 'text/plain', '.txt'] }]
					}
				},
				// The share sheet sends the app's game files as .txt (shareFile.ts): they open the app too.
				file_handlers: [
					{
						action: '/games',
						accept: { 'application/json': ['.json'], 'text/plain': ['.txt'] }
					}
				],
				launch_handler: { client_mode: ['navigate-existing', 'auto'] },
				// Long-press on the installed app's icon (scripts/screenshots/screens.spec.ts makes the
				// screenshots from the real app; manifest.spec.ts checks every URL is a built page).
				shortcuts: [
					{ name: 'New game', url: '/games/new', icons: [SHORTCUT_ICON] },
					{ name: 'Scan a game', url: '/games?scan', icons: [SHORTCUT_ICON] },
					{
						name: 'Harvest calculator',
						short_name: 'Calculator',
						url: '/calculator',
						icons: [SHORTCUT_ICON]
					}
				],
				screenshots: [
					{
						src: '/screenshots/phone.png',
						sizes: '360x740',
						type: 'image/png',
						form_factor: 'narrow',
						label: 'A game at the table: whose turn it is, the draw pile and the turn bar'
					},
					{
						src: '/screenshots/wide.png',
						sizes: '1280x800',
						type: 'image/png',
						form_factor: 'wide',
						label: 'The harvest calculator beside the beanometer'
					}
				],
				icons: [
					{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
					{ src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
					{
						src: '/icons/icon-maskable-512.png',
						sizes: '512x512',
						type: 'image/png',
						purpose: 'maskable'
					}
				]
			},
			workbox: {
				// Without clientsClaim the first visit is never controlled
				// (CONTRIBUTING.md#service-worker-control-on-first-visit).
				// skipWaiting stays off: an update waits until the user accepts the reload prompt.
				clientsClaim: true,
				skipWaiting: false,
				// Takes the share_target's post (docs/handoff.md#the-game-file).
				importScripts: ['/share-target.js'],
				globPatterns: [
					'client/**/*.{js,css,ico,png,svg,webp,webmanifest}',
					'prerendered/**/*.html'
				],
				// The store screenshots are for the install dialog, not for use offline.
				globIgnores: ['client/screenshots/**'],
				// Precache the files a static host really has (index.html, calculator.html,
				// games/play.html), not the clean URLs (/calculator) that the plugin's default transform
				// makes of them: a plain host (default nginx, python3 -m http.server, a USB stick)
				// answers /calculator with 404, which made the worker's install fail there.
				manifestTransforms: [
					async (entries) => ({
						manifest: entries
							.map((entry) => ({
								...entry,
								url: entry.url.replace(
									/^(client|prerendered\/pages|prerendered\/dependencies)\//,
									''
								)
							}))
							// vite-plugin-pwa adds the web manifest itself (additionalManifestEntries).
							.filter((entry) => entry.url !== 'manifest.webmanifest')
							// The page for an unknown address (svelte.config.js writes it after this
							// runs): new with every build, as its scripts are.
							.concat({ url: '404.html', revision: buildVersion(), size: 0 })
					})
				],
				// Navigations keep their clean URLs and are answered from those files by workbox's
				// precache route, even online (a plain host would 404): it drops the ignored query
				// parameters, then tries path/ + directoryIndex (/ → index.html) and path + '.html'
				// (workbox's cleanURLs, on by default: /games/play?id=x → games/play.html).
				directoryIndex: 'index.html',
				// Any other address gets the page that says it does not exist, with the menu.
				navigateFallback: '404.html',
				// Pages take their data from query parameters (/games/play?id=…): the precached page
				// is the same file whatever the parameters, so ignore them when looking it up.
				ignoreURLParametersMatching: [/.*/]
			}
		})
	],
	test: {
		expect: { requireAssertions: true },
		// A time limit catches a hang, not a busy machine (speed is measured by `npm run bench`):
		// beside the lint and the engines spec in `npm test`, tests that take 1 s alone took up to
		// 4 s, near the default limit of 5 s.
		testTimeout: 30_000,
		hookTimeout: 30_000,
		// Worker threads, not child processes: every test file still gets a fresh module graph
		// (isolation), and the suite took 75 s instead of 98 s on a 2-core machine.
		pool: 'threads',
		projects: [
			{
				extends: './vite.config.ts',
				test: {
					name: 'client',
					// Svelte's client runtime (runes in .svelte.ts) without a DOM: setting up jsdom took
					// about 2.5 s of CPU per file. A test file that needs a DOM (window, document,
					// localStorage) says so in its first line: `// @vitest-environment jsdom`.
					environment: 'node',
					include: ['src/**/*.svelte.test.ts', 'tests/hostile/**/*.svelte.test.ts'],
					setupFiles: ['./vitest-setup-client.ts']
				},
				resolve: { conditions: ['browser'] }
			},
			{
				extends: './vite.config.ts',
				test: {
					name: 'server',
					environment: 'node',
					setupFiles: ['./vitest-setup.ts'],
					include: [
						'src/**/*.test.ts',
						'scripts/**/*.test.ts',
						'tests/hostile/**/*.test.ts',
						'tests/lint/**/*.test.ts'
					],
					exclude: ['src/**/*.svelte.test.ts', 'tests/**/*.svelte.test.ts']
				}
			}
		]
	}
});
