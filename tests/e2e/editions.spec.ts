// The play screen's words in each edition and language at 360 px: a few turns of a game, then the
// visible text of the turn panel and the turn bar compared with a committed text snapshot. The
// snapshots were read by a reader of each language (the closing note of the change lists what was
// checked); regenerate with --update-snapshots only to read them again.
import { LOCALES } from '../../src/lib/i18n/locales';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { deliberateGap } from './helpers';
import { importGames, newStoredGame, openGame } from './importedGames';

// Words the test taps, per language (written out, not taken from the app's dictionaries).
const WORDS = {
	en: {
		start: 'Start the game',
		next: /^Next turn: /,
		ranOut: 'The draw pile ran out',
		whileTurnUp: 'While turning up cards (the offer)',
		whileTrade: 'While turning over cards (trading)',
		spell: 'Spell phase',
		count: 'The last turn is over: count the coins'
	},
	de: {
		start: 'Partie beginnen',
		next: /^Nächster Zug: /,
		ranOut: 'Der Zugstapel ist leer',
		whileTurnUp: 'Beim Aufdecken (für das Angebot)',
		whileTrade: 'Beim Aufdecken (Handeln)',
		spell: 'Zauberphase',
		count: 'Der letzte Zug ist vorbei: Taler zählen'
	},
	fr: {
		start: 'Commencer la partie',
		next: /^Tour suivant : /,
		ranOut: 'La pioche est épuisée',
		whileTurnUp: 'En retournant des cartes (l’offre)',
		whileTrade: 'En retournant des cartes (échange)',
		spell: 'Phase des sorts',
		count: 'Le dernier tour est fini : comptez les pièces'
	}
} as const;
type Lang = keyof typeof WORDS;
const LOCALE: Record<Lang, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR' };

/** The visible text of the turn panel (or the final harvest) and of the turn bar, read in one go
 * in the page once it stands still: for each part, its first match, if it is visible as
 * Playwright's `isVisible` has it (rendered, a box of some size, not `visibility: hidden`), by its
 * `innerText`. */
async function screenText(page: Page): Promise<string> {
	const parts = [
		'.alerts',
		'fieldset.phases',
		'section[aria-labelledby="pile-heading"]',
		'section[aria-labelledby="third-heading"]',
		'section[aria-labelledby="harvest-heading"]',
		'.bar'
	];
	const texts = await page.evaluate(async (parts) => {
		const read = () =>
			parts.map((selector) => {
				const part = document.querySelector<HTMLElement>(selector);
				if (!part || !part.checkVisibility()) return '';
				const box = part.getBoundingClientRect();
				if (box.width === 0 || box.height === 0) return '';
				if (getComputedStyle(part).visibility !== 'visible') return '';
				return part.innerText;
			});
		// Read until a frame later reads the same: the screen as the last tap left it.
		for (let seen = read(); ;) {
			await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
			const now = read();
			if (now.join('\0') === seen.join('\0')) return now;
			seen = now;
		}
	}, parts);
	const out: string[] = [];
	for (const [i, selector] of parts.entries()) {
		// Soft hyphens (U+00AD, German compounds in the turn bar) show only where a word breaks.
		const text = texts[i]!.replace(/\u00ad/g, '')
			.replace(/[ \t]+\n/g, '\n')
			.trim();
		if (text) out.push(`[${selector}]\n${text}`);
	}
	return `${out.join('\n\n')}\n`;
}

async function nextTurns(page: Page, lang: Lang, turns: number): Promise<void> {
	for (let i = 0; i < turns; i++) {
		const heading = await page.locator('#turn-heading').innerText();
		// Deliberate turns, not a double tap (docs/architecture.md#taps-back-and-focus).
		if (i > 0) await deliberateGap(page);
		await page.getByRole('button', { name: WORDS[lang].next }).click();
		await expect(page.locator('#turn-heading')).not.toHaveText(heading);
	}
}

async function ranOut(page: Page, lang: Lang, when: 'whileTurnUp' | 'whileTrade'): Promise<void> {
	await page.getByRole('button', { name: WORDS[lang].ranOut, exact: true }).click();
	// A deliberate answer, not a double tap on the last one (docs/architecture.md#taps-back-and-focus).
	await deliberateGap(page);
	await page.getByRole('button', { name: WORDS[lang][when], exact: true }).click();
	await expect(page.locator('#ran-out-question')).toHaveCount(0);
}

const FOUR = ['Ada', 'Ben', 'Cleo', 'Dan'] as const;
const THREE = ['Mia', 'Leo', 'Ana'] as const;

// Each test's new games, imported (importedGames.ts): the play screen is what is compared here,
// the form that makes them is tapped in setup.spec.ts. As the form made them for these specs
// before: the first seat chosen, which starts, or for AMIGO 1997 and Rio Grande deals (the seat
// to its left starts).
const AT = Date.UTC(2026, 10, 1, 18);
const GAMES = {
	amigo: newStoredGame('ed-amigo', AT, {
		edition: 'amigo',
		step: null,
		variants: [],
		names: FOUR,
		startSeat: 0
	}),
	amigo1997: newStoredGame('ed-amigo-1997', AT, {
		edition: 'amigo-1997',
		step: null,
		variants: [],
		names: THREE,
		startSeat: 1
	}),
	rio5: newStoredGame('ed-rio-5', AT, {
		edition: 'rio-grande',
		step: null,
		variants: [],
		names: ['Ada', 'Ben', 'Cleo', 'Dan', 'Eve'],
		startSeat: 1
	}),
	rioDuel: newStoredGame('ed-rio-duel', AT, {
		edition: 'rio-grande',
		step: null,
		variants: [],
		names: ['Ada', 'Ben'],
		startSeat: 1
	}),
	myFirstBasic: newStoredGame('ed-my-first-basic', AT, {
		edition: 'my-first',
		step: 'basic',
		variants: [],
		names: THREE,
		startSeat: 0
	}),
	myFirstStep4: newStoredGame('ed-my-first-step-4', AT, {
		edition: 'my-first',
		step: 'step-4',
		variants: [],
		names: THREE,
		startSeat: 0
	}),
	rabohnzel: newStoredGame('ed-rabohnzel', AT, {
		edition: 'rabohnzel',
		step: null,
		variants: [],
		names: THREE,
		startSeat: 0
	})
};

for (const lang of LOCALES) {
	test.describe(`${lang} at 360 px`, () => {
		test.use({ viewport: { width: 360, height: 740 }, locale: LOCALE[lang] });

		test('AMIGO current: turns of a 4-player game', async ({ page }) => {
			await importGames(page, [GAMES.amigo]);
			await openGame(page, GAMES.amigo.id);
			await page.getByRole('button', { name: WORDS[lang].start }).click();
			await nextTurns(page, lang, 2);
			expect(await screenText(page)).toMatchSnapshot(`${lang}-amigo.txt`);
		});

		test('AMIGO 1997: turns of a 3-player game', async ({ page }) => {
			await importGames(page, [GAMES.amigo1997]);
			await openGame(page, GAMES.amigo1997.id);
			await page.getByRole('button', { name: WORDS[lang].start }).click();
			await nextTurns(page, lang, 1);
			expect(await screenText(page)).toMatchSnapshot(`${lang}-amigo-1997.txt`);
		});

		test('Rio Grande: 5 players, then the 2-player duel to its end', async ({ page }) => {
			await importGames(page, [GAMES.rio5, GAMES.rioDuel]);
			await openGame(page, GAMES.rio5.id);
			await page.getByRole('button', { name: WORDS[lang].start }).click();
			await nextTurns(page, lang, 1);
			expect(await screenText(page)).toMatchSnapshot(`${lang}-rio-grande-5.txt`);

			await openGame(page, GAMES.rioDuel.id);
			await page.getByRole('button', { name: WORDS[lang].start }).click();
			await nextTurns(page, lang, 1);
			expect(await screenText(page)).toMatchSnapshot(`${lang}-rio-grande-duel.txt`);
			// The pile runs out while turning up, until the run-out that ends the duel.
			for (let i = 0; i < 3 && (await page.locator('.bar .warn').count()) > 0; i++) {
				await ranOut(page, lang, 'whileTurnUp');
			}
			expect(await screenText(page)).toMatchSnapshot(`${lang}-rio-grande-duel-end.txt`);
		});

		test('My First: the basic game to its end, and step 4', async ({ page }) => {
			await importGames(page, [GAMES.myFirstBasic, GAMES.myFirstStep4]);
			await openGame(page, GAMES.myFirstBasic.id);
			await page.getByRole('button', { name: WORDS[lang].start }).click();
			await nextTurns(page, lang, 1);
			expect(await screenText(page)).toMatchSnapshot(`${lang}-my-first-basic.txt`);
			await ranOut(page, lang, 'whileTrade');
			await page.getByRole('button', { name: WORDS[lang].count }).click();
			await expect(page.locator('#harvest-heading')).toBeVisible();
			await expect(page.locator('fieldset.phases')).toHaveCount(0);
			expect(await screenText(page)).toMatchSnapshot(`${lang}-my-first-basic-end.txt`);

			await openGame(page, GAMES.myFirstStep4.id);
			await page.getByRole('button', { name: WORDS[lang].start }).click();
			await nextTurns(page, lang, 1);
			expect(await screenText(page)).toMatchSnapshot(`${lang}-my-first-step-4.txt`);
		});

		test('Rabohnzel: the spell phase', async ({ page }) => {
			await importGames(page, [GAMES.rabohnzel]);
			await openGame(page, GAMES.rabohnzel.id);
			await page.getByRole('button', { name: WORDS[lang].start }).click();
			await nextTurns(page, lang, 1);
			await page.getByRole('radio', { name: WORDS[lang].spell }).click();
			// The ticks and the attack helper first; each explanation folded (spell-glance.spec.ts).
			await expect(page.locator('.spell-phase input[type="checkbox"]')).toHaveCount(11);
			expect(await screenText(page)).toMatchSnapshot(`${lang}-rabohnzel-spell.txt`);
		});
	});
}
