// The scan recovers by itself (docs/handoff.md#scanning): codes of another game never lock it,
// and the sheet names the codes still missing. The camera is a canvas stream and the detector a
// stand-in that hands the app the codes the test queues, one per read (the codes themselves are
// the app's own frames of two games, made here with its hand-off code).
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gameFrames } from '../../src/lib/handoff/handoff';
import { tableGame } from '../../src/lib/handoff/tableGame';
import { appReady } from './helpers';

/** A camera and a detector that reads, one per call, the codes in `window.codes`. */
async function fakeCamera(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const codes: string[] = [];
		Object.assign(window, { codes });
		Object.defineProperty(navigator, 'mediaDevices', {
			value: {
				getUserMedia: async () => {
					const canvas = document.createElement('canvas');
					canvas.width = 64;
					canvas.height = 64;
					canvas.getContext('2d')!.fillRect(0, 0, 64, 64);
					return canvas.captureStream(5);
				}
			}
		});
		class Detector {
			static getSupportedFormats = async () => ['qr_code'];
			async detect() {
				const code = codes.shift();
				return code === undefined ? [] : [{ rawValue: code }];
			}
		}
		Object.assign(globalThis, { BarcodeDetector: Detector });
	});
}

const show = (page: Page, ...codes: string[]) =>
	page.evaluate((codes) => (window as unknown as { codes: string[] }).codes.push(...codes), codes);

/** The frames of a game in `parts` codes. */
async function framesOf(id: string, turns: number, parts: number): Promise<string[]> {
	const game = { ...tableGame(turns), id };
	const one = await gameFrames(game, 100_000);
	const size = Math.ceil(one[0]!.split('/').slice(5).join('/').length / parts);
	const frames = await gameFrames(game, size);
	expect(frames).toHaveLength(parts);
	return frames;
}

test.describe('the scan recovers', () => {
	test('codes of another game do not lock the scan: it follows the game being shown and finishes it, the sheet open', async ({
		page
	}) => {
		const y = await framesOf('game-y', 30, 3);
		const x = await framesOf('game-x', 12, 2);
		await fakeCamera(page);
		await page.goto('/games');
		await appReady(page);
		await page.getByRole('button', { name: /Scan a game/ }).click();
		const sheet = page.getByRole('dialog', { name: 'Scan a game' });
		await expect(sheet).toBeVisible();
		// Two of Y's three codes, then only X's.
		await show(page, y[0]!, y[1]!);
		await expect(sheet.getByText('2 of 3')).toBeVisible();
		await expect(sheet).toContainText('Code 3 of 3 is missing');
		await show(page, x[0]!);
		await expect(sheet.getByText('1 of 2')).toBeVisible();
		await expect(sheet).toContainText('Code 2 of 2 is missing');
		await show(page, x[1]!);
		await expect(sheet.getByRole('link', { name: 'Open the game' })).toBeVisible();
		await expect(sheet).toBeVisible();
	});

	test('the first game finishes once its missing code comes back after another game’s', async ({
		page
	}) => {
		const y = await framesOf('game-y', 30, 3);
		const x = await framesOf('game-x', 12, 2);
		await fakeCamera(page);
		await page.goto('/games');
		await appReady(page);
		await page.getByRole('button', { name: /Scan a game/ }).click();
		const sheet = page.getByRole('dialog', { name: 'Scan a game' });
		await show(page, y[0]!, y[2]!);
		await expect(sheet).toContainText('Code 2 of 3 is missing');
		await show(page, x[0]!);
		await expect(sheet.getByText('1 of 2')).toBeVisible();
		await show(page, y[1]!);
		await expect(sheet.getByRole('link', { name: 'Open the game' })).toBeVisible();
		await sheet.getByRole('link', { name: 'Open the game' }).click();
		await expect(page).toHaveURL(/id=game-y/);
	});
});
