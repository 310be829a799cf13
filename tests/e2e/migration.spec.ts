import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { appReady } from './helpers';
import { dumpDatabase, restoreDatabase, type DatabaseDump } from './idb';

const v1 = JSON.parse(readFileSync('tests/fixtures/db-v1.json', 'utf8')) as DatabaseDump;

test('a database left by schema version 1 opens in the current app with everything intact', async ({
	page
}) => {
	// Put the old database in place before the app ever runs on this origin.
	await page.goto('/favicon.svg');
	await restoreDatabase(page, v1);

	await page.goto('/games');
	await appReady(page);
	// German was chosen under version 1.
	await expect(page.locator('html')).toHaveAttribute('lang', 'de');
	await expect(page.getByText(/Ada, Ben, Cleo, Dan/)).toBeVisible();
	await expect(page.getByText(/Mia, Noah, Lea/)).toBeVisible();

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

	// Nothing was lost in the upgrade: every old record is still there, unchanged.
	const now = await dumpDatabase(page, 'bean-referee');
	for (const store of v1.stores) {
		const current = now.stores.find((s) => s.name === store.name);
		expect(current?.records, store.name).toEqual(expect.arrayContaining(store.records));
	}
});
