// One device, two tabs of the app: what one tab does to the stored games, the other shows without
// a reload. Production build, real Chromium; desktop only (it tests storage, not layout).
import { type Page } from '@playwright/test';
import { expect, expectConsole, test } from './fixtures';
import trackerEn from '../../src/lib/i18n/messages/tracker/en';
import gamesEn from '../../src/lib/i18n/messages/games/en';
import storedEn from '../../src/lib/i18n/messages/stored/en';
import { readFile } from 'node:fs/promises';
import commonEn from '../../src/lib/i18n/messages/common/en';
import { MORE_GAMES, EXPORTED_AT } from '../hostile/corpus';
import { exportText } from '../../src/lib/tracker/exportFile';
import { appReady } from './helpers';

const game = MORE_GAMES[2]!; // corpus-1997: AMIGO 1997, started, turn 3

async function importGame(page: Page) {
	await page.goto('/games');
	await appReady(page);
	await page.getByLabel(gamesEn.importGames).setInputFiles({
		name: 'game.json',
		mimeType: 'application/json',
		buffer: Buffer.from(exportText([game], EXPORTED_AT))
	});
	await expect(page.getByText(gamesEn.importAdded(1))).toBeVisible();
}

test('the database deleted from another tab under an open game: said plainly, the game saved again', async ({
	context
}) => {
	// The other tab's delete: Dexie says it closes this tab's connection to let it through.
	expectConsole(/^console\.warning: Another connection wants to delete database 'bean-referee'/);
	const other = await context.newPage();
	await importGame(other);
	const play = await context.newPage();
	await play.goto(`/games/play?id=${game.id}`);
	await appReady(play);
	const turn = play.locator('#turn-heading');
	await expect(turn).toContainText('Turn 3');

	await other.goto('/calculator');
	await appReady(other);
	await other.evaluate(
		() =>
			new Promise((resolve, reject) => {
				const request = indexedDB.deleteDatabase('bean-referee');
				request.onsuccess = resolve;
				request.onerror = () => reject(request.error);
			})
	);
	await play.bringToFront();
	await expect(play.getByText(storedEn.vanishedGame)).toBeVisible();
	// A tap is not taken (nowhere to save it); the game stays as it was, never "does not exist",
	// and nothing claims the saved games are still there.
	await play.getByRole('button', { name: /^Next turn/ }).click();
	await expect(turn).toContainText('Turn 3');
	await expect(play.getByText(trackerEn.gameMissing)).toHaveCount(0);
	await expect(play.getByText(/still there/)).toHaveCount(0);

	const download = play.waitForEvent('download');
	await play.getByRole('button', { name: storedEn.downloadNow }).click();
	const file = JSON.parse(await readFile((await (await download).path())!, 'utf8')) as {
		games: { id: string; events: unknown[] }[];
	};
	expect(file.games.map((g) => [g.id, g.events.length])).toEqual([[game.id, 3]]);

	await play.getByRole('button', { name: storedEn.saveAgain }).click();
	await expect(play.getByText(storedEn.vanishedGame)).toHaveCount(0);
	await play.getByRole('button', { name: /^Next turn/ }).click();
	await expect(turn).toContainText('Turn 4');
	await play.reload();
	await appReady(play);
	await expect(turn).toContainText('Turn 4');
});

test('a game deleted in another tab and put back with Undo shows again in the open tab', async ({
	context
}) => {
	const list = await context.newPage();
	await importGame(list);

	const play = await context.newPage();
	await play.goto(`/games/play?id=${game.id}`);
	await appReady(play);
	const turn = play.locator('#turn-heading');
	await expect(turn).toContainText('Turn 3');

	await list.bringToFront();
	await list.getByRole('button', { name: gamesEn.deleteGame }).click();
	await list.getByRole('button', { name: gamesEn.deleteYes }).click();
	await expect(play.getByText(trackerEn.gameMissing)).toBeVisible();
	await list.getByRole('button', { name: gamesEn.undoDelete }).click();
	await expect(list.locator('li.game')).toHaveCount(1);

	// The open tab shows the game again, untouched, and goes on from where it was.
	await expect(turn).toContainText('Turn 3');
	await expect(play.getByText(trackerEn.gameMissing)).toHaveCount(0);
});

test('a blocked upgrade: the waiting tab says to close the other tab, and the tap shows once stored', async ({
	context
}) => {
	// The upgrade this test provokes: Dexie says it closes the old tab's connection to let it through.
	expectConsole(/^console\.warning: Another connection wants to upgrade database 'bean-referee'/);
	const old = await context.newPage();
	await importGame(old);
	const play = await context.newPage();
	await play.goto(`/games/play?id=${game.id}`);
	await appReady(play);
	const turn = play.locator('#turn-heading');
	await expect(turn).toContainText('Turn 3');

	// An old tab holds a connection that never closes; a newer version asks to upgrade.
	await old.evaluate(async () => {
		const w = window as unknown as { held: IDBDatabase };
		w.held = await new Promise<IDBDatabase>((resolve, reject) => {
			const request = indexedDB.open('bean-referee');
			request.onsuccess = () => resolve(request.result);
			request.onerror = () => reject(request.error);
		});
		const upgrade = indexedDB.open('bean-referee', 500);
		upgrade.onupgradeneeded = () => upgrade.transaction?.abort();
		upgrade.onerror = (event) => event.preventDefault();
	});
	await play.bringToFront();
	await play.getByRole('button', { name: /^Next turn/ }).click();
	await expect(play.getByText(commonEn.storageWaiting)).toBeVisible();
	// Not shown as done: the turn is the same, and the button waits.
	await expect(turn).toContainText('Turn 3');
	await expect(play.getByRole('button', { name: /^Next turn/ })).toBeDisabled();

	// Opening the game meanwhile shows the page and says why it waits (it never hangs unexplained).
	const again = await context.newPage();
	await again.goto(`/games/play?id=${game.id}`);
	await appReady(again);
	await expect(again.getByText(commonEn.storageWaiting)).toBeVisible();
	await play.bringToFront();

	// The old tab lets go: the tap is stored, then shown, and the notice goes.
	await old.evaluate(() => (window as unknown as { held: IDBDatabase }).held.close());
	await expect(turn).toContainText('Turn 4');
	await expect(play.getByText(commonEn.storageWaiting)).toHaveCount(0);
	await expect(again.locator('#turn-heading')).toContainText('Turn 4');
	await play.reload();
	await appReady(play);
	await expect(turn).toContainText('Turn 4');
});
