// Focus follows the question (docs/architecture.md#taps-back-and-focus): a question that appears
// (deleting a game, copies that went two ways) takes the focus on its first choice, Escape closes
// it (the copies stay undecided: both are kept), and the focus goes back where it was. And a game
// reopened in its final harvest with text at 200 % on a phone: the first player's Save is not
// under the fixed bottom bar. Positions are read as the page is (nothing scrolls it for the test).
// Sizes are set per case on one project (desktop: playwright.config.ts keeps this spec off the
// phone).
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, expectNoAxeViolations } from './helpers';
import trackerEn from '../../src/lib/i18n/messages/tracker/en';
import gamesEn from '../../src/lib/i18n/messages/games/en';
import type { GameEvent } from '../../src/lib/tracker/events';
import { exportText, type ExportedGame } from '../../src/lib/tracker/exportFile';
import { EXPORTED_AT, MORE_GAMES } from '../hostile/corpus';
import { amigoGame } from './trackerHelpers';

const NAMES = ['Ada', 'Bartholomäus', 'Cléo', 'Dan'];

/** A backup file with one AMIGO game of four in its final harvest (`focus-harvest`). */
function harvestBackup(): string {
	const at = Date.now() - 86_400_000;
	const ranOut: GameEvent = { type: 'pile-ran-out', phase: 'draw' };
	const events: GameEvent[] = [{ type: 'game-started' }, ranOut, ranOut, ranOut];
	return exportText([amigoGame('focus-harvest', at, NAMES, events)], new Date(at).toISOString());
}

const seeded = MORE_GAMES[2]!; // AMIGO 1997, 5 players, started, two turns
/** The seeded game that went another way after its second event. */
const diverging: ExportedGame = {
	...seeded,
	updatedAt: seeded.updatedAt + 5000,
	events: [
		...seeded.events.slice(0, 2),
		{ at: seeded.updatedAt + 1000, event: { type: 'pile-ran-out', phase: 'draw' } as GameEvent }
	]
};

async function importFile(page: Page, name: string, text: string) {
	await page.getByLabel(gamesEn.importGames).setInputFiles({
		name,
		mimeType: 'application/json',
		buffer: Buffer.from(text)
	});
}

async function gamesPage(page: Page) {
	await page.goto('/games');
	await appReady(page);
}

/** Waits until a new viewport size (or text size) has been laid out and painted. */
async function settle(page: Page) {
	await page.evaluate(
		() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
	);
}

test.use({ locale: 'en-US', viewport: { width: 360, height: 740 } });

test('deleting a game asks with the focus on "yes"; Escape closes the question and gives the focus back', async ({
	page
}) => {
	await gamesPage(page);
	await importFile(page, 'seed.json', exportText([seeded], EXPORTED_AT));
	await expect(page.locator('li.game')).toHaveCount(1);
	const del = page.getByRole('button', { name: gamesEn.deleteGame });
	await del.focus();
	await page.keyboard.press('Enter');
	const question = page.locator('li.game [role="group"]');
	await expect(question).toBeVisible();
	await expect(question.getByRole('button', { name: gamesEn.deleteYes })).toBeFocused();
	await expectNoAxeViolations(page);
	await page.keyboard.press('Escape');
	await expect(question).toHaveCount(0);
	await expect(page.locator('li.game')).toHaveCount(1);
	await expect(page.getByRole('button', { name: gamesEn.deleteGame })).toBeFocused();
	// Cancel does the same.
	await page.keyboard.press('Enter');
	await question.getByRole('button', { name: trackerEn.cancel }).click();
	await expect(question).toHaveCount(0);
	await expect(page.getByRole('button', { name: gamesEn.deleteGame })).toBeFocused();
});

test('copies that went two ways: the choice takes the focus; Escape keeps both and gives the focus back', async ({
	page
}) => {
	await gamesPage(page);
	await importFile(page, 'seed.json', exportText([seeded], EXPORTED_AT));
	await expect(page.locator('li.game')).toHaveCount(1);
	const input = page.getByLabel(gamesEn.importGames);
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
	await expect(page.getByRole('button', { name: gamesEn.undoDelete })).toHaveCount(0);
	await expect(input).toBeFocused();
});

for (const locale of ['en-US', 'de-DE', 'fr-FR']) {
	test.describe(locale, () => {
		test.use({ locale });

		test('a game reopened in its final harvest at 200 % text: the first Save is not under the bar', async ({
			page
		}) => {
			await gamesPage(page);
			await page
				.locator('input[type="file"]')
				.first()
				.setInputFiles({
					name: 'games.json',
					mimeType: 'application/json',
					buffer: Buffer.from(harvestBackup())
				});
			await expect(page.locator('li.game')).toHaveCount(1);
			// Text at 200 %: the browser's default font size, as Chrome's and Android's text size
			// sets it.
			const cdp = await page.context().newCDPSession(page);
			await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
			await page.goto('/games/play?id=focus-harvest');
			await appReady(page);
			await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
			const save = page.locator('form.player').first().locator('button[type="submit"]');
			await expect(save).toBeAttached();
			// The page lands once it has laid out (two frames); then a finger anywhere on the first
			// Save, its top edge to its bottom edge, touches the Save itself, not a fixed bar.
			await settle(page);
			await expect(() =>
				expect(
					save.evaluate((el) => {
						const r = el.getBoundingClientRect();
						const x = r.left + r.width / 2;
						const mine = (y: number) => {
							const hit = document.elementFromPoint(x, y);
							return !!hit && el.contains(hit);
						};
						return r.top >= 0 && mine(r.top + 2) && mine(r.bottom - 2)
							? 'in reach'
							: `${Math.round(r.top)}-${Math.round(r.bottom)} of ${window.innerHeight}, under ${document.elementFromPoint(x, r.bottom - 2)?.closest('[class]')?.className}`;
					})
				).resolves.toBe('in reach')
			).toPass({ timeout: 3000 });
			await expectNoAxeViolations(page);
		});
	});
}
