// Keeping the games where the browser may clear them (docs/architecture.md#keeping-the-data):
// after a finished game the app asks once for persistent storage and shows the answer; where
// the browser does not keep the data it offers a backup, at most once a week.
import { type Page } from '@playwright/test';
import { expect, movableClock, test } from './fixtures';
import { appReady } from './helpers';
import { harvest, newGameByValues, ranOut } from './trackerHelpers';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 26, 20);

/** The browser's answer to navigator.storage.persist(), and how often it was asked. */
async function storageAnswers(page: Page, grants: boolean): Promise<void> {
	await page.addInitScript((grants) => {
		const kept = () => localStorage.getItem('test-persisted') === '1';
		Object.defineProperty(navigator.storage, 'persisted', { value: async () => kept() });
		Object.defineProperty(navigator.storage, 'persist', {
			value: async () => {
				localStorage.setItem(
					'test-persist-asked',
					String(Number(localStorage.getItem('test-persist-asked') ?? 0) + 1)
				);
				if (grants) localStorage.setItem('test-persisted', '1');
				return kept();
			}
		});
	}, grants);
}

const asked = (page: Page) =>
	page.evaluate(() => Number(localStorage.getItem('test-persist-asked') ?? 0));

/** Plays a 3-player AMIGO game to its end (three run-outs, the final harvest, the winner). */
async function finishGame(page: Page, at: number): Promise<void> {
	// The clock the taps move (movableClock) is installed first: installed after the fixed time,
	// it would start from the machine's time, and the offer would be dated today, not `at`.
	await movableClock(page);
	await page.clock.setFixedTime(at);
	await newGameByValues(page, 'amigo', ['Mia', 'Noah', 'Lea']);
	await page.getByRole('button', { name: 'Start the game' }).click();
	await ranOut(page, 'drawing');
	await ranOut(page, 'trading');
	await ranOut(page, 'drawing');
	await harvest(page, 'Mia', 8);
	await harvest(page, 'Noah', 6);
	await harvest(page, 'Lea', 5);
	await page.getByRole('button', { name: 'Show the winner' }).click();
	await expect(page.getByText('Mia wins with 8 coins!')).toBeVisible();
}

const offer = (page: Page) => page.getByTestId('keep-offer');

test('where the browser may clear the data, a backup is offered after a finished game, once a week', async ({
	page
}) => {
	test.setTimeout(120_000);
	await storageAnswers(page, false);
	await page.goto('/');
	await appReady(page);
	expect(await asked(page)).toBe(0);
	await finishGame(page, NOW);
	await expect(offer(page)).toContainText('This browser may clear the games stored here');
	expect(await asked(page)).toBe(1);
	// The offer's button downloads the backup file of every game.
	const download = page.waitForEvent('download');
	await offer(page).getByRole('button', { name: 'Download a backup now' }).click();
	expect((await download).suggestedFilename()).toMatch(/\.json$/);
	// A day later: no offer; the browser is not asked again.
	await finishGame(page, NOW + DAY);
	await expect(page.getByRole('heading', { name: 'Result' })).toBeVisible();
	await expect(offer(page)).toHaveCount(0);
	// Eight days after the first: offered again. A finished game opened later shows none.
	await finishGame(page, NOW + 8 * DAY);
	await expect(offer(page)).toBeVisible();
	await page.reload();
	await appReady(page);
	await expect(page.getByRole('heading', { name: 'Result' })).toBeVisible();
	await expect(offer(page)).toHaveCount(0);
	expect(await asked(page)).toBe(1);
});

test('where the browser grants persistence, the result is shown and no backup offered', async ({
	page
}) => {
	test.setTimeout(90_000);
	await storageAnswers(page, true);
	await finishGame(page, NOW);
	await expect(page.getByTestId('keep-persisted')).toHaveText(
		'Your browser will keep the games on this device, even when space runs low.'
	);
	await expect(offer(page)).toHaveCount(0);
	expect(await asked(page)).toBe(1);
	// The settings say so too.
	await page.goto('/settings');
	await appReady(page);
	await expect(
		page.getByText('This browser keeps the app’s data even when space runs low.')
	).toBeVisible();
});
