// After a reshuffle the app offers its own estimate of the new pile, says what it assumes, and
// the count stays typeable (docs/rules.md#the-pile-after-a-reshuffle).
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './helpers';
import { newGame, ranOut } from './trackerHelpers';

test('the estimate after a reshuffle, taken with one tap or replaced by a count', async ({
	page
}) => {
	await newGame(page, {
		edition: /AMIGO \(current\)/,
		names: ['Ada', 'Ben', 'Cleo', 'Dan'],
		chosen: 'Ada'
	});
	await page.getByRole('button', { name: 'Start the game' }).click();
	await ranOut(page, 'drawing');
	// AMIGO, 4 players: 104 cards − 20 in hands − 16 in the fields = 68 harvested; 17 kept as
	// coins (one in four): about 51 cards.
	const estimate = page.getByTestId('reshuffle-estimate');
	await expect(estimate.locator('.cards')).toHaveText('The app’s estimate: about 51 cards.');
	await expect(estimate.locator('.assumes')).toHaveText(
		'An estimate, not a count. It assumes 20 cards in the hands (as dealt), 16 cards in the fields (2 in each), and that of the 68 cards harvested during the last pass 17 were kept as coins (one in four).'
	);
	await expect(page.getByLabel('Cards in the draw pile now')).toBeEditable();
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme });
		await expectNoAxeViolations(page);
	}
	await page.getByRole('button', { name: 'Use the estimate: 51 cards' }).click();
	await expect(page.getByTestId('pile-estimate')).toHaveText(
		'About 51 cards, about 11 turns left in this pass.'
	);
	await expect(estimate).toHaveCount(0);
	// A count typed afterwards replaces it.
	await page.getByLabel('Cards in the draw pile now').fill('47');
	await page.getByRole('button', { name: 'Save count' }).click();
	await expect(page.getByTestId('pile-estimate')).toHaveText(
		'About 47 cards, about 10 turns left in this pass.'
	);
});
