// `npm run screenshots`: the README's pictures of each main screen, taken from the production build
// at 360x740 (a phone) and saved in docs/screenshots/. Games come in through the app's own import.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BASE_TEXT } from '../../tests/hostile/corpus';
import { appReady } from '../../tests/e2e/helpers';

const OUT = 'docs/screenshots';

/** A picture of the screen; with `top`, scrolled so that this part is at the top. */
async function shot(page: Page, name: string, top?: Locator): Promise<void> {
	await appReady(page);
	// Let lazily loaded parts (answers, the game) settle before the picture.
	await page.waitForLoadState('networkidle');
	if (top) await top.evaluate((el) => el.scrollIntoView({ block: 'start' }));
	await page.screenshot({ path: `${OUT}/${name}.png` });
}

test('main screens', async ({ page }) => {
	await page.goto('/games');
	await appReady(page);
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

	// A Rio Grande player's fields: a protected single card, a field worth 2 coins now.
	await page.goto('/fields?edition=rio-grande&players=4');
	await page.locator('#bean-0').selectOption('chili');
	await page.locator('#cards-0').fill('1');
	await page.locator('#bean-1').selectOption('blue');
	await page.locator('#cards-1').fill('6');
	await expect(page.locator('#field-1-report')).toContainText('May be harvested now.');
	await shot(page, 'fields', page.locator('ol.fields'));

	await page.goto('/games');
	await shot(page, 'games');
	// Backup: export every game to one file, import such files back.
	await shot(page, 'backup', page.locator('section.files'));

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
	await page.getByRole('searchbox', { name: 'Search the questions' }).fill('third field');
	const answer = page.locator('ol.questions > li > article').first();
	await expect(answer).toHaveAttribute('data-question', 'third-field');
	await shot(page, 'questions', answer);

	// The teaching area: a group of children on My First's path, then a coached game where the
	// turn coach walks each child through the turn.
	await page.goto('/teach');
	await appReady(page);
	for (const [i, name] of ['Mia', 'Jonas', 'Lea'].entries()) {
		await page.getByLabel(`Child ${i + 1}`, { exact: true }).fill(name);
	}
	await page.getByRole('button', { name: 'Make the group' }).click();
	await expect(page).toHaveURL(/\/teach\/group\?id=/);
	await shot(page, 'teach-group');
	await page.getByRole('radio', { name: 'Lea', exact: true }).check();
	await page.getByRole('button', { name: 'Start the game' }).click();
	// One "Start" on the group page: the game opens on the turn coach.
	await expect(page).toHaveURL(/\/games\/play\?id=/);
	await appReady(page);
	const coach = page.getByRole('region', { name: /Turn coach/ });
	await coach.getByRole('button', { name: 'Got it' }).click();
	await expect(coach).toContainText('Part 1 of 4');
	await shot(page, 'teach-coach', coach);

	await page.goto('/settings');
	await shot(page, 'settings');
});

// The web manifest's `screenshots` (the install dialog): the real app at a phone's size and at a
// desktop's, saved in static/screenshots/ and named in vite.config.ts.
test('install screenshots', async ({ page }) => {
	await page.goto('/games');
	await appReady(page);
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
	await page
		.getByRole('link', { name: /Resume/ })
		.first()
		.click();
	await expect(page).toHaveURL(/\/games\/play\?id=/);
	await appReady(page);
	await page.waitForLoadState('networkidle');
	await page.screenshot({ path: 'static/screenshots/phone.png' });

	await page.setViewportSize({ width: 1280, height: 800 });
	await page.goto('/calculator');
	await page.getByRole('radio', { name: 'AMIGO (current)' }).check();
	await page.getByRole('button', { name: /Chili Bean/ }).click();
	await page.getByLabel('Cards in the field').fill('7');
	await appReady(page);
	await page.waitForLoadState('networkidle');
	// The page from its top, without the typing focus.
	await page.evaluate(() => {
		(document.activeElement as HTMLElement | null)?.blur();
		window.scrollTo(0, 0);
	});
	await page.screenshot({ path: 'static/screenshots/wide.png' });
});
