// A quick game: names left empty play as "Player 1"… in the reader's language.
import { test, expect } from './fixtures';
import { appReady, expectNoAxeViolations, storedDataShown } from './helpers';

const QUICK = {
	en: { locale: 'en-GB', names: ['Player 1', 'Player 2', 'Player 3'] },
	de: { locale: 'de-DE', names: ['Spieler 1', 'Spieler 2', 'Spieler 3'] },
	fr: { locale: 'fr-FR', names: ['Joueur 1', 'Joueur 2', 'Joueur 3'] }
} as const;

for (const [lang, words] of Object.entries(QUICK)) {
	test.describe(`quick game in ${lang}`, () => {
		test.use({ locale: words.locale });

		test('names left empty play as the seat labels', async ({ page }) => {
			await page.goto('/games/new');
			await appReady(page);
			await page.locator('input[name="edition"][value="amigo"]').check();
			await page.locator('input[name="count"][value="3"]').check();
			// Only who starts is chosen: no name typed.
			await page.locator('input[name="chosen"][value="0"]').check();
			await page.locator('form button[type="submit"]').click();
			await expect(page).toHaveURL(/\/games\/play\?id=/);
			await appReady(page);
			await storedDataShown(page);
			// The game is stored with the names in the reader's language.
			const stored = await page.evaluate(
				() =>
					new Promise<string[]>((done, fail) => {
						const open = indexedDB.open('bean-referee');
						open.onerror = () => fail(open.error);
						open.onsuccess = () => {
							const read = open.result.transaction('games').objectStore('games').getAll();
							read.onsuccess = () => {
								const games = read.result as { setup: { players: { name: string }[] } }[];
								done(games.flatMap((g) => g.setup.players.map((p) => p.name)));
								open.result.close();
							};
						};
					})
			);
			expect(stored).toEqual(words.names);
			await expect(page.locator('main')).toContainText(words.names[2]);
		});
	});
}

test('the form says what an empty name becomes; axe finds nothing in light and dark', async ({
	page
}) => {
	await page.goto('/games/new');
	await appReady(page);
	await expect(page.locator('#name-1')).toHaveAttribute('placeholder', 'Player 2');
	await expect(page.locator('.hint.quick')).toHaveText(
		'A name left empty becomes “Player 1”, “Player 2”… The statistics take a name for the same player in every game, so every quick game’s “Player 1” counts as one player there.'
	);
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme });
		await expectNoAxeViolations(page);
	}
});
