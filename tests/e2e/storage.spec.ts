import { expect, test } from './fixtures';
import { appReady, setDiskFull, simulateFullDisk } from './helpers';

test('without IndexedDB the app still opens and says plainly that nothing will be saved', async ({
	page
}) => {
	await page.addInitScript(() => {
		Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
	});
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(error.message));
	await page.goto('/');
	await appReady(page);
	await expect(page.getByRole('alert')).toContainText('does not let the app store anything');
	await page.goto('/settings');
	await appReady(page);
	await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
	expect(errors).toEqual([]);
});

test('a full disk on save: a clear message, the old value kept, nothing half-saved', async ({
	page
}) => {
	await simulateFullDisk(page);
	await page.goto('/settings');
	await appReady(page);
	await page.getByRole('radio', { name: 'Dark', exact: true }).check();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

	await setDiskFull(page, true);
	await page.getByRole('radio', { name: 'Deutsch' }).click();
	await expect(page.getByRole('alert')).toContainText('storage is full');
	// The language did not change, because it was not saved.
	await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
	await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();

	await page.getByRole('button', { name: 'Dismiss' }).click();
	await expect(page.getByRole('alert')).toBeEmpty();

	await setDiskFull(page, false);
	await page.reload();
	await appReady(page);
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
