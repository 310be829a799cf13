// Lighthouse 12 (mobile emulation) on a page of the running build, through npx so it is not a
// dependency (CONTRIBUTING.md#lighthouse-via-npx: as a devDependency it breaks npm ci).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.js';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

export function lighthouse(url) {
	const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
	const output = join(dir, 'report.json');
	const run = spawnSync(
		'npx',
		[
			'-y',
			'lighthouse@12.8.2',
			url,
			'--quiet',
			'--output=json',
			`--output-path=${output}`,
			'--only-categories=performance,accessibility,best-practices,seo',
			`--chrome-flags=${CHROME_FLAGS}`
		],
		{
			encoding: 'utf8',
			env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }
		}
	);
	if (run.status !== 0) throw new Error(`lighthouse failed for ${url}: ${run.stderr.slice(-500)}`);
	const report = JSON.parse(readFileSync(output, 'utf8'));
	rmSync(dir, { recursive: true, force: true });
	const score = (id) => Math.round(report.categories[id].score * 100);
	return {
		performance: score('performance'),
		accessibility: score('accessibility'),
		bestPractices: score('best-practices'),
		seo: score('seo'),
		lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
		tbtMs: Math.round(report.audits['total-blocking-time'].numericValue)
	};
}
