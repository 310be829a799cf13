// Scanning a game from another phone's screen (docs/handoff.md#scanning): browser contexts are
// phones. Phone A shows a game's codes; screenshots of them become a video (scripts/y4m.ts) that
// Chromium's fake camera shows phone B. Debian's Chromium has no BarcodeDetector, so B reads the
// codes with the `qr` library's decoder (BarcodeDetector deleted, to be sure), and the app's
// detector branch is driven by a stand-in detector that decodes with the same library: that proves
// the app's detector branch, not the browser's detector.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import decodeQR from 'qr/decode.js';
import { CHROMIUM_ARGS, SUITE_CHROMIUM_PATH } from '../../scripts/chromium.js';
import { y4m, type Picture } from '../../scripts/y4m';
import { exportText } from '../../src/lib/tracker/exportFile';
import { tableGame } from '../../src/lib/handoff/tableGame';
import { appReady } from './helpers';
import { amigoGame, turnHeading, playTurns } from './trackerHelpers';
import type { GameEvent } from '../../src/lib/tracker/events';

/** The fake camera's video: 8 frames a second, each code held 2 (four codes a second, as A shows
 * them), the code filling 90 % of the picture's height. */
export const CAMERA = { width: 640, height: 480, fps: 8, hold: 2, fill: 0.9 } as const;

/** RGBA pixels of a PNG, drawn on a canvas in the page. */
async function pixels(page: Page, png: Buffer): Promise<Picture> {
	const { width, height, data } = await page.evaluate(async (base64) => {
		const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
		const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
		const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
		const context = canvas.getContext('2d')!;
		context.drawImage(bitmap, 0, 0);
		const rgba = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
		let binary = '';
		for (let i = 0; i < rgba.length; i += 0x8000) {
			binary += String.fromCharCode(...rgba.subarray(i, i + 0x8000));
		}
		return { width: bitmap.width, height: bitmap.height, data: btoa(binary) };
	}, png.toString('base64'));
	return { width, height, data: Buffer.from(data, 'base64') };
}

/** Screenshots of every code A shows, stepped through with Pause and Next code, in the order
 * shown, with the text each one reads as (the `qr` decoder on the screenshot). */
async function screenshotCodes(page: Page): Promise<{ pictures: Picture[]; texts: string[] }> {
	await page.getByRole('button', { name: 'Send this game to another phone' }).click();
	const sheet = page.getByRole('dialog', { name: 'Send this game' });
	const code = sheet.getByTestId('handoff-code');
	await expect(code).toBeVisible();
	const total = Number(
		/of (\d+)$/.exec((await sheet.getByText(/^Code \d+ of \d+$/).textContent())!)![1]
	);
	if (total > 1) await sheet.getByRole('button', { name: 'Pause' }).click();
	const pictures: Picture[] = [];
	const texts: string[] = [];
	for (let i = 0; i < total; i++) {
		if (i > 0) {
			const before = await code.getAttribute('data-frame');
			await sheet.getByRole('button', { name: 'Next code' }).click();
			await expect(code).not.toHaveAttribute('data-frame', before!);
		}
		const picture = await pixels(page, await code.screenshot());
		pictures.push(picture);
		texts.push(decodeQR(picture));
	}
	await sheet.getByRole('button', { name: 'Close' }).click();
	// Every part once: the codes on screen are the game's frames.
	expect(new Set(texts.map((text) => text.split('/')[2])).size).toBe(total);
	return { pictures, texts };
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

// One camera browser at a time: the tests of this file run one after another, in one worker.
test.describe.configure({ mode: 'default' });

/** A browser whose fake camera plays `pictures` as a video (CAMERA), and the video's file (write
 * new pictures to it to change what the camera shows). */
async function cameraShowing(pictures: Picture[]): Promise<{ camera: Browser; video: string }> {
	const video = join(mkdtempSync(join(tmpdir(), 'handoff-')), 'codes.y4m');
	writeFileSync(video, y4m(pictures, CAMERA));
	const camera = await chromium.launch({
		executablePath: SUITE_CHROMIUM_PATH,
		args: [
			...CHROMIUM_ARGS,
			'--use-fake-ui-for-media-stream',
			'--use-fake-device-for-media-stream',
			`--use-file-for-fake-video-capture=${video}`
		]
	});
	return { camera, video };
}

type Reader = 'library' | 'detector';

/** Phone B in the camera browser, reading with the library (BarcodeDetector deleted) or through
 * the app's detector branch (a stand-in BarcodeDetector that decodes with the library here). */
async function scanner(camera: Browser, options: object, reader: Reader): Promise<Page> {
	const b = await (await camera.newContext(options)).newPage();
	// Every reader the scan sheet's camera picture names (its data-reader), as it happens.
	await b.addInitScript(() => {
		const seen: string[] = [];
		Object.assign(window, { readers: seen });
		new MutationObserver((changes) => {
			for (const change of changes) {
				for (const node of [change.target, ...change.addedNodes]) {
					if (!(node instanceof Element)) continue;
					for (const el of [node, ...node.querySelectorAll('[data-reader]')]) {
						const reader = el.getAttribute('data-reader');
						if (reader) seen.push(reader);
					}
				}
			}
		}).observe(document, { subtree: true, childList: true, attributeFilter: ['data-reader'] });
	});
	if (reader === 'library') {
		await b.addInitScript(
			() => delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector
		);
	} else {
		await b.exposeFunction(
			'decodeWithQrLibrary',
			(base64: string, width: number, height: number): string | null => {
				try {
					return decodeQR({ width, height, data: Buffer.from(base64, 'base64') });
				} catch {
					return null;
				}
			}
		);
		await b.addInitScript(() => {
			const decode = (
				globalThis as unknown as {
					decodeWithQrLibrary: (
						data: string,
						width: number,
						height: number
					) => Promise<string | null>;
				}
			).decodeWithQrLibrary;
			class LibraryBackedDetector {
				static async getSupportedFormats() {
					return ['qr_code'];
				}
				async detect(source: HTMLVideoElement) {
					const { videoWidth: width, videoHeight: height } = source;
					if (!width || !height) return [];
					const canvas = new OffscreenCanvas(width, height);
					const context = canvas.getContext('2d')!;
					context.drawImage(source, 0, 0);
					const rgba = context.getImageData(0, 0, width, height).data;
					let binary = '';
					for (let i = 0; i < rgba.length; i += 0x8000) {
						binary += String.fromCharCode(...rgba.subarray(i, i + 0x8000));
					}
					const text = await decode(btoa(binary), width, height);
					return text === null ? [] : [{ rawValue: text, format: 'qr_code' }];
				}
			}
			Object.assign(globalThis, { BarcodeDetector: LibraryBackedDetector });
		});
	}
	await b.goto('/games');
	await appReady(b);
	return b;
}

/** Opens B's scan sheet and waits for the reader it should use. */
async function scan(b: Page, reader: Reader) {
	await b.getByRole('button', { name: 'Scan a game from another phone' }).click();
	const sheet = b.getByRole('dialog', { name: 'Scan a game' });
	// The reader it used, as the camera's picture named it once scanning started (recorded by
	// scanner(): a short game's codes can be read, and the picture gone, before a look here).
	await expect
		.poll(() => b.evaluate(() => (window as unknown as { readers: string[] }).readers), {
			timeout: 30_000
		})
		.toContain(reader);
	return sheet;
}

test.describe('scanning a game', () => {
	test('A’s codes through B’s camera: the same game on B, which plays on; after both play on, B offers the choice (library path and the app’s detector branch)', async ({
		page,
		contextOptions
	}, testInfo) => {
		test.setTimeout(600_000);
		const names = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eva'];
		const turns = 60;
		const turn = (n: number) => `Turn ${n}: ${names[(n - 1) % names.length]}`;
		// A's game of 60 turns, from its saved log (the taps under test come after).
		const played = amigoGame('ab-game', Date.UTC(2026, 10, 1, 18), names, [
			{ type: 'game-started' },
			...Array.from({ length: turns }, (): GameEvent => ({ type: 'turn-advanced' }))
		]);
		await page.goto('/games');
		await appReady(page);
		await page.getByLabel('Import games from a file').setInputFiles({
			name: 'games.json',
			mimeType: 'application/json',
			buffer: Buffer.from(exportText([played], new Date(played.updatedAt).toISOString()))
		});
		await expect(page.getByRole('status').first()).toHaveText('Imported 1 game.');
		await page.goto(`/games/play?id=${played.id}`);
		await appReady(page);
		await expect(turnHeading(page)).toHaveText(turn(turns + 1));

		const codes = await screenshotCodes(page);
		const { camera, video } = await cameraShowing(codes.pictures);
		testInfo.annotations.push({ type: 'frames', description: String(codes.texts.length) });

		try {
			const phones = {
				library: await scanner(camera, contextOptions, 'library'),
				detector: await scanner(camera, contextOptions, 'detector')
			};
			for (const [reader, b] of Object.entries(phones) as [Reader, Page][]) {
				const started = Date.now();
				const sheet = await scan(b, reader);
				await expect(sheet.getByText('The game is here.')).toBeVisible({ timeout: 90_000 });
				testInfo.annotations.push({
					type: `scan ms (${reader})`,
					description: String(Date.now() - started)
				});
				await sheet.getByRole('link', { name: 'Open the game' }).click();
				await appReady(b);
				expect(await standing(b)).toEqual(await standing(page));
				// B plays on from there.
				await playTurns(b, 1);
				await expect(turnHeading(b)).toHaveText(turn(turns + 2));
			}

			// A plays on too: the copies have parted. B scans A's game again.
			await playTurns(page, 1);
			await expect(turnHeading(page)).toHaveText(turn(turns + 2));
			writeFileSync(video, y4m((await screenshotCodes(page)).pictures, CAMERA));
			for (const [reader, b] of Object.entries(phones) as [Reader, Page][]) {
				await b.goto('/games');
				await appReady(b);
				const sheet = await scan(b, reader);
				const choice = sheet.getByRole('region', { name: 'This game went two ways' });
				await expect(choice).toBeVisible({ timeout: 90_000 });
				await expect(choice).toContainText('This phone');
				await expect(choice).toContainText('1 entry of its own');
				await choice.getByRole('button', { name: 'Keep the other phone’s' }).click();
				await expect(choice.getByRole('status')).toHaveText('Kept the other phone’s version.');
				await sheet.getByRole('button', { name: 'Close' }).click();
				await expect(b.getByRole('link', { name: 'Resume' })).toHaveCount(1);
				await b.getByRole('link', { name: 'Resume' }).click();
				await appReady(b);
				expect(await standing(b)).toEqual(await standing(page));
			}
		} finally {
			await camera.close();
		}
	});
});

// The measures of BENCHMARKS.md#hand-off beside the 60-turn game above: a short and a long game
// (the unit test's table games, imported on A), scanned by B through the fake camera with the
// library's decoder. The time is reported, not asserted; that B has the same game is asserted.
for (const turns of [10, 200]) {
	test(`measure: a ${turns}-turn game through the camera, tap "Scan" to "The game is here." (reported, not asserted as a time)`, async ({
		page,
		contextOptions
	}, testInfo) => {
		test.setTimeout(300_000);
		const game = tableGame(turns);
		await page.goto('/games');
		await appReady(page);
		await page.getByLabel('Import games from a file').setInputFiles({
			name: 'games.json',
			mimeType: 'application/json',
			buffer: Buffer.from(exportText([game], new Date(game.updatedAt).toISOString()))
		});
		await expect(page.getByRole('status').first()).toHaveText('Imported 1 game.');
		await page.goto(`/games/play?id=${game.id}`);
		await appReady(page);
		await expect(turnHeading(page)).toBeVisible();

		const codes = await screenshotCodes(page);
		const { camera } = await cameraShowing(codes.pictures);
		try {
			const b = await scanner(camera, contextOptions, 'library');
			const started = Date.now();
			const sheet = await scan(b, 'library');
			await expect(sheet.getByText('The game is here.')).toBeVisible({ timeout: 90_000 });
			const ms = Date.now() - started;
			testInfo.annotations.push({ type: 'frames', description: String(codes.texts.length) });
			testInfo.annotations.push({ type: 'scan ms (library)', description: String(ms) });
			console.log(`hand-off, ${turns} turns: ${codes.texts.length} codes, scanned in ${ms} ms`);
			await sheet.getByRole('link', { name: 'Open the game' }).click();
			await appReady(b);
			expect(await standing(b)).toEqual(await standing(page));
		} finally {
			await camera.close();
		}
	});
}
