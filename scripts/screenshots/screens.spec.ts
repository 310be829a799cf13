// `npm run screenshots`: the README's pictures of each main screen, taken from the production build
// at 360x740 (a phone) and saved in docs/screenshots/. Games come in through the app's own import.
import { expect, test, type Page } from '@playwright/test';
import { BASE_TEXT } from '../../tests/hostile/corpus';

const OUT = 'docs/screenshots';

async function shot(page: Page, name: string): Promise<void> {
	await expect(page.locator('main h1')).toBeVisible();
	// Let lazily loaded parts (answers, the game) settle before the picture.
	await page.waitForLoadState('networkidle');
	await page.screenshot({ path: `${OUT}/${name}.png` });
}

test('main screens', async ({ page }) => {
	await page.goto('/games');
	await expect(page.locator('main h1')).toBeVisible();
	await page.getByLabel('Import games from a file').setInputFiles({
		name: 'games.json',
		mimeType: 'application/json',
		buffer: Buffer.from(BASE_TEXT)
	});
	await expect(
		page
			.getByRole('status')
			.filter({ hasText: /imported|added/i })
			.first()
	).toBeVisible();

	await page.goto('/');
	await shot(page, 'home');

	await page.goto('/calculator');
	await page.getByRole('radio', { name: 'AMIGO (current)' }).check();
	await page.getByRole('button', { name: /Chili Bean/ }).click();
	await page.getByLabel('Cards in the field').fill('7');
	await shot(page, 'calculator');

	await page.goto('/fields?edition=amigo&players=4');
	await shot(page, 'fields');

	await page.goto('/games');
	await shot(page, 'games');

	// The first game in progress, at its turn.
	await page
		.getByRole('link', { name: /Resume/ })
		.first()
		.click();
	await expect(page).toHaveURL(/\/games\/play\?id=/);
	await shot(page, 'play');
	await page.emulateMedia({ colorScheme: 'dark' });
	await shot(page, 'play-dark');
	await page.emulateMedia({ colorScheme: 'light' });

	await page.goto('/questions?edition=rio-grande&players=4');
	await shot(page, 'questions');

	await page.goto('/teach');
	await shot(page, 'teach');

	await page.goto('/settings');
	await shot(page, 'settings');
});
