import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, expectConsole, test } from './fixtures';
import {
	appReady,
	expectNoAxeViolations,
	setDiskFull,
	simulateFullDisk,
	deliberateGap
} from './helpers';
import { seedGames } from '../../scripts/bench/seed.js';
import { newGame, newGameByValues, startedGame, turnHeading } from './trackerHelpers';

/** After the first quota error, as Chromium does on a full disk, the connection is closed under
 * the app: every new transaction throws InvalidStateError ("The database connection is closing"). */
async function closeConnectionAfterQuota(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const original = IDBDatabase.prototype.transaction;
		IDBDatabase.prototype.transaction = function (
			this: IDBDatabase,
			...args: Parameters<IDBDatabase['transaction']>
		) {
			if ((window as unknown as { __closing?: boolean }).__closing) {
				throw new DOMException('The database connection is closing.', 'InvalidStateError');
			}
			return original.apply(this, args);
		};
	});
}

test('a real full disk fails writes with an I/O error, not a quota error: the app asks the browser and names it full', async ({
	page
}) => {
	// What a filled disk does in Chromium: the write fails with UnknownError, and the browser's
	// estimate leaves (almost) nothing for the app.
	await page.addInitScript(() => {
		const w = window as unknown as { __ioError?: boolean };
		const store = IDBObjectStore.prototype;
		for (const method of ['put', 'add'] as const) {
			const original = store[method];
			store[method] = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
				if (w.__ioError)
					throw new DOMException('An internal error was encountered.', 'UnknownError');
				return original.apply(this, args);
			};
		}
		const estimate = navigator.storage.estimate.bind(navigator.storage);
		navigator.storage.estimate = async () =>
			w.__ioError ? { usage: 4_000_000_000, quota: 4_000_200_000 } : estimate();
	});
	await startedGame(page);
	await page.evaluate(() => ((window as unknown as { __ioError: boolean }).__ioError = true));
	await page.getByRole('button', { name: 'Next turn: Noah' }).click();
	const alert = page.getByRole('alert');
	await expect(alert).toContainText('The device’s storage is full');
	await expect(alert.getByRole('button', { name: 'Download a backup now' })).toBeVisible();
	await expect(turnHeading(page)).toHaveText('Turn 1: Mia');
});

test('a full disk is named as one, over repeated taps, with a backup of the game to download', async ({
	page,
	browser
}) => {
	await simulateFullDisk(page);
	await closeConnectionAfterQuota(page);
	// The connection the test closes after the quota error: Dexie says it opens it again.
	expectConsole(/^console\.warning: Dexie: Need to reopen db /);
	const id = await startedGame(page);
	await page.getByRole('button', { name: 'Next turn: Noah' }).click();
	await expect(turnHeading(page)).toHaveText('Turn 2: Noah');

	await setDiskFull(page, true);
	// A player's pace: a second tap within half a second counts once (state/repeatTap.ts).
	await deliberateGap(page);
	await page.getByRole('button', { name: 'Next turn: Lea' }).click();
	const alert = page.getByRole('alert');
	await expect(alert).toContainText('The device’s storage is full');
	await expect(alert.getByRole('button', { name: 'Download a backup now' })).toBeVisible();
	await expect(turnHeading(page)).toHaveText('Turn 2: Noah');
	await expectNoAxeViolations(page);

	// The browser closes the connection; the next taps fail differently, but the disk is still full.
	await page.evaluate(() => ((window as unknown as { __closing: boolean }).__closing = true));
	for (let tap = 0; tap < 5; tap++) {
		await deliberateGap(page);
		await page.getByRole('button', { name: 'Next turn: Lea' }).click();
		await expect(alert).toContainText('The device’s storage is full');
	}
	await expect(alert).not.toContainText('does not let the app store anything');
	await expect(alert).not.toContainText('private mode');
	await expect(turnHeading(page)).toHaveText('Turn 2: Noah');

	// The backup is built from memory (reading the database fails here too) and holds the game.
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		alert.getByRole('button', { name: 'Download a backup now' }).click()
	]);
	expect(download.suggestedFilename()).toMatch(/^bean-referee-games-\d{4}-\d{2}-\d{2}\.json$/);
	const file = JSON.parse(readFileSync((await download.path())!, 'utf8'));
	expect(file.format).toBe('bean-referee-games');
	expect(file.games).toHaveLength(1);
	expect(file.games[0].id).toBe(id);
	expect(file.games[0].setup.players.map((p: { name: string }) => p.name)).toEqual([
		'Mia',
		'Noah',
		'Lea'
	]);
	expect(file.games[0].events.map((e: { type: string }) => e.type)).toEqual([
		'game-started',
		'turn-advanced'
	]);

	// The backup restores on another device: Noah's turn, as it was saved.
	const other = await browser.newContext();
	try {
		const restored = await other.newPage();
		await restored.goto('/games');
		await appReady(restored);
		await restored.getByLabel('Import games from a file').setInputFiles((await download.path())!);
		await expect(restored.getByText(/^Imported 1 game/)).toBeVisible();
		await restored.goto(`/games/play?id=${id}`);
		await appReady(restored);
		await expect(turnHeading(restored)).toHaveText('Turn 2: Noah');
	} finally {
		await other.close();
	}
});

test('the backup also holds the stored games when they can still be read', async ({ page }) => {
	await simulateFullDisk(page);
	await newGame(page, {
		edition: /AMIGO \(current\)/,
		names: ['Ann', 'Ben', 'Eva'],
		chosen: 'Ann'
	});
	const first = new URL(page.url()).searchParams.get('id');
	const second = await startedGame(page);
	await setDiskFull(page, true);
	await page.getByRole('button', { name: 'Next turn: Noah' }).click();
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('button', { name: 'Download a backup now' }).click()
	]);
	const file = JSON.parse(readFileSync((await download.path())!, 'utf8'));
	expect(file.games.map((g: { id: string }) => g.id).sort()).toEqual([first, second].sort());
});

test('a database gone between visits is said plainly, with the way to restore a backup', async ({
	context
}) => {
	const page = await context.newPage();
	const id = await startedGame(page);
	// Keep a backup the way a player would: "Export all games" on the games page.
	await page.goto('/games');
	await appReady(page);
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('button', { name: 'Export all games' }).click()
	]);
	const backup = readFileSync((await download.path())!, 'utf8');
	await page.close();

	// The browser loses the database (cleared, or dropped as corrupt); localStorage stays.
	const other = await context.newPage();
	// A document of the app's origin that opens no database. Being an SVG, it names no icon, so
	// the browser may ask for /favicon.ico, which the app does not have (a 404 in the console,
	// depending on how soon the next navigation comes: once in a fresh-clone run).
	expectConsole(/favicon\.ico/);
	await other.goto('/favicon.svg');
	await other.evaluate(
		() =>
			new Promise<void>((resolve, reject) => {
				const request = indexedDB.deleteDatabase('bean-referee');
				request.onsuccess = () => resolve();
				request.onerror = () => reject(request.error);
			})
	);

	await other.goto(`/games/play?id=${id}`);
	await appReady(other);
	await expect(
		other.getByText('This game was saved on this device, but the browser no longer')
	).toBeVisible();
	await expect(other.getByText('This game does not exist on this device')).toHaveCount(0);
	await expectNoAxeViolations(other);
	await other.getByRole('link', { name: 'Restore from a backup file' }).click();
	await expect(other).toHaveURL(/\/games$/);
	await appReady(other);
	// The game's second copy (docs/architecture.md#the-second-copy) survived: the notice says
	// the storage lost it and offers it back; a backup file is the other way.
	await expect(other.getByRole('alert')).toContainText(
		'A second copy of 1 game is kept on this device, apart from the storage that lost it.'
	);

	await other.getByLabel('Import games from a file').setInputFiles({
		name: 'backup.json',
		mimeType: 'application/json',
		buffer: Buffer.from(backup)
	});
	await expect(other.getByText(/^Imported 1 game/)).toBeVisible();
	await other.goto(`/games/play?id=${id}`);
	await appReady(other);
	await expect(turnHeading(other)).toHaveText('Turn 1: Mia');
	await expect(other.getByText('The games saved on this device are gone')).toHaveCount(0);
	await expect(other.getByText('A second copy of 1 game')).toHaveCount(0);
});

test('a first visit, with no games ever saved, says nothing about lost games', async ({ page }) => {
	await page.goto('/games/play?id=nope');
	await appReady(page);
	await expect(page.getByText('This game does not exist on this device')).toBeVisible();
	await expect(page.getByText('no longer has')).toHaveCount(0);
});

test('creating games does not ask to keep the data (a finished game does: keep.spec.ts); settings show the answer and the space', async ({
	page
}) => {
	await page.addInitScript(() => {
		const storage = navigator.storage;
		Object.defineProperty(storage, 'persist', {
			value: async () => {
				localStorage.setItem('test-persisted', '1');
				return true;
			}
		});
		Object.defineProperty(storage, 'persisted', {
			value: async () => localStorage.getItem('test-persisted') === '1'
		});
		Object.defineProperty(storage, 'estimate', {
			value: async () => ({ usage: 2_500_000, quota: 1e9 })
		});
	});
	await page.goto('/settings');
	await appReady(page);
	await expect(page.getByText('may clear the app’s data')).toBeVisible();
	await newGameByValues(page, 'amigo', ['Mia', 'Noah', 'Ida']);
	await newGameByValues(page, 'amigo', ['Lea', 'Ben', 'Eva']);
	await page.goto('/settings');
	await appReady(page);
	await expect(page.getByText('may clear the app’s data')).toBeVisible();
	await expect(page.getByText('The app’s data takes about 2.5 MB on this device.')).toBeVisible();
	expect(await page.evaluate(() => localStorage.getItem('test-persisted'))).toBeNull();
});

test('a 20,000-event game opens on its latest entries and shows every entry on request', async ({
	page
}) => {
	test.setTimeout(120_000);
	await page.goto('/games');
	await appReady(page);
	await seedGames(page, 1, 20_000, { id: 'long-game' });
	await page.goto('/games/play?id=long-game');
	await appReady(page);
	const entries = page.locator('ol.log > li');
	await expect(entries).toHaveCount(30);
	// Newest first: event 20,000 is a turn (every fifth event), numbered 20,000 in the list.
	await expect(entries.first()).toHaveText(/^Turn 4001: \u2068?Noah\u2069?\.\s*$/);
	await page.getByRole('button', { name: 'Show 50 more entries' }).click();
	await expect(entries).toHaveCount(80);
	await page.getByRole('button', { name: 'Show all 20,000 entries' }).click();
	await expect(entries).toHaveCount(20_000, { timeout: 30_000 });
	await expect(entries.last()).toHaveText(/^The game started; \u2068?Mia\u2069? begins\.\s*$/);
	await expect(page.locator('div.log')).toHaveAttribute('aria-busy', 'false');
	await expect(page.getByRole('button', { name: /^Show all/ })).toHaveCount(0);
});
