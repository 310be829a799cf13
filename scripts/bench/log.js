// The game log's render time: opening a game of N events (until its latest entries are on the
// page) and "Show all" (until every entry is). Used by scripts/bench.js; rows are
// [name, value, budget, ok] like the other measurements.

import { timeToShow } from './interactions.js';
import { seedGames } from './seed.js';

const ms = (value) => `${value.toFixed(0)} ms`;

/**
 * Opens a game of each size in `sizes` and taps "Show all entries".
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base the served build, e.g. http://localhost:4173
 * @param {number[]} [sizes] event counts (default 2,000 and 20,000)
 * @returns {Promise<{ events: number, openMs: number, showAllMs: number, entries: number }[]>}
 *   openMs: navigation start until the log's latest entries are on the page; showAllMs: the tap
 *   until every entry is in the list and laid out; entries: how many the list then holds.
 */
export async function logRenderTimes(browser, base, sizes = [2000, 20_000]) {
	const results = [];
	for (const events of sizes) {
		const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
		const page = await context.newPage();
		await page.goto(`${base}/games`);
		await page.waitForSelector('html[data-app-running]', { state: 'attached' });
		const id = `bench-log-${events}`;
		await seedGames(page, 1, events, { id });
		const openMs = await timeToShow(page, `${base}/games/play?id=${id}`, 'ol.log > li');
		const showAllMs = await page.evaluate(async () => {
			const list = document.querySelector('div.log');
			const count = () => document.querySelectorAll('ol.log > li').length;
			const button = [...document.querySelectorAll('button')].find((b) =>
				/^Show all/.test(b.textContent.trim())
			);
			const total = Number(button.textContent.replace(/[^0-9]/g, ''));
			const start = performance.now();
			button.click();
			await new Promise((resolve) => {
				const check = () => {
					if (list.getAttribute('aria-busy') === 'false' && count() >= total) {
						resolve();
					} else requestAnimationFrame(check);
				};
				check();
			});
			// Style and layout of the whole list, as the next frame paints it.
			void list.getBoundingClientRect();
			return performance.now() - start;
		});
		const entries = await page.locator('ol.log > li').count();
		results.push({ events, openMs, showAllMs, entries });
		await context.close();
	}
	return results;
}

/** The measurement as scripts/bench.js lists them: `{ title, run(browser, base, budget) }`.
 * Budget `logShowAllMs` (default 1000) applies to "Show all". */
export const logMeasurement = {
	title: 'game log',
	async run(browser, base, budget = {}) {
		const limit = budget.logShowAllMs ?? 1000;
		const rows = [];
		for (const r of await logRenderTimes(browser, base)) {
			rows.push([`open a game of ${r.events} events`, ms(r.openMs), '', undefined]);
			rows.push([
				`"Show all" of ${r.events} events (${r.entries} entries)`,
				ms(r.showAllMs),
				`≤ ${limit} ms`,
				r.showAllMs <= limit && r.entries >= r.events
			]);
		}
		return rows;
	}
};
