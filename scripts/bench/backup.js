// The backup's round trip at the sizes the app holds: "Export all games" and the import of that
// file into an empty browser, for 10,000 games and for one game of 20,000 events. Timed from the
// tap (or the file chosen) until the download starts (or the import's result is on the page),
// measured from the test driver, so a few milliseconds of driver overhead are included.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { freshApp } from './interactions.js';
import { seedGames } from './seed.js';

const ms = (value) => `${value.toFixed(0)} ms`;

/** Export and import times for each `[games, eventsPerGame]` size. */
export async function backupTimes(
	browser,
	base,
	sizes = [
		[10_000, 10],
		[1, 20_000]
	]
) {
	const results = [];
	for (const [games, events] of sizes) {
		const source = await freshApp(browser, base);
		await seedGames(source.page, games, events);
		await source.page.goto(`${base}/games`);
		const exportButton = source.page.getByRole('button', { name: 'Export all games' });
		await exportButton.waitFor();
		const started = performance.now();
		const [download] = await Promise.all([
			source.page.waitForEvent('download', { timeout: 300_000 }),
			exportButton.click()
		]);
		const exportMs = performance.now() - started;
		// Kept outside the browser context, which deletes its downloads when it closes.
		const folder = mkdtempSync(join(tmpdir(), 'bench-backup-'));
		const path = join(folder, 'backup.json');
		await download.saveAs(path);
		const bytes = readFileSync(path).length;
		await source.context.close();

		const target = await freshApp(browser, base);
		const input = target.page.getByLabel('Import games from a file');
		const importStarted = performance.now();
		await input.setInputFiles(path);
		await target.page
			.getByText(/^Imported [\d,]+ game/)
			.first()
			.waitFor({ timeout: 300_000 });
		const importMs = performance.now() - importStarted;
		await target.context.close();
		rmSync(folder, { recursive: true, force: true });
		results.push({ games, events, bytes, exportMs, importMs });
	}
	return results;
}

/** The measurement as scripts/bench.js lists them: `{ title, run(browser, base, budget) }`. */
export const backupMeasurement = {
	title: 'backup',
	async run(browser, base) {
		const rows = [];
		for (const r of await backupTimes(browser, base)) {
			const what =
				r.games === 1 ? `one game of ${r.events} events` : `${r.games} games of ${r.events} events`;
			const size = `${(r.bytes / 1024 / 1024).toFixed(1)} MB`;
			rows.push([`export all: ${what} (tap → download, ${size})`, ms(r.exportMs), '', undefined]);
			rows.push([`import: ${what} (file chosen → imported)`, ms(r.importMs), '', undefined]);
		}
		return rows;
	}
};
