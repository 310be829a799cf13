// Passing a game to another phone (docs/handoff.md): two browser contexts are two phones.
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.js';
import { appReady, waitForServiceWorkerControl } from './helpers';
import { newGameByValues, turnHeading, playTurns } from './trackerHelpers';

const NAMES = ['Ana', 'Ben', 'Cleo'];

/** A second phone: its own context (storage, service worker), the same device as the test's. */
async function phone(browser: Browser, use: Parameters<Browser['newContext']>[0]): Promise<Page> {
	const context = await browser.newContext(use);
	return context.newPage();
}

/** Sends the open game as a file (a download: this Chromium cannot share files); its text. */
async function sendGame(page: Page): Promise<{ name: string; text: string }> {
	await page.getByRole('button', { name: 'Send this game to another phone' }).click();
	const sheet = page.getByRole('dialog', { name: 'Send this game' });
	await expect(sheet).toBeVisible();
	const download = page.waitForEvent('download');
	await sheet.getByRole('button', { name: 'Send as a file' }).click();
	const file = await download;
	await expect(sheet.getByRole('status')).toHaveText(
		'Saved as a file. Open it on the other phone.'
	);
	await sheet.getByRole('button', { name: 'Close' }).click();
	return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
}

/** Imports a file on the games page. */
async function importFile(page: Page, file: { name: string; text: string }): Promise<void> {
	await page.goto('/games');
	await appReady(page);
	await page.getByLabel('Import games from a file').setInputFiles({
		name: file.name,
		mimeType: 'application/json',
		buffer: Buffer.from(file.text)
	});
}

test.describe('the game file', () => {
	// Sharing and importing do not depend on the screen: the phone project runs them.

	test('a game sent from phone A opens on phone B, plays on there, and comes back', async ({
		page,
		browser,
		contextOptions
	}) => {
		await newGameByValues(page, 'amigo', NAMES);
		await page.getByRole('button', { name: 'Start the game' }).click();
		await playTurns(page, 4);
		await expect(turnHeading(page)).toHaveText('Turn 5: Ben');
		const file = await sendGame(page);
		expect(file.name).toMatch(/^bean-referee-game-\d{4}-\d\d-\d\d-\d{4}\.json$/);

		const b = await phone(browser, contextOptions);
		await importFile(b, file);
		await expect(b.getByRole('status').first()).toHaveText('Imported 1 game.');
		await b.getByRole('link', { name: 'Resume' }).click();
		await appReady(b);
		await expect(turnHeading(b)).toHaveText('Turn 5: Ben');
		// B plays on, then hands the game back: A is behind and continues with B's moves.
		await playTurns(b, 2);
		await expect(turnHeading(b)).toHaveText('Turn 7: Ana');
		const back = await sendGame(b);
		await importFile(page, back);
		await expect(page.getByRole('status').first()).toContainText(
			'1 game here continues with the file’s longer log.'
		);
		await page.getByRole('link', { name: 'Resume' }).click();
		await appReady(page);
		await expect(turnHeading(page)).toHaveText('Turn 7: Ana');
		await b.context().close();
	});

	test('copies that went two ways: both kept, then the players keep the one they choose', async ({
		page,
		browser,
		contextOptions
	}) => {
		await newGameByValues(page, 'amigo', NAMES);
		await page.getByRole('button', { name: 'Start the game' }).click();
		await playTurns(page, 2);
		const file = await sendGame(page);
		const b = await phone(browser, contextOptions);
		await importFile(b, file);
		await expect(b.getByRole('status').first()).toHaveText('Imported 1 game.');

		// A plays one turn, B three: they part after turn 3.
		await playTurns(page, 1);
		await expect(turnHeading(page)).toHaveText('Turn 4: Ana');
		const fromA = await sendGame(page);
		await b.getByRole('link', { name: 'Resume' }).click();
		await appReady(b);
		await playTurns(b, 3);
		await expect(turnHeading(b)).toHaveText('Turn 6: Cleo');

		await importFile(b, fromA);
		const choice = b.getByRole('region', { name: 'This game went two ways' });
		await expect(choice).toBeVisible();
		await expect(choice).toContainText('This phone');
		await expect(choice).toContainText('Turn 6');
		await expect(choice).toContainText('3 entries of its own');
		await expect(choice).toContainText('The other phone');
		await expect(choice).toContainText('Turn 4');
		await expect(choice).toContainText('1 entry of its own');
		// Until they choose, both are listed.
		await expect(b.getByRole('link', { name: 'Resume' })).toHaveCount(2);
		await choice.getByRole('button', { name: 'Keep the other phone’s' }).click();
		await expect(choice.getByRole('status')).toHaveText('Kept the other phone’s version.');
		await expect(b.getByRole('link', { name: 'Resume' })).toHaveCount(1);
		await b.getByRole('link', { name: 'Resume' }).click();
		await appReady(b);
		await expect(turnHeading(b)).toHaveText('Turn 4: Ana');
		// The game kept its id: A's next file continues it on B.
		await playTurns(page, 1);
		await importFile(b, await sendGame(page));
		await expect(b.getByRole('status').first()).toContainText(
			'1 game here continues with the file’s longer log.'
		);
		await b.context().close();
	});

	test('a file shared to the app (share_target) is taken by the service worker and imported @service-worker', async ({
		page,
		browser,
		contextOptions
	}) => {
		await newGameByValues(page, 'amigo', NAMES);
		await page.getByRole('button', { name: 'Start the game' }).click();
		await playTurns(page, 1);
		const file = await sendGame(page);

		const b = await phone(browser, contextOptions);
		await b.goto('/');
		await appReady(b);
		await waitForServiceWorkerControl(b);
		const manifest = await (await b.request.get('/manifest.webmanifest')).json();
		expect(manifest.share_target).toEqual({
			action: '/games/receive',
			method: 'POST',
			enctype: 'multipart/form-data',
			params: {
				files: [{ name: 'game', accept: ['application/json', '.json', 'text/plain', '.txt'] }]
			}
		});
		expect(manifest.file_handlers).toEqual([
			{ action: '/games', accept: { 'application/json': ['.json'], 'text/plain': ['.txt'] } }
		]);
		expect(manifest.launch_handler).toEqual({ client_mode: ['navigate-existing', 'auto'] });
		// What Android's share sheet does: a form post of the file to the share_target's action.
		await b.evaluate((text) => {
			const form = document.createElement('form');
			form.method = 'POST';
			form.action = '/games/receive';
			form.enctype = 'multipart/form-data';
			const input = document.createElement('input');
			input.type = 'file';
			input.name = 'game';
			const files = new DataTransfer();
			files.items.add(new File([text], 'game.txt', { type: 'text/plain' }));
			input.files = files.files;
			form.append(input);
			document.body.append(form);
			form.submit();
		}, file.text);
		await expect(b).toHaveURL(/\/games$/);
		await appReady(b);
		await expect(b.getByRole('status').first()).toHaveText('Imported 1 game.');
		await b.getByRole('link', { name: 'Resume' }).click();
		await appReady(b);
		await expect(turnHeading(b)).toHaveText('Turn 2: Ben');
		// Taken once: opening the page again imports nothing more.
		await b.goto('/games?shared');
		await appReady(b);
		await expect(b.getByRole('link', { name: 'Resume' })).toHaveCount(1);
		await b.context().close();
	});

	test('a refused camera offers the file route, and the file brings the game', async ({
		page,
		contextOptions
	}) => {
		await newGameByValues(page, 'amigo', NAMES);
		await page.getByRole('button', { name: 'Start the game' }).click();
		await playTurns(page, 2);
		const file = await sendGame(page);
		// Phone B has a camera (Chromium's fake one) but the player refused it: no permission is
		// granted and no prompt is answered. The full browser, which asks (and so refuses: Not
		// allowed): the headless shell has no prompt to ask with and says "Not supported".
		const refusing = await chromium.launch({
			executablePath: CHROMIUM_PATH,
			args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream']
		});
		try {
			const b = await (await refusing.newContext(contextOptions)).newPage();
			await b.goto('/');
			await appReady(b);
			await b.getByRole('button', { name: 'Scan a game from another phone' }).click();
			const sheet = b.getByRole('dialog', { name: 'Scan a game' });
			await expect(sheet.getByRole('alert')).toHaveText(
				'The camera may not be used: allow it in the browser’s site settings, or use a file.'
			);
			await sheet.getByLabel('Import the game file').setInputFiles({
				name: file.name,
				mimeType: 'application/json',
				buffer: Buffer.from(file.text)
			});
			await expect(sheet.getByText('The game is here.')).toBeVisible();
			await sheet.getByRole('link', { name: 'Go to the games' }).click();
			await appReady(b);
			await b.getByRole('link', { name: 'Resume' }).click();
			await appReady(b);
			await expect(turnHeading(b)).toHaveText((await turnHeading(page).textContent())!);
		} finally {
			await refusing.close();
		}
	});
});
