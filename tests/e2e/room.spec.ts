// The game keeps the room (docs/architecture.md#one-layout-for-every-posture): text at 200 % on a
// 360x740 phone, the phone sideways, a tablet both ways, in English, German and French. Nothing is
// wider than the screen, a field to type in is at least 120 px wide, headings hyphenate in the
// page's language, the menu's label is whole and keeps one row on a tablet upright; on the play
// screen the fixed bottom takes at most 40 % of a phone (50 % at 200 % text or with the run-out
// question open), the question takes the focus and Escape gives it back; the statistics say when
// columns lie to the side; the on-screen keyboard leaves the field and its Save in view. Every
// position is read as the page is (nothing scrolls it for the test). Sizes are set per case on one
// project (desktop: playwright.config.ts keeps this spec off the phone); the games come from a
// backup file, one import per language.
import { type CDPSession, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { GameEvent } from '../../src/lib/tracker/events';
import { exportText } from '../../src/lib/tracker/exportFile';
import {
	appReady,
	builtPages,
	expectNoAxeViolationsInEitherScheme,
	reviewShot,
	seenAt
} from './helpers';
import { amigoGame } from './trackerHelpers';
import { fileToChoose } from './chosenFile';

const LOCALES = { en: 'en-US', de: 'de-DE', fr: 'fr-FR' } as const;
type Lang = keyof typeof LOCALES;
const IMPORT = {
	en: /Import games/,
	de: /Partien aus einer Datei/,
	fr: /Importer des parties/
} as const;
const DAY = 86_400_000;
const NAMES = ['Ada', 'Bartholomäus', 'Cléo', 'Dan'];

/** A backup file: three finished AMIGO games of the same four (for the statistics), a game under
 * way at its second turn (`room-play`) and one in its final harvest (`room-harvest`). */
function backup(): string {
	const end = Date.now() - DAY;
	const ranOut: GameEvent = { type: 'pile-ran-out', phase: 'draw' };
	const finished = [
		[10, 8, 6, 12],
		[7, 9, 5, 4],
		[11, 4, 6, 8]
	].map((coins, i) =>
		amigoGame(`room-done-${i}`, end - (3 - i) * DAY, NAMES, [
			{ type: 'game-started' },
			ranOut,
			ranOut,
			ranOut,
			...coins.map((coinsEarned, seat): GameEvent => ({
				type: 'final-harvest-entered',
				seat,
				fields: [],
				coinsEarned
			})),
			{ type: 'game-finished' }
		])
	);
	return exportText(
		[
			...finished,
			amigoGame('room-harvest', end - 1000 * 60, NAMES, [
				{ type: 'game-started' },
				ranOut,
				ranOut,
				ranOut
			]),
			amigoGame('room-play', end, NAMES, [{ type: 'game-started' }, { type: 'turn-advanced' }])
		],
		new Date(end).toISOString()
	);
}

/** The statistics of the four who played the three finished games. */
async function openGroup(page: Page) {
	await open(page, '/games/stats');
	await page.locator('section[aria-labelledby="groups-heading"] a').first().click();
	await appReady(page);
	await expect(page.getByTestId('figures').locator('tbody tr')).toHaveCount(4);
	await settle(page);
}

async function importGames(page: Page, lang: Lang) {
	await page.goto('/games');
	await appReady(page);
	await page.getByLabel(IMPORT[lang]).setInputFiles(fileToChoose('games.json', backup()));
	await expect(page.locator('li.game')).toHaveCount(5);
}

/** Waits until a new viewport size (or text size) has been laid out and painted. */
async function settle(page: Page) {
	await page.evaluate(
		() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
	);
}

async function open(page: Page, path: string) {
	await page.goto(path);
	await appReady(page);
	await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
	await settle(page);
}

/** Text at 200 % (`size` 32) or 100 % (16): the browser's default font size, as the text-size
 * setting of Chrome and Android sets it; the viewport keeps its width in CSS pixels. */
async function textSize(page: Page, size: 16 | 32) {
	// The session stays open: its font sizes last as long as it does.
	const cdp = await page.context().newCDPSession(page);
	await setTextSize(cdp, size);
	return cdp;
}

/** Sets the text size again in a session `textSize` opened (the page as it is is laid out anew). */
async function setTextSize(cdp: CDPSession, size: 16 | 32) {
	await cdp.send('Page.setFontSizes', {
		fontSizes: { standard: size, fixed: size === 32 ? 26 : 13 }
	});
}

/** What a page breaks at this size: elements beyond the right edge, fields to type in narrower
 * than 120 px (a count: three digits), headings that would break bare mid-word (no `hyphens: auto`) or whose language
 * the page does not say, a menu label cut short. Empty lists when all is well. */
function layoutFaults(page: Page, lang: Lang, settle: boolean) {
	return page.evaluate(
		async ({ lang, settle }) => {
			// After a new size (or text size): once it has been laid out and painted, in the same call.
			if (settle) {
				await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
			}
			const width = window.innerWidth;
			const seen = (el: Element) => {
				const r = el.getBoundingClientRect();
				return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
			};
			const name = (el: Element) =>
				`${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''}`;
			const wide = [...document.querySelectorAll('body *')]
				.filter((el) => seen(el) && el.getBoundingClientRect().right > width + 0.5)
				.slice(0, 4)
				.map((el) => `${name(el)} ends at ${Math.round(el.getBoundingClientRect().right)}`);
			const typed =
				'input[type="text"], input[type="search"], input[type="number"], input:not([type]), textarea';
			const narrow = [...document.querySelectorAll(typed)]
				.filter((el) => seen(el) && !el.closest('.visually-hidden'))
				// A count (numeric keyboard) needs room for three digits, a name 120 px.
				.filter((el) => {
					const w = el.getBoundingClientRect().width;
					const numeric = el.getAttribute('inputmode') === 'numeric';
					return numeric ? w < 2.5 * parseFloat(getComputedStyle(el).fontSize) : w < 120;
				})
				.map((el) => `${name(el)} ${Math.round(el.getBoundingClientRect().width)} px`);
			const bare = [...document.querySelectorAll('main h1, main h2, main h3')]
				.filter((el) => seen(el) && getComputedStyle(el).hyphens !== 'auto')
				.slice(0, 3)
				.map((el) => `${name(el)} "${el.textContent?.trim().slice(0, 30)}"`);
			const label = document.querySelector('.menu-button .label');
			const cut =
				label && seen(label) && label.scrollWidth > label.clientWidth + 1
					? [`menu label ${label.scrollWidth} in ${label.clientWidth} px`]
					: [];
			return {
				wide,
				narrow,
				bare,
				cut,
				lang: document.documentElement.lang === lang ? [] : [document.documentElement.lang]
			};
		},
		{ lang, settle }
	);
}

/** `layoutFaults` are none; with `settle`, read once a new size has been laid out and painted. */
async function expectLayout(page: Page, lang: Lang, where: string, settle = false) {
	const faults = await layoutFaults(page, lang, settle);
	expect.soft(faults, where).toEqual({ wide: [], narrow: [], bare: [], cut: [], lang: [] });
}

/** The height of what is fixed (or stuck) at the bottom of the screen, from its top edge down:
 * the turn bar, the tools row above it, a question open in the bar. */
function fixedBottom(page: Page) {
	return page.evaluate(() => {
		const height = window.innerHeight;
		let top = height;
		for (const el of document.querySelectorAll('body *')) {
			const { position } = getComputedStyle(el);
			if (position !== 'fixed' && position !== 'sticky') continue;
			if (el.closest('dialog')) continue;
			const r = el.getBoundingClientRect();
			if (r.height === 0 || r.top >= height || r.bottom < height / 2) continue;
			top = Math.min(top, r.top);
		}
		return Math.round(height - top);
	});
}

for (const [lang, locale] of Object.entries(LOCALES) as [Lang, string][]) {
	test.describe(lang, () => {
		test.use({ locale, viewport: { width: 360, height: 740 } });

		test('the play screen keeps the room; the run-out question takes the focus and gives it back', async ({
			page
		}) => {
			await importGames(page, lang);
			await open(page, '/games/play?id=room-play');
			await expect(page.locator('#turn-heading')).toContainText('2');
			// At most 40 % of the phone: the turn bar and the tools row.
			expect(await fixedBottom(page), 'the fixed bottom at 360x740').toBeLessThanOrEqual(296);
			// Each tool's words inside its button ("Calculateur" ran past its frame).
			const spilled = await page.locator('.tools.docked button').evaluateAll((buttons) =>
				buttons.flatMap((button) => {
					const range = document.createRange();
					range.selectNodeContents(button);
					const words = range.getBoundingClientRect();
					const frame = button.getBoundingClientRect();
					return words.left < frame.left || words.right > frame.right
						? [
								`${button.textContent?.trim()}: ${words.left}-${words.right} in ${frame.left}-${frame.right}`
							]
						: [];
				})
			);
			expect(spilled, 'tools whose words leave their button').toEqual([]);

			// From the keyboard: "The draw pile ran out" opens the question, whose first answer has
			// the focus; the bar keeps at most half the screen.
			const ranOut = page.locator('[role="toolbar"] button.warn');
			await ranOut.focus();
			await page.keyboard.press('Enter');
			const question = page.locator('#ran-out-question');
			await expect(question).toBeVisible();
			await expect(question.locator('button').first()).toBeFocused();
			expect(await fixedBottom(page), 'with the question open').toBeLessThanOrEqual(370);
			for (const answer of [0, 1, 2]) {
				expect(await seenAt(page, `#ran-out-question button >> nth=${answer}`)).toBe('in view');
			}
			// Escape closes it, and the focus is back where it was.
			await page.keyboard.press('Escape');
			await expect(question).toHaveCount(0);
			await expect(ranOut).toBeFocused();
			await expect(page.locator('#turn-heading')).toContainText('2');
		});

		test('text at 200 % on a phone, a phone sideways, a tablet both ways: every page fits', async ({
			page
		}) => {
			test.setTimeout(180_000);
			await importGames(page, lang);
			const pages = [
				...builtPages().filter((p) => p !== '/games/play'),
				'/games/play?id=room-play',
				'/games/play?id=room-harvest'
			];
			// Each page is opened once and set to every size and text size in turn.
			const text = await textSize(page, 16);
			for (const path of pages) {
				// Each page opens at the first size and is turned to the others (as a phone or a tablet
				// is turned), laid out anew at each.
				await setTextSize(text, 16);
				await page.setViewportSize({ width: 740, height: 360 });
				await open(page, path);
				for (const size of [
					{ width: 740, height: 360 },
					{ width: 1024, height: 768 },
					{ width: 768, height: 1024 }
				]) {
					await page.setViewportSize(size);
					await expectLayout(page, lang, `${path} at ${size.width}x${size.height}`, true);
				}
				if (path === pages.at(-1)) {
					// A tablet upright: the menu's links on one row.
					const tops = await page
						.locator('#main-navigation li')
						.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
					expect(new Set(tops).size, `menu rows at 768x1024: ${tops}`).toBe(1);
				}

				// The same page on a phone upright with the text at 200 %, laid out anew (the text
				// size changes the page as it is, as Chrome's and Android's setting does).
				await page.setViewportSize({ width: 360, height: 740 });
				await setTextSize(text, 32);
				await settle(page);
				expect(
					await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))
				).toBe(36);
				await expectLayout(page, lang, `${path} at 360x740, text 200 %`);
				await reviewShot(page, `${lang}-${path.replace(/\W+/g, '_')}-200`);
				if (path.startsWith('/games/play')) {
					expect
						.soft(await fixedBottom(page), `${path}: the fixed bottom at 200 %`)
						.toBeLessThanOrEqual(370);
				}
				if (path === '/games/new') {
					// The new-game form with five players: each name field at least 120 px, its moves
					// on screen.
					await page.locator('input[name="count"][value="5"]').check();
					await settle(page);
					await expectLayout(page, lang, 'the new-game form for 5 at 200 %');
				}
			}
			await text.detach();
		});

		test('the statistics say when columns lie to the side', async ({ page }) => {
			await importGames(page, lang);
			await openGroup(page);
			const box = page.locator('.scroll:has([data-testid="figures"])');
			const seen = () =>
				box.evaluate((el) => {
					const edge = el.getBoundingClientRect().right + 1;
					return [...el.querySelectorAll('thead th')].filter(
						(th) => th.getBoundingClientRect().right > edge
					).length;
				});
			// At 360 px some of the eight columns lie beyond the box: the line under it says how many.
			const hidden = await seen();
			expect(hidden).toBeGreaterThan(0);
			const hint = page.getByTestId('figures-more');
			await expect(hint).toBeVisible();
			await expect(hint).toContainText(`${hidden}`);
			// The line is right under the table: with the table at the top of the screen, both in view.
			await box.evaluate((el) => el.scrollIntoView({ block: 'start' }));
			expect(await seenAt(page, '[data-testid="figures-more"]')).toBe('in view');
			// Scrolled to its end, nothing is left to the side, and the line goes.
			await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
			await expect(hint).toHaveCount(0);
			// On a desktop the whole table fits: no line.
			await page.setViewportSize({ width: 1280, height: 800 });
			await settle(page);
			expect(await seen()).toBe(0);
			await expect(hint).toHaveCount(0);
		});
	});
}

test.describe('the on-screen keyboard', () => {
	test.use({ locale: 'en-US', viewport: { width: 360, height: 740 } });

	test('the bars step aside: the focused field and its Save stay in view', async ({ page }) => {
		await importGames(page, 'en');
		await open(page, '/games/play?id=room-harvest');
		const form = page.getByRole('form', { name: 'Cléo' });
		const field = form.getByLabel('Total coins of Cléo');
		await field.focus();
		// The keyboard opens: the visible height shrinks to 400 px (Chrome on Android resizes the
		// viewport it shows).
		await page.setViewportSize({ width: 360, height: 400 });
		await settle(page);
		await expect(page.locator('.bar')).toBeHidden();
		await expect(field).toBeFocused();
		await expect(() => expect(seenAt(page, '#total-2')).resolves.toBe('in view')).toPass({
			timeout: 3000
		});
		expect(
			await form.getByRole('button', { name: 'Save Cléo' }).evaluate((el) => {
				const r = el.getBoundingClientRect();
				const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
				return r.top >= 0 && r.bottom <= window.innerHeight && !!hit && el.contains(hit);
			})
		).toBe(true);
		// Typed and saved, the keyboard closes: the bar is back.
		await field.fill('9');
		await form.getByRole('button', { name: 'Save Cléo' }).click();
		await page.setViewportSize({ width: 360, height: 740 });
		await settle(page);
		await expect(page.locator('.bar')).toBeVisible();
	});
});

// axe on the screens this layout changed, in both schemes: each screen is set up once and checked
// in the light scheme and in the dark one (colours follow the scheme as the page is: no
// transitions).
test('axe, light and dark: the statistics, the run-out question, the games list on a tablet', async ({
	page
}) => {
	test.setTimeout(90_000);
	await page.setViewportSize({ width: 360, height: 740 });
	await importGames(page, 'en');
	// The statistics with the line about the columns to the side.
	await openGroup(page);
	await expect(page.getByTestId('figures-more')).toBeVisible();
	await expectNoAxeViolationsInEitherScheme(page);
	// The play screen with the run-out question in the bar's place.
	await open(page, '/games/play?id=room-play');
	await page.locator('[role="toolbar"] button.warn').click();
	await expect(page.locator('#ran-out-question')).toBeVisible();
	await expectNoAxeViolationsInEitherScheme(page);
	// A tablet upright: the menu on one row.
	await page.setViewportSize({ width: 768, height: 1024 });
	await open(page, '/games');
	await expectNoAxeViolationsInEitherScheme(page);
});

test('axe, light and dark: text at 200 % on the new-game form, the home page, a game’s harvest and the lessons', async ({
	page
}) => {
	test.setTimeout(90_000);
	await page.setViewportSize({ width: 360, height: 740 });
	await importGames(page, 'en');
	const big = await textSize(page, 32);
	for (const path of ['/games/new', '/', '/games/play?id=room-harvest', '/teach']) {
		await open(page, path);
		await expectNoAxeViolationsInEitherScheme(page);
	}
	await big.detach();
});
