// The games list pages through every stored game, whatever times the games carry: an import of
// many games saved at one moment (a backup of a phone) is listed whole by "Show more games".
import { expect, test, type Page } from '@playwright/test';
import { exportText, type StoredGame } from '../../src/lib/tracker/exportFile';
import { appReady } from './helpers';

const T = Date.UTC(2025, 5, 1, 20, 0);
const pad = (n: number) => String(n).padStart(4, '0');

// Game n: an AMIGO game being set up, its first player named P<n> (how the test finds its row).
function game(n: number, at: number): StoredGame {
	return {
		id: `list-${pad(n)}`,
		createdAt: at,
		updatedAt: at,
		setup: {
			edition: 'amigo',
			step: null,
			variants: [],
			players: [
				{ id: 'a', name: `P${pad(n)}` },
				{ id: 'b', name: 'Ben' },
				{ id: 'c', name: 'Cleo' }
			],
			startSeat: 0
		},
		events: []
	};
}

async function importGames(page: Page, games: readonly StoredGame[]): Promise<void> {
	await page.goto('/games');
	await appReady(page);
	await page.getByLabel('Import games from a file').setInputFiles({
		name: 'backup.json',
		mimeType: 'application/json',
		buffer: Buffer.from(exportText(games, '2025-06-01T20:00:00.000Z'))
	});
}

// Taps "Show more games" until it is gone, checking after each tap that the next page of `expected`
// (the players' P-names in the list's order) is listed after the ones shown, and that the list
// says how many of how many games it shows (`total` as the app writes it).
async function listEverything(page: Page, expected: readonly string[], total: string) {
	// Found by CSS, not by role or text: Playwright's role and text engines look at every one of
	// 2,000 games' cards at every look, and take seconds on a page this long.
	const rows = page.locator('li.game');
	// The button under the list (the one button in a paragraph of the list's part of the page).
	const more = page.locator('main .place > p > button');
	const count = page.getByTestId('games-count');
	const listed = (from: number) =>
		rows.evaluateAll(
			(items, from) =>
				items.slice(from).map((item) => /P\d{4}/.exec(item.textContent ?? '')?.[0] ?? ''),
			from
		);
	let shown = Math.min(50, expected.length);
	await expect(rows).toHaveCount(shown);
	expect(await listed(0)).toEqual(expected.slice(0, shown));
	while (shown < expected.length) {
		// The button's own click event, once it is shown and enabled: Playwright's click repeats
		// its checks on a page of up to 2,000 cards at every tap (the app adds a page in 50-70 ms).
		await expect(more).toHaveText('Show more games');
		await expect(more).toBeVisible();
		await expect(more).toBeEnabled();
		await more.dispatchEvent('click');
		const before = shown;
		shown = Math.min(shown + 50, expected.length);
		await expect(rows).toHaveCount(shown);
		// The page added after the games shown before: the next ones, in order.
		expect(await listed(before)).toEqual(expected.slice(before, shown));
		await expect(count).toHaveText(`${shown.toLocaleString('en')} of ${total} games`);
	}
	await expect(more).toHaveCount(0);
	// Each game once, in order.
	const all = await listed(0);
	expect(new Set(all).size).toBe(expected.length);
	expect(all).toEqual(expected);
}

test('2,000 games imported with one time: "Show more" lists every one once, in the order of their ids', async ({
	page
}) => {
	// 40 pages, each looked at: about 2 minutes on a machine shared by other work (the app adds a
	// page in 50-70 ms; the import and the test's checks take the rest).
	test.setTimeout(300_000);
	// In the file from the last to the first: the list orders games of one time by their ids.
	const games = Array.from({ length: 2000 }, (_, i) => game(1999 - i, T));
	await importGames(page, games);
	await expect(page.getByRole('status').first()).toHaveText('Imported 2,000 games.', {
		timeout: 30_000
	});
	await listEverything(
		page,
		Array.from({ length: 2000 }, (_, i) => `P${pad(i)}`),
		'2,000'
	);
});

test('a file mixing equal and distinct times: every game listed once, newest first, ties by id', async ({
	page
}) => {
	// 130 games: the first 90 nine to a time (T, T - 1 s, …), the rest one time each, older.
	const at = (i: number) => (i < 90 ? T - Math.floor(i / 9) * 1000 : T - 20_000 - i * 1000);
	const games = Array.from({ length: 130 }, (_, i) => game(i, at(i)));
	await importGames(page, [...games].reverse());
	await expect(page.getByRole('status').first()).toHaveText('Imported 130 games.');
	// Newest first, ties by id: the order of n.
	await listEverything(
		page,
		Array.from({ length: 130 }, (_, i) => `P${pad(i)}`),
		'130'
	);
});
