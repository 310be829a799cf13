// The games list pages through every stored game, whatever times the games carry: an import of
// many games saved at one moment (a backup of a phone) is listed whole by "Show more games".
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { exportText, type ExportedGame } from '../../src/lib/tracker/exportFile';
import { appReady } from './helpers';

const T = Date.UTC(2025, 5, 1, 20, 0);
const pad = (n: number) => String(n).padStart(4, '0');

// Game n: an AMIGO game being set up, its first player named P<n> (how the test finds its row).
function game(n: number, at: number): ExportedGame {
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

async function importGames(page: Page, games: readonly ExportedGame[]): Promise<void> {
	await page.goto('/games');
	await appReady(page);
	await page.getByLabel('Import games from a file').setInputFiles({
		name: 'backup.json',
		mimeType: 'application/json',
		buffer: Buffer.from(exportText(games, '2025-06-01T20:00:00.000Z'))
	});
}

// Taps "Show more games" until it is gone, then checks that the list holds `expected` (the
// players' P-names in the list's order), each once, and says how many of how many games it shows
// (`total` as the app writes it). The taps run inside the page, each as soon as the page before
// it is listed: Playwright's checks look at every one of up to 2,000 cards at every look, and
// forty rounds of them take minutes on a page this long.
async function listEverything(page: Page, expected: readonly string[], total: string) {
	const rows = page.locator('li.game');
	const count = page.getByTestId('games-count');
	const first = Math.min(50, expected.length);
	await expect(rows).toHaveCount(first);
	if (expected.length > 50) await expect(count).toHaveText(`50 of ${total} games`);
	const taps = await page.evaluate(async () => {
		const listed = () => document.querySelectorAll('li.game').length;
		const grown: number[] = [];
		for (;;) {
			// The button under the list (the one button in a paragraph of the list's part).
			const more = document.querySelector<HTMLButtonElement>('main .place > p > button');
			if (!more) return { grown, stuck: false };
			if (more.disabled) {
				await new Promise(requestAnimationFrame);
				continue;
			}
			const before = listed();
			more.click();
			// The next page arrives within frames; a tap that adds nothing (the button stays and
			// the list does not grow) is what this test is about: stop there and say so.
			const since = performance.now();
			while (listed() === before) {
				if (performance.now() - since > 10_000) return { grown, stuck: true };
				await new Promise(requestAnimationFrame);
			}
			grown.push(listed());
		}
	});
	expect(taps.stuck, `"Show more" added nothing after ${taps.grown.at(-1) ?? first} games`).toBe(
		false
	);
	// A page of 50 at each tap.
	expect(taps.grown).toEqual(
		Array.from({ length: Math.ceil(expected.length / 50) - 1 }, (_, i) =>
			Math.min(50 * (i + 2), expected.length)
		)
	);
	const all = await rows.evaluateAll((items) =>
		items.map((item) => /P\d{4}/.exec(item.textContent ?? '')?.[0] ?? '')
	);
	// Each game once, in order.
	expect(new Set(all).size).toBe(expected.length);
	expect(all).toEqual(expected);
	if (expected.length > 50) await expect(count).toHaveText(`${total} of ${total} games`);
}

test('2,000 games imported with one time: "Show more" lists every one once, in the order of their ids', async ({
	page
}) => {
	test.setTimeout(120_000);
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
