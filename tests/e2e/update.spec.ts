import { expect, test } from './fixtures';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticServer } from '../../scripts/serve.js';
import { appReady, tapper, waitForServiceWorkerControl } from './helpers';

// About the service worker: every test here lets the app register it (fixtures.ts).
test.use({ serviceWorkers: 'allow' });

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
		/\{url:"index\.html",revision:"[0-9a-f]+"\}/,
		'{url:"index.html",revision:"next-release"}'
	);
	expect(updated, 'sw.js precaches index.html with a revision').not.toBe(sw);
	writeFileSync(swPath, updated);
	return dir;
}

test('a new version waits for the reload prompt and keeps the open game', async ({ page }) => {
	const nextRelease = makeNextRelease();
	let root = 'build';
	const server = createStaticServer(() => root);
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const base = `http://localhost:${(server.address() as AddressInfo).port}`;
	const turn = page.getByRole('heading', { level: 2, name: /^Turn \d+:/ });
	try {
		await page.goto(`${base}/games/new`);
		await appReady(page);
		await waitForServiceWorkerControl(page);
		await page.getByRole('radio', { name: /AMIGO \(current\)/ }).check();
		await page.getByRole('radio', { name: '3', exact: true }).check();
		for (const [i, name] of ['Mia', 'Noah', 'Lea'].entries()) {
			await page.getByRole('textbox', { name: `Player ${i + 1}`, exact: true }).fill(name);
		}
		await page.getByRole('radio', { name: 'Mia', exact: true }).check();
		await page.getByRole('button', { name: 'Create the game' }).click();
		await page.getByRole('button', { name: 'Start the game' }).click();
		// Turns are tapped at a player's pace (a second tap within half a second counts once).
		const taps = tapper(page);
		await taps.tap(page.getByRole('button', { name: 'Next turn: Noah' }));
		await expect(turn).toHaveText('Turn 2: Noah');
		const gameUrl = page.url();

		// The new release is deployed; the open page learns of it when it checks for updates.
		root = nextRelease;
		await page.evaluate(async () => {
			const registration = await navigator.serviceWorker.getRegistration();
			await registration?.update();
		});
		const prompt = page.getByRole('status').filter({ hasText: 'new version' });
		await expect(prompt).toBeVisible({ timeout: 15_000 });
		// Until the user accepts, the old version keeps running and the game can go on.
		await taps.tap(page.getByRole('button', { name: 'Next turn: Lea' }));
		await expect(turn).toHaveText('Turn 3: Lea');

		await page.evaluate(
			() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true)
		);
		await prompt.getByRole('button', { name: 'Reload' }).click();
		// Accepting reloads the page once, into the new version, on the same game.
		await expect
			.poll(
				// While the reload is under way the old page's context is gone: still "before".
				() => page.evaluate(() => 'beforeUpdate' in window).catch(() => true),
				{ timeout: 15_000 }
			)
			.toBe(false);
		await appReady(page);
		expect(page.url()).toBe(gameUrl);
		await expect(turn).toHaveText('Turn 3: Lea');
		// The new service worker serves the new release's pages from its cache.
		await expect
			.poll(() =>
				page
					.evaluate(async () => (await (await fetch('/')).text()).includes('name="release"'))
					.catch(() => false)
			)
			.toBe(true);
	} finally {
		server.close();
		rmSync(nextRelease, { recursive: true, force: true });
	}
});
