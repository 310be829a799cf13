import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { defineConfig } from 'vitest/config';
import { refereeIndex } from './src/lib/referee/vitePlugin.ts';

const themeColor = '#2f5d2a';

export default defineConfig({
	plugins: [
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
				globPatterns: [
					'client/**/*.{js,css,ico,png,svg,webp,webmanifest}',
					'prerendered/**/*.html'
				],
				navigateFallback: null,
				// Pages take their data from query parameters (/games/play?id=…): the precached page
				// is the same file whatever the parameters, so ignore them when looking it up.
				ignoreURLParametersMatching: [/.*/]
			},
			kit: {
				trailingSlash: 'never'
			}
		})
	],
	test: {
		expect: { requireAssertions: true },
		projects: [
			{
				extends: './vite.config.ts',
				test: {
					name: 'client',
					environment: 'jsdom',
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
