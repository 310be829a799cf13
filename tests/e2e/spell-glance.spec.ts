// Rabohnzel's spell phase at a glance on a 360x740 phone, in English, German and French: choosing
// the phase brings every spell tick and the whole attack helper (its question and its seven
// beans, three to a row) onto the screen, above the fixed bars, without anyone but the app
// scrolling; each spell's explanation (docs/rules.md#rabohnzel) is folded behind a disclosure of
// its own and opens on a tap. Held sideways (740x360), the ticks end well above the tools row.
// axe finds nothing on the phase in either colour scheme.
import { LOCALES } from '../../src/lib/i18n/locales';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';
import { newGameByValues } from './trackerHelpers';

// Words the test taps, per language (written out, not taken from the app's dictionaries).
const WORDS = {
	en: { locale: 'en-US', start: 'Start the game', spell: 'Spell phase', why: 'what it does' },
	de: { locale: 'de-DE', start: 'Partie beginnen', spell: 'Zauberphase', why: 'was sie bewirkt' },
	fr: {
		locale: 'fr-FR',
		start: 'Commencer la partie',
		spell: 'Phase des sorts',
		why: 'ce qu’elle fait'
	}
} as const;
// Rabohnzel's eleven spell cards, by their printed German names (docs/rules.md#rabohnzel).
const SPELLS = [
	'Angriffszauber',
	'Bohnenfeldzauber',
	'Zauberkartentausch',
	'Handelszauber',
	'Magischer Kartenfluss',
	'Stapelzauber',
	'Verzauberung der Bohnen',
	'Verzauberung der Mitspieler',
	'Umsteckzauber',
	'Handkartenzauber',
	'Zufallszauber'
];

/** Each spell tick that is not wholly on the screen or that something (the fixed bar) lies over,
 * measured as the page is, without scrolling: an empty list when all are where a finger finds them. */
function ticksOutOfReach(page: Page) {
	return page.locator('.spell-phase input[type="checkbox"]').evaluateAll((boxes) =>
		boxes.flatMap((box) => {
			const r = box.getBoundingClientRect();
			const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
			const mine =
				hit && (hit === box || box.contains(hit) || hit.closest('label')?.control === box);
			const inside = r.top >= 0 && r.bottom <= window.innerHeight && r.width > 0;
			return inside && mine
				? []
				: [`${box.closest('label')?.textContent?.trim().slice(0, 30)} at ${Math.round(r.top)}`];
		})
	);
}

/** The top of the bars fixed at the bottom of the screen (the tools row over the turn bar): the
 * highest top among the fixed elements in the screen's lower half. */
function fixedBarsTop(page: Page) {
	return page.evaluate(() =>
		Math.min(
			window.innerHeight,
			...[...document.querySelectorAll('body *')].flatMap((el) => {
				const r = el.getBoundingClientRect();
				return getComputedStyle(el).position === 'fixed' &&
					r.height > 0 &&
					r.bottom > window.innerHeight / 2
					? [Math.round(r.top)]
					: [];
			})
		)
	);
}

/** Where each element lies on the screen (top, bottom, left, right, rounded), without scrolling. */
function places(page: Page, selector: string) {
	return page.locator(selector).evaluateAll((els) =>
		els.map((el) => {
			const r = el.getBoundingClientRect();
			return {
				text: el.textContent?.trim().slice(0, 20),
				top: Math.round(r.top),
				bottom: Math.round(r.bottom),
				left: Math.round(r.left),
				right: Math.round(r.right)
			};
		})
	);
}

for (const lang of LOCALES) {
	test.describe(`${lang} at 360x740`, () => {
		test.use({ viewport: { width: 360, height: 740 }, locale: WORDS[lang].locale });

		test('choosing the spell phase shows every spell tick; each explanation folds', async ({
			page
		}) => {
			await newGameByValues(page, 'rabohnzel', ['Mia', 'Leo', 'Ana']);
			await page.getByRole('button', { name: WORDS[lang].start }).click();
			await page.getByRole('radio', { name: WORDS[lang].spell }).click();

			const panel = page.locator('.spell-phase');
			await expect(panel.getByRole('checkbox')).toHaveCount(SPELLS.length);
			// The app brings the ticks into view; the runner does not scroll.
			await expect.poll(() => ticksOutOfReach(page), { message: 'ticks out of reach' }).toEqual([]);
			for (const spell of SPELLS) {
				await expect(panel.getByRole('checkbox', { name: new RegExp(`^${spell}`) })).toHaveCount(1);
			}
			// The attack helper too: its question and each of its beans wholly on the screen and
			// above the fixed bars (the bars' top written out in the message).
			const barsTop = await fixedBarsTop(page);
			const helper = [
				...(await places(page, '.spell-phase .coin legend')),
				...(await places(page, '.spell-phase .coin label'))
			];
			expect(helper).toHaveLength(8);
			const below = helper.filter(
				(part) => part.top < 0 || part.left < 0 || part.right > 360 || part.bottom > barsTop
			);
			expect(below, `the fixed bars start at ${barsTop}`).toEqual([]);

			// The attack helper below them is short: its seven beans sit three to a row, each name
			// inside its choice, also when chosen.
			const beans = panel.locator('.coin label');
			await expect(beans).toHaveCount(7);
			await panel.getByRole('radio', { name: 'Prinzessbohne' }).check();
			const rows = await beans.evaluateAll((labels) => ({
				tops: new Set(labels.map((l) => Math.round(l.getBoundingClientRect().top))).size,
				spilled: labels.filter((l) => l.scrollWidth > l.clientWidth + 1).length
			}));
			expect(rows).toEqual({ tops: 3, spilled: 0 });
			// A spell's or a bean's name breaks only between words or at a soft hyphen
			// (germanNameBreaks), never anywhere inside a word: the names where a line ends elsewhere.
			const badBreaks = await panel
				.locator('.spells strong, .coin label span')
				.evaluateAll((names) =>
					names.flatMap((name) => {
						const text = name.firstChild as Text;
						const range = document.createRange();
						// Each character's bottom: a character at the start of a line may also have an
						// empty box at the end of the line before, so its top could be that line's.
						const bottoms: number[] = [];
						for (let i = 0; i < text.length; i++) {
							range.setStart(text, i);
							range.setEnd(text, i + 1);
							bottoms.push(range.getBoundingClientRect().bottom);
						}
						return bottoms.flatMap((bottom, i) =>
							i > 0 && bottom > bottoms[i - 1]! + 2 && !/[\s\u00ad]/.test(text.data[i - 1]!)
								? [`${text.data.slice(0, i)}|${text.data.slice(i)}`.replaceAll('\u00ad', '')]
								: []
						);
					})
				);
			expect(badBreaks).toEqual([]);

			// One folded explanation per spell, each opening on a tap.
			const whys = panel.locator('details.why');
			await expect(whys).toHaveCount(SPELLS.length);
			for (const [i, spell] of SPELLS.entries()) {
				const why = whys.nth(i);
				await expect(why).toHaveJSProperty('open', false);
				const summary = why.locator('summary');
				await expect(summary).toContainText(WORDS[lang].why);
				await expect(summary).toContainText(spell);
				const text = why.locator('.why-text');
				await expect(text).toBeHidden();
				await summary.click();
				await expect(why).toHaveJSProperty('open', true);
				await expect(text).toBeVisible();
			}

			await expectNoAxeViolations(page);
			await page.emulateMedia({ colorScheme: 'dark' });
			await expectNoAxeViolations(page);
		});
	});
}

for (const lang of LOCALES) {
	test.describe(`${lang} at 740x360`, () => {
		test.use({ viewport: { width: 740, height: 360 }, locale: WORDS[lang].locale });

		test('choosing the spell phase shows the ticks well above the tools row', async ({ page }) => {
			await newGameByValues(page, 'rabohnzel', ['Mia', 'Leo', 'Ana']);
			await page.getByRole('button', { name: WORDS[lang].start }).click();
			await page.getByRole('radio', { name: WORDS[lang].spell }).click();

			await expect(page.locator('.spell-phase').getByRole('checkbox')).toHaveCount(SPELLS.length);
			await expect.poll(() => ticksOutOfReach(page), { message: 'ticks out of reach' }).toEqual([]);
			// What the app brings into view lies wholly on the screen above the fixed bars, the last
			// row of ticks at least 8 px above them: no part of the phase (the heading, the hint, a
			// tick, the attack helper's question, a bean) is cut by the screen's top edge or by the
			// bars' top.
			const barsTop = await fixedBarsTop(page);
			const ticks = await places(page, '.spell-phase .spell');
			const lowest = Math.max(...ticks.map((part) => part.bottom));
			expect(
				barsTop - lowest,
				`the ticks end at ${lowest}, the bars start at ${barsTop}`
			).toBeGreaterThanOrEqual(8);
			const parts = await places(
				page,
				'#spell-heading, .spell-phase .note, .spell-phase .spell, .spell-phase .coin legend, .spell-phase .coin label'
			);
			const cut = parts.filter(
				(part) => part.bottom > 0 && part.top < barsTop && (part.top < 0 || part.bottom > barsTop)
			);
			expect(cut, `the fixed bars start at ${barsTop}`).toEqual([]);
		});
	});
}
