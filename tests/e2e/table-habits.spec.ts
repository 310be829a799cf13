// What a table does outside the single-tap path: a nervous double tap, the Back button with a
// sheet open, a keyboard instead of a finger, a reload (docs/architecture.md#taps-back-and-focus).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { appReady } from './helpers';
import { newGame } from './trackerHelpers';

const NAMES = ['Ada', 'Ben', 'Cleo', 'Dan'];

/** A started 4-player AMIGO game, Ada first. */
async function startedGame(page: Page) {
	await newGame(page, { edition: /AMIGO, current/, names: NAMES, chosen: 'Ada' });
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(turnHeading(page)).toHaveText('Turn 1: Ada');
}

const turnHeading = (page: Page) => page.locator('#turn-heading');

/**
 * Two taps on `target` by the pointer (not Playwright's click, which waits for the button), `gap`
 * ms apart as the page's clock sees them. Returns the gap the page measured between the two
 * pointer-downs, so a test can say which kind of tap pair it made even on a loaded machine.
 */
async function twoTaps(page: Page, target: Locator, gap: number): Promise<number> {
	await page.evaluate(() => {
		const w = window as unknown as { downs?: number[] };
		if (!w.downs) {
			addEventListener('pointerdown', (e) => w.downs!.push(e.timeStamp), { capture: true });
		}
		w.downs = [];
	});
	const box = (await target.boundingBox())!;
	const x = box.x + box.width / 2;
	const y = box.y + box.height / 2;
	await page.mouse.click(x, y);
	await page.waitForTimeout(gap);
	await page.mouse.click(x, y);
	const downs = await page.evaluate(() => (window as unknown as { downs: number[] }).downs);
	expect(downs).toHaveLength(2);
	return downs[1]! - downs[0]!;
}

test.describe('taps that mean what the player meant', () => {
	test.skip(({ isMobile }) => !isMobile, 'a phone habit: the phone project plays it');

	test('a double tap on Next turn plays one turn; two taps a second apart play two', async ({
		page
	}) => {
		test.setTimeout(90_000);
		await startedGame(page);
		const next = page.getByRole('button', { name: /^Next turn/ });

		// A nervous double tap (the second 80-400 ms after the first): one turn, and the bar says
		// the second tap was not counted.
		const quick = await twoTaps(page, next, 150);
		expect(quick).toBeGreaterThanOrEqual(80);
		expect(quick).toBeLessThan(500);
		await expect(turnHeading(page)).toHaveText('Turn 2: Ben');
		await expect(page.getByText('Tapped twice: counted once.')).toBeVisible();
		// Nothing more arrives later.
		await expect(page.getByRole('button', { name: 'Next turn: Cleo' })).toBeEnabled();
		await expect(turnHeading(page)).toHaveText('Turn 2: Ben');

		// Two deliberate taps a second apart: two turns.
		const slow = await twoTaps(page, next, 1000);
		expect(slow).toBeGreaterThanOrEqual(500);
		await expect(turnHeading(page)).toHaveText('Turn 4: Dan');
		await expect(page.getByText('Tapped twice: counted once.')).toBeHidden();

		// The log agrees: three turns were played, none twice.
		// (Names in log lines are isolated for bidirectional text: FSI … PDI.)
		await expect(page.getByRole('listitem').filter({ hasText: /^Turn \d+:/ })).toHaveText([
			'Turn 4: \u2068Dan\u2069.',
			'Turn 3: \u2068Cleo\u2069.',
			'Turn 2: \u2068Ben\u2069.'
		]);
	});
});

test.describe('Back closes what is open', () => {
	test.skip(({ isMobile }) => !isMobile, 'the Back gesture of a phone: the phone project plays it');

	test('Back with each sheet open closes it and keeps the game and its turn', async ({ page }) => {
		test.setTimeout(90_000);
		await startedGame(page);
		await page.getByRole('button', { name: 'Next turn: Ben' }).click();
		await expect(turnHeading(page)).toHaveText('Turn 2: Ben');
		const url = page.url();
		const sheets = [
			{ open: 'Check a field', dialog: page.getByRole('dialog') },
			{ open: 'Calculator', dialog: page.getByRole('dialog') },
			{ open: 'Ask the referee', dialog: page.getByRole('dialog') },
			{
				open: 'The draw pile ran out',
				dialog: page.getByRole('group', { name: 'When did it run out?' })
			}
		];
		for (const sheet of sheets) {
			await page.getByRole('button', { name: sheet.open, exact: true }).click();
			await expect(sheet.dialog).toBeVisible();
			await page.goBack();
			await expect(sheet.dialog).toBeHidden();
			expect(page.url()).toBe(url);
			await expect(turnHeading(page)).toHaveText('Turn 2: Ben');
		}
		// Closed by its own button, a sheet leaves no entry behind: Back then leaves the game as
		// before (to the new-game form it came from).
		await page.getByRole('button', { name: 'Ask the referee', exact: true }).click();
		await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
		await expect(page.getByRole('dialog')).toBeHidden();
		await page.getByRole('button', { name: 'The draw pile ran out', exact: true }).click();
		await page.getByRole('button', { name: 'Cancel' }).click();
		await expect(sheets[3]!.dialog).toBeHidden();
		await page.goBack();
		await expect(page).toHaveURL(/\/games\/new/);
	});

	test('a reload with a sheet open shows the game; Back then stays in it', async ({ page }) => {
		await startedGame(page);
		const url = page.url();
		await page.getByRole('button', { name: 'Calculator', exact: true }).click();
		await expect(page.getByRole('dialog')).toBeVisible();
		await page.reload();
		await appReady(page);
		await expect(turnHeading(page)).toHaveText('Turn 1: Ada');
		await expect(page.getByRole('dialog')).toBeHidden();
		await page.goBack();
		await appReady(page);
		expect(page.url()).toBe(url);
		await expect(turnHeading(page)).toHaveText('Turn 1: Ada');
		await page.getByRole('button', { name: 'Next turn: Ben' }).click();
		await expect(turnHeading(page)).toHaveText('Turn 2: Ben');
	});
});
