// Stored records damaged under the app (as a devtools edit leaves them): every page still opens,
// the healthy games are listed, opened and exported, each damaged one is named with what is
// wrong and can be downloaded exactly as stored, and no screen reads "undefined" or "NaN".
// Production build, real Chromium; desktop only (it tests reading, not layout).
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import storedEn from '../../src/lib/i18n/messages/stored/en';
import trackerEn from '../../src/lib/i18n/messages/tracker/en';
import gamesEn from '../../src/lib/i18n/messages/games/en';
import { ALL_TEXT } from '../hostile/corpus';
import { appReady, storedDataShown } from './helpers';

/** Damages the stored records through the raw IndexedDB API, as devtools would. */
function damage(page: Page): Promise<void> {
	return page.evaluate(async () => {
		const request = <T>(r: IDBRequest<T>) =>
			new Promise<T>((resolve, reject) => {
				r.onsuccess = () => resolve(r.result);
				r.onerror = () => reject(r.error);
			});
		const db = await request(indexedDB.open('bean-referee'));
		const tx = db.transaction(['games', 'events', 'eventChunks'], 'readwrite');
		const games = tx.objectStore('games');
		type Game = { summary: Record<string, unknown>; setup: Record<string, unknown> };
		// A finished game's summary loses its players.
		const amigo = (await request(games.get('corpus-amigo'))) as Game;
		delete amigo.summary.players;
		games.put(amigo);
		// A game names an edition this version does not know.
		const rio = (await request(games.get('corpus-rio'))) as Game;
		rio.setup.edition = 'amigo-2099';
		rio.summary.edition = 'amigo-2099';
		games.put(rio);
		// A chunk of [null, 42], and an entry of an unknown type in the middle of a log.
		tx.objectStore('eventChunks').add({
			gameId: 'corpus-1997',
			fromSeq: 1,
			toSeq: 2,
			events: [null, 42]
		});
		const events = tx.objectStore('events').index('[gameId+seq]');
		const second = (await request(events.get(['corpus-1997', 2]))) as { type: string };
		second.type = 'teleport';
		tx.objectStore('events').put(second);
		await new Promise((resolve, reject) => {
			tx.oncomplete = resolve;
			tx.onerror = () => reject(tx.error);
		});
		db.close();
	});
}

async function downloaded(page: Page, click: () => Promise<void>) {
	const download = page.waitForEvent('download');
	await click();
	return JSON.parse(await readFile((await (await download).path())!, 'utf8')) as {
		games: { id: string }[];
		damaged?: { record: { id: string }; events: unknown[] }[];
	};
}

async function noUndefined(page: Page, path: string) {
	const text = await page.locator('main, body').first().innerText();
	expect(text, path).not.toMatch(/undefined|NaN/);
}

test('damaged records are named, exported as stored, and never hide the healthy games', async ({
	page
}) => {
	test.setTimeout(120_000);
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(error.message));
	await page.goto('/games');
	await appReady(page);
	await page.getByLabel(gamesEn.importGames).setInputFiles({
		name: 'all.json',
		mimeType: 'application/json',
		buffer: Buffer.from(ALL_TEXT)
	});
	await expect(page.getByText(gamesEn.importAdded(5))).toBeVisible();
	await damage(page);

	await page.reload();
	await appReady(page);
	const damaged = page.locator('section[aria-labelledby="damaged-heading"] li');
	await expect(damaged).toHaveCount(2);
	await expect(damaged.nth(0)).toContainText(storedEn['problem_unknown-edition']('amigo-2099'));
	await expect(damaged.nth(1)).toContainText(storedEn['problem_bad-summary']);
	// The three healthy games in progress are listed; corpus-1997 among them (its summary is whole).
	await expect(page.locator('section[aria-labelledby="progress-heading"] li.game')).toHaveCount(3);
	await expect(page.getByText(storedEn.statsSkipped(1))).toBeVisible();
	await noUndefined(page, '/games');

	const all = await downloaded(page, () =>
		page.getByRole('button', { name: gamesEn.exportAll }).click()
	);
	expect(all.games.map((g) => g.id).sort()).toEqual([
		'corpus-amigo',
		'corpus-my-first',
		'corpus-rabohnzel'
	]);
	expect(all.damaged?.map((d) => [d.record.id, d.events.length])).toEqual([
		['corpus-rio', 9],
		['corpus-1997', 5]
	]);
	const one = await downloaded(page, () =>
		damaged.nth(0).getByRole('button', { name: storedEn.downloadAsStored }).click()
	);
	expect(one.damaged?.map((d) => d.record.id)).toEqual(['corpus-rio']);

	// The unknown edition opens as a stored, damaged game: never "does not exist".
	await page.goto('/games/play?id=corpus-rio');
	await appReady(page);
	await expect(page.getByText(storedEn.gameDamaged)).toBeVisible();
	await expect(page.getByText(trackerEn.gameMissing)).toHaveCount(0);

	// The damaged chunk and the unknown entry: the game opens and names the three entries it leaves out.
	await page.goto('/games/play?id=corpus-1997');
	await appReady(page);
	await expect(page.getByText(storedEn.setAsideHeading(3))).toBeVisible();
	await expect(page.getByText(storedEn['setAside_unknown-type'](4, 'teleport'))).toBeVisible();
	await expect(page.getByText(storedEn.setAside_damaged(1))).toBeVisible();
	await noUndefined(page, '/games/play?id=corpus-1997');

	for (const path of ['/', '/games/play?id=corpus-amigo']) {
		await page.goto(path);
		await appReady(page);
		await storedDataShown(page);
		await noUndefined(page, path);
	}
	expect(errors).toEqual([]);
});
