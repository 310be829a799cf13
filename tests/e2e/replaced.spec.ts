// Nothing the players choose throws a copy of a game away for good (docs/handoff.md#merging-an-arriving-copy):
// what a keep or a delete replaced stays stored for 30 days, undone on the screen where it was
// chosen and later from the games list; copies that went two ways are marked on both cards and
// can be decided from the list. The two phones' copies come as files (the scan ends in the same
// import: scan-recovers.spec.ts).
import { type Locator, type Page } from '@playwright/test';
import { expect, movableClock, test } from './fixtures';
import { exportText, type ExportedGame } from '../../src/lib/tracker/exportFile';
import { tableGame } from '../../src/lib/handoff/tableGame';
import { appReady, storedDataShown, twoTaps } from './helpers';
import { dumpDatabase, storedEvents } from './idb';

const DAY = 24 * 60 * 60 * 1000;
const ID = 'game-w';
// This phone played to turn 14; the other phone parted after turn 12 and ran out of cards.
const here: ExportedGame = { ...tableGame(13), id: ID };
const other = tableGame(12);
const parted = other.events.at(-1)!.at + 5000;
const there: ExportedGame = {
	...other,
	id: ID,
	updatedAt: parted,
	events: [...other.events, { at: parted, event: { type: 'pile-ran-out', phase: 'draw' } }]
};

async function importGame(page: Page, game: ExportedGame): Promise<void> {
	await page.getByLabel('Import games from a file').setInputFiles({
		name: 'game.json',
		mimeType: 'application/json',
		buffer: Buffer.from(exportText([game], new Date(game.updatedAt).toISOString()))
	});
}

async function gamesPage(page: Page): Promise<void> {
	await page.goto('/games');
	await appReady(page);
}

/** This phone's game, then the other phone's copy of it: the choice between them. */
async function wentTwoWays(page: Page): Promise<Locator> {
	await gamesPage(page);
	await importGame(page, here);
	await expect(page.getByRole('status').first()).toHaveText('Imported 1 game.');
	await importGame(page, there);
	const choice = page.getByRole('region', { name: 'This game went two ways' });
	await expect(choice).toBeVisible();
	return choice;
}

const logOf = (game: ExportedGame) =>
	game.events.map(({ at, event: { type, ...payload } }, i) => [i + 1, at, type, payload]);

/** The stored games' logs, entry for entry: this phone's under the game's id, the other phone's
 * as the copy (`copies`: how many games besides the game itself). */
async function expectLogs(page: Page, logs: { id: ExportedGame; copy?: ExportedGame }) {
	const dump = await dumpDatabase(page, 'bean-referee');
	const ids = dump.stores.find((s) => s.name === 'games')!.records.map((r) => r.key as string);
	const logAt = (id: string) =>
		storedEvents(dump, id).map(({ seq, at, type, payload }) => [seq, at, type, payload]);
	expect(logAt(ID)).toEqual(logOf(logs.id));
	const copies = ids.filter((id) => id !== ID);
	expect(copies).toHaveLength(logs.copy ? 1 : 0);
	if (logs.copy) expect(logAt(copies[0]!)).toEqual(logOf(logs.copy));
}

const card = (page: Page, text: string | RegExp) =>
	page.locator('li.game').filter({ hasText: text });

for (const [choice, kept, undoLine, stays] of [
	[
		'Keep the other phone’s',
		'Kept the other phone’s version.',
		/^Undo: bring back this phone’s copy \(Turn 14, changed .+\)$/,
		there
	],
	[
		'Keep this phone’s',
		'Kept this phone’s version.',
		/^Undo: bring back the other phone’s copy \(Turn 13, changed .+\)$/,
		here
	]
] as const) {
	test(`"${choice}" is undone on the screen, and again from the games list after a reload: both logs whole`, async ({
		page
	}) => {
		const sheet = await wentTwoWays(page);
		await sheet.getByRole('button', { name: choice }).click();
		await expect(sheet.getByRole('status')).toHaveText(kept);
		await sheet.getByRole('button', { name: 'Undo' }).click();
		await expect(sheet.getByRole('status')).toHaveText(
			'Undone: both versions are kept, the other phone’s as a copy.'
		);
		await expectLogs(page, { id: here, copy: there });

		// Chosen again, from the list this time, then undone from the game's card after a reload.
		await page.reload();
		await appReady(page);
		await card(page, 'This phone’s copy')
			.getByRole('button', { name: 'Choose which to keep' })
			.click();
		const again = page.getByRole('region', { name: 'This game went two ways' });
		await again.getByRole('button', { name: choice }).click();
		await expect(again.getByRole('status')).toHaveText(kept);
		await expectLogs(page, { id: stays });
		await page.reload();
		await appReady(page);
		await expect(page.locator('li.game')).toHaveCount(1);
		const undo = page.locator('li.game').getByRole('button', { name: /^Undo: / });
		await expect(undo).toHaveText(undoLine);
		await undo.click();
		await expect(page.locator('li.game')).toHaveCount(2);
		await expect(card(page, 'This phone’s copy')).toHaveCount(1);
		await expect(card(page, 'The other phone’s copy')).toHaveCount(1);
		await expectLogs(page, { id: here, copy: there });
		// The undo used what was set aside: nothing is left to bring back.
		await page.reload();
		await appReady(page);
		await storedDataShown(page);
		await expect(page.getByRole('button', { name: /^Undo: / })).toHaveCount(0);
	});
}

// A keep tapped twice, the second tap while the first is still being saved: one keep, and nothing
// of it taken back (one tap, one effect: state/oneTap.ts).
for (const gap of [60, 200]) {
	test(`"Keep the other phone’s" tapped twice ${gap} ms apart keeps it once, undoing nothing`, async ({
		page
	}) => {
		const sheet = await wentTwoWays(page);
		const kept = sheet.getByRole('status');
		const keep = sheet.getByRole('button', { name: 'Keep the other phone’s' });
		await keep.scrollIntoViewIfNeeded();
		// The second tap comes while the first one's write may still be under way.
		const measured = await twoTaps(page, keep, gap, async () => {});
		expect(measured).toBe(gap);
		await expect(kept).toHaveText('Kept the other phone’s version.');
		await expectLogs(page, { id: there });
	});
}

test('a deleted game is brought back from the games list after a reload, its log whole', async ({
	page
}) => {
	await gamesPage(page);
	await importGame(page, here);
	await expect(page.getByRole('status').first()).toHaveText('Imported 1 game.');
	await page.locator('li.game').getByRole('button', { name: 'Delete' }).click();
	await page.getByRole('button', { name: 'Yes, delete' }).click();
	await expect(page.locator('li.game')).toHaveCount(0);
	await page.reload();
	await appReady(page);
	const deleted = page.getByRole('region', { name: 'Recently deleted' });
	await expect(deleted).toContainText('Ana, Ben, Cleo, Dan, Eva');
	await expect(deleted).toContainText('not in backups');
	await deleted.getByRole('button', { name: 'Bring back' }).click();
	await expect(page.locator('li.game')).toHaveCount(1);
	await expect(deleted).toBeHidden();
	await expectLogs(page, { id: here });
});

test('an import that continued a game is undone from the games list: both logs kept, the file’s as the copy', async ({
	page
}) => {
	const further: ExportedGame = { ...tableGame(15), id: ID };
	await gamesPage(page);
	await importGame(page, here);
	await expect(page.getByRole('status').first()).toHaveText('Imported 1 game.');
	await importGame(page, further);
	await expect(page.getByRole('status').first()).toHaveText(
		'1 game here continues with the file’s longer log.'
	);
	await expectLogs(page, { id: further });
	await page.reload();
	await appReady(page);
	const undo = page.locator('li.game').getByRole('button', { name: /^Undo: / });
	await expect(undo).toHaveText(
		/^Undo: bring back this phone’s copy from before the import \(Turn 14, changed .+\)$/
	);
	await undo.click();
	await expect(card(page, 'This phone’s copy')).toContainText('Turn 14');
	await expect(card(page, 'The other phone’s copy')).toContainText('Turn 16');
	await expectLogs(page, { id: here, copy: further });
});

test('a split left undecided is marked on both cards and decided from the list', async ({
	page
}) => {
	const sheet = await wentTwoWays(page);
	await page.keyboard.press('Escape');
	await expect(sheet).toBeHidden();
	await page.reload();
	await appReady(page);
	const mine = card(page, 'This phone’s copy');
	const theirs = card(page, 'The other phone’s copy');
	await expect(mine).toContainText('Turn 14');
	await expect(mine).toContainText('Last change:');
	await expect(theirs).toContainText('Turn 13');
	await expect(theirs).toContainText('Last change:');
	await theirs.getByRole('button', { name: 'Choose which to keep' }).click();
	const choice = page.getByRole('region', { name: 'This game went two ways' });
	await expect(choice).toContainText('Both phones played on after 13 shared entries.');
	await choice.getByRole('button', { name: 'Keep both' }).click();
	await expect(choice.getByRole('status')).toHaveText(
		'Both are kept, the other phone’s as a copy.'
	);
	await page.reload();
	await appReady(page);
	await storedDataShown(page);
	await expect(page.locator('li.game')).toHaveCount(2);
	await expect(page.getByText(/phone’s copy/)).toHaveCount(0);
	await expectLogs(page, { id: here, copy: there });
});

test('what was set aside is kept for 30 days, then gone', async ({ page }) => {
	const T = Date.UTC(2026, 10, 1, 12);
	await movableClock(page);
	await page.clock.setFixedTime(T);
	await gamesPage(page);
	await importGame(page, here);
	await expect(page.getByRole('status').first()).toHaveText('Imported 1 game.');
	await page.locator('li.game').getByRole('button', { name: 'Delete' }).click();
	await page.getByRole('button', { name: 'Yes, delete' }).click();
	await expect(page.locator('li.game')).toHaveCount(0);
	const deleted = page.getByRole('region', { name: 'Recently deleted' });
	await page.clock.setFixedTime(T + 29 * DAY);
	await page.reload();
	await appReady(page);
	await expect(deleted.getByRole('button', { name: 'Bring back' })).toBeVisible();
	await page.clock.setFixedTime(T + 31 * DAY);
	await page.reload();
	await appReady(page);
	await storedDataShown(page);
	await expect(page.getByText(/^No games yet/)).toBeVisible();
	await expect(deleted).toHaveCount(0);
	const dump = await dumpDatabase(page, 'bean-referee');
	expect(dump.stores.find((s) => s.name === 'replaced')?.records).toEqual([]);
});
