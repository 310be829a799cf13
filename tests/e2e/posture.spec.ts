// Every page in every posture a table meets (docs/architecture.md#one-layout-for-every-posture):
// phones upright and sideways, a tablet, a desktop, in English, German and French, and the play
// screen also on a 320 px phone and with the text at 200 %. Nothing is wider than the screen; on
// the play screen whose turn it is and the turn's action ("Next turn") are on screen without
// scrolling; sideways the page's own content keeps at least 40 % of the height. Sizes are set per
// case on one project (desktop) and the pages are looped inside one test per language, so the
// matrix stays cheap.
import { expect, test, type Page } from '@playwright/test';
import { appReady, builtPages, expectNoAxeViolations } from './helpers';
import { newGameByValues } from './trackerHelpers';

const SIZES = [
	{ width: 360, height: 740 },
	{ width: 740, height: 360 },
	{ width: 412, height: 915 },
	{ width: 768, height: 1024 },
	{ width: 1280, height: 800 }
] as const;
const LOCALES = { en: 'en-US', de: 'de-DE', fr: 'fr-FR' } as const;
type Lang = keyof typeof LOCALES;
const NAMES = ['Ada', 'Bartholomäus', 'Cléo', 'Dan'];

test.beforeEach(({}, testInfo) => {
	test.skip(testInfo.project.name !== 'desktop', 'one project sets every size');
});

/** Waits until a new viewport size has been laid out and painted. */
async function settle(page: Page) {
	await page.evaluate(
		() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
	);
}

/** What sticks out of the viewport on the right: the document's scroll width and the first few
 * elements whose right edge lies beyond it (an empty list when everything fits). */
function overflow(page: Page) {
	return page.evaluate(() => {
		const width = window.innerWidth;
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
		return { scrollWidth: document.documentElement.scrollWidth, width, wide };
	});
}

async function expectFits(page: Page, where: string) {
	const seen = await overflow(page);
	expect.soft(seen.wide, `${where}: elements beyond the right edge`).toEqual([]);
	expect.soft(seen.scrollWidth, `${where}: document width`).toBeLessThanOrEqual(seen.width);
}

/** The height the page's own content has at the top of the page: the viewport less the header
 * above it and whatever is fixed or stuck to the bottom of the screen (the turn bar, its tools). */
function ownHeight(page: Page) {
	return page.evaluate(() => {
		const height = window.innerHeight;
		const header = document.querySelector('header.top')!.getBoundingClientRect().bottom;
		let bottomChrome = height;
		for (const el of document.querySelectorAll('body *')) {
			const { position } = getComputedStyle(el);
			if (position !== 'fixed' && position !== 'sticky') continue;
			const r = el.getBoundingClientRect();
			if (r.height === 0 || r.top < height / 2 || r.top >= height) continue;
			bottomChrome = Math.min(bottomChrome, r.top);
		}
		return { own: bottomChrome - Math.max(0, header), height };
	});
}

/** Whose turn it is and the turn's action, on screen as the page is (nothing over them). */
async function expectTurnInView(page: Page, where: string) {
	const seen = await page.evaluate(() =>
		[
			document.querySelector('#turn-heading'),
			document.querySelector('[role="toolbar"] button')
		].map((el) => {
			if (!el) return 'missing';
			const r = el.getBoundingClientRect();
			if (r.top < 0 || r.bottom > window.innerHeight) return `off screen (${r.top}-${r.bottom})`;
			const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
			return hit && el.contains(hit) ? 'in view' : `under ${hit?.outerHTML.slice(0, 60)}`;
		})
	);
	expect.soft(seen, `${where}: the turn and "Next turn"`).toEqual(['in view', 'in view']);
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

for (const [lang, locale] of Object.entries(LOCALES) as [Lang, string][]) {
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
					await page.setViewportSize(size);
					await settle(page);
					await page.evaluate(() => window.scrollTo(0, 0));
					await expectFits(page, where);
					if (path === game) await expectTurnInView(page, where);
					if (size.width > size.height) {
						const { own, height } = await ownHeight(page);
						expect
							.soft(own, `${where}: the page's own height`)
							.toBeGreaterThanOrEqual(0.4 * height);
					}
				}
			}
		});

		test('the play screen at 320x640 and with the text at 200 %, through to the result', async ({
			page
		}) => {
			test.setTimeout(180_000);
			await page.setViewportSize({ width: 320, height: 640 });
			const game = await gameUnderWay(page);
			await expectFits(page, 'turn at 320x640');
			await expectTurnInView(page, 'turn at 320x640');

			// Text at 200 %: the browser's default font size doubled, as the text-size setting of
			// Chrome and of Android (with the page's rem sizes following it) does; the viewport
			// keeps its width in CSS pixels (unlike page zoom).
			const cdp = await page.context().newCDPSession(page);
			await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
			for (const size of [
				{ width: 360, height: 740 },
				{ width: 412, height: 915 },
				{ width: 1280, height: 800 }
			]) {
				await page.setViewportSize(size);
				await page.goto(game);
				await appReady(page);
				const where = `turn at ${size.width}x${size.height}, text 200 %`;
				expect(
					await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))
				).toBe(36);
				await expectFits(page, where);
				await expectTurnInView(page, where);
			}
			await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
			await page.setViewportSize({ width: 320, height: 640 });

			// Rio Grande (its tie-break adds the hand-cards column, the result's widest table): the
			// pile runs out while drawing until the game ends, then the final harvest.
			await newGameByValues(page, 'rio-grande', NAMES);
			await page.locator('.start button.primary').click();
			const bar = page.getByRole('toolbar');
			const ranOut = bar.locator('button.warn');
			while (await ranOut.isVisible()) {
				await ranOut.click();
				await page.locator('#ran-out-question button').nth(1).click();
				await expect(page.locator('#ran-out-question')).toBeHidden();
				if (await ranOut.isVisible()) await bar.locator('button.main').click();
			}
			// Run out while drawing on the last pass, the game ends at once (no "trading and
			// planting are done" step).
			const form = page.locator('form.player').first();
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
			for (const [i, cards] of [3, 2].entries()) {
				await tie.nth(i).locator('input').fill(String(cards));
				await tie.nth(i).locator('button').click();
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

// axe on the screens this layout changed, in both themes: the play screen (its dock and bar)
// upright and sideways, and the new-game form.
for (const scheme of ['light', 'dark'] as const) {
	test(`axe: the play screen and the new-game form, ${scheme}`, async ({ page }) => {
		test.setTimeout(90_000);
		await page.emulateMedia({ colorScheme: scheme });
		await page.setViewportSize({ width: 360, height: 740 });
		await page.goto('/games/new');
		await appReady(page);
		await expectNoAxeViolations(page);
		await gameUnderWay(page);
		for (const size of [SIZES[0], SIZES[1], SIZES[4]]) {
			await page.setViewportSize(size);
			await settle(page);
			await expectNoAxeViolations(page);
		}
	});
}
