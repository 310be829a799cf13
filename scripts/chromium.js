// Debian's Chromium, and the flags it needs on these machines
// (CONTRIBUTING.md#chromium-from-debian): without the background-networking flags it floods the
// closed network with refused connections.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
