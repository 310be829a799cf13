// Focus follows the question (docs/architecture.md#taps-back-and-focus): a question that appears
// (deleting a game, copies that went two ways) takes the focus on its first choice, Escape closes
// it (the copies stay undecided: both are kept), and the focus goes back where it was. Sizes are
// set per case on one project (desktop: playwright.config.ts keeps this spec off the phone).
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, expectNoAxeViolations } from './helpers';
import trackerEn from '../../src/lib/i18n/messages/tracker/en';
import type { GameEvent } from '../../src/lib/tracker/events';
import { exportText, type StoredGame } from '../../src/lib/tracker/exportFile';
import { EXPORTED_AT, MORE_GAMES } from '../hostile/corpus';

const seeded = MORE_GAMES[2]!; // AMIGO 1997, 5 players, started, two turns
/** The seeded game that went another way after its second event. */
const diverging: StoredGame = {
	...seeded,
	updatedAt: seeded.updatedAt + 5000,
	events: [
		...seeded.events.slice(0, 2),
		{ at: seeded.updatedAt + 1000, event: { type: 'pile-ran-out', phase: 'draw' } as GameEvent }
	]
};

async function importFile(page: Page, name: string, text: string) {
	await page.getByLabel(trackerEn.importGames).setInputFiles({
		name,
		mimeType: 'application/json',
		buffer: Buffer.from(text)
	});
}

async function gamesPage(page: Page) {
	await page.goto('/games');
	await appReady(page);
}

test.use({ locale: 'en-US', viewport: { width: 360, height: 740 } });

test('deleting a game asks with the focus on "yes"; Escape closes the question and gives the focus back', async ({
	page
}) => {
	await gamesPage(page);
	await importFile(page, 'seed.json', exportText([seeded], EXPORTED_AT));
	await expect(page.locator('li.game')).toHaveCount(1);
	const del = page.getByRole('button', { name: trackerEn.deleteGame });
	await del.focus();
	await page.keyboard.press('Enter');
	const question = page.locator('li.game [role="group"]');
	await expect(question).toBeVisible();
	await expect(question.getByRole('button', { name: trackerEn.deleteYes })).toBeFocused();
	await expectNoAxeViolations(page);
	await page.keyboard.press('Escape');
	await expect(question).toHaveCount(0);
	await expect(page.locator('li.game')).toHaveCount(1);
	await expect(page.getByRole('button', { name: trackerEn.deleteGame })).toBeFocused();
	// Cancel does the same.
	await page.keyboard.press('Enter');
	await question.getByRole('button', { name: trackerEn.cancel }).click();
	await expect(question).toHaveCount(0);
	await expect(page.getByRole('button', { name: trackerEn.deleteGame })).toBeFocused();
});

test('copies that went two ways: the choice takes the focus; Escape keeps both and gives the focus back', async ({
	page
}) => {
	await gamesPage(page);
	await importFile(page, 'seed.json', exportText([seeded], EXPORTED_AT));
	await expect(page.locator('li.game')).toHaveCount(1);
	const input = page.getByLabel(trackerEn.importGames);
	await input.focus();
	await importFile(page, 'diverging.json', exportText([diverging], EXPORTED_AT));
	const choice = page.getByRole('region', { name: 'This game went two ways' });
	await expect(choice).toBeVisible();
	await expect(choice.getByRole('button').first()).toBeFocused();
	await expect(choice.getByRole('button').first()).toHaveText('Keep this phone’s');
	await expectNoAxeViolations(page);
	await page.keyboard.press('Escape');
	await expect(choice).toHaveCount(0);
	// Undecided: both versions are still listed, neither was set aside.
	await expect(page.locator('li.game')).toHaveCount(2);
	await expect(page.getByRole('button', { name: trackerEn.undoDelete })).toHaveCount(0);
	await expect(input).toBeFocused();
});
