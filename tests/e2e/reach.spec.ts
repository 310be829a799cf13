// The actions a table repeats, on a 360x740 phone in German and French (longer words than the
// English the other specs mostly tap): getting back into a game from the home page, the next
// turn, and "may I harvest this?" from the turn. Every tap goes through tapper(): the target must
// be on screen as the page is, with nothing (the fixed turn bar) over it. The final harvest in
// both languages is play.spec.ts's "de/fr 360x740"; starting a teaching group's game is in
// teach.spec.ts.
import { LOCALES } from '../../src/lib/i18n/locales';
import { expect, test } from './fixtures';
import { appReady, tapper, deliberateGap } from './helpers';
import { newGameByValues } from './trackerHelpers';

// Words the test taps, per language (written out, not taken from the app's dictionaries).
const WORDS = {
	de: {
		locale: 'de-DE',
		start: 'Partie beginnen',
		turn: /^Zug (\d+): /,
		checkField: 'Feld prüfen',
		calculator: 'Rechner',
		sheet: 'Schnelle Helfer',
		more: 'Eine Karte mehr',
		harvestable: 'Darf jetzt geerntet werden.',
		resume: /^Weiterspielen: Bohnanza/
	},
	fr: {
		locale: 'fr-FR',
		start: 'Commencer la partie',
		turn: /^Tour (\d+) : /,
		checkField: 'Vérifier un champ',
		calculator: 'Calculer',
		sheet: 'Outils rapides',
		more: 'Une carte de plus',
		harvestable: 'Peut être récolté maintenant.',
		resume: /^Reprendre : Bohnanza/
	}
} as const;

for (const lang of LOCALES.filter((locale) => locale !== 'en')) {
	const w = WORDS[lang];
	test.describe(`${lang} at 360x740`, () => {
		test.use({ viewport: { width: 360, height: 740 }, locale: w.locale });

		test('next turn, "may I harvest this?" and back into the game, each on screen', async ({
			page
		}) => {
			await newGameByValues(page, 'amigo', ['Ada', 'Ben', 'Cleo', 'Dan']);
			await page.getByRole('button', { name: w.start }).click();
			const heading = page.getByRole('heading', { level: 2, name: w.turn });
			await expect(heading).toBeFocused();
			const taps = tapper(page);

			// The bar's three actions (next turn, the pile ran out, undo) share one row: a second
			// row for undo would take a row from the page above the bar.
			const tops = await page
				.getByRole('toolbar')
				.getByRole('button')
				.evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().top));
			expect(tops).toHaveLength(3);
			expect(new Set(tops).size).toBe(1);
			// So do the two tools above the turn (a field check, the calculator).
			const [checkTop, calculatorTop] = await Promise.all(
				[w.checkField, w.calculator].map(async (name) => {
					const box = await page.getByRole('button', { name, exact: true }).boundingBox();
					return box?.y;
				})
			);
			expect(checkTop).toBeDefined();
			expect(calculatorTop).toBe(checkTop);

			// Next turn: one tap on the bar, three times.
			const next = page.getByRole('toolbar').getByRole('button').first();
			for (let turn = 1; turn <= 3; turn++) {
				await expect(heading).toHaveText(new RegExp(`^\\D*${turn}\\D`));
				// Deliberate turns, not a double tap (docs/architecture.md#taps-back-and-focus).
				if (turn > 1) await deliberateGap(page);
				await taps.tap(next);
			}
			await expect(heading).toHaveText(/4/);
			expect(taps.count).toBe(3);

			// "May I harvest this?": the checker from the turn, one card in field 1 and two in
			// field 2; field 2 may be harvested. Three taps.
			taps.reset();
			await taps.tap(page.getByRole('button', { name: w.checkField, exact: true }));
			const sheet = page.getByRole('dialog', { name: w.sheet });
			await expect(sheet).toBeVisible();
			await taps.tap(sheet.getByRole('button', { name: w.more }).nth(1));
			await taps.tap(sheet.getByRole('button', { name: w.more }).nth(1));
			await expect(sheet.locator('#sheet-field-1-report')).toContainText(w.harvestable);
			expect(taps.count).toBe(3);
			await page.keyboard.press('Escape');
			await expect(sheet).toBeHidden();
			// Escape closes the dialog at once, then the page goes back from the sheet's history
			// entry (history.back()); a navigation started before that traversal ends is aborted
			// (net::ERR_ABORTED, once in a fresh-clone run), so the test waits for it.
			await expect
				.poll(() => page.evaluate(() => history.state?.['sveltekit:states']?.sheet ?? null))
				.toBeNull();
			await taps.inView(next);

			// Back into the game: the home page's card, one tap.
			const gameUrl = page.url();
			await page.goto('/');
			await appReady(page);
			taps.reset();
			await taps.tap(page.getByRole('link', { name: w.resume }));
			await expect(page).toHaveURL(gameUrl);
			await appReady(page);
			await expect(heading).toHaveText(/4/);
			expect(taps.count).toBe(1);
		});
	});
}
