// A real full disk: the browser's profile on a small tmpfs (a file system in memory, mounted for
// this test: it needs root, as CI has), filled to its last byte while a game is open. A tap then
// says the storage is full (not "saving failed", not "the connection was lost") and shows nothing
// as saved; after space is freed and the browser restarted the game is back with every turn that
// was saved, from the database or, where the browser lost it, from the second copy.
// Production build, the suite's Chromium; desktop only (storage, not layout).
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { expect, expectConsole, test, watch } from './fixtures';
import commonEn from '../../src/lib/i18n/messages/common/en';
import gamesEn from '../../src/lib/i18n/messages/games/en';
import { BASE_TEXT } from '../hostile/corpus';
import { CHROMIUM_ARGS, SUITE_CHROMIUM_PATH } from '../../scripts/chromium.js';
import { appReady, deliberateGap } from './helpers';
import { dumpDatabase, storedEvents } from './idb';
import { startedGame, turnHeading } from './trackerHelpers';

const MOUNT = `/tmp/bean-referee-full-disk-${process.pid}`;
// Room for the profile and a game, with some to spare: filled at once after.
const SIZE = '48m';

/** Mounts the tmpfs: this needs root, as CI has (README.md, "Run and test it"). */
function mountDisk(): void {
	mkdirSync(MOUNT, { recursive: true });
	try {
		execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${SIZE}`, 'tmpfs', MOUNT], { stdio: 'pipe' });
	} catch (error) {
		const said = String((error as { stderr?: unknown }).stderr ?? error).trim();
		throw new Error(`full-disk.spec mounts a tmpfs at ${MOUNT}, which needs root: ${said}`, {
			cause: error
		});
	}
}

/** Writes files until the file system refuses a single byte. */
function fillDisk(): void {
	let n = 0;
	for (let size = 1024 * 1024; size >= 1; size = Math.floor(size / 2)) {
		for (;;) {
			try {
				writeFileSync(`${MOUNT}/filler-${n++}`, Buffer.alloc(size));
			} catch {
				break;
			}
		}
	}
}

/** Frees `bytes` of a filled disk (a filler of 1 MiB cut short): what a browser frees of its own
 * on a full disk (a journal, a cache file). */
function freeSome(bytes: number): void {
	const filler = readdirSync(MOUNT).find(
		(name) => name.startsWith('filler-') && statSync(`${MOUNT}/${name}`).size === 1024 * 1024
	)!;
	truncateSync(`${MOUNT}/${filler}`, 1024 * 1024 - bytes);
}

/** Runs `work` with the browser's profile on the small disk, mounted for it and gone after. The
 * database's connection closes at a failed write; Dexie says so when it reopens. */
async function onSmallDisk(work: () => Promise<void>): Promise<void> {
	test.setTimeout(120_000);
	mountDisk();
	expectConsole(/Dexie: Workaround for Chrome UnknownError on open\(\)/);
	try {
		await work();
	} finally {
		execFileSync('umount', ['-l', MOUNT]);
		rmSync(MOUNT, { recursive: true, force: true });
	}
}

function freeDisk(): void {
	for (const name of readdirSync(MOUNT)) if (name.startsWith('filler-')) rmSync(`${MOUNT}/${name}`);
}

async function launch(baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
	const context = watch(
		await chromium.launchPersistentContext(`${MOUNT}/profile`, {
			executablePath: SUITE_CHROMIUM_PATH,
			args: CHROMIUM_ARGS,
			baseURL,
			serviceWorkers: 'block'
		})
	);
	return { context, page: context.pages()[0] ?? (await context.newPage()) };
}

test('a full disk: the tap says the storage is full; freed and restarted, the game is back whole', async ({
	baseURL
}) => {
	await onSmallDisk(async () => {
		let { context, page } = await launch(baseURL!);
		const id = await startedGame(page);
		for (const name of ['Noah', 'Lea']) {
			await deliberateGap(page);
			await page.getByRole('button', { name: /^Next turn/ }).click();
			await expect(turnHeading(page)).toHaveText(new RegExp(`: ${name}$`));
		}
		const saved = storedEvents(await dumpDatabase(page, 'bean-referee'), id);
		expect(saved).toHaveLength(3);

		fillDisk();
		// Two taps on the full disk: the first fails the write, the second finds the connection
		// closed and the database unable to open again. Both say why, and neither is shown.
		for (let tap = 0; tap < 2; tap++) {
			await deliberateGap(page);
			await page.getByRole('button', { name: 'Next turn: Mia' }).click();
			await expect(page.getByRole('alert').filter({ hasText: /storage|Saving/ })).toContainText(
				commonEn.storageFull
			);
			await expect(turnHeading(page)).toHaveText('Turn 3: Lea');
		}
		await context.close();

		freeDisk();
		({ context, page } = await launch(baseURL!));
		await page.goto('/');
		await appReady(page);
		// The database as the browser kept it, or lost (then the second copy is offered).
		const offer = page.getByText(commonEn.copyOffer(1));
		const resume = page.getByRole('link', { name: /^Continue/ });
		await expect(offer.or(resume).first()).toBeVisible();
		if (await offer.isVisible()) {
			test.info().annotations.push({ type: 'database', description: 'lost: restored' });
			await page.getByRole('button', { name: commonEn.copyRestore }).click();
			await expect(page.getByText(commonEn.copyRestored(1))).toBeVisible();
		}
		expect(storedEvents(await dumpDatabase(page, 'bean-referee'), id)).toEqual(saved);
		await page.goto(`/games/play?id=${id}`);
		await appReady(page);
		await expect(turnHeading(page)).toHaveText('Turn 3: Lea');
		await context.close();
	});
});

// On a disk this full Chromium refuses to make the app's probe file (copies.ts, roomToWrite) with
// InvalidStateError, not as over quota, which the app took for "saving failed" (as it once did in
// CI on the tap of the test above).
test('a disk with 4 KB left: an import that does not fit says the storage is full, and stores nothing', async ({
	baseURL
}) => {
	await onSmallDisk(async () => {
		const { context, page } = await launch(baseURL!);
		await page.goto('/games');
		await appReady(page);
		// A backup of 300 games (about 600 KB): more than the disk has left.
		const file = JSON.parse(BASE_TEXT) as { games: { id: string }[] };
		const game = file.games[0]!;
		file.games = Array.from({ length: 300 }, (_, i) => ({ ...game, id: `many-${i}` }));
		fillDisk();
		freeSome(4096);
		await page.getByLabel(gamesEn.importGames).setInputFiles({
			name: 'backup.json',
			mimeType: 'application/json',
			buffer: Buffer.from(JSON.stringify(file))
		});
		await expect(page.getByRole('alert').filter({ hasText: /storage|Saving/ })).toContainText(
			commonEn.storageFull
		);
		freeDisk();
		const games = (await dumpDatabase(page, 'bean-referee')).stores.find((s) => s.name === 'games');
		expect(games?.records ?? []).toEqual([]);
		await context.close();
	});
});
