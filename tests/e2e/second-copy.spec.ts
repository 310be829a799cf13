// The second copy (docs/architecture.md#the-second-copy): every game's events also go to the
// origin private file system after IndexedDB committed them. When the database is deleted, or
// its games store emptied, the app offers on reload to restore every game from the copy, naming
// each with its entries; restored, the game is stored event for event as before.
// Production build, real Chromium; desktop only (storage, not layout).
import { type Page } from '@playwright/test';
import { expect, expectConsole, test } from './fixtures';
import commonEn from '../../src/lib/i18n/messages/common/en';
import { appReady, tapper } from './helpers';
import { dumpDatabase, storedEvents } from './idb';
import { newGame } from './trackerHelpers';

async function playedGame(page: Page): Promise<string> {
	await newGame(page, {
		edition: /AMIGO \(current\)/,
		names: ['Mia', 'Noah', 'Lea'],
		chosen: 'Mia'
	});
	const { tap } = tapper(page);
	await tap(page.getByRole('button', { name: 'Start the game' }));
	const heading = page.getByRole('heading', { level: 2, name: /^Turn \d+:/ });
	await expect(heading).toHaveText('Turn 1: Mia');
	for (const name of ['Noah', 'Lea', 'Mia']) {
		await tap(page.getByRole('button', { name: 'Next turn' }));
		await expect(heading).toHaveText(new RegExp(`: ${name}$`));
	}
	return new URL(page.url()).searchParams.get('id')!;
}

// The copy is written after the commit, without the tap waiting: wait until it holds `lines`.
async function copyLines(page: Page, id: string): Promise<number> {
	return page.evaluate(async (id) => {
		try {
			const root = await navigator.storage.getDirectory();
			const dir = await root.getDirectoryHandle('games');
			const file = await (await dir.getFileHandle(`${encodeURIComponent(id)}.jsonl`)).getFile();
			return (await file.text()).split('\n').length - 1;
		} catch {
			return 0;
		}
	}, id);
}

const losses: [string, (page: Page) => Promise<void>][] = [
	[
		'the database deleted',
		(page) =>
			page.evaluate(
				() =>
					new Promise<void>((resolve, reject) => {
						const request = indexedDB.deleteDatabase('bean-referee');
						request.onsuccess = () => resolve();
						request.onerror = () => reject(request.error);
					})
			)
	],
	[
		'the games store emptied',
		(page) =>
			page.evaluate(async () => {
				const db = await new Promise<IDBDatabase>((resolve, reject) => {
					const request = indexedDB.open('bean-referee');
					request.onsuccess = () => resolve(request.result);
					request.onerror = () => reject(request.error);
				});
				await new Promise<void>((resolve, reject) => {
					const tx = db.transaction('games', 'readwrite');
					tx.objectStore('games').clear();
					tx.oncomplete = () => resolve();
					tx.onerror = () => reject(tx.error);
				});
				db.close();
			})
	]
];

for (const [loss, lose] of losses) {
	test(`${loss}: the app offers the game from the second copy and restores it event for event`, async ({
		page
	}) => {
		test.setTimeout(120_000);
		// The page's own connection (Dexie, which pages that show stored data hold from their first
		// paint) is asked to close for the deletion: Dexie says so, and closes it.
		expectConsole(/^console\.warning: Another connection wants to delete database 'bean-referee'/);
		const id = await playedGame(page);
		const before = storedEvents(await dumpDatabase(page, 'bean-referee'), id);
		expect(before).toHaveLength(4);
		await expect.poll(() => copyLines(page, id)).toBe(1 + before.length);

		await page.goto('/');
		await appReady(page);
		await lose(page);
		await page.reload();
		await appReady(page);

		const offer = page.getByText(commonEn.copyOffer(1));
		await expect(offer).toBeVisible();
		await expect(
			page
				.getByRole('listitem')
				.filter({ hasText: /AMIGO \(current\): .*Mia.*Noah.*Lea.* · 4 entries/ })
		).toBeVisible();
		await page.getByRole('button', { name: commonEn.copyRestore }).click();
		await expect(page.getByText(commonEn.copyRestored(1))).toBeVisible();
		await expect(offer).toBeHidden();

		expect(storedEvents(await dumpDatabase(page, 'bean-referee'), id)).toEqual(before);
		await page.goto(`/games/play?id=${id}`);
		await appReady(page);
		await expect(page.getByRole('heading', { level: 2, name: /^Turn \d+:/ })).toHaveText(
			'Turn 4: Mia'
		);
	});
}
