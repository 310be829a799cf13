// One device, two tabs of the app: what one tab does to the stored games, the other shows without
// a reload. Production build, real Chromium; desktop only (it tests storage, not layout).
import { expect, test } from '@playwright/test';
import trackerEn from '../../src/lib/i18n/messages/tracker/en';
import gamesEn from '../../src/lib/i18n/messages/games/en';
import { MORE_GAMES, EXPORTED_AT } from '../hostile/corpus';
import { exportText } from '../../src/lib/tracker/exportFile';
import { appReady } from './helpers';

const game = MORE_GAMES[2]!; // corpus-1997: AMIGO 1997, started, turn 3

test('a game deleted in another tab and put back with Undo shows again in the open tab', async ({
	context
}, testInfo) => {
	test.skip(testInfo.project.name !== 'desktop', 'storage, not layout: desktop only');
	const list = await context.newPage();
	await list.goto('/games');
	await appReady(list);
	await list.getByLabel(trackerEn.importGames).setInputFiles({
		name: 'game.json',
		mimeType: 'application/json',
		buffer: Buffer.from(exportText([game], EXPORTED_AT))
	});
	await expect(list.getByText(gamesEn.importAdded(1))).toBeVisible();

	const play = await context.newPage();
	await play.goto(`/games/play?id=${game.id}`);
	await appReady(play);
	const turn = play.locator('#turn-heading');
	await expect(turn).toContainText('Turn 3');

	await list.bringToFront();
	await list.getByRole('button', { name: trackerEn.deleteGame }).click();
	await list.getByRole('button', { name: trackerEn.deleteYes }).click();
	await expect(play.getByText(trackerEn.gameMissing)).toBeVisible();
	await list.getByRole('button', { name: trackerEn.undoDelete }).click();
	await expect(list.locator('li.game')).toHaveCount(1);

	// The open tab shows the game again, untouched, and goes on from where it was.
	await expect(turn).toContainText('Turn 3');
	await expect(play.getByText(trackerEn.gameMissing)).toHaveCount(0);
});
