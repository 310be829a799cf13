// Hostile input in the real app: damaged files through the games page's file input, hostile
// player names shown as text everywhere, hostile values typed into every form.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import trackerEn from '../../src/lib/i18n/messages/tracker/en';
import trackerPanelsEn from '../../src/lib/i18n/messages/trackerPanels/en';
import newGameEn from '../../src/lib/i18n/messages/newGame/en';
import gamesEn from '../../src/lib/i18n/messages/games/en';
import calculatorEn from '../../src/lib/i18n/messages/calculator/en';
import { exportText } from '../../src/lib/tracker/exportFile';
import { BASE_GAMES, EXPORTED_AT, MORE_GAMES, importCorpus, importSample } from '../hostile/corpus';
import { appReady } from './helpers';
import { fileToChoose } from './chosenFile';
import { dumpDatabase, storedEvents } from './idb';
import { newGame, ranOut } from './trackerHelpers';

const en = trackerEn;
const seeded = MORE_GAMES[2]!; // AMIGO 1997, 5 players: Pia, Quin, Rob, Sam, Tea
const seedText = exportText([seeded], EXPORTED_AT);
const sample = importSample(importCorpus(), 7);

/** Records every dialog (and closes it): an alert() from a name would mean it ran as script.
 * Each test ends with `expect(dialogs).toEqual([])`. */
function watchDialogs(page: Page): string[] {
	const dialogs: string[] = [];
	page.on('dialog', (dialog) => {
		dialogs.push(dialog.message());
		void dialog.dismiss();
	});
	return dialogs;
}

async function importFile(page: Page, name: string, text: string | Buffer) {
	await page.getByLabel('Import games from a file').setInputFiles(fileToChoose(name, text));
}

async function gamesPageWithOneGame(page: Page): Promise<string[]> {
	const dialogs = watchDialogs(page);
	await page.goto('/games');
	await appReady(page);
	await importFile(page, 'seed.json', seedText);
	await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
	await expect(page.locator('li.game')).toHaveCount(1);
	return dialogs;
}

// A file that is no backup this app can read (not JSON, another app's, a newer or damaged
// version, a damaged structure) changes nothing; inside a readable backup each game is read on its
// own (docs/handoff.md#the-game-file): a bad one is refused and named with its reason, nothing of
// it is stored, and the file's good games import.
const FILE_ERRORS = new Set([
	'damaged-json',
	'wrong-format',
	'unsupported-version',
	'bad-version',
	'no-games',
	'bad-corrections',
	'too-large'
]);

/** How many games a case's file lists (0 when it is no JSON object with a list of games). */
function gamesIn(text: string): number {
	try {
		const games = (JSON.parse(text) as { games?: unknown }).games;
		return Array.isArray(games) ? games.length : 0;
	} catch {
		return 0;
	}
}

const BASE_IDS = BASE_GAMES.map((game) => game.id);

/** The stored games' ids, and for each of the corpus's own games stored, its log and setup as
 * stored: a refused game's entries would show there. */
async function storedGames(page: Page) {
	const dump = await dumpDatabase(page, 'bean-referee');
	const records = dump.stores.find((store) => store.name === 'games')!.records;
	const ids = records.map((record) => record.key as string).sort();
	const logs = Object.fromEntries(
		ids
			.filter((id) => BASE_IDS.includes(id))
			.map((id) => {
				const game = records.find((record) => record.key === id)!.value as { setup: unknown };
				const log = storedEvents(dump, id).map((event) => [event.at, event.type]);
				return [id, { setup: game.setup, log }];
			})
	);
	return { ids, logs };
}

// What the corpus's two games are stored as when a file brings them whole.
const WHOLE = Object.fromEntries(
	BASE_GAMES.map((game) => [
		game.id,
		{ setup: game.setup, log: game.events.map((entry) => [entry.at, entry.event.type]) }
	])
);

// The browser part of the corpus: 70 files (7 per category), split in 4 parts so both workers
// share them. Each runs in the phone and the desktop project (the file input is the same, but the
// layout differs); every case of the corpus also runs in the unit tests (tests/hostile).
const parts = 4;
for (let part = 0; part < parts; part++) {
	const cases = sample.filter((_, i) => i % parts === part);
	test(`damaged import files, part ${part + 1}: a file that is no backup changes nothing; a bad game of a backup is named and nothing of it stored, its good game imports`, async ({
		page
	}) => {
		expect(cases.length).toBeGreaterThanOrEqual(15);
		const dialogs = await gamesPageWithOneGame(page);
		const before = await dumpDatabase(page, 'bean-referee');
		const [seedId] = (await storedGames(page)).ids;
		const alert = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
		const refused = page.getByTestId('import-refused').getByRole('listitem');
		let wholeFiles = 0;
		let refusedGames = 0;
		for (const c of cases) {
			const label = `${c.category}: ${c.name}`;
			const message =
				c.expected === 'bad-id'
					? gamesEn['import_bad-id']
					: c.expected === 'bad-version'
						? gamesEn['import_bad-version']
						: (gamesEn[`import_${c.expected}` as keyof typeof gamesEn] as string);
			const storedBefore = await storedGames(page);
			await importFile(page, `${c.category}.json`, c.text);
			if (FILE_ERRORS.has(c.expected!) || gamesIn(c.text) < 2) {
				// No backup this app can read, or its only game refused: nothing changes.
				wholeFiles += 1;
				await expect(alert, label).toHaveText(`${gamesEn.importFailed} ${message}`);
				expect(await storedGames(page), label).toEqual(storedBefore);
			} else {
				// One bad game in a backup of two: named with its reason, the other one imported.
				refusedGames += 1;
				await expect(refused, label).toHaveCount(1);
				await expect(refused, label).toContainText(message);
				await expect(alert, label).toHaveCount(0);
				const after = await storedGames(page);
				expect(
					after.ids.filter((id) => id !== seedId && !BASE_IDS.includes(id)),
					label
				).toEqual([]);
				expect(after.ids.filter((id) => BASE_IDS.includes(id)).length, label).toBeGreaterThan(0);
				// Every corpus game stored is the whole, undamaged one: nothing of the refused one.
				for (const [id, stored] of Object.entries(after.logs)) {
					expect(stored, `${label}: ${id}`).toEqual(WHOLE[id]);
				}
			}
			// Re-importing the seed (skipped: already there) clears the messages for the next case.
			await importFile(page, 'seed.json', seedText);
			await expect(alert).toHaveCount(0);
			await expect(refused).toHaveCount(0);
		}
		// Both kinds are in every part of the sample.
		expect(wholeFiles).toBeGreaterThan(0);
		expect(refusedGames).toBeGreaterThan(0);
		// The stores other than the games' and their logs are as before (groups, preferences, …).
		const after = await dumpDatabase(page, 'bean-referee');
		const others = (dump: typeof before) =>
			dump.stores.filter((store) => !['games', 'events', 'eventChunks'].includes(store.name));
		expect(others(after)).toEqual(others(before));
		await page.reload();
		await appReady(page);
		const ids = (await storedGames(page)).ids;
		await expect(page.locator('li.game')).toHaveCount(ids.length);
		expect(dialogs).toEqual([]);
	});
}

test('a 10 MB name is refused for what it is, not for its size', async ({ page }) => {
	const dialogs = await gamesPageWithOneGame(page);
	const before = await dumpDatabase(page, 'bean-referee');
	const name = 'A'.repeat(10 * 1024 * 1024);
	const text = seedText.replace('"Pia"', JSON.stringify(name));
	await importFile(page, 'huge.json', text);
	await expect(page.getByRole('alert').filter({ hasText: 'Nothing was imported' })).toHaveText(
		`${gamesEn.importFailed} ${gamesEn['import_bad-player-name']}`
	);
	expect(await dumpDatabase(page, 'bean-referee')).toEqual(before);
	await expect(page.locator('li.game')).toHaveCount(1);
	expect(dialogs).toEqual([]);
});

const HOSTILE = ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', '&lt;b&gt;'];

async function noInjectedMarkup(page: Page) {
	const found = await page.evaluate(() => ({
		images: document.querySelectorAll('img[src="x"], img[src=x]').length,
		scripts: [...document.scripts].filter((s) => s.textContent?.includes('alert(1)')).length,
		bold: document.querySelectorAll('main b').length,
		html:
			document.body.innerHTML.includes('<img src=x') ||
			document.body.innerHTML.includes('<script>alert')
	}));
	expect(found).toEqual({ images: 0, scripts: 0, bold: 0, html: false });
}

test('hostile player names are shown as text on every page', async ({ page }) => {
	const dialogs = watchDialogs(page);
	// Typed into the new-game form...
	await newGame(page, { edition: /AMIGO \(current\)/, names: HOSTILE, chosen: HOSTILE[0]! });
	for (const name of HOSTILE)
		await expect(page.getByText(name, { exact: false }).first()).toBeVisible();
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page.getByRole('heading', { level: 2, name: /^Turn 1:/ })).toHaveText(
		`Turn 1: ${HOSTILE[0]}`
	);
	await noInjectedMarkup(page);

	// ...and imported: a finished game, so the ranking and the BG Stats link show them too.
	const finished = {
		...BASE_GAMES[0]!,
		setup: {
			...BASE_GAMES[0]!.setup,
			players: BASE_GAMES[0]!.setup.players.map((p, i) => ({ ...p, name: HOSTILE[i]! }))
		}
	};
	await page.goto('/games');
	await appReady(page);
	await importFile(page, 'names.json', exportText([finished], EXPORTED_AT));
	await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
	await expect(page.locator('li.game')).toHaveCount(2);
	for (const row of await page.locator('li.game').all()) {
		await expect(row).toContainText(HOSTILE.join(', '));
	}
	// Ada (now the <img> name) scored 5, Ben 7, Cleo 3: the winner is the <script> name.
	await expect(page.getByText(`Won by \u2068${HOSTILE[1]}\u2069`, { exact: false })).toBeVisible();
	await expect(page.getByRole('rowheader', { name: HOSTILE[2], exact: true })).toBeVisible();
	await noInjectedMarkup(page);

	await page.goto(`/games/play?id=${finished.id}`);
	await appReady(page);
	for (const name of HOSTILE)
		await expect(page.getByText(name, { exact: false }).first()).toBeVisible();
	const link = page.getByRole('link', { name: 'Send to BG Stats' });
	const href = (await link.getAttribute('href')) ?? '';
	expect(href).not.toContain('<');
	const data = decodeURIComponent(href);
	for (const name of HOSTILE) expect(data).toContain(JSON.stringify(name).slice(1, -1));
	await noInjectedMarkup(page);
	expect(dialogs).toEqual([]);
});

const BAD_COUNTS = [
	'-1',
	'2.5',
	'0x10',
	'1e2',
	'+5',
	'-0',
	'1e999',
	'99999999999999999999',
	'<b>3</b>',
	'３',
	'\u200b3'
];

test('hostile values in every form: a message, and nothing stored', async ({ page }) => {
	const dialogs = watchDialogs(page);
	const c = calculatorEn;
	// Calculator count box.
	await page.goto('/calculator');
	await appReady(page);
	const before = await dumpDatabase(page, 'bean-referee');
	await page.getByRole('radio', { name: 'AMIGO (current)' }).check();
	await page.getByRole('button', { name: /Chili Bean/ }).click();
	const box = page.getByLabel('Cards in the field');
	await box.fill('6');
	const result = page.locator('#coins-result');
	await expect(result).toHaveText('6 cards of Chili Bean: 2 coins.');
	for (const value of BAD_COUNTS) {
		await box.fill(value);
		await expect(page.locator('#cards-error'), value).toHaveText(
			/^(Type a whole number of cards, 0 or more|The game has only 18 cards)/
		);
		await expect(result).toHaveText('6 cards of Chili Bean: 2 coins.');
	}
	expect(c.notWholeNumber).toContain('whole number');

	// Meter form ("enter the numbers from your card") for My First's Mean Bean (20 cards).
	await page.getByRole('radio', { name: 'My First Bohnanza' }).check();
	await page.getByRole('button', { name: /Mean Bean/ }).click();
	await page.getByRole('button', { name: 'Enter the numbers from your card' }).click();
	const meterBox = page.getByLabel('Cards for 1 coin');
	const meterCases: [string, string][] = [
		['0x10', c['meterError_not-whole-number']],
		['1e1', c['meterError_not-whole-number']],
		['4,0', c['meterError_not-whole-number']],
		['-3', c['meterError_not-positive']],
		['21', c['meterError_more-than-cards']],
		['99999999999999999999', c['meterError_more-than-cards']],
		['<script>alert(1)</script>', c['meterError_not-whole-number']]
	];
	for (const [value, message] of meterCases) {
		await meterBox.fill(value);
		await page.getByRole('button', { name: 'Save', exact: true }).click();
		await expect(page.locator('#meter-my-first-mean-error'), value).toHaveText(message);
	}
	await page.reload();
	await appReady(page);
	await page.getByRole('button', { name: /Mean Bean/ }).click();
	await expect(page.getByText('No published source gives this bean’s beanometer')).toBeVisible();
	const after = await dumpDatabase(page, 'bean-referee');
	// Only the calculator's remembered edition may have changed; no meter was stored. (On a first
	// visit the calculator does not create the database at all: "before" may have no stores.)
	expect(after.stores.find((s) => s.name === 'meters')?.records ?? []).toEqual(
		before.stores.find((s) => s.name === 'meters')?.records ?? []
	);

	// New-game names: too long, empty, taken.
	await page.goto('/games/new');
	await appReady(page);
	await page.getByRole('radio', { name: /AMIGO \(current\)/ }).check();
	await page.getByRole('radio', { name: '3', exact: true }).check();
	await page.getByRole('textbox', { name: 'Player 1', exact: true }).fill('x'.repeat(41));
	await page.getByRole('textbox', { name: 'Player 2', exact: true }).fill('  Ben ');
	await page.getByRole('textbox', { name: 'Player 3', exact: true }).fill('BEN');
	await page.getByRole('radio', { name: 'BEN', exact: true }).check();
	await page.getByRole('button', { name: 'Create the game' }).click();
	await expect(page.getByText(newGameEn.nameTooLong(40))).toBeVisible();
	await expect(page.getByText(newGameEn.nameTaken).first()).toBeVisible();
	await expect(page).toHaveURL(/\/games\/new$/);
	// Blank, a name is no error (the seat plays as "Player 1"); the taken name still is.
	await page.getByRole('textbox', { name: 'Player 1', exact: true }).fill('   ');
	await page.getByRole('button', { name: 'Create the game' }).click();
	await expect(page.getByText(newGameEn.nameTooLong(40))).toHaveCount(0);
	await expect(page.getByText(newGameEn.nameTaken).first()).toBeVisible();
	await expect(page).toHaveURL(/\/games\/new$/);
	expect(dialogs).toEqual([]);
});

test('hostile values in the pile size and the final harvest: a message, nothing stored', async ({
	page
}) => {
	const dialogs = watchDialogs(page);
	await newGame(page, {
		edition: /AMIGO \(current\)/,
		names: ['Ada', 'Ben', 'Cleo'],
		chosen: 'Ada'
	});
	await page.getByRole('button', { name: 'Start the game' }).click();
	const estimate = page.getByTestId('pile-estimate');
	const shown = await estimate.innerText();
	const pile = page.getByLabel('Cards in the draw pile now');
	for (const value of [...BAD_COUNTS, '201', '']) {
		await pile.fill(value);
		await page.getByRole('button', { name: 'Save count' }).click();
		await expect(page.getByText(en.pileInvalid), JSON.stringify(value)).toBeVisible();
		await expect(estimate).toHaveText(shown);
	}
	const url = page.url();
	const before = await dumpDatabase(page, 'bean-referee');
	await page.reload();
	await appReady(page);
	await expect(estimate).toHaveText(shown);

	// Play to the final harvest (AMIGO, 3 players: the third run-out while drawing ends it).
	for (let i = 0; i < 3; i++) await ranOut(page, 'drawing');
	const form = page.getByRole('form', { name: 'Ada' });
	await expect(form).toBeVisible();
	const afterRunOuts = await dumpDatabase(page, 'bean-referee');
	expect(afterRunOuts).not.toEqual(before);
	// The fields form (instead of the one total): coins earned during the game plus each field.
	await form.getByRole('button', { name: 'Count Ada’s fields instead' }).click();
	for (const value of BAD_COUNTS) {
		await form.getByLabel('Coins earned during the game').fill(value);
		await form.getByRole('button', { name: 'Save Ada' }).click();
		await expect(form.getByText(trackerPanelsEn.numberInvalid).first(), value).toBeVisible();
	}
	await form.getByLabel('Coins earned during the game').fill('3');
	const field = form.getByRole('group', { name: 'Field 1' });
	await field.getByLabel('Bean').selectOption({ label: 'Chili Bean (18 cards)' });
	for (const value of ['0x3', '1e1', '-2', '2.5', '999']) {
		await field.getByLabel('Cards', { exact: true }).fill(value);
		await form.getByRole('button', { name: 'Save Ada' }).click();
		await expect(form.getByText(trackerPanelsEn.numberInvalid).first(), value).toBeVisible();
	}
	expect(await dumpDatabase(page, 'bean-referee')).toEqual(afterRunOuts);
	await page.goto(url);
	await appReady(page);
	// Nothing was saved for Ada: her row still asks for her total.
	await expect(page.getByRole('form', { name: 'Ada' }).getByRole('textbox').first()).toHaveValue(
		''
	);
	expect(dialogs).toEqual([]);
});

test('a right-to-left override in one name cannot reorder the names after it', async ({ page }) => {
	// U+202E turns the rest of its run right to left; each name in its own <bdi> stops it there.
	const names = ['Mia\u202E', 'Noah', 'Lea'];
	await newGame(page, { edition: /AMIGO \(current\)/, names, chosen: 'Noah' });
	await expect(page.locator('.players bdi')).toHaveText(names);
	await page.goto('/games');
	await appReady(page);
	await expect(page.locator('li.game bdi')).toHaveText(names);
});
