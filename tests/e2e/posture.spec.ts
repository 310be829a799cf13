// Every page in every posture a table meets (docs/architecture.md#one-layout-for-every-posture):
// phones upright and sideways, a tablet, a desktop, in English, German and French, and the play
// screen also on a 320 px phone and with the text at 200 %. Nothing is wider than the screen; on
// the play screen whose turn it is and the turn's action ("Next turn") are on screen without
// scrolling; sideways the page's own content keeps at least 40 % of the height. Sizes are set per
// case on one project (desktop: playwright.config.ts keeps it off the phone) and the pages are looped inside one test per language, so the
// matrix stays cheap.
import type { Locale as Lang } from '../../src/lib/i18n/locales';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
	appReady,
	builtPages,
	expectNoAxeViolationsInEitherScheme,
	deliberateGap,
	reviewShot,
	seenAt
} from './helpers';
import { dumpDatabase, storedEvents } from './idb';
import { newGameByValues } from './trackerHelpers';

const SIZES = [
	{ width: 360, height: 740 },
	{ width: 740, height: 360 },
	{ width: 412, height: 915 },
	{ width: 768, height: 1024 },
	{ width: 1280, height: 800 }
] as const;
/** The browser's language tag for each language of the app (LOCALES: one missing fails the
 * typecheck). */
const BROWSER_TAGS: Readonly<Record<Lang, string>> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR' };
const NAMES = ['Ada', 'Bartholomäus', 'Cléo', 'Dan'];

/** Waits until a new viewport size has been laid out and painted. */
async function settle(page: Page) {
	await page.evaluate(
		() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
	);
}

/** What the page shows as it is, read in one call into the page (one round trip per size, not
 * five). With `settle`, once the page has been laid out and painted (after a new viewport size)
 * and scrolled to its top. Always, what sticks out of the viewport on the right: the document's
 * scroll width and the first few elements whose right edge lies beyond it (an empty list when
 * everything fits). With `turn`, whose turn it is and the turn's action: 'in view' each, or where
 * they are or what lies over them. With `own`, the height the page's own content has at the top of
 * the page: the viewport less the header above it and whatever is fixed or stuck to the bottom of
 * the screen (the turn bar, its tools). */
function look(page: Page, options: { settle?: boolean; turn?: boolean; own?: boolean } = {}) {
	return page.evaluate(async ({ settle, turn, own }) => {
		if (settle) {
			await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
			window.scrollTo(0, 0);
		}
		const width = window.innerWidth;
		const height = window.innerHeight;
		const wide: string[] = [];
		for (const el of document.querySelectorAll('body *')) {
			const r = el.getBoundingClientRect();
			if (r.width === 0 || r.height === 0 || r.right <= width + 0.5) continue;
			const name = el.id
				? `#${el.id}`
				: el.className
					? `.${String(el.className).split(' ')[0]}`
					: '';
			wide.push(`${el.tagName.toLowerCase()}${name} ends at ${Math.round(r.right)}`);
			if (wide.length === 4) break;
		}
		const turnSeen = turn
			? [
					document.querySelector('#turn-heading'),
					document.querySelector('[role="toolbar"] button')
				].map((el) => {
					if (!el) return 'missing';
					const r = el.getBoundingClientRect();
					if (r.top < 0 || r.bottom > height) return `off screen (${r.top}-${r.bottom})`;
					const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
					return hit && el.contains(hit) ? 'in view' : `under ${hit?.outerHTML.slice(0, 60)}`;
				})
			: null;
		let ownHeight: number | null = null;
		if (own) {
			const header = document.querySelector('header.top')!.getBoundingClientRect().bottom;
			let bottomChrome = height;
			for (const el of document.querySelectorAll('body *')) {
				const { position } = getComputedStyle(el);
				if (position !== 'fixed' && position !== 'sticky') continue;
				const r = el.getBoundingClientRect();
				if (r.height === 0 || r.top < height / 2 || r.top >= height) continue;
				bottomChrome = Math.min(bottomChrome, r.top);
			}
			ownHeight = bottomChrome - Math.max(0, header);
		}
		return {
			scrollWidth: document.documentElement.scrollWidth,
			width,
			height,
			wide,
			turn: turnSeen,
			own: ownHeight
		};
	}, options);
}

type Seen = Awaited<ReturnType<typeof look>>;

function expectFitting(seen: Seen, where: string) {
	expect.soft(seen.wide, `${where}: elements beyond the right edge`).toEqual([]);
	expect.soft(seen.scrollWidth, `${where}: document width`).toBeLessThanOrEqual(seen.width);
}

function expectTurnSeen(seen: Seen, where: string) {
	expect.soft(seen.turn, `${where}: the turn and "Next turn"`).toEqual(['in view', 'in view']);
}

async function expectFits(page: Page, where: string) {
	expectFitting(await look(page), where);
}

/** Whose turn it is and the turn's action, on screen as the page is (nothing over them). */
async function expectTurnInView(page: Page, where: string) {
	expectTurnSeen(await look(page, { turn: true }), where);
}

/** A game of four under way (its second turn), its address. */
async function gameUnderWay(page: Page): Promise<string> {
	await newGameByValues(page, 'amigo', NAMES);
	await page.locator('.start button.primary').click();
	await expect(page.locator('#turn-heading')).toBeVisible();
	await page.getByRole('toolbar').getByRole('button').first().click();
	await expect(page.locator('#turn-heading')).toContainText('2');
	return page.url();
}

for (const [lang, locale] of Object.entries(BROWSER_TAGS) as [Lang, string][]) {
	test.describe(lang, () => {
		test.use({ locale });

		test('every page in every size: nothing wider than the screen; the turn in view', async ({
			page
		}) => {
			test.setTimeout(240_000);
			const game = await gameUnderWay(page);
			const pages = [...builtPages().filter((p) => p !== '/games/play'), game];
			for (const path of pages) {
				await page.setViewportSize(SIZES[0]);
				await page.goto(path);
				await appReady(page);
				for (const size of SIZES) {
					const where = `${path} at ${size.width}x${size.height}`;
					const sideways = size.width > size.height;
					await page.setViewportSize(size);
					const seen = await look(page, { settle: true, turn: path === game, own: sideways });
					expectFitting(seen, where);
					if (path === game) expectTurnSeen(seen, where);
					if (sideways) {
						expect
							.soft(seen.own, `${where}: the page's own height`)
							.toBeGreaterThanOrEqual(0.4 * seen.height);
					}
				}
			}
		});

		test('the play screen at 320x640 and with the text at 200 %, through to the result', async ({
			page
		}) => {
			test.setTimeout(180_000);
			await page.setViewportSize({ width: 320, height: 640 });
			await gameUnderWay(page);
			await expectFits(page, 'turn at 320x640');
			await expectTurnInView(page, 'turn at 320x640');

			// Text at 200 %: the browser's default font size doubled, as the text-size setting of
			// Chrome and of Android (with the page's rem sizes following it) does; the viewport
			// keeps its width in CSS pixels (unlike page zoom). The setting changes the open page as
			// it is (as on a phone), which is then turned to each size and laid out anew.
			const cdp = await page.context().newCDPSession(page);
			await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
			for (const size of [
				{ width: 320, height: 640 },
				{ width: 360, height: 740 },
				{ width: 412, height: 915 },
				{ width: 1280, height: 800 }
			]) {
				await page.setViewportSize(size);
				const seen = await look(page, { settle: true, turn: true });
				const where = `turn at ${size.width}x${size.height}, text 200 %`;
				expect(
					await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))
				).toBe(36);
				expectFitting(seen, where);
				expectTurnSeen(seen, where);
			}
			await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
			await page.setViewportSize({ width: 320, height: 640 });

			// Rio Grande (its tie-break adds the hand-cards column, the result's widest table): the
			// pile runs out while drawing until the game ends, then the final harvest.
			await newGameByValues(page, 'rio-grande', NAMES);
			await page.locator('.start button.primary').click();
			const bar = page.getByRole('toolbar');
			const ranOut = bar.locator('button.warn');
			// The bar first (isVisible does not wait for it).
			await expect(ranOut).toBeVisible();
			while (await ranOut.isVisible()) {
				await ranOut.click();
				// A deliberate answer, not a double tap on the last one (docs/architecture.md#taps-back-and-focus).
				await deliberateGap(page);
				await page.locator('#ran-out-question button').nth(1).click();
				await expect(page.locator('#ran-out-question')).toBeHidden();
				if (await ranOut.isVisible()) await bar.locator('button.main').click();
			}
			// The final harvest (after "trading and planting are done" where the game asks for it).
			const form = page.locator('form.player').first();
			await expect(form.or(bar.locator('button.main:enabled'))).toBeVisible();
			if (!(await form.isVisible())) await bar.locator('button.main').click();
			await expect(form).toBeVisible();
			// Counting a player's fields instead: the bean picker fits the form.
			await form.locator('button.link').click();
			await expect(form.locator('select').first()).toBeVisible();
			await expectFits(page, 'harvest fields at 320x640');
			await form.locator('button.link').last().click();
			// A tie on coins, broken by the hand cards.
			for (const [seat, coins] of [12, 12, 7, 5].entries()) {
				const player = page.locator('form.player').nth(seat);
				await player.locator(`#total-${seat}`).fill(String(coins));
				await player.locator('button[type="submit"]').click();
				await expect(player.locator('.done')).toBeVisible();
			}
			const tie = page.locator('section.tie .row');
			// The tie-breaks stored, so far: the next tap waits for the one before to be saved, as a
			// tap while a save is under way is refused (OpenGame.dispatch; on a busy machine a save
			// can outlast the time Playwright takes to fill the next box).
			const tieBreaks = async () =>
				storedEvents(await dumpDatabase(page, 'bean-referee')).filter(
					(event) => (event.payload as { handCards?: number }).handCards !== undefined
				).length;
			for (const [i, cards] of [3, 2].entries()) {
				await tie.nth(i).locator('input').fill(String(cards));
				await tie.nth(i).locator('button').click();
				await expect.poll(tieBreaks).toBe(i + 1);
			}
			await expect(bar.locator('button.main')).toBeEnabled();
			await bar.locator('button.main').click();
			await expect(page.locator('#result-heading')).toBeVisible();
			await expect(page.locator('table th')).toHaveCount(4 + 4);
			for (const size of [
				{ width: 320, height: 640 },
				{ width: 360, height: 740 }
			]) {
				await page.setViewportSize(size);
				await settle(page);
				await expectFits(page, `result at ${size.width}x${size.height}`);
			}
		});
	});
}

const WORDS = {
	en: { query: 'third field', checkField: 'Check a field' },
	de: { query: 'drittes Feld', checkField: 'Feld prüfen' },
	fr: { query: 'troisième champ', checkField: 'Vérifier un champ' }
} as const;

for (const [lang, locale] of Object.entries(BROWSER_TAGS) as [Lang, string][]) {
	// Sideways, the rules questions' search box (what a table asking a question uses first) is on
	// the first screen, with or without an edition chosen.
	test.describe(`${lang} at 740x360`, () => {
		test.use({ locale, viewport: { width: 740, height: 360 } });

		test('the rules questions: the search box on screen without scrolling', async ({ page }) => {
			await page.goto('/questions');
			await appReady(page);
			expect(await seenAt(page, 'input[type="search"]')).toBe('in view');
			// An edition chosen: its player count shows beside it, and My First's step too.
			for (const edition of ['rio-grande', 'my-first']) {
				await page.locator('#referee-edition').selectOption(edition);
				await page.evaluate(() => window.scrollTo(0, 0));
				await settle(page);
				expect(await seenAt(page, 'input[type="search"]'), edition).toBe('in view');
			}
		});
	});

	test.describe(`${lang} at 360x740`, () => {
		test.use({ locale, viewport: { width: 360, height: 740 } });

		test('the first answer is on screen after a search', async ({ page }) => {
			await page.goto('/questions');
			await appReady(page);
			await page.locator('input[type="search"]').fill(WORDS[lang].query);
			const first = page.locator('ol.questions > li > article').first();
			await expect(first).toHaveAttribute('data-question', 'third-field');
			// A new answer's content is laid out at the next frame (content-visibility: auto skips it
			// until the browser has seen it near the screen; until then a finger's point finds its
			// list item, not its heading): read where things lie once a frame has been drawn.
			await settle(page);
			expect(await seenAt(page, 'ol.questions > li > article h2')).toBe('in view');
			// The answer starts on screen too (its first line at least).
			const textTop = await first
				.locator('.text')
				.first()
				.evaluate((el) => window.innerHeight - el.getBoundingClientRect().top);
			expect(textTop).toBeGreaterThanOrEqual(30);
		});

		test('setup: the count, the first name and who starts (or deals) on the first screen', async ({
			page
		}) => {
			await page.goto('/games/new');
			await appReady(page);
			for (const edition of ['amigo', 'amigo-1997', 'rio-grande']) {
				await page.locator(`input[name="edition"][value="${edition}"]`).check();
				await page.evaluate(() => window.scrollTo(0, 0));
				for (const selector of [
					'input[name="count"]:checked',
					'#name-0',
					'input[name="chosen"][value="0"]'
				]) {
					expect(await seenAt(page, selector), `${edition}: ${selector}`).toBe('in view');
				}
			}
			// Each name field shows its placeholder whole, and so a typed name as long ("Spieler 1"
			// was cut off at 360 px).
			const cut = await page.locator('input[id^="name-"]').evaluateAll((inputs) =>
				inputs.flatMap((el) => {
					const input = el as HTMLInputElement;
					const style = getComputedStyle(input);
					const pen = document.createElement('canvas').getContext('2d')!;
					pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
					const text = pen.measureText(input.placeholder).width;
					const room =
						input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
					return text > room ? [`${input.placeholder}: ${Math.ceil(text)} px > ${room} px`] : [];
				})
			);
			expect(cut).toEqual([]);
			// The duel (Rio Grande, 2 players): the dealer choice is never under "Create".
			await page.locator('input[name="count"][value="2"]').check();
			await page.locator('#name-0').fill('Ana');
			await page.locator('#name-1').fill('Ben');
			for (const seat of [0, 1]) {
				await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
				// Reached with the keyboard from the bottom of the form, it stops clear of the button.
				await page.locator(`input[name="chosen"][value="${seat}"]`).focus();
				expect(await seenAt(page, `input[name="chosen"][value="${seat}"]`)).toBe('in view');
			}
			await page.locator('input[name="chosen"][value="0"]').check();
			// The dealer is said as such, and who starts follows from it in one sentence.
			await expect(page.locator('#start-heading')).toHaveText(
				{ en: 'Who deals?', de: 'Wer gibt?', fr: 'Qui distribue\u202f?' }[lang]
			);
			await expect(page.locator('.result')).toHaveText(
				{
					en: '\u2068Ana\u2069 deals, so \u2068Ben\u2069 starts.',
					de: '\u2068Ana\u2069 gibt: \u2068Ben\u2069 beginnt.',
					fr: '\u2068Ana\u2069 distribue\u00a0: \u2068Ben\u2069 commence.'
				}[lang]
			);
		});

		test('the field check from the turn: the bean tiles, both verdicts and Close in view', async ({
			page
		}) => {
			await newGameByValues(page, 'amigo', NAMES);
			await page.locator('.start button.primary').click();
			await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
			// From the bottom of the page, the tools are still one tap away.
			expect(await seenAt(page, '.tools.docked button')).toBe('in view');
			await page.getByRole('button', { name: WORDS[lang].checkField, exact: true }).click();
			const sheet = page.locator('dialog[open]');
			const fields = sheet.locator('fieldset.field');
			// The game's edition is set; each field picks its bean from the calculator's tiles.
			await expect(fields.first().locator('button.tile')).not.toHaveCount(0);
			await expect(sheet.locator('select')).toHaveCount(0);
			await fields.nth(0).locator('button.tile').first().click();
			await expect(fields.nth(0).locator('button.tile[aria-pressed="true"]')).toHaveCount(1);
			await fields.nth(0).locator('.stepper .step').last().click();
			await fields.nth(1).locator('.stepper .step').last().click();
			await fields.nth(1).locator('.stepper .step').last().click();
			// The second field's verdict starts on screen (its first line at least).
			const verdictTop = await page
				.locator('#sheet-field-1-report .verdict')
				.evaluate((el) => window.innerHeight - el.getBoundingClientRect().top);
			expect(verdictTop).toBeGreaterThanOrEqual(30);
			await reviewShot(page, `fields-sheet-${lang}`);
			// The field being filled in shows the tiles, the others their bean on a button: that
			// button shows the first field's tiles again, and a second tap on its chosen tile clears it.
			await fields.nth(0).locator('button.bean-button').click();
			await fields.nth(0).locator('button.tile[aria-pressed="true"]').click();
			await expect(fields.nth(0).locator('button.tile[aria-pressed="true"]')).toHaveCount(0);
			// Scrolled to its end, the sheet keeps its Close in view.
			await sheet.evaluate((dialog) => dialog.scrollTo(0, dialog.scrollHeight));
			expect(await seenAt(page, 'dialog[open] .sheet-head .close')).toBe('in view');
		});
	});
}

// axe on the screens this layout changed, in both themes: the play screen (its dock and bar)
// upright, sideways and on a desktop, its tools sheet (field check, calculator) and run-out
// question, the new-game form and the rules questions. Each screen is set up once and checked in
// the light scheme and in the dark one (the colours follow the scheme as the page is: no
// transitions).
test('axe, light and dark: the new-game form, and the play screen upright, sideways and on a desktop', async ({
	page
}) => {
	test.setTimeout(90_000);
	await page.setViewportSize({ width: 360, height: 740 });
	await page.goto('/games/new');
	await appReady(page);
	await expectNoAxeViolationsInEitherScheme(page);
	await gameUnderWay(page);
	for (const size of [SIZES[0], SIZES[1], SIZES[4]]) {
		await page.setViewportSize(size);
		await settle(page);
		await expectNoAxeViolationsInEitherScheme(page);
	}
});

test('axe, light and dark: the tools sheet, the run-out question and the rules questions', async ({
	page
}) => {
	test.setTimeout(90_000);
	// On a desktop (where the play screen's checks above end).
	await page.setViewportSize(SIZES[4]);
	await gameUnderWay(page);
	// The field check's tiles and the calculator in the tools sheet, the run-out question in
	// the bar, and the rules questions with their topic picker.
	await page.getByRole('button', { name: 'Check a field', exact: true }).click();
	await page.locator('dialog[open] fieldset.field button.tile').first().click();
	await expectNoAxeViolationsInEitherScheme(page);
	await page.locator('dialog[open]').getByText('Calculator', { exact: true }).click();
	await expect(page.locator('dialog[open] button.tile').first()).toBeVisible();
	await expectNoAxeViolationsInEitherScheme(page);
	await page.keyboard.press('Escape');
	await expect(page.locator('dialog[open]')).toHaveCount(0);
	await page.getByRole('button', { name: 'The draw pile ran out', exact: true }).click();
	await expect(page.locator('#ran-out-question')).toBeVisible();
	await expectNoAxeViolationsInEitherScheme(page);
	await page.goto('/questions');
	await appReady(page);
	await page.locator('ol.questions > li > article').first().waitFor();
	await expectNoAxeViolationsInEitherScheme(page);
});

/** Where each label matching `selector` breaks its lines: the two characters around every break,
 * e.g. "e|b" for "Kaffeebohn|e" and "-|b" for "Kaffee-|bohne" (a soft hyphen shows as "-"). A
 * label's text nodes are read one by one (a break between two of them is not seen). */
function lineBreaks(page: Page, selector: string) {
	return page.evaluate((selector) => {
		const breaks: string[] = [];
		const texts = [...document.querySelectorAll(selector)].flatMap((label) => {
			const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
			const found: Text[] = [];
			while (walker.nextNode()) found.push(walker.currentNode as Text);
			return found;
		});
		for (const text of texts) {
			const range = document.createRange();
			let top: number | null = null;
			for (let i = 0; i < text.length; i++) {
				range.setStart(text, i);
				range.setEnd(text, i + 1);
				// A character's last box with a width (the one after a soft hyphen that breaks
				// also reports the hyphen's box, on the line above; a space at a break has none).
				const rect = [...range.getClientRects()].filter((r) => r.width > 0).at(-1);
				if (!rect) continue;
				if (top !== null && rect.top > top + 2) {
					const before = text.data[i - 1]!;
					breaks.push(`${before === '\u00AD' ? '-' : before}|${text.data[i]}`);
				}
				top = rect.top;
			}
		}
		return breaks;
	}, selector);
}

test('German bean names on the calculator tiles break between their words, never inside one', async ({
	browser
}) => {
	const context = await browser.newContext({ locale: 'de-DE' });
	const page = await context.newPage();
	await page.goto('/calculator');
	await appReady(page);
	for (const size of [SIZES[1], SIZES[4], { width: 320, height: 640 }]) {
		await page.setViewportSize(size);
		for (const edition of ['AMIGO (aktuell)', 'AMIGO 1997', 'Rio Grande 2–7', 'Rabohnzel']) {
			await page.getByRole('radio', { name: edition }).check();
			await settle(page);
			const breaks = await lineBreaks(page, '.tiles .name');
			// A break after a space ("Rote Bohne") or at the soft hyphen before "bohne".
			const inside = breaks.filter((pair) => !/^[ -]\|/.test(pair));
			expect.soft(inside, `${edition} at ${size.width}x${size.height}`).toEqual([]);
		}
	}
	await context.close();
});

test('the editions’ labels wrap only between words (never after the dash of “Rio Grande 2–7”)', async ({
	browser
}) => {
	for (const locale of Object.values(BROWSER_TAGS)) {
		const context = await browser.newContext({ locale });
		const page = await context.newPage();
		// One visit per page; the sizes are set on it (the labels are laid out anew at each).
		for (const path of ['/games/new', '/calculator']) {
			await page.goto(path);
			await appReady(page);
			for (const size of [SIZES[0], SIZES[1], SIZES[4], { width: 320, height: 640 }]) {
				await page.setViewportSize(size);
				await settle(page);
				const breaks = await lineBreaks(page, '.editions label.choice');
				expect
					.soft(
						breaks.filter((pair) => !pair.startsWith(' ')),
						`${path} in ${locale} at ${size.width}x${size.height}`
					)
					.toEqual([]);
			}
		}
		await context.close();
	}
});
