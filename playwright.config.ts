import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, SUITE_CHROMIUM_PATH } from './scripts/chromium.js';

// E2E runs in Debian's chromium (CONTRIBUTING.md#chromium-from-debian) against the static
// production build, served as plain files (CONTRIBUTING.md#test-the-real-build).
// Build first: `npm run build` (npm test does it).
const port = Number(process.env.E2E_PORT ?? 4319);
const launchOptions = { executablePath: SUITE_CHROMIUM_PATH, args: CHROMIUM_ARGS };
// Storage, parsing, caching and addresses (not layout), and the posture matrix (it sets every
// size itself): desktop only.
const DESKTOP_ONLY =
	/(hostile|static-host|posture|room|second-copy|full-disk|addresses|clock|damaged|keep|manifest|tabs|questions-focus)\.spec\.ts/;
// Specs with a test for each device (they skip the other device's tests themselves): a keyboard
// game at a desktop beside the phone's Back gesture, the play screen's wide layout, the
// statistics' matrix of sizes beside the phone's rematch.
const ON_BOTH = /(table-habits|play|stats)\.spec\.ts/;

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
		// No trace while the suite runs: recording one (DOM snapshots and screenshots at every
		// action) took about 30 % of the suite's CPU, and CI keeps only the printed output. To look
		// into a failure, run that test again with `--trace on` (CONTRIBUTING.md#when-a-test-fails).
		trace: 'off'
	},
	// Each spec runs once, on the device it is about (the suite's time is CI's: CONTRIBUTING.md).
	// The phone is the table's device: the flows run there, at the sizes their specs set. The
	// desktop project runs what is about a desktop (a keyboard, a wide screen, the posture matrix,
	// which sets every size itself) and what is about parsing, storage and addresses, not layout.
	projects: [
		{
			name: 'phone',
			use: { ...devices['Pixel 7'], launchOptions },
			testIgnore: DESKTOP_ONLY,
			// A test tagged @desktop is about a wide screen or a keyboard: the desktop project plays it.
			grepInvert: /@desktop/
		},
		{
			name: 'desktop',
			use: { viewport: { width: 1280, height: 800 }, launchOptions },
			testMatch: [DESKTOP_ONLY, ON_BOTH],
			// A test tagged @phone is about a phone (its size, touch, Back): the phone project plays it.
			grepInvert: /@phone/
		}
	],
	webServer: {
		command: `node scripts/serve.js --port ${port}`,
		url: `http://localhost:${port}/`,
		reuseExistingServer: false,
		timeout: 20_000
	}
});
