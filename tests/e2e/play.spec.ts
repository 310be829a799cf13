import { LOCALES } from '../../src/lib/i18n/locales';
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, expectNoAxeViolations, reviewShot, tapper } from './helpers';
import { newGame } from './trackerHelpers';

// Words of each language the test needs (written out, not taken from the app's dictionaries).
const WORDS = {
	en: {
		player: (i: number) => `Player ${i}`,
		create: 'Create the game',
		start: 'Start the game',
		edition: /AMIGO \(current\)/,
		turn: /^Turn \d+: /,
		finishing: 'Trading and planting are done: final harvest',
		harvest: 'Final harvest',
		total: (name: string) => `Total coins of ${name}`,
		save: (name: string) => `Save ${name}`,
		winner: 'Show the winner',
		wins: /Cleo wins with 15 coins!/
	},
	de: {
		player: (i: number) => `Spieler ${i}`,
		create: 'Partie anlegen',
		start: 'Partie beginnen',
		edition: /AMIGO \(aktuell\)/,
		turn: /^Zug \d+: /,
		finishing: 'Handeln und Anbauen sind fertig: Schlussernte',
		harvest: 'Schlussernte',
		total: (name: string) => `Taler insgesamt von ${name}`,
		save: (name: string) => `${name} speichern`,
		winner: 'Sieger zeigen',
		wins: /Cleo/
	},
	fr: {
		player: (i: number) => `Joueur ${i}`,
		create: 'Créer la partie',
		start: 'Commencer la partie',
		edition: /AMIGO \(actuelle\)/,
		turn: /^Tour \d+ : /,
		finishing: 'Échanges et plantations terminés : récolte finale',
		harvest: 'Récolte finale',
		total: (name: string) => `Total des pièces, ${name}`,
		save: (name: string) => `Enregistrer ${name}`,
		winner: 'Voir le vainqueur',
		wins: /Cleo/
	}
} as const;
type Lang = keyof typeof WORDS;
const NAMES = ['Ada', 'Ben', 'Cleo', 'Dan'];
const COINS = [12, 9, 15, 7];

async function playGame(page: Page, lang: Lang, shots: string) {
	const w = WORDS[lang];
	const taps = tapper(page);
	const bar = page.getByRole('toolbar');
	const shot = (name: string) => reviewShot(page, `${shots}-${name}`);

	await page.goto('/games/new');
	await appReady(page);
	await page.getByRole('radio', { name: w.edition }).check();
	await page.getByRole('radio', { name: '4', exact: true }).check();
	for (const [i, name] of NAMES.entries()) {
		await page.getByRole('textbox', { name: w.player(i + 1), exact: true }).fill(name);
	}
	await page.getByRole('radio', { name: 'Ada', exact: true }).check();
	await page.getByRole('button', { name: w.create }).click();
	await expect(page).toHaveURL(/\/games\/play\?id=/);
	await appReady(page);
	await shot('setup');
	await page.getByRole('button', { name: w.start }).click();

	// The view lands on the turn: the page is at its top and the turn heading has focus.
	const heading = page.getByRole('heading', { level: 2, name: w.turn });
	await expect(heading).toBeFocused();
	expect(await page.evaluate(() => window.scrollY)).toBe(0);
	await taps.inView(heading);
	const fontSize = await heading.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
	expect(fontSize).toBeGreaterThanOrEqual(32);
	await shot('turn');
	await expectNoAxeViolations(page);

	// 20 turns, one tap each, the controls in view after every one.
	const next = bar.getByRole('button').first();
	for (let turn = 1; turn <= 20; turn++) {
		await expect(heading).toHaveText(new RegExp(`^\\D*${turn}\\D`));
		taps.reset();
		await taps.tap(next);
		expect(taps.count).toBe(1);
		await taps.inView(next);
		await taps.inView(heading);
	}
	await expect(heading).toHaveText(/21/);

	// Scrolled to the very end, nothing of the page (the credits) lies under the bar: above the
	// bar fixed at a phone's bottom, or beside the bar's own column on a wide screen.
	const scrollY = await page.evaluate(() => window.scrollY);
	await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
	const footer = (await page.locator('footer').boundingBox())!;
	const barBox = (await page
		.getByRole('region', { name: /./ })
		.filter({ has: bar })
		.boundingBox())!;
	const apart =
		footer.y + footer.height <= barBox.y + 1 ||
		footer.y >= barBox.y + barBox.height - 1 ||
		footer.x + footer.width <= barBox.x + 1 ||
		footer.x >= barBox.x + barBox.width - 1;
	expect(apart, `footer ${JSON.stringify(footer)}, bar ${JSON.stringify(barBox)}`).toBe(true);
	await page.evaluate((y) => window.scrollTo(0, y), scrollY);

	// The pile runs out three times (AMIGO ends at the 3rd): at most 2 taps each.
	const ranOut = bar.getByRole('button').nth(1);
	for (let run = 1; run <= 3; run++) {
		taps.reset();
		await taps.tap(ranOut);
		const question = page.locator('#ran-out-question');
		if (run === 1) await shot('run-out');
		// While drawing twice (reshuffle), then while trading: trading and planting finish.
		await taps.tap(question.getByRole('button').nth(run < 3 ? 1 : 0));
		expect(taps.count).toBeLessThanOrEqual(2);
		if (run < 3) {
			await taps.inView(heading);
			await taps.tap(next);
		}
	}
	await shot('finishing');
	await taps.tap(bar.getByRole('button', { name: w.finishing }));

	// Final harvest: each player's total as one number, 2 taps each.
	await expect(page.getByRole('heading', { level: 2, name: w.harvest })).toBeVisible();
	await shot('harvest');
	await expectNoAxeViolations(page);
	taps.reset();
	for (const [i, name] of NAMES.entries()) {
		const input = page.getByLabel(w.total(name));
		await taps.tap(input);
		await input.fill(String(COINS[i]));
		await taps.tap(page.getByRole('button', { name: w.save(name) }));
		// French puts a space before the colon.
		await expect(
			page.getByRole('form', { name }).getByText(new RegExp(`^${name}\\s?:`))
		).toBeVisible();
		if (i === 0) {
			// Back into the game in the middle of its harvest, from the games list: the next player
			// to enter comes on screen as the game opens, clear of the bar (no scrolling, no tap).
			const url = page.url();
			await page.goto('/games');
			await appReady(page);
			await page.locator('li.game').first().getByRole('link').click();
			await expect(page).toHaveURL(url);
			await appReady(page);
			await expect(() => taps.inView(page.getByLabel(w.total(NAMES[1]!)))).toPass({
				timeout: 3000
			});
			// Ada's saved result is marked as saved, also before the others are in.
			await expect(page.getByRole('form', { name: 'Ada' }).locator('.done')).toHaveText(
				new RegExp(`^✓ ${COINS[0]}\\D`)
			);
			await shot('harvest-reopened');
		}
	}
	expect(taps.count).toBe(2 * NAMES.length);
	await shot('harvest-done');
	await taps.tap(bar.getByRole('button', { name: w.winner }));
	// The tap came from the bottom of the harvest: the view lands on the winner, not on the log.
	const winner = page.locator('section[aria-labelledby="result-heading"] .winner');
	await expect(winner).toContainText(w.wins);
	await expect(page.locator('#result-heading')).toBeFocused();
	await taps.inView(winner);
	await shot('result');
	await expectNoAxeViolations(page);
}

// A phone game: the phone project plays it (@phone, playwright.config.ts).
test.describe('phone 360x740', { tag: '@phone' }, () => {
	test.use({ viewport: { width: 360, height: 740 } });
	test('a 4-player AMIGO game from setup to the winner, the turn always in reach', async ({
		page
	}) => {
		test.setTimeout(120_000);
		await playGame(page, 'en', 'en-360-light');
	});
	test('dark', async ({ page }) => {
		test.setTimeout(120_000);
		await page.emulateMedia({ colorScheme: 'dark' });
		await playGame(page, 'en', 'en-360-dark');
	});
});

// A wide screen: the desktop project plays it.
test.describe('desktop 1280x800', { tag: '@desktop' }, () => {
	test.use({ viewport: { width: 1280, height: 800 } });
	test('the same game on a wide screen, every tap in view', async ({ page }) => {
		test.setTimeout(120_000);
		await playGame(page, 'en', 'en-1280-light');
	});
});

for (const lang of LOCALES.filter((locale) => locale !== 'en')) {
	// The same game at the same small phone size: the longer German and French words must fit too.
	// In the light scheme: where things lie does not depend on the scheme, and the dark scheme's
	// colours are the same in every language (the English game above checks them).
	test.describe(`${lang} 360x740`, { tag: '@phone' }, () => {
		test.use({ viewport: { width: 360, height: 740 }, locale: lang === 'de' ? 'de-DE' : 'fr-FR' });
		test('light', async ({ page }) => {
			test.setTimeout(120_000);
			await playGame(page, lang, `${lang}-360-light`);
		});
	});
}

// Opening a game paints its turn first; the panels around it (the log, the teaching notes) are
// asked for only after that frame. Asked for in it, their module links were added to the
// document before the turn could be painted (about 10 ms of every opening).
const PANELS = ['GameLog', 'TeachPanel'];
// Which built file holds each panel's code (the build's own manifest).
const BUILT: Record<string, { file: string }> = JSON.parse(
	readFileSync('.svelte-kit/output/client/.vite/manifest.json', 'utf8')
);
// Loading order, not layout: the phone project plays it.
test(
	'an opened game shows its turn before the log and the teaching notes are loaded',
	{ tag: '@phone' },
	async ({ page }) => {
		await newGame(page, {
			edition: /AMIGO \(current\)/,
			names: ['Ada', 'Ben', 'Cleo'],
			chosen: 'Ada'
		});
		await page.getByRole('button', { name: 'Start the game' }).click();
		await expect(page.getByTestId('pile-estimate')).toBeVisible();

		// When the turn first appears in the page, seen from inside it (its own clock).
		await page.addInitScript(() => {
			new MutationObserver((_, observer) => {
				if (document.querySelector('[data-testid="pile-estimate"]')) {
					(window as unknown as { turnShownAt: number }).turnShownAt = performance.now();
					observer.disconnect();
				}
			}).observe(document, { childList: true, subtree: true });
		});
		await page.reload();
		await expect(page.getByRole('heading', { name: 'What happened' })).toBeVisible();
		const panels = PANELS.map(
			(panel) => `/${BUILT[`src/routes/games/play/${panel}.svelte`]!.file}`
		);
		const seen = () =>
			page.evaluate(
				(files) => ({
					turnShownAt: (window as unknown as { turnShownAt: number }).turnShownAt,
					panelsAskedAt: performance
						.getEntriesByType('resource')
						.filter((entry) => files.includes(new URL(entry.name).pathname))
						.map((entry) => entry.startTime)
				}),
				panels
			);
		await expect.poll(async () => (await seen()).panelsAskedAt.length).toBe(2);
		const { turnShownAt, panelsAskedAt } = await seen();
		expect(turnShownAt).toBeGreaterThan(0);
		for (const at of panelsAskedAt) expect(at).toBeGreaterThan(turnShownAt);
	}
);
