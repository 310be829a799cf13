// Debian's Chromium, and the flags it needs on these machines
// (CONTRIBUTING.md#chromium-from-debian): without the background-networking flags it floods the
// closed network with refused connections.
import { existsSync } from 'node:fs';

/** The full browser: the benchmarks, Lighthouse, the icons and the store screenshots. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The end-to-end suite's Chromium: Debian's `chromium-headless-shell`, the same Blink and V8
 * as the browser (one source package, one version) without the browser's own windowing and
 * services around them; Playwright's own headless Chromium is this shell too. The suite's
 * 59 heaviest tests took 62-66 s in it against 98-99 s in the full browser. Where the shell is
 * not installed the suite runs in the full browser, slower, with the same results.
 */
export const SUITE_CHROMIUM_PATH =
	process.env.E2E_CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--disable-dev-shm-usage'
];
