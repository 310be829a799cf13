import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady } from './helpers';

// The games list and the home page's card follow the order of play, whatever the clock says
// (docs/architecture.md#storage-schema): a phone whose time was wrong, a dead clock battery.

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 26, 12);

async function play(page: Page, first: string, at: number): Promise<void> {
	await page.clock.setFixedTime(at);
	await page.goto('/games/new');
	await appReady(page);
	await page.getByRole('radio', { name: /AMIGO \(current\)/ }).check();
	await page.getByRole('radio', { name: '3', exact: true }).check();
	for (const [i, name] of [first, 'Noah', 'Lea'].entries()) {
		await page.getByRole('textbox', { name: `Player ${i + 1}`, exact: true }).fill(name);
	}
	// The names are shown isolated (bidi marks), so not an exact match.
	await page.getByRole('radio', { name: first }).check();
	await page.getByRole('button', { name: 'Create the game' }).click();
	await expect(page).toHaveURL(/\/games\/play\?id=/);
	await appReady(page);
}

async function expectOrder(page: Page, firsts: string[]): Promise<void> {
	await page.goto('/games');
	await appReady(page);
	const rows = page.locator('ul.games > li.game');
	await expect(rows).toHaveCount(firsts.length);
	for (const [i, first] of firsts.entries()) await expect(rows.nth(i)).toContainText(first);
	await page.goto('/');
	await appReady(page);
	await expect(page.getByRole('link', { name: /^Continue: Bohnanza/ })).toContainText(firsts[0]!);
}

test('the clock set back a day and ahead a year does not reorder the games played', async ({
	page
}) => {
	await play(page, 'Ada', NOW);
	// Back a day: the game played after Ada's is listed first, and the home card leads to it.
	await play(page, 'Ben', NOW - DAY);
	await expectOrder(page, ['Ben', 'Ada']);
	// A year ahead, then right again: the last game played is first each time.
	await play(page, 'Cleo', NOW + 365 * DAY);
	await expectOrder(page, ['Cleo', 'Ben', 'Ada']);
	await play(page, 'Dan', NOW + 60_000);
	await expectOrder(page, ['Dan', 'Cleo', 'Ben', 'Ada']);
	// Ada's game started while the clock is a year ahead, then Ben's with the clock right: Ben's
	// is first, and each game shows the day its clock gave.
	await page.clock.setFixedTime(NOW + 365 * DAY);
	await start(page, 'Ada');
	await page.clock.setFixedTime(NOW + 120_000);
	await start(page, 'Ben');
	await expectOrder(page, ['Ben', 'Ada', 'Dan', 'Cleo']);
	await page.goto('/games');
	await appReady(page);
	await expect(page.locator('ul.games > li.game', { hasText: 'Ben' })).toContainText(
		'Nov 25, 2026'
	);
	await expect(page.locator('ul.games > li.game', { hasText: 'Cleo' })).toContainText(
		'Nov 26, 2027'
	);
});

async function start(page: Page, first: string): Promise<void> {
	await page.goto('/games');
	await appReady(page);
	await page.locator('ul.games > li.game', { hasText: first }).getByRole('link').first().click();
	await appReady(page);
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page.getByRole('button', { name: 'Start the game' })).toHaveCount(0);
}
