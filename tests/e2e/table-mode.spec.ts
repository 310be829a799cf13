// Table mode, for a phone or tablet lying in the middle of the table: the turn display faces the
// player whose turn it is (turned round for the seats across), and the duel splits the screen
// into two halves, each facing its player, each half's buttons acting for that player.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { deliberateGap, expectNoAxeViolations } from './helpers';
import { newGameByValues } from './trackerHelpers';

test.use({ viewport: { width: 1024, height: 768 } });

/** Where an element lies on screen, without scrolling anything. */
const box = (locator: Locator) =>
	locator.evaluate((el) => {
		const r = el.getBoundingClientRect();
		return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
	});

/** Whether an element is drawn turned round (180°): its transform's matrix. */
const turned = (locator: Locator) =>
	locator.evaluate((el) => getComputedStyle(el).transform === 'matrix(-1, 0, 0, -1, 0, 0)');

async function startGame(page: Page, edition: string, names: string[]) {
	await newGameByValues(page, edition, names);
	await page.locator('.start button.primary').click();
	await expect(page.locator('#turn-heading')).toBeVisible();
}

test('4 players: the turn display turns round as the turn passes to the far side', async ({
	page
}) => {
	await startGame(page, 'amigo', ['Ada', 'Ben', 'Cleo', 'Dan']);
	await page.getByRole('checkbox', { name: 'Use table mode in this game' }).check();
	const view = page.getByRole('dialog', { name: 'Table mode' });
	const face = view.locator('.face');
	await expect(face.getByRole('heading')).toHaveText('Your turn, Ada');
	// Ada and Ben sit on the near side (the first half of the seats), Cleo and Dan across.
	await expect(face).toHaveAttribute('data-facing', 'near');
	expect(await turned(face)).toBe(false);
	const heading = await box(face.getByRole('heading'));
	const next = await box(face.getByRole('button', { name: 'Next turn: Ben' }));
	expect(next.top).toBeGreaterThan(heading.bottom);
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme });
		await expectNoAxeViolations(page);
	}

	await face.getByRole('button', { name: 'Next turn: Ben' }).click();
	await expect(face.getByRole('heading')).toHaveText('Your turn, Ben');
	await expect(face).toHaveAttribute('data-facing', 'near');
	await deliberateGap(page);
	await face.getByRole('button', { name: 'Next turn: Cleo' }).click();
	// Cleo sits across: the same display, turned round to face her (its button now above the name).
	await expect(face.getByRole('heading')).toHaveText('Your turn, Cleo');
	await expect(face).toHaveAttribute('data-facing', 'far');
	expect(await turned(face)).toBe(true);
	const farHeading = await box(face.getByRole('heading'));
	const farNext = await box(face.getByRole('button', { name: 'Next turn: Dan' }));
	expect(farNext.bottom).toBeLessThan(farHeading.top);
	for (const part of [farHeading, farNext]) {
		expect(part.top).toBeGreaterThanOrEqual(0);
		expect(part.bottom).toBeLessThanOrEqual(768);
	}
	await expectNoAxeViolations(page);

	// Seats are placed round the device: Cleo moves to the near side.
	await view.getByRole('button', { name: 'Show the whole game' }).click();
	await expect(view).toHaveCount(0);
	await page.getByRole('checkbox', { name: 'Cleo sits across the table' }).uncheck();
	await page.getByRole('button', { name: 'Show the table view' }).click();
	await expect(face).toHaveAttribute('data-facing', 'near');
	// Kept with the game on this device: a reload opens the table view as placed.
	await page.reload();
	await expect(face.getByRole('heading')).toHaveText('Your turn, Cleo');
	await expect(face).toHaveAttribute('data-facing', 'near');
	await deliberateGap(page);
	await face.getByRole('button', { name: 'Next turn: Dan' }).click();
	await expect(face).toHaveAttribute('data-facing', 'far');
});

test('the duel: two halves, each facing its player, each half acting for its player', async ({
	page
}) => {
	// Rio Grande for 2: Ben deals (seat 1 marked), so Ada starts.
	await newGameByValues(page, 'rio-grande', ['Ben', 'Ada']);
	await page.locator('.start button.primary').click();
	await expect(page.locator('#turn-heading')).toContainText('Ada');
	await page.getByRole('checkbox', { name: 'Use table mode in this game' }).check();
	const view = page.getByRole('dialog', { name: 'Table mode' });
	const across = view.getByRole('region', { name: '\u2068Ada\u2069’s side' });
	const near = view.getByRole('region', { name: '\u2068Ben\u2069’s side' });
	await expect(across.getByRole('heading')).toHaveText('Your turn, Ada');
	await expect(near.getByRole('heading')).toHaveText('Ada’s turn');
	// Both halves readable on the screen: the one across at the top, turned round; neither
	// covers the other.
	expect(await turned(across)).toBe(true);
	expect(await turned(near)).toBe(false);
	const top = await box(across);
	const bottom = await box(near);
	expect(top.top).toBeGreaterThanOrEqual(0);
	expect(top.bottom).toBeLessThanOrEqual(bottom.top);
	expect(bottom.bottom).toBeLessThanOrEqual(768);
	for (const half of [across, near]) {
		const heading = await box(half.getByRole('heading'));
		expect(heading.top).toBeGreaterThanOrEqual(0);
		expect(heading.bottom).toBeLessThanOrEqual(768);
	}
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme });
		await expectNoAxeViolations(page);
	}

	// Each half's buttons are its player's: only Ada's half ends Ada's turn; Ben's half buys
	// Ben's third field.
	await expect(near.getByRole('button', { name: 'Next turn: Ben' })).toBeDisabled();
	await near.getByRole('button', { name: 'Ben bought a third field' }).click();
	await expect(near.getByRole('button', { name: 'Ben bought a third field' })).toHaveCount(0);
	await expect(across.getByRole('button', { name: 'Ada bought a third field' })).toBeVisible();
	await across.getByRole('button', { name: 'Next turn: Ben' }).click();
	await expect(near.getByRole('heading')).toHaveText('Your turn, Ben');
	await expect(across.getByRole('heading')).toHaveText('Ben’s turn');
	await expect(across.getByRole('button', { name: 'Next turn: Ada' })).toBeDisabled();
	await deliberateGap(page);
	await near.getByRole('button', { name: 'Next turn: Ada' }).click();
	await expect(across.getByRole('heading')).toHaveText('Your turn, Ada');

	// The game behind the view follows: Ben's third field and Ada's turn 3.
	await view.getByRole('button', { name: 'Show the whole game' }).click();
	await expect(page.getByText('Already bought: Ben.')).toBeVisible();
	await expect(page.locator('#turn-heading')).toHaveText('Turn 3: Ada');
});
