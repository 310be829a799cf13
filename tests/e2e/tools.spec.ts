import { expect, test } from './fixtures';
import { appReady, expectNoAxeViolations, reviewShot, tapper } from './helpers';
import { newGame } from './trackerHelpers';

// The quick tools over the play screen: the field checker and the calculator open as a sheet set to
// the game's edition, players and My First step, and close back to the same turn.
// Expected texts are written out (docs/rules.md#protection-rule), not taken from the app.

test.beforeEach(async ({ page }, testInfo) => {
	if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 360, height: 740 });
});

test('from an AMIGO turn: "may Ana harvest her single Chili?" in 3 taps, then back to the same turn', async ({
	page
}) => {
	test.setTimeout(90_000);
	await newGame(page, {
		edition: /AMIGO \(current\)/,
		names: ['Ana', 'Ben', 'Cleo', 'Dan'],
		chosen: 'Ana'
	});
	await page.getByRole('button', { name: 'Start the game' }).click();
	const heading = page.getByRole('heading', { level: 2, name: /^Turn 1: / });
	await expect(heading).toBeFocused();
	const turnText = await heading.textContent();
	const next = page.getByRole('toolbar').getByRole('button').first();
	const scrollBefore = await page.evaluate(() => window.scrollY);

	const taps = tapper(page);
	await taps.tap(page.getByRole('button', { name: 'Check a field', exact: true }));
	const sheet = page.getByRole('dialog', { name: 'Quick tools' });
	await expect(sheet).toBeVisible();
	// The game's edition and player count, already set: nothing to choose.
	await expect(sheet.locator('#sheet-preset')).toHaveText(/AMIGO \(current\)\s*4 players/);
	await expect(sheet.getByRole('radio', { name: 'Check a field' })).toBeChecked();
	await reviewShot(page, 'fields-open');

	// Field 1 holds Ana's single Chili; field 2 holds three cards of another bean.
	await taps.tap(sheet.getByRole('button', { name: 'One card more' }).first());
	await taps.tap(sheet.locator('#sheet-cards-1'));
	await page.keyboard.type('3');
	await expect(sheet.locator('#sheet-cards-1')).toHaveValue('3');
	await expect(sheet.locator('#sheet-field-0-report')).toContainText(
		'Not now: a single card is protected while another of your fields holds more than one card.'
	);
	await expect(sheet.locator('#sheet-field-1-report')).toContainText('May be harvested now.');
	expect(taps.count).toBeLessThanOrEqual(3);
	await reviewShot(page, 'fields-light');

	// No axe violations on the open sheet, light and dark.
	await expectNoAxeViolations(page);
	await page.emulateMedia({ colorScheme: 'dark' });
	await expectNoAxeViolations(page);
	await reviewShot(page, 'fields-dark');
	await page.emulateMedia({ colorScheme: 'light' });

	// Closing returns to the same turn, at the same scroll position, the turn controls in view.
	await sheet.getByRole('button', { name: 'Close' }).click();
	await expect(sheet).toBeHidden();
	await expect(heading).toHaveText(turnText!);
	expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
	await taps.inView(next);
	await taps.inView(heading);

	// From a page scrolled a little, the sheet opens fresh and Escape closes it where it was.
	await page.evaluate(() => window.scrollTo({ top: 40 }));
	const scrolled = await page.evaluate(() => window.scrollY);
	expect(scrolled).toBeGreaterThan(0);
	await taps.tap(page.getByRole('button', { name: 'Check a field', exact: true }));
	await expect(sheet.locator('#sheet-cards-0')).toHaveValue('0');
	await page.keyboard.press('Escape');
	await expect(sheet).toBeHidden();
	expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
	await taps.inView(next);
});

test('in a My First game the calculator sheet shows the game’s step and its beans', async ({
	page
}) => {
	test.setTimeout(90_000);
	await page.goto('/games/new');
	await appReady(page);
	await page.getByRole('radio', { name: 'My First Bohnanza' }).check();
	await page.getByLabel('Which step of My First Bohnanza?').selectOption('step-1');
	await page.getByRole('radio', { name: '3', exact: true }).check();
	for (const [i, name] of ['Mia', 'Noah', 'Lea'].entries()) {
		await page.getByRole('textbox', { name: `Player ${i + 1}`, exact: true }).fill(name);
	}
	await page.getByRole('radio', { name: 'Mia', exact: true }).check();
	await page.getByRole('button', { name: 'Create the game' }).click();
	await expect(page).toHaveURL(/\/games\/play\?id=/);
	await appReady(page);

	await page.getByRole('button', { name: 'Calculator', exact: true }).click();
	const sheet = page.getByRole('dialog', { name: 'Quick tools' });
	await expect(sheet.getByRole('radio', { name: 'Calculator' })).toBeChecked();
	await expect(sheet.locator('#sheet-preset')).toHaveText(
		/My First Bohnanza\s*Step 1: all beans, three fields/
	);
	// Step 1 has all ten beans; two pairs share a card count, so the hint says to look at the picture.
	await expect(sheet.locator('.tiles > li')).toHaveCount(10);
	await expect(sheet.getByText(/Two pairs share a number \(12 and 8\)/)).toBeVisible();
	await sheet.getByRole('button', { name: /Sour Bean/ }).click();
	await sheet.getByLabel('Cards in the field').fill('4');
	await expect(sheet.locator('#sheet-coins-result')).toHaveText('4 cards of Sour Bean: 1 coin.');
	await reviewShot(page, 'calculator-light');
	await expectNoAxeViolations(page);
	await page.emulateMedia({ colorScheme: 'dark' });
	await expectNoAxeViolations(page);
	await reviewShot(page, 'calculator-dark');
	await sheet.getByRole('button', { name: 'Close' }).click();
	await expect(sheet).toBeHidden();
});
