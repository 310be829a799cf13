// The scan recovers by itself (docs/handoff.md#scanning): codes of another game never lock it,
// and the sheet names the codes still missing. The camera is a canvas stream and the detector a
// stand-in that hands the app the codes the test queues, one per read (the codes themselves are
// the app's own frames of two games, made here with its hand-off code).
import { type Page } from '@playwright/test';
import { expect, movableClock, test } from './fixtures';
import handoffEn from '../../src/lib/i18n/messages/handoff/en';
import type { ExportedGame } from '../../src/lib/tracker/exportFile';
import { gameFrames } from '../../src/lib/handoff/handoff';
import { tableGame } from '../../src/lib/handoff/tableGame';
import { appReady } from './helpers';
import { dumpDatabase, storedEvents } from './idb';

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
/** The games page, its camera the fake one. */
async function gamesPageWithCamera(page: Page): Promise<void> {
	await fakeCamera(page);
	await page.goto('/games');
	await appReady(page);
}

/** Opens the scan sheet from the games page; the sheet. */
async function openScan(page: Page) {
	await page.getByRole('button', { name: /Scan a game/ }).click();
	const sheet = page.getByRole('dialog', { name: 'Scan a game' });
	await expect(sheet).toBeVisible();
	return sheet;
}

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
		await gamesPageWithCamera(page);
		const sheet = await openScan(page);
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
		await gamesPageWithCamera(page);
		const sheet = await openScan(page);
		await show(page, y[0]!, y[2]!);
		await expect(sheet).toContainText('Code 2 of 3 is missing');
		await show(page, x[0]!);
		await expect(sheet.getByText('1 of 2')).toBeVisible();
		await show(page, y[1]!);
		await expect(sheet.getByRole('link', { name: 'Open the game' })).toBeVisible();
		await sheet.getByRole('link', { name: 'Open the game' }).click();
		await expect(page).toHaveURL(/id=game-y/);
	});

	test('after a few seconds without a readable code the sheet gives one hint: closer, steadier, brighter', async ({
		page
	}) => {
		const x = await framesOf('game-x', 12, 2);
		await fakeCamera(page);
		await movableClock(page);
		await page.goto('/games');
		await appReady(page);
		const sheet = await openScan(page);
		const hint = sheet.getByText('No code read yet');
		await expect(hint).toHaveCount(0);
		// Pictures without a code (the detector finds none) for five seconds of the page's clock.
		await page.clock.fastForward(5000);
		await expect(hint).toHaveText(
			'No code read yet: hold this phone closer to the code and keep it still, and turn the other phone’s brightness up.'
		);
		// A code read takes the hint away.
		await show(page, x[0]!);
		await expect(sheet.getByText('1 of 2')).toBeVisible();
		await expect(hint).toHaveCount(0);
	});
});

test.describe('the result says what happened', () => {
	/** Scans one code with the sheet opened from the games page; the sheet. */
	async function scan(page: Page, code: string) {
		const sheet = await openScan(page);
		await show(page, code);
		return sheet;
	}
	const close = async (page: Page) => {
		const sheet = page.getByRole('dialog', { name: 'Scan a game' });
		await sheet.getByRole('button', { name: 'Close' }).click();
		await expect(sheet).toBeHidden();
	};
	/** The game after `turns` turns, in one code. */
	const codeOf = async (game: ExportedGame) => (await gameFrames(game, 100_000))[0]!;
	const at = (turns: number): ExportedGame => ({ ...tableGame(turns), id: 'game-w' });

	test('a new game, already here and the same, caught up by N turns, ahead, went two ways', async ({
		page
	}) => {
		await gamesPageWithCamera(page);
		let sheet = await scan(page, await codeOf(at(10)));
		await expect(sheet.getByRole('status').last()).toHaveText(
			'The game is here. It is new on this phone.'
		);
		await close(page);
		sheet = await scan(page, await codeOf(at(10)));
		await expect(sheet.getByRole('status').last()).toHaveText(
			'This game was already here, exactly the same: nothing changed.'
		);
		await close(page);
		sheet = await scan(page, await codeOf(at(13)));
		await expect(sheet.getByRole('status').last()).toHaveText(
			'This phone’s copy of the game caught up by 3 turns.'
		);
		await close(page);
		sheet = await scan(page, await codeOf(at(11)));
		await expect(sheet.getByRole('status').last()).toHaveText(
			'This phone already had more of this game: it stays as it is.'
		);
		await close(page);
		// The other phone ran out of cards where this one went on to turn 13.
		const other = at(12);
		const last = other.events.at(-1)!.at + 5000;
		const diverging: ExportedGame = {
			...other,
			updatedAt: last,
			events: [...other.events, { at: last, event: { type: 'pile-ran-out', phase: 'draw' } }]
		};
		sheet = await scan(page, await codeOf(diverging));
		await expect(sheet.getByRole('heading', { name: 'This game went two ways' })).toBeVisible();
		await expect(sheet.getByText(handoffEn.scanNew)).toHaveCount(0);
	});

	const byText = (a: unknown, b: unknown) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);
	for (const [choice, undone] of [
		['Keep the other phone’s', 'Undone: both versions are kept, the other phone’s as a copy.'],
		['Keep this phone’s', 'Undone: both versions are kept, the other phone’s as a copy.']
	] as const) {
		test(`"${choice}" after a scan is undone on the sheet: both logs kept, entry for entry`, async ({
			page
		}) => {
			const here = at(13);
			const other = at(12);
			const last = other.events.at(-1)!.at + 5000;
			const there: ExportedGame = {
				...other,
				updatedAt: last,
				events: [...other.events, { at: last, event: { type: 'pile-ran-out', phase: 'draw' } }]
			};
			await gamesPageWithCamera(page);
			const first = await scan(page, await codeOf(here));
			// The first scan is stored before the sheet closes: closed at once, a loaded machine
			// had not read the frame yet, and the second scan found no game here.
			await expect(first.getByRole('status').last()).toHaveText(
				'The game is here. It is new on this phone.'
			);
			await close(page);
			const sheet = await scan(page, await codeOf(there));
			await sheet.getByRole('button', { name: choice }).click();
			await sheet.getByRole('button', { name: 'Undo' }).click();
			await expect(sheet.getByText(undone)).toBeVisible();
			await close(page);
			// Both games are stored, each log whole, entry for entry.
			const dump = await dumpDatabase(page, 'bean-referee');
			const ids = dump.stores.find((s) => s.name === 'games')!.records.map((r) => r.key as string);
			expect(ids).toHaveLength(2);
			const logs = ids
				.map((id) => storedEvents(dump, id).map((e) => [e.seq, e.at, e.type]))
				.sort(byText);
			const logOf = (game: ExportedGame) =>
				game.events.map((entry, i) => [i + 1, entry.at, entry.event.type]);
			expect(logs).toEqual([logOf(here), logOf(there)].sort(byText));
			await page.reload();
			await appReady(page);
			await expect(page.locator('li.game')).toHaveCount(2);
		});
	}
});
