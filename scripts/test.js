// `npm test`: typecheck, lint, unit tests, production build, e2e in Chromium, the engines spec
// (WebKit and Firefox). Every step runs even when an earlier one failed (except e2e and engines,
// which need the build), then one closing line `N passed, N failed` counts unit, e2e and engines
// tests together, as CI reads it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const steps = [
	{ name: 'typecheck', command: 'npm run check' },
	{ name: 'lint', command: 'npm run lint' },
	{
		name: 'unit',
		command:
			'npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json',
		report: 'reports/vitest.json',
		count: (r) => ({
			passed: r.numPassedTests,
			failed: r.numFailedTests,
			skipped: r.numPendingTests
		})
	},
	{ name: 'build', command: 'npm run build' },
	{
		name: 'e2e',
		command: 'npx playwright test',
		needs: 'build',
		report: 'reports/playwright.json',
		count: (r) => ({
			passed: r.stats.expected,
			failed: r.stats.unexpected + r.stats.flaky,
			skipped: r.stats.skipped
		})
	},
	{
		// WebKit and Firefox (scripts/engines.js): each engine's checks count as tests; an engine
		// not installed is one skipped (under CI=true, a failure).
		name: 'engines',
		command: 'node scripts/engines.js',
		needs: 'build',
		report: 'reports/engines.json',
		count: (r) => ({ passed: r.passed, failed: r.failed, skipped: r.skipped })
	}
];

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const outcome = {};

for (const step of steps) {
	if (step.needs && outcome[step.needs] !== 'ok') {
		console.log(`\n── ${step.name}: not run, ${step.needs} failed`);
		failedSteps.push(step.name);
		outcome[step.name] = 'skipped';
		continue;
	}
	console.log(`\n── ${step.name}: ${step.command}`);
	const started = Date.now();
	const run = spawnSync(step.command, { shell: true, stdio: 'inherit' });
	const seconds = ((Date.now() - started) / 1000).toFixed(1);
	outcome[step.name] = run.status === 0 ? 'ok' : 'failed';
	console.log(`── ${step.name}: ${outcome[step.name]} in ${seconds} s`);
	if (step.report) {
		if (existsSync(step.report)) {
			const counts = step.count(JSON.parse(readFileSync(step.report, 'utf8')));
			totals.passed += counts.passed;
			totals.failed += counts.failed;
			totals.skipped += counts.skipped;
			// A runner that failed without a failing test (crash, config error) still fails the run.
			if (run.status !== 0 && counts.failed === 0) failedSteps.push(step.name);
		} else {
			failedSteps.push(step.name);
		}
	} else if (run.status !== 0) {
		failedSteps.push(step.name);
	}
}

console.log('');
for (const name of failedSteps) console.log(`step failed: ${name} (counted as 1 failed)`);
const failed = totals.failed + failedSteps.length;
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${failed} failed${skipped}`);
process.exit(failed === 0 ? 0 : 1);
