import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.js';

// `npm run screenshots` (see screens.spec.ts): not part of `npm test`.
const port = Number(process.env.SCREENSHOT_PORT ?? 4330);

export default defineConfig({
	testDir: '.',
	workers: 1,
	reporter: [['list']],
	use: {
		baseURL: `http://localhost:${port}`,
		viewport: { width: 360, height: 740 },
		launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }
	},
	webServer: {
		command: `node scripts/serve.js --port ${port}`,
		cwd: '../..',
		url: `http://localhost:${port}/`,
		reuseExistingServer: false
	}
});
