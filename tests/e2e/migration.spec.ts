import { type Page } from '@playwright/test';
import { expect, expectConsole, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { appReady, storedDataShown } from './helpers';
import { dumpDatabase, restoreDatabase, storedEvents, type DatabaseDump } from './idb';

const v1 = JSON.parse(readFileSync('tests/fixtures/db-v1.json', 'utf8')) as DatabaseDump;
const v2 = JSON.parse(readFileSync('tests/fixtures/db-v2.json', 'utf8')) as DatabaseDump;
const v3 = JSON.parse(readFileSync('tests/fixtures/db-v3.json', 'utf8')) as DatabaseDump;
const v4 = JSON.parse(readFileSync('tests/fixtures/db-v4.json', 'utf8')) as DatabaseDump;
const v5 = JSON.parse(readFileSync('tests/fixtures/db-v5.json', 'utf8')) as DatabaseDump;
const v6 = JSON.parse(readFileSync('tests/fixtures/db-v6.json', 'utf8')) as DatabaseDump;

const records = (dump: DatabaseDump, store: string) =>
	dump.stores.find((s) => s.name === store)?.records.map((r) => r.value) ?? [];
// Game records but for their place in the list (version 7 numbers every game's place).
const unplaced = (values: readonly unknown[]) =>
	values.map((value) => ({ ...(value as object), listOrder: undefined }));

// The old database's records as version 3 keeps them: `sessions` became `games` (plus summary,
// lastSeq, listOrder), `sessionId` became `gameId` in events and lessons (`gameLessons`).
function expectKept(old: DatabaseDump, now: DatabaseDump) {
	const renamed = (value: unknown) => {
		const { sessionId, ...rest } = value as { sessionId: string };
		return { ...rest, gameId: sessionId };
	};
	const expected: Record<string, unknown[]> = {
		games: records(old, 'sessions'),
		events: records(old, 'events').map(renamed),
		gameLessons: records(old, 'lessons').map(renamed),
		preferences: records(old, 'preferences'),
		meters: records(old, 'meters'),
		groups: records(old, 'groups')
	};
	for (const [store, values] of Object.entries(expected)) {
		const current = records(now, store);
		expect(current, store).toHaveLength(values.length);
		for (const value of values) {
			expect(current, store).toContainEqual(
				expect.objectContaining(value as Record<string, unknown>)
			);
		}
	}
	expect(now.stores.map((s) => s.name).sort()).toEqual([
		'eventChunks',
		'events',
		'gameLessons',
		'games',
		'groups',
		'meters',
		'preferences',
		'replaced'
	]);
}

async function restore(page: Page, dump: DatabaseDump) {
	// Put the old database in place before the app ever runs on this origin, from a page without
	// the app (the browser then asks for /favicon.ico, which the app does not have).
	expectConsole(/Failed to load resource: .* 404 .*\/favicon\.ico\)$/);
	// The start check (src/lib/db/health.ts) may still hold the old version open when Dexie
	// upgrades it; it closes on the version change, and Dexie says it waited.
	expectConsole(
		/^console\.warning: Upgrade 'bean-referee' blocked by other connection holding version \d+ /
	);
	await page.goto('/favicon.svg');
	await restoreDatabase(page, dump);
}

/** Opens the game in row `row` of the games list, from the list. */
async function openFromList(page: Page, row: number) {
	await page.goto('/games');
	await appReady(page);
	await page.locator('li.game').nth(row).getByRole('link').click();
	await appReady(page);
}

test('a database left by schema version 1 opens in the current app with everything intact', async ({
	page
}) => {
	await restore(page, v1);
	await page.goto('/games');
	await appReady(page);
	// German was chosen under version 1.
	await expect(page.locator('html')).toHaveAttribute('lang', 'de');
	await expect(page.getByText(/Ada, Ben, Cleo, Dan/)).toBeVisible();
	await expect(page.getByText(/Mia, Noah, Lea/)).toBeVisible();
	await expect(page.getByText('Gewonnen: \u2068Mia\u2069')).toBeVisible();

	// The game in progress resumes where it was: turn, pass, counted pile, bought field.
	await page
		.getByRole('link', { name: /Weiterspielen|Fortsetzen|Öffnen/ })
		.first()
		.click();
	await appReady(page);
	await expect(page.getByRole('heading', { level: 2, name: 'Zug 3: Cleo' })).toBeVisible();
	await expect(page.getByText('Durchgang 2 von 3', { exact: true })).toBeVisible();
	await expect(page.getByText(/Schon gekauft: Ben/)).toBeVisible();

	// The entered beanometer still counts.
	await page.goto('/calculator');
	await appReady(page);
	await page.getByRole('radio', { name: 'My First Bohnanza' }).check();
	await page.getByRole('button', { name: /Mean Bean/ }).click();
	await page.getByLabel('Karten im Feld').fill('5');
	await expect(page.locator('#coins-result')).toHaveText('5 Karten Mean Bean: 1 Taler.');

	// Nothing was lost in the upgrade: every old record is still there, renamed where needed.
	const now = await dumpDatabase(page, 'bean-referee');
	expectKept(v1, now);
	const games = records(now, 'games') as { id: string; summary: unknown }[];
	expect(games.map((g) => g.summary)).toEqual(
		expect.arrayContaining([
			{
				edition: 'amigo',
				players: ['Mia', 'Noah', 'Lea'],
				status: 'finished',
				turn: 1,
				pass: 3,
				passes: 3,
				coins: [8, 8, 5],
				winners: [0],
				step: null,
				groupId: null,
				events: 8
			},
			{
				edition: 'rio-grande',
				players: ['Ada', 'Ben', 'Cleo', 'Dan'],
				status: 'playing',
				turn: 3,
				pass: 2,
				passes: 3,
				coins: null,
				winners: null,
				step: null,
				groupId: null,
				events: 6
			}
		])
	);
});

test('a database left by schema version 2 lists and opens every game unchanged', async ({
	page
}) => {
	await restore(page, v2);
	await page.goto('/games');
	await appReady(page);
	const rows = page.locator('li.game');
	await expect(rows).toHaveCount(4);
	// In progress first (newest first), then being set up, then finished.
	await expect(rows.nth(0)).toContainText('Ida, Tom, Ole');
	await expect(rows.nth(0)).toContainText('Turn 2');
	await expect(rows.nth(1)).toContainText('Ada, Ben, Cleo, Dan');
	await expect(rows.nth(1)).toContainText('Turn 3');
	await expect(rows.nth(2)).toContainText('Eva, Finn, Gus');
	await expect(rows.nth(3)).toContainText('Mia, Noah, Lea');
	await expect(rows.nth(3)).toContainText('Noah');
	// The statistics come from the summaries: one finished AMIGO game, Noah won it with 9.
	await expect(page.getByText('Average winning score: 9 coins')).toBeVisible();

	// Each game opens as it was.
	await rows.nth(1).getByRole('link').click();
	await appReady(page);
	await expect(page.getByRole('heading', { level: 2, name: 'Turn 3: Cleo' })).toBeVisible();
	await expect(page.getByText('Pass 2 of 3', { exact: true })).toBeVisible();
	await expect(page.getByText(/Already bought: Ben/)).toBeVisible();
	await expect(page.getByRole('button', { name: /^Redo/ })).toBeEnabled();
	// The whole log: 10 events, the last turn undone.
	await expect(page.locator('ol.log > li')).toHaveCount(10);

	await openFromList(page, 3);
	await expect(page.getByText('Noah wins with 9 coins!')).toBeVisible();
	await expect(page.locator('ol.log > li')).toHaveCount(8);

	await openFromList(page, 2);
	await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
	await expect(page.getByRole('checkbox').first()).toBeChecked();

	await openFromList(page, 0);
	await expect(page.getByRole('heading', { name: 'Turn 2: Ida' })).toBeVisible();
	await expect(page.locator('ol.log > li')).toHaveCount(2);
	// The coach's rule card was already seen: the lesson moved with the game.
	const coach = page.getByRole('region', { name: /Turn coach/ });
	await expect(coach).toContainText('Part 1 of 4');
	await expect(coach.getByRole('heading', { name: 'Cards in a line' })).toHaveCount(0);

	const now = await dumpDatabase(page, 'bean-referee');
	expectKept(v2, now);
});

test('a database left by schema version 3 opens its long game unchanged, its older events in chunks', async ({
	page
}) => {
	await restore(page, v3);
	await page.goto('/games');
	await appReady(page);
	const rows = page.locator('li.game');
	await expect(rows).toHaveCount(2);
	await expect(rows.nth(0)).toContainText('Ada, Ben, Cleo, Dan');
	await expect(rows.nth(0)).toContainText('Turn 248');
	await expect(rows.nth(1)).toContainText('Mia, Noah, Lea');

	// Upgraded: the long game's first 100 events moved into one chunk, the rest one record each,
	// and no event changed.
	const upgraded = await dumpDatabase(page, 'bean-referee');
	const games = records(v3, 'games') as { id: string; edition: string }[];
	const rio = games.find((game) => game.edition === 'rio-grande');
	const amigo = games.find((game) => game.edition === 'amigo');
	expect(records(upgraded, 'eventChunks')).toEqual([
		expect.objectContaining({ gameId: rio!.id, fromSeq: 1, toSeq: 100 })
	]);
	for (const game of [rio!, amigo!])
		expect(storedEvents(upgraded, game.id)).toEqual(storedEvents(v3, game.id));
	expect(unplaced(records(upgraded, 'games'))).toEqual(unplaced(records(v3, 'games')));

	// It opens where it was: turn 248 (Dan), the last turn undone (redo offered).
	await rows.nth(0).getByRole('link').click();
	await appReady(page);
	await expect(page.getByRole('heading', { level: 2, name: 'Turn 248: Dan' })).toBeVisible();
	await expect(page.getByRole('button', { name: /^Redo/ })).toBeEnabled();
	await page.getByRole('button', { name: /^Redo/ }).click();
	await expect(page.getByRole('heading', { level: 2, name: 'Turn 249: Ada' })).toBeVisible();

	// The redo is event 252, after all the old ones.
	const now = await dumpDatabase(page, 'bean-referee');
	const log = storedEvents(now, rio!.id);
	expect(log.slice(0, 251)).toEqual(storedEvents(v3, rio!.id));
	expect(log.map((e) => e.seq)).toEqual(Array.from({ length: 252 }, (_, i) => i + 1));
	await page.reload();
	await appReady(page);
	await expect(page.getByRole('heading', { level: 2, name: 'Turn 249: Ada' })).toBeVisible();

	await openFromList(page, 1);
	await expect(page.getByText('Noah wins with 9 coins!')).toBeVisible();
});

test('a database left by schema version 4 lists every game of a backup saved at one moment', async ({
	page
}) => {
	await restore(page, v4);
	await page.goto('/games');
	await appReady(page);
	// 60 games imported with one time (P00 … P59), then 3 older ones: one page, then the rest.
	const rows = page.locator('li.game');
	const listed = () =>
		rows.evaluateAll((items) => items.map((item) => /P\d\d/.exec(item.textContent ?? '')?.[0]));
	const expected = Array.from({ length: 63 }, (_, n) => `P${String(n).padStart(2, '0')}`);
	await expect(rows).toHaveCount(50);
	await expect(page.getByText('50 of 63 games', { exact: true })).toBeVisible();
	await page.getByRole('button', { name: 'Show more games' }).click();
	await expect(rows).toHaveCount(63);
	await expect(page.getByText('63 of 63 games', { exact: true })).toBeVisible();
	await expect(page.getByRole('button', { name: 'Show more games' })).toHaveCount(0);
	expect(await listed()).toEqual(expected);

	// Nothing changed in the upgrade but the games' places (in the same order): the same games
	// and logs.
	const now = await dumpDatabase(page, 'bean-referee');
	expect(unplaced(records(now, 'games'))).toEqual(unplaced(records(v4, 'games')));
	for (const store of ['events', 'eventChunks']) {
		expect(records(now, store), store).toEqual(records(v4, store));
	}
});

test('a database left by schema version 5 lists both copies of a game that went two ways, unchanged', async ({
	page
}) => {
	await restore(page, v5);
	await page.goto('/games');
	await appReady(page);
	await storedDataShown(page);
	// Version 5 did not mark the other phone's copy: two games, as that version listed them.
	const rows = page.locator('li.game');
	await expect(rows).toHaveCount(2);
	await expect(rows.filter({ hasText: 'Turn 14' })).toHaveCount(1);
	await expect(rows.filter({ hasText: 'Turn 13' })).toHaveCount(1);
	await expect(page.getByRole('region', { name: 'Recently deleted' })).toHaveCount(0);

	// Nothing changed in the upgrade but the games' places (in the same order); the store of
	// set-aside copies is there, empty.
	const now = await dumpDatabase(page, 'bean-referee');
	expect(unplaced(records(now, 'games'))).toEqual(unplaced(records(v5, 'games')));
	for (const store of ['events', 'eventChunks']) {
		expect(records(now, store), store).toEqual(records(v5, store));
	}
	expect(now.version).toBe(70);
	expect(records(now, 'replaced')).toEqual([]);
});

test('a database left by schema version 6 lists its games in the order they had, and brings back the deleted one where it was', async ({
	page
}) => {
	await restore(page, v6);
	await page.goto('/games');
	await appReady(page);
	await storedDataShown(page);
	// Mia's game played here, then Otto's imported; Olga's, imported and deleted, set aside.
	const rows = page.locator('li.game');
	await expect(rows).toHaveCount(2);
	await expect(rows.nth(0)).toContainText('Mia, Noah, Lea');
	await expect(rows.nth(1)).toContainText('Otto, Ben, Cleo');
	const deleted = page.getByRole('region', { name: 'Recently deleted' });
	await deleted.getByRole('button', { name: 'Bring back' }).click();
	await expect(rows).toHaveCount(3);
	await expect(rows.nth(2)).toContainText('Olga, Ben, Cleo');

	// Every place a play number now, in the order the games had; nothing else changed.
	const now = await dumpDatabase(page, 'bean-referee');
	expect(now.version).toBe(70);
	const played = (records(now, 'games') as { id: string; listOrder: number }[]).map(
		({ id, listOrder }) => [id, 1e13 - (listOrder % 1e13)]
	);
	expect(Object.fromEntries(played)).toMatchObject({ 'v6-older': 1, 'v6-old': 2 });
	expect(played.map(([, n]) => n).sort()).toEqual([1, 2, 3]);
	expect(
		unplaced(records(now, 'games').filter((g) => (g as { id: string }).id !== 'v6-older'))
	).toEqual(unplaced(records(v6, 'games')));
	expect(records(now, 'events')).toEqual(records(v6, 'events'));
});
