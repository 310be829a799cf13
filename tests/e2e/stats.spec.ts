// The statistics screen, players as people (rename), a game's note through export and import,
// and the rematch, on games loaded through the backup import.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { appReady, expectNoAxeViolations, reviewShot, tapper } from './helpers';
import { fileToChoose } from './chosenFile';

const DAY = 86_400_000;

type Edition = 'amigo' | 'amigo-1997';
interface FixtureGame {
	id: string;
	edition: Edition;
	names: string[];
	coins: number[];
	startSeat?: number;
	note?: string;
}

/** An export file of finished games, one day apart and ending yesterday. Every game is played
 * out as the tracker logs it: started, the draw pile's three run-outs, each seat's final harvest. */
function backup(games: FixtureGame[]): string {
	const end = Date.now() - DAY;
	return JSON.stringify({
		format: 'bean-referee-games',
		version: 1,
		exportedAt: new Date(end).toISOString(),
		games: games.map((g, i) => {
			const at = end - (games.length - 1 - i) * DAY;
			const events = [
				{ type: 'game-started' },
				{ type: 'pile-ran-out', phase: 'draw' },
				{ type: 'pile-ran-out', phase: 'draw' },
				{ type: 'pile-ran-out', phase: 'draw' },
				...g.coins.map((coinsEarned, seat) => ({
					type: 'final-harvest-entered',
					seat,
					fields: [],
					coinsEarned
				})),
				{ type: 'game-finished' }
			].map((event, n) => ({ at: at + n * 1000, ...event }));
			return {
				id: g.id,
				createdAt: at,
				updatedAt: events.at(-1)!.at,
				setup: {
					edition: g.edition,
					step: null,
					variants: [],
					players: g.names.map((name, seat) => ({ id: `${g.id}-p${seat}`, name })),
					startSeat: g.startSeat ?? 0
				},
				events,
				...(g.note ? { note: g.note } : {})
			};
		})
	});
}

// Three groups, 30 games, two editions. The trio's coins are [Mia, Noah, Lea]; game 3 is a tie
// that AMIGO's tie-break gives to Noah (further clockwise from Mia, who started); game 4 is a tie
// that AMIGO 1997 leaves shared.
const TRIO: [Edition, number[]][] = [
	['amigo', [10, 8, 6]],
	['amigo-1997', [7, 9, 5]],
	['amigo', [9, 9, 4]],
	['amigo-1997', [8, 8, 3]],
	['amigo', [5, 7, 12]],
	['amigo-1997', [11, 4, 6]],
	['amigo', [12, 3, 5]],
	['amigo-1997', [4, 10, 9]],
	['amigo', [6, 6, 11]],
	['amigo-1997', [13, 5, 5]],
	['amigo', [7, 8, 9]],
	['amigo-1997', [9, 2, 8]]
];
const GAMES: FixtureGame[] = [
	...TRIO.map(([edition, coins], i) => ({
		id: `trio-${i + 1}`,
		edition,
		names: ['Mia', 'Noah', 'Lea'],
		coins
	})),
	...Array.from({ length: 10 }, (_, i) => ({
		id: `four-${i + 1}`,
		edition: 'amigo' as const,
		names: ['Ana', 'Ben', 'Cy', 'Dee'],
		coins: [4, 5, 6, 7].map((c, seat) => (seat === i % 4 ? 15 : c))
	})),
	...Array.from({ length: 8 }, (_, i) => ({
		id: `three-${i + 1}`,
		edition: 'amigo-1997' as const,
		names: ['Mia', 'Ben', 'Eli'],
		coins: [3 + i, 10 - i, 6]
	}))
];
const TRIO_KEY = encodeURIComponent('["lea","mia","noah"]');

async function importFile(page: Page, text: string, label: RegExp) {
	await page.goto('/games');
	await appReady(page);
	await page.getByLabel(label).setInputFiles(fileToChoose('games.json', text));
}

/** Exports every game of `from` (on its games page) and imports the file into `to`. */
async function moveAll(from: Page, to: Page, imported: string) {
	const [download] = await Promise.all([
		from.waitForEvent('download'),
		from.getByRole('button', { name: 'Export all games' }).click()
	]);
	await importFile(to, readFileSync((await download.path())!, 'utf8'), /Import games/);
	await expect(to.getByText(imported)).toBeVisible();
}

const WORDS = {
	en: {
		locale: 'en-GB',
		import: /Import games/,
		imported: 'Imported 30 games.',
		heading: 'Group: Lea, Mia, Noah',
		wins: 'Wins',
		totals: 'Totals game by game',
		winsPlot: 'Wins per player'
	},
	de: {
		locale: 'de-DE',
		import: /Partien aus einer Datei/,
		imported: '30 Partien importiert.',
		heading: 'Spielrunde: Lea, Mia, Noah',
		wins: 'Siege',
		totals: 'Taler Partie für Partie',
		winsPlot: 'Siege je Person'
	},
	fr: {
		locale: 'fr-FR',
		import: /Importer des parties/,
		imported: '30 parties importées.',
		heading: 'Groupe\u00a0: Lea, Mia, Noah',
		wins: 'Victoires',
		totals: 'Totaux partie par partie',
		winsPlot: 'Victoires par joueur'
	}
} as const;

// One test per language; each sets its own viewports: the desktop project plays them.
for (const [lang, w] of Object.entries(WORDS)) {
	test(
		`the statistics and plots of three groups in ${lang.toUpperCase()}, at 360 and 1280 px, light and dark`,
		{ tag: '@desktop' },
		async ({ browser }) => {
			test.setTimeout(140_000);
			const context = await browser.newContext({ locale: w.locale });
			const page = await context.newPage();
			await page.setViewportSize({ width: 360, height: 740 });
			await importFile(page, backup(GAMES), w.import);
			await expect(page.getByText(w.imported)).toBeVisible();
			await page.goto(`/games/stats?group=${TRIO_KEY}`);
			await appReady(page);
			// The page opens on a phone and is turned to a desktop's width (laid out anew).
			for (const [turned, size] of [
				[false, { width: 360, height: 740 }],
				[true, { width: 1280, height: 800 }]
			] as const) {
				await page.setViewportSize(size);
				await page.evaluate(
					() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
				);
				await expect(page.locator('main h1')).toHaveText(w.heading);
				// Hand-counted: Mia 6 wins in 12 (one shared), longest streak 2; Noah 4 (one shared,
				// one by the tie-break), Lea 3.
				const figures = page.getByTestId('figures');
				await expect(figures.getByRole('row').nth(1)).toHaveText(/^Lea\s*12\s*3\s*25\s?%\s*0/);
				await expect(figures.getByRole('row').nth(2)).toHaveText(
					/^Mia\s*12\s*6\s*50\s?%\s*1\s*8[.,]4\s*13\s*2$/
				);
				await expect(figures.getByRole('row').nth(3)).toHaveText(/^Noah\s*12\s*4\s*33\s?%\s*1/);
				// Ties per edition: AMIGO 6 games, 1 tie, decided by the tie-break; AMIGO 1997 6, 1,
				// 0 decided, 1 shared.
				const ties = page.getByTestId('ties');
				await expect(ties.getByRole('row').nth(1)).toHaveText(/6\s*1\s*1\s*0$/);
				await expect(ties.getByRole('row').nth(2)).toHaveText(/6\s*1\s*0\s*1$/);
				// The plots: a line per player with 12 marks each, 3 filled for Lea's wins.
				const plot = page.getByTestId('totals-plot');
				await expect(plot).toBeVisible();
				await expect(plot.locator('.mark')).toHaveCount(36);
				await expect(plot.locator('.mark.s0.won')).toHaveCount(3);
				await expect(page.getByRole('heading', { name: w.totals })).toBeVisible();
				await expect(page.getByRole('heading', { name: w.winsPlot })).toBeVisible();
				await expect(page.getByTestId('wins-plot').locator('.count')).toHaveText(['3', '6', '4']);
				// Nothing wider than the screen.
				expect(
					await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
				).toBe(true);
				// The numbers behind the plot, for screen readers, shown by their button. Turned to the
				// second size they are still shown; the button hides them and shows them again.
				const numbers = page.getByRole('button', { name: /numbers|Zahlen|chiffres/ }).first();
				const table = page.getByRole('table', { name: w.totals });
				if (turned) {
					await expect(table).toBeVisible();
					await numbers.click();
					await expect(table).toBeHidden();
				} else {
					await expect(table).toBeHidden();
				}
				await numbers.click();
				await expect(table).toBeVisible();
				for (const scheme of ['light', 'dark'] as const) {
					await page.emulateMedia({ colorScheme: scheme });
					await expectNoAxeViolations(page);
					await reviewShot(page, `stats-${lang}-${size.width}-${scheme}`, { fullPage: true });
				}
				await page.emulateMedia({ colorScheme: 'light' });
			}
			// The edition filter: AMIGO 1997 only: Mia won games 4 (shared), 6, 10 and 12 of the six,
			// 52 coins, best 13, two in a row twice.
			await page
				.getByRole('combobox', { name: /^(Edition|Ausgabe|Édition)$/ })
				.selectOption({ value: 'amigo-1997' });
			await expect(page.getByTestId('figures').getByRole('row').nth(2)).toHaveText(
				/^Mia\s*6\s*4\s*67\s?%\s*1\s*8[.,]7\s*13\s*2$/
			);
			// The overview lists the three groups.
			await page.goto('/games/stats');
			await appReady(page);
			await expect(page.locator('#groups-heading + ul > li')).toHaveCount(3);
			await expectNoAxeViolations(page);
			await context.close();
		}
	);
}

// A phone flow: the phone project plays it.
test(
	'a rename shows everywhere in its group after a reload, and goes with the backup',
	{ tag: '@phone' },
	async ({ page, browser }) => {
		test.setTimeout(180_000);
		await importFile(page, backup(GAMES), /Import games/);
		await expect(page.getByText('Imported 30 games.')).toBeVisible();
		await page.goto(`/games/stats?group=${TRIO_KEY}`);
		await appReady(page);
		await page.getByRole('combobox', { name: 'Player', exact: true }).selectOption('Mia');
		await page.getByLabel('New name').fill('Maria');
		await page.getByRole('button', { name: 'Rename' }).click();
		await expect(page.getByRole('status').filter({ hasText: 'is now shown as' })).toBeVisible();
		await expect(page.locator('main h1')).toHaveText('Group: Lea, Maria, Noah');

		// The trio's Mia is Maria; the Mia who plays with Ben and Eli is another person, still Mia.
		async function shownEverywhere(p: Page) {
			await p.goto(`/games/stats?group=${encodeURIComponent('["lea","maria","noah"]')}`);
			await appReady(p);
			await expect(p.locator('main h1')).toHaveText('Group: Lea, Maria, Noah');
			await expect(p.getByRole('button', { name: /^Show \W?Mia\W? again$/ })).toBeVisible();
			await p.goto('/games');
			await appReady(p);
			const rows = p.locator('li.game');
			await expect(rows.first()).toBeVisible();
			await expect(rows.filter({ hasText: 'Maria' })).toHaveCount(12);
			await expect(rows.filter({ hasText: /\bMia\b/ })).toHaveCount(8);
			await p.goto('/games/stats');
			await appReady(p);
			await expect(p.getByRole('link', { name: 'Lea, Maria, Noah' })).toBeVisible();
			await expect(p.getByRole('link', { name: 'Ben, Eli, Mia' })).toBeVisible();
			// The play screen and the result of a trio game (Mia won trio-1 with 10).
			await p.goto('/games/play?id=trio-1');
			await appReady(p);
			const main = p.locator('main');
			await expect(main).toContainText('Maria');
			await expect(main).not.toContainText(/\bMia\b/);
			await expect(main.locator('.winner')).toContainText('Maria');
			// A game of the other group keeps its Mia.
			await p.goto('/games/play?id=three-1');
			await appReady(p);
			await expect(p.locator('main')).toContainText(/\bMia\b/);
			await expect(p.locator('main')).not.toContainText('Maria');
		}
		await page.reload();
		await appReady(page);
		await shownEverywhere(page);

		// Export all games, import them on a fresh phone: the rename comes along.
		await page.goto('/games');
		await appReady(page);
		const fresh = await browser.newContext();
		const other = await fresh.newPage();
		await moveAll(page, other, 'Imported 30 games.');
		await shownEverywhere(other);
		await fresh.close();
	}
);

// A phone flow: the phone project plays it.
test('a game’s note survives export and import', { tag: '@phone' }, async ({ page, browser }) => {
	test.setTimeout(120_000);
	await importFile(page, backup(GAMES.slice(0, 2)), /Import games/);
	await expect(page.getByText('Imported 2 games.')).toBeVisible();
	const row = page.locator('li.game').filter({ hasText: 'AMIGO, 1997' });
	await row.getByRole('button', { name: 'Add a note' }).click();
	await row.getByLabel('Note').fill('Lea brought the 1997 box; at Noah’s');
	await row.getByRole('button', { name: 'Save the note' }).click();
	await expect(row.getByTestId('game-note')).toHaveText(
		'Note: Lea brought the 1997 box; at Noah’s'
	);
	const fresh = await browser.newContext();
	const other = await fresh.newPage();
	await moveAll(page, other, 'Imported 2 games.');
	await expect(other.getByTestId('game-note')).toHaveText(
		'Note: Lea brought the 1997 box; at Noah’s'
	);
	await other.reload();
	await appReady(other);
	await expect(other.getByTestId('game-note')).toHaveCount(1);
	await fresh.close();

	// The play screen's own export of the game, and the game file sent to another phone.
	await page.goto('/games/play?id=trio-2');
	await appReady(page);
	const [single] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('button', { name: 'Export this game' }).click()
	]);
	const note = 'Lea brought the 1997 box; at Noah’s';
	expect(JSON.parse(readFileSync((await single.path())!, 'utf8')).games[0].note).toBe(note);
	await page.getByRole('button', { name: 'Send this game to another phone' }).click();
	const sheet = page.getByRole('dialog', { name: 'Send this game' });
	const [sent] = await Promise.all([
		page.waitForEvent('download'),
		sheet.getByRole('button', { name: 'Send as a file' }).click()
	]);
	const gameFile = readFileSync((await sent.path())!, 'utf8');
	expect(JSON.parse(gameFile).games[0].note).toBe(note);
	const phone = await browser.newContext();
	const third = await phone.newPage();
	await importFile(third, gameFile, /Import games/);
	await expect(third.getByText('Imported 1 game.')).toBeVisible();
	await expect(third.getByTestId('game-note')).toHaveText(`Note: ${note}`);
	await phone.close();
});

// A phone flow: the phone project plays it.
test(
	'a rematch starts the next game of the same table in one tap',
	{ tag: '@phone' },
	async ({ page }) => {
		// AMIGO 1997: left of the dealer, and the deal passes on: Noah started, Lea starts now.
		const finished: FixtureGame = {
			id: 'old-1',
			edition: 'amigo-1997',
			names: ['Mia', 'Noah', 'Lea'],
			coins: [4, 9, 7],
			startSeat: 1
		};
		await importFile(page, backup([finished]), /Import games/);
		await expect(page.getByText('Imported 1 game.')).toBeVisible();
		await page.goto('/games/play?id=old-1');
		await appReady(page);
		const taps = tapper(page);
		await taps.tapAfterScroll(page.getByRole('button', { name: /^Rematch/ }));
		await expect(page).not.toHaveURL(/id=old-1/);
		await appReady(page);
		expect(taps.count).toBe(1);
		const id = new URL(page.url()).searchParams.get('id')!;
		const setup = await page.evaluate(async (id) => {
			const db = await new Promise<IDBDatabase>((resolve, reject) => {
				const open = indexedDB.open('bean-referee');
				open.onsuccess = () => resolve(open.result);
				open.onerror = () => reject(open.error);
			});
			const record = await new Promise<{ setup: unknown }>((resolve, reject) => {
				const get = db.transaction('games').objectStore('games').get(id);
				get.onsuccess = () => resolve(get.result);
				get.onerror = () => reject(get.error);
			});
			db.close();
			return record.setup;
		}, id);
		expect(setup).toMatchObject({
			edition: 'amigo-1997',
			step: null,
			variants: [],
			players: [{ name: 'Mia' }, { name: 'Noah' }, { name: 'Lea' }],
			startSeat: 2
		});
		expect(id).not.toBe('old-1');
		// The new game is at its setup checklist, not finished.
		await expect(page.getByRole('button', { name: /^Rematch/ })).toHaveCount(0);
	}
);
