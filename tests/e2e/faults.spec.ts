import { expect, test, type Page } from '@playwright/test';
import { appReady, setDiskFull, simulateFullDisk } from './helpers';
import { dumpDatabase } from './idb';
import { newGame } from './trackerHelpers';

const turnHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Turn \d+:/ });
const turnNumber = async (page: Page) =>
	Number((await turnHeading(page).textContent())?.match(/^Turn (\d+):/)?.[1]);

async function startedGame(page: Page) {
	await newGame(page, { edition: /AMIGO, current/, names: ['Mia', 'Noah', 'Lea'], chosen: 'Mia' });
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(turnHeading(page)).toHaveText('Turn 1: Mia');
	return page.url();
}

test('closing the page in the middle of a burst loses no event the screen showed as saved', async ({
	context
}) => {
	let page = await context.newPage();
	const url = await startedGame(page);
	for (const burstMs of [40, 120, 300]) {
		// Tap "Next turn" as fast as the app accepts taps, then close the page mid-burst.
		const shownBeforeClose = await page.evaluate(async (burstMs) => {
			const heading = () =>
				[...document.querySelectorAll('h2')].find((h) => /^Turn \d+:/.test(h.textContent ?? ''));
			const end = performance.now() + burstMs;
			const tapping = (async () => {
				while (performance.now() < end) {
					const next = [...document.querySelectorAll('button')].find((b) =>
						b.textContent?.trim().startsWith('Next turn')
					);
					next?.click();
					await new Promise((resolve) => setTimeout(resolve, 0));
				}
			})();
			await new Promise((resolve) => setTimeout(resolve, burstMs / 2));
			const shown = Number(heading()?.textContent?.match(/^Turn (\d+):/)?.[1]);
			void tapping;
			return shown;
		}, burstMs);
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
		const events = dump.stores
			.find((s) => s.name === 'events')!
			.records.map((r) => r.value as { gameId: string; seq: number; at: number });
		const seqs = events.map((e) => e.seq).sort((a, b) => a - b);
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
		const turns = dump.stores
			.find((s) => s.name === 'events')!
			.records.filter((r) => (r.value as { type: string }).type === 'turn-advanced').length;
		expect(await turnNumber(reopened)).toBe(turns + 1);
		expect(game.summary.turn).toBe(turns + 1);
		page = reopened;
	}
	// The bursts really tapped: many turns were saved across them.
	expect(await turnNumber(page)).toBeGreaterThan(5);
});

test('two tabs on the same game stay consistent', async ({ context }) => {
	const first = await context.newPage();
	const url = await startedGame(first);
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
	await expect
		.poll(
			async () =>
				(await first.locator('main').innerText()) === (await second.locator('main').innerText())
		)
		.toBe(true);
});

test('a full disk during a game: a clear message, the game intact', async ({ page }) => {
	await simulateFullDisk(page);
	await startedGame(page);
	await page.getByRole('button', { name: 'Next turn: Noah' }).click();
	await expect(turnHeading(page)).toHaveText('Turn 2: Noah');

	await setDiskFull(page, true);
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
