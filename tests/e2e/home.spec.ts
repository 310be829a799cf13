import { expect, test } from '@playwright/test';
import { appReady, expectNoAxeViolations, waitForServiceWorkerControl } from './helpers';
import { newGame } from './trackerHelpers';

test('home shows the game in progress; one tap goes back to it, also offline', async ({
	page,
	context
}) => {
	await page.goto('/');
	await appReady(page);
	await waitForServiceWorkerControl(page);
	// No game yet: no card.
	await expect(page.getByRole('heading', { name: 'Game in progress' })).toHaveCount(0);

	await newGame(page, { edition: /AMIGO, current/, names: ['Mia', 'Noah', 'Lea'], chosen: 'Mia' });
	const gameUrl = page.url();

	await page.goto('/');
	await appReady(page);
	const card = page.getByRole('link', { name: /^Continue: Bohnanza/ });
	await expect(card).toBeVisible();
	await expect(card).toContainText('Mia');
	await expect(card).toContainText('Being set up');
	const box = await card.boundingBox();
	const viewport = page.viewportSize()!;
	// In reach without scrolling, on a phone too.
	expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
	await expectNoAxeViolations(page);

	await context.setOffline(true);
	await page.reload();
	await appReady(page);
	await card.click();
	await expect(page).toHaveURL(gameUrl);
	await expect(page.getByText('Mia').first()).toBeVisible();
});
