// One tap, one effect (docs/architecture.md#taps-back-and-focus): a button that creates or
// commits something does it once when a nervous finger taps it twice, 60 or 200 ms apart.
// Playwright's double click with a delay waits that long after each press and each release, so
// its second click comes at least twice the delay after the first (more on a loaded machine): it
// serves the taps whose first is still being acted on (a write, the next page). The share, done
// at once, is tapped twice with `twoTaps`, whose gap is exact on the page's clock.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BASE_TEXT, EXPORTED_AT, MORE_GAMES } from '../hostile/corpus';
import { exportText } from '../../src/lib/tracker/exportFile';
import { appReady, twoTaps } from './helpers';
import { dumpDatabase } from './idb';

const GAPS = [60, 200] as const;

/** How many records a store of the app's database holds. */
async function stored(page: Page, store: string): Promise<number> {
	const dump = await dumpDatabase(page, 'bean-referee');
	return dump.stores.find((s) => s.name === store)?.records.length ?? 0;
}

/** Imports the hostile corpus (its AMIGO game is finished: Ben 7, Ada 5, Cleo 3). */
async function importCorpus(page: Page): Promise<void> {
	await page.goto('/games');
	await appReady(page);
	await page.getByLabel('Import games from a file').setInputFiles({
		name: 'games.json',
		mimeType: 'application/json',
		buffer: Buffer.from(BASE_TEXT)
	});
	await expect(page.locator('a[href*="corpus-amigo"]')).toBeVisible();
}

test.describe('a double tap does it once', () => {
	for (const gap of GAPS) {
		test(`"Create the game" tapped twice ${gap} ms apart makes one game`, async ({ page }) => {
			await page.goto('/games/new');
			await appReady(page);
			await page.locator('input[name="edition"][value="amigo"]').check();
			await page.locator('input[name="count"][value="3"]').check();
			for (const [seat, name] of ['Ana', 'Ben', 'Cleo'].entries()) {
				await page.locator(`#name-${seat}`).fill(name);
			}
			await page.locator('input[name="chosen"][value="0"]').check();
			await page
				.getByRole('button', { name: 'Create the game' })
				.click({ clickCount: 2, delay: gap });
			await expect(page).toHaveURL(/\/games\/play\?id=/);
			await appReady(page);
			await expect.poll(() => stored(page, 'games')).toBe(1);
			// The list, read again after both taps were handled, holds the one game.
			await page.goto('/games');
			await appReady(page);
			await expect(page.getByRole('link', { name: 'Resume' })).toHaveCount(1);
			expect(await stored(page, 'games')).toBe(1);
		});

		test(`"Make the group" tapped twice ${gap} ms apart makes one group`, async ({ page }) => {
			await page.goto('/teach');
			await appReady(page);
			for (const [i, name] of ['Mia', 'Jonas'].entries()) {
				await page.getByLabel(`Child ${i + 1}`, { exact: true }).fill(name);
			}
			await page
				.getByRole('button', { name: 'Make the group' })
				.click({ clickCount: 2, delay: gap });
			await expect(page).toHaveURL(/\/teach\/group\?id=/);
			await appReady(page);
			await page.goto('/teach');
			await appReady(page);
			await expect(page.locator('a.tile.group')).toHaveCount(1);
			expect(await stored(page, 'groups')).toBe(1);
		});

		test(`the rematch tapped twice ${gap} ms apart starts one game`, async ({ page }) => {
			await importCorpus(page);
			const before = await stored(page, 'games');
			await page.goto('/games/play?id=corpus-amigo');
			await appReady(page);
			await page
				.getByRole('button', { name: 'Rematch: same players and seats' })
				.click({ clickCount: 2, delay: gap });
			await expect(page).not.toHaveURL(/id=corpus-amigo/);
			await appReady(page);
			await page.goto('/games');
			await appReady(page);
			expect(await stored(page, 'games')).toBe(before + 1);
		});

		test(`"Share the result" tapped twice ${gap} ms apart opens one share sheet`, async ({
			page
		}) => {
			await page.addInitScript(() => {
				const shared: string[] = [];
				Object.assign(window, { shared });
				Object.assign(navigator, {
					canShare: () => false,
					share: async (data: ShareData) => {
						shared.push(data.text ?? '');
					}
				});
			});
			await importCorpus(page);
			await page.goto('/games/play?id=corpus-amigo');
			await appReady(page);
			// The second tap comes `gap` ms after the first on the page's clock, once the first has
			// shared (a mocked share returns at once): the half-second window refuses it, not a
			// share still under way. Playwright's click({ clickCount: 2, delay }) waits `delay`
			// after each press and each release, so a loaded machine sent that pair 500 ms apart.
			const share = page.getByRole('button', { name: 'Share the result' });
			const measured = await twoTaps(page, share, gap, () =>
				expect(page.getByText('The result is shared.')).toBeVisible()
			);
			expect(measured).toBe(gap);
			// A later, deliberate tap would share again; the double tap shared once.
			expect(
				await page.evaluate(() => (window as unknown as { shared: string[] }).shared)
			).toHaveLength(1);
		});

		test(`two files chosen ${gap} ms apart both import, each once`, async ({ page }) => {
			// A file chosen is no repeated tap: the second file waits for the first one's import.
			await page.goto('/games');
			await appReady(page);
			const input = page.getByLabel('Import games from a file');
			await input.evaluate(
				(el: HTMLInputElement, { texts, gap }) => {
					const choose = (text: string, name: string) => {
						const files = new DataTransfer();
						files.items.add(new File([text], name, { type: 'application/json' }));
						el.files = files.files;
						el.dispatchEvent(new Event('change', { bubbles: true }));
					};
					choose(texts[0]!, 'first.json');
					setTimeout(() => choose(texts[1]!, 'second.json'), gap);
				},
				{ texts: [BASE_TEXT, exportText([MORE_GAMES[2]!], EXPORTED_AT)], gap }
			);
			await expect(page.locator('a[href*="corpus-1997"]')).toBeVisible();
			await expect(page.locator('a[href*="corpus-amigo"]')).toBeVisible();
			await expect(page.getByRole('status').first()).toContainText('Imported 1 game.');
			const ids = (await dumpDatabase(page, 'bean-referee')).stores
				.find((s) => s.name === 'games')!
				.records.map((r) => r.key)
				.sort();
			expect(ids).toEqual(['corpus-1997', 'corpus-amigo', 'corpus-rio']);
		});

		test(`"Yes, delete" tapped twice ${gap} ms apart deletes one game`, async ({ page }) => {
			await importCorpus(page);
			const before = await stored(page, 'games');
			await page.getByRole('button', { name: 'Delete' }).first().click();
			await page.getByRole('button', { name: 'Yes, delete' }).click({ clickCount: 2, delay: gap });
			await expect(page.getByText('Game deleted.')).toBeVisible();
			await page.reload();
			await appReady(page);
			expect(await stored(page, 'games')).toBe(before - 1);
		});
	}
});
