import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticServer } from '../../scripts/serve.js';
import { appReady, waitForServiceWorkerControl } from './helpers';

/**
 * A second deployment of the app: the same build with a changed home page, whose precache entry
 * gets a new revision, so the service worker file differs as it does after a real release.
 */
function makeNextRelease(): string {
	const dir = mkdtempSync(join(tmpdir(), 'bean-referee-next-'));
	cpSync('build', dir, { recursive: true });
	const indexPath = join(dir, 'index.html');
	writeFileSync(
		indexPath,
		readFileSync(indexPath, 'utf8').replace(
			'<head>',
			'<head>\n<meta name="release" content="next">'
		)
	);
	const swPath = join(dir, 'sw.js');
	const sw = readFileSync(swPath, 'utf8');
	const updated = sw.replace(
		/\{url:"\/",revision:"[0-9a-f]+"\}/,
		'{url:"/",revision:"next-release"}'
	);
	expect(updated, 'sw.js precaches "/" with a revision').not.toBe(sw);
	writeFileSync(swPath, updated);
	return dir;
}

test('a new version waits for the reload prompt and keeps what was saved', async ({ page }) => {
	const nextRelease = makeNextRelease();
	let root = 'build';
	const server = createStaticServer(() => root);
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const base = `http://localhost:${(server.address() as AddressInfo).port}`;
	try {
		await page.goto(`${base}/settings`);
		await appReady(page);
		await waitForServiceWorkerControl(page);
		await page.getByRole('radio', { name: 'Français' }).check();
		await expect(page.getByRole('heading', { level: 1, name: 'Réglages' })).toBeVisible();

		// The new release is deployed; the open page learns of it when it checks for updates.
		root = nextRelease;
		await page.evaluate(async () => {
			const registration = await navigator.serviceWorker.getRegistration();
			await registration?.update();
		});
		const prompt = page.getByRole('status').filter({ hasText: 'nouvelle version' });
		await expect(prompt).toBeVisible({ timeout: 15_000 });
		// Until the user accepts, the old version keeps running: nothing reloads by itself.
		await expect(page.getByRole('heading', { level: 1, name: 'Réglages' })).toBeVisible();

		await page.evaluate(
			() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true)
		);
		await prompt.getByRole('button', { name: 'Recharger' }).click();
		// Accepting reloads the page once, into the new version.
		await expect
			.poll(
				// While the reload is under way the old page's context is gone: still "before".
				() => page.evaluate(() => 'beforeUpdate' in window).catch(() => true),
				{ timeout: 15_000 }
			)
			.toBe(false);
		// The new service worker takes over and serves the new release's pages from its cache.
		await expect
			.poll(() =>
				page
					.evaluate(async () => (await (await fetch('/')).text()).includes('name="release"'))
					.catch(() => false)
			)
			.toBe(true);
		await page.goto(`${base}/`);
		await appReady(page);
		await expect(page.locator('meta[name=release]')).toHaveAttribute('content', 'next');
		await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
	} finally {
		server.close();
		rmSync(nextRelease, { recursive: true, force: true });
	}
});
