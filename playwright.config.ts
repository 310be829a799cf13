import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.js';

// E2E runs in Debian's chromium (CONTRIBUTING.md#chromium-from-debian) against the static
// production build, served as plain files (CONTRIBUTING.md#test-the-real-build).
// Build first: `npm run build` (npm test does it).
const port = Number(process.env.E2E_PORT ?? 4319);
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
	testDir: 'tests/e2e',
	fullyParallel: true,
	workers: 2,
	retries: 0,
	forbidOnly: true,
	// A test's whole time, not a budget (budgets are `npm run bench`): players' taps come at least
	// half a second apart (state/repeatTap.ts), so a whole game takes tens of seconds by design,
	// and a loaded CI machine doubles that.
	timeout: 60_000,
	reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
	use: {
		baseURL: `http://localhost:${port}`,
		launchOptions,
		trace: 'retain-on-failure'
	},
	projects: [
		{
			name: 'phone',
			use: { ...devices['Pixel 7'], launchOptions },
			// The hostile-input corpus and the static hosts test parsing, storage and caching, not
			// layout: desktop runs them once, as it does the second copy (storage; it sets its own sizes).
			// The posture matrix sets every size itself, on the desktop project.
			testIgnore: /(hostile|static-host|posture|second-copy)\.spec\.ts/
		},
		{
			name: 'desktop',
			use: { viewport: { width: 1280, height: 800 }, launchOptions },
			// The editions' texts do not depend on the device and are read at 360 px: the phone
			// project checks them once.
			testIgnore: /editions\.spec\.ts/
		}
	],
	webServer: {
		command: `node scripts/serve.js --port ${port}`,
		url: `http://localhost:${port}/`,
		reuseExistingServer: false,
		timeout: 20_000
	}
});
