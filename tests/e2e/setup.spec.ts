import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, expectNoAxeViolations, reviewShot, tapper, type Tapper } from './helpers';

// From the home page to the first turn, on a 360x740 phone: every tap is counted. Typing a name
// is not a tap; scrolling to a form field is not a tap either (only clicks are).
test.use({ viewport: { width: 360, height: 740 } });

const teachRegion = (page: Page) => page.getByRole('region', { name: 'Learning the rules' });
const coach = (page: Page) => page.getByRole('region', { name: /Turn coach/ });

/** Home → Games → New game: two taps. */
async function openNewGame(page: Page, taps: Tapper) {
	await page.goto('/');
	await appReady(page);
	// The home page's card is below the fold at 360x740: scrolling to it is not a tap.
	await taps.tapAfterScroll(
		page
			.getByRole('main')
			.getByRole('link', { name: /^Games/ })
			.first()
	);
	await appReady(page);
	await taps.tap(page.getByRole('link', { name: 'New game' }));
	await expect(page.getByRole('heading', { level: 1, name: 'New game' })).toBeVisible();
}

/** Create the game (always on screen), then "Start the game" (on screen at the top of the
 * checklist), then the view is on the turn. */
async function createAndStart(page: Page, taps: Tapper, first: string) {
	await taps.tap(page.getByRole('button', { name: 'Create the game' }));
	await expect(page).toHaveURL(/\/games\/play\?id=/);
	await appReady(page);
	expect(await page.evaluate(() => window.scrollY)).toBe(0);
	await taps.tap(page.getByRole('button', { name: 'Start the game' }));
	const turn = page.getByRole('heading', { level: 2, name: `Turn 1: ${first}` });
	await expect(turn).toBeFocused();
	await taps.inView(turn);
}

test('4 players: 5 taps from home to the first turn plus typing; remembered names one tap each', async ({
	page
}) => {
	const taps = tapper(page);
	await openNewGame(page, taps);
	// Adults playing AMIGO: teach mode is off, and its switch is on the form.
	const teachSwitch = page.getByRole('checkbox', { name: /^Learning the rules: explain/ });
	await expect(teachSwitch).toBeVisible();
	await expect(teachSwitch).not.toBeChecked();
	await expect(page.getByRole('radio', { name: /AMIGO \(current\)/ })).toBeChecked();
	await expect(page.getByRole('radio', { name: '4', exact: true })).toBeChecked();
	// "Create the game" is on screen from the start, before any scrolling.
	await taps.inView(page.getByRole('button', { name: 'Create the game' }));
	for (const [i, name] of ['Ada', 'Ben', 'Cleo', 'Dan'].entries()) {
		await page.getByRole('textbox', { name: `Player ${i + 1}`, exact: true }).fill(name);
	}
	await taps.tapAfterScroll(page.getByRole('radio', { name: 'Ben', exact: true }));
	await createAndStart(page, taps, 'Ben');
	expect(taps.count).toBe(5);
	expect(taps.count).toBeLessThanOrEqual(10);
	// No explanations in an adults' game unless switched on.
	await expect(teachRegion(page)).toHaveCount(0);
	test.info().annotations.push({ type: 'taps', description: `4 players typed: ${taps.count}` });

	// The same table again: each remembered name is one tap.
	const again = tapper(page);
	await openNewGame(page, again);
	for (const name of ['Ada', 'Ben', 'Cleo', 'Dan']) {
		// The name inside the label is isolated (U+2068 … U+2069) for right-to-left names.
		await again.tapAfterScroll(
			page.getByRole('button', { name: `Add \u2068${name}\u2069`, exact: true })
		);
	}
	await expect(page.getByRole('textbox', { name: 'Player 4', exact: true })).toHaveValue('Dan');
	await again.tapAfterScroll(page.getByRole('radio', { name: 'Cleo', exact: true }));
	await createAndStart(page, again, 'Cleo');
	expect(again.count).toBe(9);
	expect(again.count).toBeLessThanOrEqual(10);
	test
		.info()
		.annotations.push({ type: 'taps', description: `4 players remembered: ${again.count}` });
});

test('7 players on Rio Grande: 7 taps plus typing, and "Start the game" stays on screen along the whole checklist', async ({
	page
}) => {
	const taps = tapper(page);
	await openNewGame(page, taps);
	await taps.tapAfterScroll(page.getByRole('radio', { name: /Rio Grande/ }));
	await taps.tapAfterScroll(page.getByRole('radio', { name: '7', exact: true }));
	const names = ['Ana', 'Bea', 'Cem', 'Dev', 'Eli', 'Fin', 'Gus'];
	for (const [i, name] of names.entries()) {
		await page.getByRole('textbox', { name: `Player ${i + 1}`, exact: true }).fill(name);
	}
	// Rio Grande: the players pick the dealer; the player to the dealer's left starts.
	await taps.tapAfterScroll(page.getByRole('radio', { name: 'Cem', exact: true }));
	await expect(page.getByText('\u2068Dev\u2069 starts.')).toBeVisible();
	await taps.tap(page.getByRole('button', { name: 'Create the game' }));
	await expect(page).toHaveURL(/\/games\/play\?id=/);
	await appReady(page);

	// The checklist is several screens long; the button is on screen wherever the list is read.
	// Its panel's code comes after the page's (the play page loads it later): measured once shown.
	await expect(page.getByRole('heading', { name: 'Setup checklist' })).toBeVisible();
	const start = page.getByRole('button', { name: 'Start the game' });
	const height = await page.evaluate(() => document.documentElement.scrollHeight);
	expect(height).toBeGreaterThan(3 * 740);
	await taps.inView(start);
	for (const fraction of [0.25, 0.5, 0.75]) {
		await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * fraction));
		await taps.inView(start);
	}
	await taps.tap(start);
	const turn = page.getByRole('heading', { level: 2, name: 'Turn 1: Dev' });
	await expect(turn).toBeFocused();
	await taps.inView(turn);
	expect(await page.evaluate(() => window.scrollY)).toBe(0);
	expect(taps.count).toBe(7);
	expect(taps.count).toBeLessThanOrEqual(14);
	test.info().annotations.push({ type: 'taps', description: `7 players typed: ${taps.count}` });
});

test('names of invisible characters are refused at the name box', async ({ page }) => {
	await page.goto('/games/new');
	await appReady(page);
	const box = page.getByRole('textbox', { name: 'Player 2', exact: true });
	await box.fill('\u200B\u200B');
	await expect(box).toHaveAttribute('aria-invalid', 'true');
	await expect(box).toHaveAccessibleDescription(
		'This name is made only of invisible characters (such as zero-width spaces): type letters others can read.'
	);
	await page.getByRole('button', { name: 'Create the game' }).click();
	await expect(page).toHaveURL(/\/games\/new/);
	// The empty names are no error (they play as "Player 1"…): the focus goes to the refused one.
	await expect(box).toBeFocused();
});

test('My First: the turn coach is on by default on the form', async ({ page }) => {
	await page.goto('/games/new');
	await appReady(page);
	await page.getByRole('radio', { name: /My First/ }).check();
	await expect(page.getByRole('checkbox', { name: /^Turn coach: walk each player/ })).toBeChecked();
	await page.getByRole('radio', { name: /AMIGO \(current\)/ }).check();
	await expect(page.getByRole('checkbox', { name: /^Learning the rules/ })).not.toBeChecked();
});

/** Creates a teaching group and opens its page. */
async function createGroup(page: Page, names: string[]) {
	await page.goto('/teach');
	await appReady(page);
	for (const [i, name] of names.entries()) {
		await page.getByLabel(`Child ${i + 1}`, { exact: true }).fill(name);
	}
	await page.getByRole('button', { name: 'Make the group' }).click();
	await expect(page).toHaveURL(/\/teach\/group\?id=/);
	await appReady(page);
}

test('a coached game starts with one "Start" tap, and the next one with one tap in all', async ({
	page
}) => {
	await createGroup(page, ['Ida', 'Tom']);
	const groupUrl = page.url();
	const extra = page.getByLabel('Another player, number 1 (for example a grown-up)');
	await extra.fill('Dad');
	await page.getByRole('radio', { name: 'Ida', exact: true }).check();
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page).toHaveURL(/\/games\/play\?id=/);
	// Straight to the coach's first step: no checklist and no second "Start".
	await expect(coach(page).getByRole('heading', { name: 'Cards in a line' })).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Setup checklist' })).toHaveCount(0);

	// Next time the group remembers the grown-up and the youngest child: one tap.
	await page.goto(groupUrl);
	await appReady(page);
	await expect(extra).toHaveValue('Dad');
	await expect(page.getByRole('radio', { name: 'Ida', exact: true })).toBeChecked();
	const taps = tapper(page);
	// On screen as the page opens: no scrolling to the form's end.
	expect(await page.evaluate(() => window.scrollY)).toBe(0);
	await taps.tap(page.getByRole('button', { name: 'Start the game' }));
	await expect(coach(page).getByRole('heading', { name: 'Cards in a line' })).toBeVisible();
	await expect(page.getByText('Ida · Tom · Dad')).toBeVisible();
	expect(taps.count).toBe(1);
	test.info().annotations.push({ type: 'taps', description: `coached game: ${taps.count}` });
});

test('typing "Anna" beside a child "Ann" keeps the form working', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(error.message));
	await createGroup(page, ['Ann', 'Ben']);
	const extra = page.getByLabel('Another player, number 1 (for example a grown-up)');
	await extra.pressSequentially('Anna', { delay: 30 });
	await expect(page.getByRole('radio', { name: 'Anna', exact: true })).toBeVisible();
	await expect(page.getByRole('radio', { name: 'Ann', exact: true })).toBeVisible();
	// Back through "Ann" again, then a different name: the list follows the typing.
	await extra.press('Backspace');
	await expect(page.getByRole('radio', { name: 'Ann', exact: true })).toHaveCount(2);
	await extra.fill('Mum');
	await expect(page.getByRole('radio', { name: 'Mum', exact: true })).toBeVisible();
	await page.getByRole('radio', { name: 'Mum', exact: true }).check();
	await extra.fill('Mama');
	// The start player stays the same place at the table while its name is corrected.
	await expect(page.getByRole('radio', { name: 'Mama', exact: true })).toBeChecked();
	expect(errors).toEqual([]);
	await expectNoAxeViolations(page);
});

for (const scheme of ['light', 'dark'] as const) {
	test(`axe passes on the changed screens (${scheme})`, async ({ page }) => {
		test.setTimeout(90_000);
		await page.emulateMedia({ colorScheme: scheme });
		await page.goto('/games/new');
		await appReady(page);
		await expectNoAxeViolations(page);
		await reviewShot(page, `setup-new-${scheme}`);
		for (const [i, name] of ['Ada', 'Ben', 'Cleo', 'Dan'].entries()) {
			await page.getByRole('textbox', { name: `Player ${i + 1}`, exact: true }).fill(name);
		}
		await page.getByRole('radio', { name: 'Ada', exact: true }).check();
		await page.getByRole('button', { name: 'Create the game' }).click();
		await appReady(page);
		await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
		await expectNoAxeViolations(page);
		await reviewShot(page, `setup-checklist-${scheme}`);

		await createGroup(page, ['Mia', 'Jonas', 'Lea']);
		await expectNoAxeViolations(page);
		await reviewShot(page, `setup-group-${scheme}`, { fullPage: true });
		await page.goto('/teach');
		await appReady(page);
		await expectNoAxeViolations(page);
	});
}
