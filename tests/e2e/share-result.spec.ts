// Sharing a finished game's result (docs/handoff.md#sharing-the-result): the app's code path is
// real; navigator.share is the test's stub, which keeps what it was given (this Chromium shares
// nothing on Linux).
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BASE_TEXT } from '../hostile/corpus';
import { appReady } from './helpers';

/** Imports the corpus (its AMIGO game is finished: Ben 7, Ada 5, Cleo 3) and opens that game. */
async function finishedGame(page: Page): Promise<void> {
	await page.goto('/games');
	await appReady(page);
	await page
		.locator('input[type="file"]')
		.last()
		.setInputFiles({
			name: 'games.json',
			mimeType: 'application/json',
			buffer: Buffer.from(BASE_TEXT)
		});
	await expect(page.locator('a[href*="corpus-amigo"]')).toBeVisible();
	await page.goto('/games/play?id=corpus-amigo');
	await appReady(page);
}

test.describe('sharing the result', () => {
	test('the winner and the ranking as text and a picture through the share sheet, ready before the tap', async ({
		page
	}) => {
		await page.addInitScript(() => {
			const shared: unknown[] = [];
			// The pictures drawn (canvas.toBlob calls), to see when the result's picture is drawn.
			const drawn: number[] = [];
			const toBlob = HTMLCanvasElement.prototype.toBlob;
			HTMLCanvasElement.prototype.toBlob = function (...args) {
				drawn.push(this.width);
				return toBlob.apply(this, args);
			};
			Object.assign(window, { shared, drawn });
			Object.assign(navigator, {
				canShare: (data: ShareData) =>
					(data.files ?? []).every((file) => file.type === 'image/png'),
				share: async (data: ShareData) => {
					const files = [];
					for (const file of data.files ?? []) {
						const bitmap = await createImageBitmap(file);
						files.push({
							name: file.name,
							type: file.type,
							width: bitmap.width,
							height: bitmap.height
						});
					}
					shared.push({ title: data.title, text: data.text, files });
				}
			});
		});
		// The scripts the page fetched, with their text: the sharing code is the one that draws
		// on a canvas (toBlob) and copies (clipboard).
		// A script of a page the test has left before its body arrived has no body to read: it is
		// no code of the result page's (that page fetches what it runs itself).
		const scripts: Promise<string>[] = [];
		page.on('response', (response) => {
			if (response.request().resourceType() !== 'script') return;
			scripts.push(
				response.text().catch((error: Error) => {
					if (/navigated away/.test(error.message)) return '';
					throw error;
				})
			);
		});
		const sharing = async (from: number, to?: number) =>
			(await Promise.all(scripts.slice(from, to))).some(
				(text) => text.includes('toBlob') && text.includes('clipboard')
			);
		const drawn = () => page.evaluate(() => (window as unknown as { drawn: number[] }).drawn);
		await finishedGame(page);
		await expect(page.getByRole('heading', { name: 'Result' })).toBeVisible();
		// While the result shows, the sharing code loads and the picture is drawn, so the tap
		// shares at once (WebKit shares or copies only within the tap's activation, which an
		// import or a canvas's toBlob loses: tests/engines).
		await expect.poll(() => sharing(0)).toBe(true);
		await expect.poll(drawn).toEqual([1080]);
		const before = scripts.length;
		await page.getByRole('button', { name: 'Share the result' }).click();
		await expect(page.getByText('The result is shared.')).toBeVisible();
		// The tap loaded no code and drew nothing.
		expect(await sharing(before)).toBe(false);
		expect(await drawn()).toEqual([1080]);
		const shared = await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared);
		expect(shared).toEqual([
			{
				title: 'Bohnanza (AMIGO, current rules): the result',
				text: [
					'Bohnanza (AMIGO, current rules): the result',
					'Ben wins with 7 coins!',
					'',
					'1st Ben: 7 coins',
					'2nd Ada: 5 coins',
					'3rd Cleo: 3 coins',
					'',
					'Bean Referee'
				].join('\n'),
				files: [
					{
						name: 'bean-referee-result.png',
						type: 'image/png',
						width: 1080,
						height: expect.any(Number)
					}
				]
			}
		]);
	});

	test('where nothing can be shared, the result is copied, in the reader’s language', async ({
		browser,
		contextOptions
	}) => {
		const context = await browser.newContext({ ...contextOptions, locale: 'fr-FR' });
		await context.grantPermissions(['clipboard-read', 'clipboard-write']);
		const page = await context.newPage();
		await page.addInitScript(() => {
			delete (Navigator.prototype as { share?: unknown }).share;
			delete (Navigator.prototype as { canShare?: unknown }).canShare;
		});
		await finishedGame(page);
		await expect(page.getByRole('heading', { name: 'Résultat' })).toBeVisible();
		await page.getByRole('button', { name: 'Partager le résultat' }).click();
		await expect(
			page.getByText('Le résultat est copié\u00a0: collez-le dans un message.')
		).toBeVisible();
		const copied = await page.evaluate(() => navigator.clipboard.readText());
		expect(copied.split('\n').slice(1, 6)).toEqual([
			'Ben gagne avec 7 pièces\u202f!',
			'',
			'1er Ben\u00a0: 7 pièces',
			'2e Ada\u00a0: 5 pièces',
			'3e Cleo\u00a0: 3 pièces'
		]);
		await context.close();
	});
});
