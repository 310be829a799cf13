import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, setDiskFull, shownText, simulateFullDisk, deliberateGap } from './helpers';
import { dumpDatabase, storedEvents } from './idb';
import { startedGame, turnHeading } from './trackerHelpers';

const turnNumber = async (page: Page) =>
	Number((await turnHeading(page).textContent())?.match(/^Turn (\d+):/)?.[1]);

test('closing the page in the middle of a burst loses no event the screen showed as saved', async ({
	context
}) => {
	// Three bursts of taps the app takes at most one per half second (state/repeatTap.ts), each
	// followed by a reopened page: slow on a busy machine (not a time budget).
	test.slow();
	let page = await context.newPage();
	await startedGame(page);
	const url = page.url();
	let shown = 1;
	for (const burst of [2, 4, 8]) {
		// Tap "Next turn" as fast as the app accepts taps; once the screen shows `burst` more
		// turns as saved, close the page while the taps go on. Counting turns rather than
		// milliseconds keeps the burst the same size on a slow machine as on a fast one.
		const target = shown + burst;
		const shownBeforeClose = await page.evaluate(async (target) => {
			const turn = () => {
				const h = [...document.querySelectorAll('h2')].find((h) =>
					/^Turn \d+:/.test(h.textContent ?? '')
				);
				return Number(h?.textContent?.match(/^Turn (\d+):/)?.[1]);
			};
			const giveUp = performance.now() + 10_000;
			void (async () => {
				while (performance.now() < giveUp) {
					const next = [...document.querySelectorAll('button')].find((b) =>
						b.textContent?.trim().startsWith('Next turn')
					);
					next?.click();
					await new Promise((resolve) => setTimeout(resolve, 0));
				}
			})();
			while (turn() < target && performance.now() < giveUp) {
				await new Promise((resolve) => setTimeout(resolve, 0));
			}
			return turn();
		}, target);
		// The burst really tapped: the screen reached the target before the page closed.
		expect(shownBeforeClose).toBeGreaterThanOrEqual(target);
		await page.close();

		const reopened = await context.newPage();
		await reopened.goto(url);
		await appReady(reopened);
		await expect(turnHeading(reopened)).toBeVisible();
		// Every turn shown as saved is there; taps after the snapshot may have been saved too.
		expect(await turnNumber(reopened)).toBeGreaterThanOrEqual(shownBeforeClose);
		// None is half-applied: the log's numbers run 1, 2, 3 … with no gap and no duplicate,
		// and the game's time matches its last event.
		const dump = await dumpDatabase(reopened, 'bean-referee');
		const events = storedEvents(dump);
		const seqs = events.map((e) => e.seq);
		expect(seqs).toEqual(seqs.map((_, i) => i + 1));
		const game = dump.stores.find((s) => s.name === 'games')!.records[0]!.value as {
			updatedAt: number;
			lastSeq: number;
			summary: { turn: number; events: number };
		};
		expect(game.updatedAt).toBe(Math.max(...events.map((e) => e.at)));
		// The summary was written with the last event: same log length and turn.
		expect(game.lastSeq).toBe(seqs.length);
		expect(game.summary.events).toBe(seqs.length);
		// The reopened page shows exactly the stored turn count (turns = turn-advanced events + 1).
		const turns = events.filter((e) => e.type === 'turn-advanced').length;
		expect(await turnNumber(reopened)).toBe(turns + 1);
		expect(game.summary.turn).toBe(turns + 1);
		shown = await turnNumber(reopened);
		page = reopened;
	}
});

test('two tabs on the same game stay consistent', async ({ context }) => {
	const first = await context.newPage();
	await startedGame(first);
	const url = first.url();
	const second = await context.newPage();
	await second.goto(url);
	await appReady(second);
	await expect(turnHeading(second)).toHaveText('Turn 1: Mia');

	// A tap in one tab shows in the other without touching it.
	await first.getByRole('button', { name: 'Next turn: Noah' }).click();
	await expect(turnHeading(first)).toHaveText('Turn 2: Noah');
	await expect(turnHeading(second)).toHaveText('Turn 2: Noah');
	await second.getByRole('button', { name: 'Next turn: Lea' }).click();
	await expect(turnHeading(second)).toHaveText('Turn 3: Lea');
	await expect(turnHeading(first)).toHaveText('Turn 3: Lea');
	await second.getByRole('button', { name: /^Undo/ }).click();
	await expect(turnHeading(first)).toHaveText('Turn 2: Noah');
	await expect(turnHeading(second)).toHaveText('Turn 2: Noah');

	// Both show what is stored.
	await first.reload();
	await appReady(first);
	await expect(turnHeading(first)).toHaveText('Turn 2: Noah');
	// The log and the teaching help load after the first paint: compare once both have settled.
	await expect(first.getByText('What happened', { exact: true })).toBeVisible();
	await expect(second.getByText('What happened', { exact: true })).toBeVisible();
	// What each tab announced to its screen reader is what that tab's player did: left out.
	await expect.poll(async () => (await shownText(first)) === (await shownText(second))).toBe(true);
});

test('a full disk during a game: a clear message, the game intact', async ({ page }) => {
	await simulateFullDisk(page);
	await startedGame(page);
	await page.getByRole('button', { name: 'Next turn: Noah' }).click();
	await expect(turnHeading(page)).toHaveText('Turn 2: Noah');

	await setDiskFull(page, true);
	// A player's pace: a second tap within half a second counts once (state/repeatTap.ts).
	await deliberateGap(page);
	await page.getByRole('button', { name: 'Next turn: Lea' }).click();
	await expect(page.getByRole('alert').filter({ hasText: 'storage is full' })).toBeVisible();
	// Not saved, so not shown: still Noah's turn, and the button can be tapped again.
	await expect(turnHeading(page)).toHaveText('Turn 2: Noah');
	await expect(page.getByRole('button', { name: 'Next turn: Lea' })).toBeEnabled();

	await setDiskFull(page, false);
	await page.reload();
	await appReady(page);
	await expect(turnHeading(page)).toHaveText('Turn 2: Noah');
	await page.getByRole('button', { name: 'Next turn: Lea' }).click();
	await expect(turnHeading(page)).toHaveText('Turn 3: Lea');
});
