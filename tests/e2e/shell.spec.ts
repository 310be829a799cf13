import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, builtPages, expectNoAxeViolations, openNavigation } from './helpers';

const homeByLocale = [
	{ locale: 'en-US', lang: 'en', heading: 'What do you need at the table?', settings: 'Settings' },
	{ locale: 'de-DE', lang: 'de', heading: 'Was brauchst du am Tisch?', settings: 'Einstellungen' },
	{
		locale: 'fr-FR',
		lang: 'fr',
		heading: 'De quoi avez-vous besoin à table ?',
		settings: 'Réglages'
	}
];

for (const { locale, lang, heading, settings } of homeByLocale) {
	test.describe(`home page in ${locale}`, () => {
		test.use({ locale });

		test('speaks the browser language', async ({ page }) => {
			await page.goto('/');
			await appReady(page);
			await expect(page.locator('html')).toHaveAttribute('lang', lang);
			await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
			const nav = await openNavigation(page);
			await expect(nav.getByRole('link', { name: settings })).toBeVisible();
			await expect(page.getByText('AMIGO')).toBeVisible();
			await expectNoAxeViolations(page);
		});
	});
}

// On a 360 px phone the header is one row, the logo and the menu button naming the page, in every
// language: a second row would push each page's content (the play screen's turn) down by a row.
for (const locale of ['en-US', 'de-DE', 'fr-FR']) {
	test.describe(`the header at 360x740 in ${locale}`, () => {
		test.use({ viewport: { width: 360, height: 740 }, locale });

		test('is one row on every page, the page named in full', async ({ page }) => {
			for (const path of builtPages()) {
				await page.goto(path);
				await appReady(page);
				const header = await page.evaluate(() => {
					const box = (selector: string) => {
						const element = document.querySelector(selector) as HTMLElement;
						const { top, bottom, right } = element.getBoundingClientRect();
						return { top, bottom, right, cut: element.scrollWidth > element.clientWidth };
					};
					return {
						top: box('header.top'),
						brand: box('.brand'),
						button: box('.menu-button'),
						label: box('.menu-button .label')
					};
				});
				// Side by side on one row, and the header no taller than that row (and its padding).
				expect(header.button.top, path).toBe(header.brand.top);
				expect(header.top.bottom, path).toBeLessThanOrEqual(header.button.bottom + 12);
				expect(header.button.right, path).toBeLessThanOrEqual(360);
				expect(header.label.cut, path).toBe(false);
			}
			// The logo alone still names the app for a screen reader, and leads home.
			await expect(page.getByRole('link', { name: 'Bean Referee' })).toHaveAttribute('href', '/');
		});
	});
}

test('an unsupported browser language falls back to English', async ({ browser }) => {
	const context = await browser.newContext({ locale: 'es-ES' });
	const page = await context.newPage();
	await page.goto('/');
	await appReady(page);
	await expect(page.locator('html')).toHaveAttribute('lang', 'en');
	await context.close();
});

test('language and theme chosen in settings survive a reload', async ({ page }) => {
	await page.goto('/settings');
	await appReady(page);
	await expect(page.locator('html')).toHaveAttribute('lang', 'en');
	await page.getByRole('radio', { name: 'Deutsch' }).check();
	await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
	await page.getByRole('radio', { name: /Echtes Schwarz/ }).check();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'black');

	await page.reload();
	await appReady(page);
	await expect(page.locator('html')).toHaveAttribute('lang', 'de');
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'black');
	await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
	const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
	expect(background).toBe('rgb(0, 0, 0)');
});

test('the settings page passes axe in dark mode too', async ({ page }) => {
	await page.emulateMedia({ colorScheme: 'dark' });
	await page.goto('/settings');
	await appReady(page);
	await expectNoAxeViolations(page);
});

test('keyboard: the skip link is first and moves focus to the content', async ({ page }) => {
	await page.goto('/');
	await appReady(page);
	await page.keyboard.press('Tab');
	const skip = page.getByRole('link', { name: 'Skip to content' });
	await expect(skip).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(page).toHaveURL(/#main$/);
});

test('navigation reaches settings and marks the current page', async ({ page }) => {
	await page.goto('/');
	await appReady(page);
	await (await openNavigation(page)).getByRole('link', { name: 'Settings' }).click();
	await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
	// The phone's menu closes once a page is chosen; the link is marked all the same.
	await expect(page.locator('#main-navigation a[href="/settings"]')).toHaveAttribute(
		'aria-current',
		'page'
	);
	// On a phone the menu button names the page you are on.
	const menu = page.getByRole('button', { name: /^Menu/ });
	if (await menu.isVisible()) await expect(menu).toHaveText(/Menu: Settings/);
});

/** The interactive elements of the page smaller than 44 px either way. */
function smallTargets(page: Page) {
	return page.evaluate(() =>
		[...document.querySelectorAll('a, button, label, select, input, textarea, summary')]
			.filter((el) => (el as HTMLElement).offsetParent !== null)
			// Exempt, as in WCAG 2.5.8: links inside running text, the footer, the skip link, and
			// radio/checkbox inputs (their whole label is the target, and is measured itself).
			.filter((el) => !el.closest('footer, .visually-hidden') && !el.classList.contains('skip'))
			.filter((el) => !(el.tagName === 'A' && el.closest('p, li:not(:has(> a:only-child))')))
			.filter((el) => !(el instanceof HTMLInputElement && ['radio', 'checkbox'].includes(el.type)))
			// A label is a target when it wraps a radio or checkbox; a caption above a box is not.
			.filter(
				(el) =>
					el.tagName !== 'LABEL' ||
					el.querySelector('input[type=radio], input[type=checkbox]') !== null
			)
			.map((el) => ({ el: el.outerHTML.slice(0, 70), box: el.getBoundingClientRect() }))
			.filter(({ box }) => box.height < 44 || box.width < 44)
			.map(({ el, box }) => `${el} ${Math.round(box.width)}x${Math.round(box.height)}`)
	);
}

// Every page is opened once on the phone for both checks: its touch targets at the phone's size,
// then, turned to 320 px and laid out anew, its width. The pages are split in two tests (every
// other page), so both workers share them.
for (const part of [0, 1]) {
	test(`touch targets are at least 44 px, and no horizontal scrolling at 320 px: every page, part ${part + 1} of 2`, async ({
		page
	}) => {
		const phone = page.viewportSize()!;
		for (const path of builtPages().filter((_, i) => i % 2 === part)) {
			await page.setViewportSize(phone);
			await page.goto(path);
			await appReady(page);
			expect(await smallTargets(page), path).toEqual([]);
			await page.setViewportSize({ width: 320, height: 640 });
			await page.evaluate(
				() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
			);
			const overflow = await page.evaluate(
				() => document.documentElement.scrollWidth - document.documentElement.clientWidth
			);
			expect(overflow, `${path} at 320 px`).toBeLessThanOrEqual(0);
		}
	});
}
