// A backup imports what it can (docs/handoff.md#the-game-file): the good games of a file are
// stored, each refused one is named with its reason and nothing of it is stored; a file whose
// version is of the wrong kind is called damaged, not newer.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BASE_TEXT } from '../hostile/corpus';
import { appReady } from './helpers';
import { dumpDatabase, storedEvents } from './idb';

async function importText(page: Page, text: string): Promise<void> {
	await page.getByLabel('Import games from a file').setInputFiles({
		name: 'backup.json',
		mimeType: 'application/json',
		buffer: Buffer.from(text)
	});
}

const storedIds = async (page: Page) =>
	(await dumpDatabase(page, 'bean-referee')).stores
		.find((s) => s.name === 'games')!
		.records.map((r) => r.key as string)
		.sort();

test.describe('importing a backup', () => {
	test('a file with good games and one holding an unknown entry imports the good ones and names the refused one', async ({
		page
	}) => {
		const file = JSON.parse(BASE_TEXT) as {
			games: { id: string; createdAt: number; events: Record<string, unknown>[] }[];
		};
		const ids = file.games.map((g) => g.id).sort();
		expect(ids).toEqual(['corpus-amigo', 'corpus-rio']);
		// The AMIGO game (Ben, Ada, Cleo) gets an entry this app does not know.
		const bad = file.games.find((g) => g.id === 'corpus-amigo')!;
		bad.events.splice(1, 0, { at: bad.createdAt + 1000, type: 'teleport-beans' });
		await page.goto('/games');
		await appReady(page);
		await importText(page, JSON.stringify(file));
		const status = page.getByRole('status').first();
		await expect(status).toContainText('Imported 1 game.');
		await expect(status).toContainText('1 game was not imported');
		const refused = page.getByTestId('import-refused');
		await expect(refused).toContainText('Ben');
		await expect(refused).toContainText('Ada');
		await expect(refused).toContainText('Cleo');
		await expect(refused).toContainText('an entry this app does not know');
		expect(await storedIds(page)).toEqual(ids.filter((id) => id !== 'corpus-amigo'));
		// On a small phone nothing of it is wider than the screen.
		await page.setViewportSize({ width: 360, height: 740 });
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
			360
		);
		await refused.screenshot({ path: test.info().outputPath('refused-360.png') });
		// Nothing of the refused game: no entry of its log is stored.
		const events = (await dumpDatabase(page, 'bean-referee')).stores
			.filter((s) => s.name === 'events' || s.name === 'eventChunks')
			.flatMap((s) => s.records.map((r) => JSON.stringify(r.value)));
		expect(events.some((text) => text.includes('corpus-amigo'))).toBe(false);
	});

	test('a version written as text is a damaged file, not one from a newer app', async ({
		page
	}) => {
		const file = JSON.parse(BASE_TEXT) as { version: unknown };
		file.version = '1';
		await page.goto('/games');
		await appReady(page);
		await importText(page, JSON.stringify(file));
		const alert = page.getByRole('alert').first();
		await expect(alert).toContainText('Nothing was imported:');
		await expect(alert).toContainText('version');
		await expect(alert).toContainText('damaged');
		await expect(alert).not.toContainText('newer');
		expect(await storedIds(page)).toEqual([]);
	});

	test('a large backup shows its progress, and a reload during it leaves every game whole or absent', async ({
		page
	}) => {
		test.setTimeout(180_000);
		// 1,500 copies of the Rio Grande game (9 entries each) under their own ids.
		const base = JSON.parse(BASE_TEXT) as { games: { id: string; events: unknown[] }[] };
		const rio = base.games.find((g) => g.id === 'corpus-rio')!;
		const ALL = 1500;
		const games = Array.from({ length: ALL }, (_, i) => ({ ...rio, id: `big-${i}` }));
		await page.goto('/games');
		await appReady(page);
		await importText(page, JSON.stringify({ ...base, games }));
		const progress = page.getByTestId('import-progress');
		await expect(progress).toContainText(/Importing: \d+ of 1,500 games stored/);
		await page.reload();
		await appReady(page);
		const dump = await dumpDatabase(page, 'bean-referee');
		const ids = dump.stores.find((s) => s.name === 'games')!.records.map((r) => r.key as string);
		expect(ids.length).toBeGreaterThan(0);
		expect(ids.length).toBeLessThan(ALL);
		const events = storedEvents(dump);
		const perGame = new Map<string, number>();
		for (const event of events) perGame.set(event.gameId, (perGame.get(event.gameId) ?? 0) + 1);
		// Every stored game has its whole log; no entry belongs to a game that is not stored.
		for (const id of ids) expect(perGame.get(id), id).toBe(rio.events.length);
		expect([...perGame.keys()].sort()).toEqual([...ids].sort());
	});
});
