// Nothing lost, nothing broken (import and export): the app's own large backups restore, hostile
// files leave every page working, a game already stored is merged, never silently overwritten,
// and undoing a deletion is safe. Production build, real Chromium.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import gamesEn from '../../src/lib/i18n/messages/games/en';
import trackerEn from '../../src/lib/i18n/messages/tracker/en';
import type { GameEvent } from '../../src/lib/tracker/events';
import { exportText, type ExportedGame } from '../../src/lib/tracker/exportFile';
import {
	COLLIDING_GROUPS,
	EXPORTED_AT,
	LONE_SURROGATE_TEXT,
	MORE_GAMES,
	RTL_GAME,
	RTL_NAME
} from '../hostile/corpus';
import { appReady, storedDataShown } from './helpers';
import { fileToChoose } from './chosenFile';
import { dumpDatabase } from './idb';

const seeded = MORE_GAMES[2]!; // AMIGO 1997, 5 players, started, two turns
const at = (game: ExportedGame, event: GameEvent, i: number) => ({
	at: game.updatedAt + (i + 1) * 1000,
	event
});
/** The seeded game with more events after its own. */
const longer: ExportedGame = {
	...seeded,
	updatedAt: seeded.updatedAt + 3000,
	events: [
		...seeded.events,
		...(
			[
				{ type: 'turn-advanced' },
				{ type: 'turn-advanced' },
				{ type: 'turn-advanced' }
			] as GameEvent[]
		).map((e, i) => at(seeded, e, i))
	]
};
/** The seeded game that went another way after its second event. */
const diverging: ExportedGame = {
	...seeded,
	updatedAt: seeded.updatedAt + 5000,
	events: [
		...seeded.events.slice(0, 2),
		...([{ type: 'pile-ran-out', phase: 'draw' }] as GameEvent[]).map((e, i) => at(seeded, e, i))
	]
};

function watchErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(error.message));
	page.on('dialog', (dialog) => {
		errors.push(`dialog: ${dialog.message()}`);
		void dialog.dismiss();
	});
	return errors;
}

async function importFile(page: Page, name: string, text: string) {
	await page.getByLabel(gamesEn.importGames).setInputFiles(fileToChoose(name, text));
}

const notice = (page: Page) => page.getByRole('status').locator('p.notice').last();

async function gamesPage(page: Page) {
	await page.goto('/games');
	await appReady(page);
}

/** Opens every page that shows stored data; none may throw. */
async function everyPageOpens(page: Page, errors: string[], playIds: readonly string[]) {
	for (const path of ['/', '/games', '/settings', ...playIds.map((id) => `/games/play?id=${id}`)]) {
		await page.goto(path);
		await appReady(page);
		await storedDataShown(page);
		expect(errors, path).toEqual([]);
	}
}

test.describe('the app’s own large backups restore', () => {
	test.setTimeout(180_000);

	test('a backup of one 20,000-event game', async ({ page }) => {
		const errors = watchErrors(page);
		const events: GameEvent[] = [
			{ type: 'game-started' },
			...Array.from({ length: 19_999 }, (): GameEvent => ({ type: 'turn-advanced' }))
		];
		const long: ExportedGame = {
			...seeded,
			id: 'long-game',
			events: events.map((event, i) => ({ at: seeded.createdAt + i + 1, event }))
		};
		const text = exportText([long], EXPORTED_AT);
		expect(text.length).toBeGreaterThan(1_000_000);
		await gamesPage(page);
		await importFile(page, 'long.json', text);
		await expect(notice(page)).toHaveText(gamesEn.importAdded(1), { timeout: 60_000 });
		await expect(page.locator('li.game')).toHaveCount(1);
		expect(errors).toEqual([]);
	});

	test('"Export all" of 10,000 games', async ({ page }) => {
		const errors = watchErrors(page);
		const games = Array.from({ length: 10_000 }, (_, i) => ({ ...seeded, id: `game-${i}` }));
		const text = exportText(games, EXPORTED_AT);
		expect(text.length).toBeGreaterThan(7_000_000);
		await gamesPage(page);
		await importFile(page, 'all.json', text);
		await expect(notice(page)).toHaveText(gamesEn.importAdded(10_000), { timeout: 150_000 });
		expect(errors).toEqual([]);
	});
});

test('a lone surrogate in a game id: that game is refused and named, nothing of it is stored, the other game is imported, and every page opens', async ({
	page
}) => {
	const errors = watchErrors(page);
	await gamesPage(page);
	await importFile(page, 'seed.json', exportText([seeded], EXPORTED_AT));
	await expect(notice(page)).toHaveText(gamesEn.importAdded(1));
	const gameIds = async () =>
		(await dumpDatabase(page, 'bean-referee')).stores
			.find((store) => store.name === 'games')!
			.records.map((record) => (record.value as { id: string }).id)
			.sort();
	const before = await gameIds();
	// The file's two games: the one with the damaged id is refused and named with its reason, the
	// other one is imported (a backup imports what it can).
	await importFile(page, 'surrogate.json', LONE_SURROGATE_TEXT);
	const refused = page.getByRole('status').getByRole('listitem');
	await expect(refused).toHaveCount(1);
	await expect(refused).toContainText(gamesEn['import_bad-id']);
	await expect(page.getByText(gamesEn.importAdded(1))).toBeVisible();
	const after = await gameIds();
	expect(after).toHaveLength(before.length + 1);
	expect(after.some((id) => id.includes('\ud800'))).toBe(false);
	await everyPageOpens(page, errors, [seeded.id]);
});

test('games whose names once made colliding group keys: accepted, every page opens', async ({
	page
}) => {
	const errors = watchErrors(page);
	await gamesPage(page);
	await importFile(page, 'collide.json', exportText(COLLIDING_GROUPS, EXPORTED_AT));
	await expect(notice(page)).toHaveText(gamesEn.importAdded(2));
	await expect(page.locator('li.game')).toHaveCount(2);
	// Two statistics groups, one per edition.
	await expect(page.locator('.group')).toHaveCount(2);
	await expect(page.locator('.group th[scope="row"]')).toHaveText([
		'Bob',
		'Cy',
		'Di',
		'-1997Bob',
		'Cy',
		'Di'
	]);
	await everyPageOpens(
		page,
		errors,
		COLLIDING_GROUPS.map((g) => g.id)
	);
});

test('a right-to-left override in a name stays inside the name, also in the delete question', async ({
	page
}) => {
	const errors = watchErrors(page);
	await gamesPage(page);
	await importFile(page, 'rtl.json', exportText([RTL_GAME], EXPORTED_AT));
	await expect(notice(page)).toHaveText(gamesEn.importAdded(1));
	await page.getByRole('button', { name: gamesEn.deleteGame }).click();
	// Each typed name is isolated (FSI … PDI), so the override ends with it.
	const names = ['\u2068' + RTL_NAME + '\u2069', '\u2068Fay\u2069', '\u2068Gil\u2069'];
	await expect(page.locator('.confirm > span').first()).toHaveText(
		gamesEn.deleteConfirm(new Intl.ListFormat('en', { style: 'long' }).format(names))
	);
	await page.getByRole('button', { name: trackerEn.cancel }).click();
	// The winner line isolates the names too.
	await expect(page.locator('li.game')).toContainText(gamesEn.status_winner('\u2068Fay\u2069'));
	await everyPageOpens(page, errors, [RTL_GAME.id]);
});

test('a longer copy of a stored game merges into it', async ({ page }) => {
	const errors = watchErrors(page);
	await gamesPage(page);
	await importFile(page, 'seed.json', exportText([seeded], EXPORTED_AT));
	await expect(notice(page)).toHaveText(gamesEn.importAdded(1));
	await importFile(page, 'longer.json', exportText([longer], EXPORTED_AT));
	await expect(notice(page)).toHaveText(gamesEn.importExtended(1));
	await expect(page.locator('li.game')).toHaveCount(1);
	// The shorter file afterwards changes nothing and says so.
	const before = await dumpDatabase(page, 'bean-referee');
	await importFile(page, 'seed.json', exportText([seeded], EXPORTED_AT));
	await expect(notice(page)).toHaveText(gamesEn.importKeptLonger(1));
	expect(await dumpDatabase(page, 'bean-referee')).toEqual(before);
	expect(errors).toEqual([]);
});

test('a diverging copy of a stored game is kept beside it as a copy', async ({ page }) => {
	const errors = watchErrors(page);
	await gamesPage(page);
	await importFile(page, 'seed.json', exportText([seeded], EXPORTED_AT));
	await expect(notice(page)).toHaveText(gamesEn.importAdded(1));
	await importFile(page, 'diverging.json', exportText([diverging], EXPORTED_AT));
	await expect(notice(page)).toHaveText(gamesEn.importCopied(1));
	await expect(page.locator('li.game')).toHaveCount(2);
	const hrefs = await page
		.locator('li.game a.button')
		.evaluateAll((links) =>
			links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('id'))
		);
	expect(hrefs).toContain(seeded.id);
	expect(hrefs.filter((id) => id !== seeded.id)).toHaveLength(1);
	await everyPageOpens(page, errors, hrefs as string[]);
});

test('delete, then import a game with the same id, then undo: the deleted game returns as a copy', async ({
	page
}) => {
	const errors = watchErrors(page);
	await gamesPage(page);
	await importFile(page, 'seed.json', exportText([seeded], EXPORTED_AT));
	await expect(notice(page)).toHaveText(gamesEn.importAdded(1));
	await page.getByRole('button', { name: gamesEn.deleteGame }).click();
	await page.getByRole('button', { name: gamesEn.deleteYes }).click();
	await expect(page.locator('li.game')).toHaveCount(0);
	await importFile(page, 'diverging.json', exportText([diverging], EXPORTED_AT));
	await expect(page.locator('li.game')).toHaveCount(1);
	await page.getByRole('button', { name: gamesEn.undoDelete }).click();
	await expect(page.getByText(gamesEn.restoredAsCopy)).toBeVisible();
	await expect(page.locator('li.game')).toHaveCount(2);
	await expect(page.getByText(/Saving failed/i)).toHaveCount(0);
	expect(errors).toEqual([]);
});
