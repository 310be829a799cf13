// Scanning a game from another phone's screen (docs/handoff.md#scanning): two browser contexts are
// two phones. Phone A shows the game's codes; their pictures reach phone B through a stand-in
// BarcodeDetector (the path Android and macOS take) or, through Chromium's fake camera, the `qr`
// library's decoder (the path this Debian Chromium takes: it has no BarcodeDetector).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import decodeQR from 'qr/decode.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.js';
import { appReady } from './helpers';
import { newGame } from './trackerHelpers';

const turnHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Turn \d+:/ });

/** Starts a game of `names` and plays `turns` turns. */
async function playedGame(page: Page, names: string[], turns: number): Promise<void> {
	await newGame(page, { edition: /AMIGO \(current\)/, names, chosen: names[0]! });
	await page.getByRole('button', { name: 'Start the game' }).click();
	for (let i = 0; i < turns; i++) {
		await page.getByRole('button', { name: /^Next turn: / }).click();
	}
	await expect(turnHeading(page)).toHaveText(new RegExp(`^Turn ${turns + 1}:`));
}

/** Opens the send sheet; returns the code picture and its caption. */
async function showCodes(page: Page) {
	await page.getByRole('button', { name: 'Send this game to another phone' }).click();
	const sheet = page.getByRole('dialog', { name: 'Send this game' });
	const code = sheet.getByTestId('handoff-code');
	await expect(code).toBeVisible();
	return { sheet, code };
}

/** Every frame A shows, stepped through with Pause and Next code: as pictures (PNG of the
 * code's pixels, scaled up with a white margin) and as the texts they hold (read from those
 * pixels with the `qr` decoder, so the texts are what a camera could see). */
async function captureFrames(page: Page) {
	const { sheet, code } = await showCodes(page);
	const caption = sheet.getByText(/^Code \d+ of \d+$/);
	const total = Number(/of (\d+)/.exec((await caption.textContent())!)![1]);
	if (total > 1) await sheet.getByRole('button', { name: 'Pause' }).click();
	const pictures = new Map<number, Buffer>();
	const texts = new Map<number, string>();
	for (let i = 0; i < total; i++) {
		const part = Number(await code.getAttribute('data-frame'));
		const { png, width, height, data } = await code.evaluate((canvas: HTMLCanvasElement) => {
			const big = document.createElement('canvas');
			big.width = big.height = canvas.width * 8;
			const context = big.getContext('2d')!;
			context.imageSmoothingEnabled = false;
			context.drawImage(canvas, 0, 0, big.width, big.height);
			const image = context.getImageData(0, 0, big.width, big.height);
			return {
				png: big.toDataURL('image/png'),
				width: image.width,
				height: image.height,
				data: Array.from(image.data)
			};
		});
		pictures.set(part, Buffer.from(png.split(',')[1]!, 'base64'));
		texts.set(part, decodeQR({ width, height, data: Uint8Array.from(data) }));
		if (total > 1) await sheet.getByRole('button', { name: 'Next code' }).click();
	}
	expect(pictures.size).toBe(total);
	await sheet.getByRole('button', { name: 'Close' }).click();
	return { total, pictures, texts };
}

/** Where the game stands on a phone: its turn, how many entries its log has, the latest. */
async function standing(page: Page) {
	const log = page.getByRole('region', { name: 'What happened' }).locator('ol.log').first();
	await expect(log).toBeVisible();
	return {
		turn: await turnHeading(page).textContent(),
		entries: await log.getAttribute('start'),
		latest: await log.locator('li').first().textContent()
	};
}

test.describe('scanning a game', () => {
	test.skip(({ isMobile }) => !isMobile, 'phones only');
	test.setTimeout(180_000);

	// Not yet passing: the sheet's empty status line is hidden, so the first wait fails; the rest of
	// the scan has not been seen to pass (issue 29, stage 5).
	test.fixme('BarcodeDetector path: frames in any order with repeats and a stray code; B plays on', async ({
		page,
		browser,
		contextOptions
	}) => {
		const names = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eva'];
		await playedGame(page, names, 12);
		const { total, texts } = await captureFrames(page);
		expect(total).toBeGreaterThan(0);
		// Out of order, each twice, with a code that is no game in the middle.
		const order = [...texts.keys()].reverse().map((part) => texts.get(part)!);
		const codes = [...order, 'https://example.com/', ...order];

		const b = await (await browser.newContext(contextOptions)).newPage();
		await b.addInitScript((codes: string[]) => {
			// A camera that shows nothing, and a detector that sees the scripted codes one by one.
			const stream = () => {
				const canvas = document.createElement('canvas');
				canvas.width = canvas.height = 8;
				return canvas.captureStream(5);
			};
			Object.defineProperty(navigator, 'mediaDevices', {
				value: { getUserMedia: async () => stream() }
			});
			let next = 0;
			class StandIn {
				static async getSupportedFormats() {
					return ['qr_code'];
				}
				async detect() {
					await new Promise((done) => setTimeout(done, 30));
					return next < codes.length ? [{ rawValue: codes[next++] }] : [];
				}
			}
			Object.assign(window, { BarcodeDetector: StandIn });
		}, codes);
		await b.goto('/');
		await appReady(b);
		await b.getByRole('button', { name: 'Scan a game from another phone' }).click();
		const sheet = b.getByRole('dialog', { name: 'Scan a game' });
		await expect(sheet.getByRole('status').first()).toBeVisible();
		await expect(sheet.getByText('The game is here.')).toBeVisible({ timeout: 30_000 });
		await expect(b.locator('video[data-reader="detector"]')).toHaveCount(0);
		await sheet.getByRole('link', { name: 'Open the game' }).click();
		await appReady(b);
		await expect(turnHeading(b)).toHaveText('Turn 13: Cleo');
		expect(await standing(b)).toEqual(await standing(page));
		await b.getByRole('button', { name: /^Next turn: / }).click();
		await expect(turnHeading(b)).toHaveText('Turn 14: Dan');
		await b.context().close();
	});

	test('a refused camera offers the file route', async ({ page, browser, contextOptions }) => {
		await page.goto('/games');
		await appReady(page);
		const b = await (await browser.newContext(contextOptions)).newPage();
		await b.addInitScript(() => {
			Object.defineProperty(navigator, 'mediaDevices', {
				value: {
					getUserMedia: async () => {
						throw new DOMException('denied', 'NotAllowedError');
					}
				}
			});
		});
		await b.goto('/games');
		await appReady(b);
		await b.getByRole('button', { name: 'Scan a game from another phone' }).click();
		const sheet = b.getByRole('dialog', { name: 'Scan a game' });
		await expect(sheet.getByRole('alert')).toHaveText(
			'The camera may not be used: allow it in the browser’s site settings, or use a file.'
		);
		await expect(sheet.getByText('Import the game file')).toBeVisible();
		await b.context().close();
	});

	// Not yet run to the end (issue 29, stage 6).
	test.fixme('library path: A’s screen through the fake camera; the game on B is the same, also when diverged', async ({
		page,
		contextOptions
	}) => {
		const names = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eva'];
		await playedGame(page, names, 60);
		const { total, pictures } = await captureFrames(page);
		// The screenshots as a video for Chromium's fake camera: each frame held half a second.
		const dir = mkdtempSync(join(tmpdir(), 'handoff-'));
		for (const [part, picture] of pictures) {
			writeFileSync(join(dir, `frame${String(part).padStart(3, '0')}.png`), picture);
		}
		const video = join(dir, 'codes.y4m');
		execFileSync('ffmpeg', [
			'-loglevel',
			'error',
			'-framerate',
			'2',
			'-i',
			join(dir, 'frame%03d.png'),
			'-vf',
			'scale=440:440:flags=neighbor,pad=640:480:100:20:white,fps=10',
			'-pix_fmt',
			'yuv420p',
			video
		]);
		const camera = await chromium.launch({
			executablePath: CHROMIUM_PATH,
			args: [
				...CHROMIUM_ARGS,
				'--use-fake-ui-for-media-stream',
				'--use-fake-device-for-media-stream',
				`--use-file-for-fake-video-capture=${video}`
			]
		});
		try {
			const b = await (await camera.newContext(contextOptions)).newPage();
			await b.goto('/games');
			await appReady(b);
			await b.getByRole('button', { name: 'Scan a game from another phone' }).click();
			const sheet = b.getByRole('dialog', { name: 'Scan a game' });
			await expect(b.locator('video[data-reader="library"]')).toBeAttached();
			await expect(sheet.getByText('The game is here.')).toBeVisible({ timeout: 60_000 });
			await sheet.getByRole('link', { name: 'Open the game' }).click();
			await appReady(b);
			await expect(turnHeading(b)).toHaveText((await turnHeading(page).textContent()) ?? '');
			expect(await standing(b)).toEqual(await standing(page));
			expect(total).toBeGreaterThan(1);
			await b.context().close();
		} finally {
			await camera.close();
		}
	});
});
