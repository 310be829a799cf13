// Rasterises static/favicon.svg (drawn for this project) into the PWA's PNG icons with Chromium.
// Run after changing the SVG: node scripts/make-icons.js
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

const svg = readFileSync('static/favicon.svg', 'utf8');
const icons = [
	{ file: 'static/icons/icon-192.png', size: 192, padding: 0 },
	{ file: 'static/icons/icon-512.png', size: 512, padding: 0 },
	// Maskable: the art stays inside the 80 % safe zone on a full-bleed background.
	{ file: 'static/icons/icon-maskable-512.png', size: 512, padding: 0.12, background: '#2f5d2a' },
	{ file: 'static/icons/apple-touch-icon.png', size: 180, padding: 0.06, background: '#2f5d2a' }
];

const browser = await chromium.launch({
	executablePath: CHROMIUM_PATH,
	args: CHROMIUM_ARGS
});
const page = await browser.newPage();
for (const icon of icons) {
	const inner = Math.round(icon.size * (1 - 2 * icon.padding));
	await page.setViewportSize({ width: icon.size, height: icon.size });
	await page.setContent(
		`<body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${icon.background ?? 'transparent'}">` +
			svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `) +
			'</body>'
	);
	await page.screenshot({ path: icon.file, omitBackground: !icon.background });
	console.log(icon.file);
}
await browser.close();
