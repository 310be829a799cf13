// The statistics screen with many stored games: navigation → the totals plot drawn (its marks on
// the page), for 1,000 and 10,000 games (every other one finished, all of one group).
import { freshApp, timeToShow } from './interactions.js';
import { seedGames } from './seed.js';
import { median } from './stats.js';

const ms = (value) => `${value.toFixed(1)} ms`;
const SAMPLES = 5;
// The group of the seeded games (Mia, Noah and Lea), as the statistics page's address holds it.
const GROUP = encodeURIComponent('["lea","mia","noah"]');
// The plot draws the last 30 games, a mark per player and game.
const MARKS = 90;

export const statsMeasurement = {
	title: 'statistics',
	async run(browser, base, budget) {
		const rows = [];
		const shown = {};
		for (const games of [1000, 10000]) {
			const samples = [];
			for (let sample = 0; sample < (games === 10000 ? 3 : SAMPLES); sample++) {
				const { context, page } = await freshApp(browser, base);
				await seedGames(page, games, 10);
				samples.push(
					await timeToShow(
						page,
						`${base}/games/stats?group=${GROUP}`,
						'[data-testid="totals-plot"] .mark',
						MARKS
					)
				);
				await context.close();
			}
			shown[games] = median(samples);
			const growth = games === 10000;
			rows.push([
				`statistics of ${games} games (navigation → plot drawn, median of ${samples.length})`,
				ms(shown[games]),
				growth ? `≤ ${budget.statsGrowth}× 1000 games` : '',
				growth ? shown[games] <= budget.statsGrowth * shown[1000] : undefined
			]);
		}
		return rows;
	}
};
