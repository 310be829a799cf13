// Table mode, for a phone or tablet lying in the middle of the table: each seat sits on one of the
// device's four sides, and the turn display faces the player whose turn it is (turned round for
// the seats across, a quarter turn for the sides); the duel splits the screen into two halves,
// each facing its player, each half's buttons acting for that player.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
	deliberateGap,
	expectNoAxeViolations,
	expectNoAxeViolationsInEitherScheme
} from './helpers';
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

/** How far an element is drawn turned, clockwise, in whole degrees (0 to 359): read from its
 * computed transform's matrix (`none`: 0). */
const rotation = (locator: Locator) =>
	locator.evaluate((el) => {
		const matrix = /^matrix\(([^,]+), ([^,]+),/.exec(getComputedStyle(el).transform);
		if (!matrix) return 0;
		const degrees = (Math.atan2(Number(matrix[2]), Number(matrix[1])) * 180) / Math.PI;
		return (Math.round(degrees) + 360) % 360;
	});

/** The radio group placing one player round the device. */
const seatOf = (page: Page, name: string) =>
	page.getByRole('radiogroup', { name: `Where ${name} sits` });

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
	await expectNoAxeViolationsInEitherScheme(page);

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
	await seatOf(page, 'Cleo').getByRole('radio', { name: 'This side' }).check();
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
	await expectNoAxeViolationsInEitherScheme(page);

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

test('4 players round a tablet: one on each side, the display turns to each in turn', async ({
	page
}) => {
	await startGame(page, 'amigo', ['Ada', 'Ben', 'Cleo', 'Dan']);
	await page.getByRole('checkbox', { name: 'Use table mode in this game' }).check();
	const view = page.getByRole('dialog', { name: 'Table mode' });
	await view.getByRole('button', { name: 'Show the whole game' }).click();
	// Ada on the near side, Ben on the left (as seen from there), Cleo across, Dan on the right.
	await expect(seatOf(page, 'Cleo').getByRole('radio', { name: 'Across' })).toBeChecked();
	await seatOf(page, 'Ben').getByRole('radio', { name: 'Left' }).check();
	await seatOf(page, 'Dan').getByRole('radio', { name: 'Right' }).check();
	await expect(seatOf(page, 'Ada').getByRole('radio', { name: 'This side' })).toBeChecked();
	await expectNoAxeViolations(page);
	await page.getByRole('button', { name: 'Show the table view' }).click();

	const face = view.locator('.face');
	const turns = [
		['Ada', 'Ben', 'near', 0],
		['Ben', 'Cleo', 'left', 90],
		['Cleo', 'Dan', 'far', 180],
		['Dan', 'Ada', 'right', 270]
	] as const;
	for (const [name, next, side, degrees] of turns) {
		const heading = face.getByRole('heading');
		await expect(heading).toHaveText(`Your turn, ${name}`);
		await expect(face).toHaveAttribute('data-facing', side);
		expect(await rotation(face)).toBe(degrees);
		// The turned display fits the screen: nothing of it lies outside, nothing cut.
		const whole = await box(face);
		expect(whole.left).toBeGreaterThanOrEqual(-1);
		expect(whole.top).toBeGreaterThanOrEqual(-1);
		expect(whole.right).toBeLessThanOrEqual(1025);
		expect(whole.bottom).toBeLessThanOrEqual(769);
		await expect(heading).toBeVisible();
		await expect(heading).toBeInViewport({ ratio: 1 });
		const button = face.getByRole('button', { name: `Next turn: ${next}` });
		await expect(button).toBeInViewport({ ratio: 1 });
		if (side === 'left') await expectNoAxeViolations(page);
		await deliberateGap(page);
		await button.click();
	}
	await expect(face.getByRole('heading')).toHaveText('Your turn, Ada');
	expect(await rotation(face)).toBe(0);
});

test('seats stored before the sides were added (the far seats) still place the table', async ({
	page
}) => {
	await startGame(page, 'amigo', ['Ada', 'Ben', 'Cleo', 'Dan']);
	const id = new URL(page.url()).searchParams.get('id')!;
	// The stored value's older shape: per game, the seats across (Ben and Dan).
	await page.evaluate(
		(id) =>
			new Promise<void>((resolve, reject) => {
				const open = indexedDB.open('bean-referee');
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const tx = open.result.transaction('preferences', 'readwrite');
					tx.objectStore('preferences').put({ key: 'tableSeats', value: { [id]: [1, 3] } });
					tx.oncomplete = () => {
						open.result.close();
						resolve();
					};
					tx.onerror = () => reject(tx.error);
				};
			}),
		id
	);
	await page.reload();
	const view = page.getByRole('dialog', { name: 'Table mode' });
	const face = view.locator('.face');
	await expect(face.getByRole('heading')).toHaveText('Your turn, Ada');
	await expect(face).toHaveAttribute('data-facing', 'near');
	await deliberateGap(page);
	await face.getByRole('button', { name: 'Next turn: Ben' }).click();
	await expect(face.getByRole('heading')).toHaveText('Your turn, Ben');
	await expect(face).toHaveAttribute('data-facing', 'far');
	expect(await rotation(face)).toBe(180);
	await view.getByRole('button', { name: 'Show the whole game' }).click();
	await expect(page.getByRole('checkbox', { name: 'Use table mode in this game' })).toBeChecked();
	for (const [name, side] of [
		['Ada', 'This side'],
		['Ben', 'Across'],
		['Cleo', 'This side'],
		['Dan', 'Across']
	] as const)
		await expect(seatOf(page, name).getByRole('radio', { name: side })).toBeChecked();
});
