// `npm test`: typecheck, lint, unit tests, production build, e2e in Chromium, the engines spec
// (WebKit and Firefox). Every step runs even when an earlier one failed (except e2e and engines,
// which need the build), then one closing line `N passed, N failed` counts unit, e2e and engines
// tests together, as CI reads it. Just above it, each failed test is named (step, file, title and
// the first line of its error): CI may keep only the end of a long output.
//
// The steps run in stages (CONTRIBUTING.md#the-suites-time): the typecheck beside the build (each
// uses about one core), then the lint, the unit tests and the engines spec side by side (the
// unit tests leave part of a core idle; the lint in the first stage left one idle while it ran on
// alone), then the e2e suite alone (its two workers keep both cores busy). A stage's steps print
// their output as each ends, one block per step.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const steps = [
	// svelte-check alone, not `npm run check`: its `svelte-kit sync` rewrote the generated files
	// while the build beside it read them, and a fresh clone's build once came out with pages that
	// throw as they start. The sync runs once, before any step.
	{ name: 'typecheck', stage: 1, command: 'npm run typecheck' },
	{ name: 'lint', stage: 2, command: 'npm run lint' },
	{ name: 'build', stage: 1, command: 'npm run build' },
	{
		name: 'unit',
		stage: 2,
		command:
			'npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json',
		report: 'reports/vitest.json',
		count: (r) => ({
			passed: r.numPassedTests,
			failed: r.numFailedTests,
			skipped: r.numPendingTests
		}),
		failures: (r) =>
			r.testResults.flatMap((file) =>
				file.assertionResults
					.filter((t) => t.status === 'failed')
					.map((t) => ({
						where: relative('.', file.name),
						title: t.fullName,
						error: t.failureMessages?.[0]
					}))
			)
	},
	{
		name: 'e2e',
		stage: 3,
		command: 'npx playwright test',
		needs: 'build',
		report: 'reports/playwright.json',
		count: (r) => ({
			passed: r.stats.expected,
			failed: r.stats.unexpected + r.stats.flaky,
			skipped: r.stats.skipped
		}),
		failures: (r) => playwrightFailures(r.suites ?? [], [])
	},
	{
		// WebKit and Firefox (scripts/engines.js): each engine's checks count as tests; an engine
		// not installed is one skipped (under CI=true, a failure).
		name: 'engines',
		stage: 2,
		command: 'node scripts/engines.js',
		needs: 'build',
		report: 'reports/engines.json',
		count: (r) => ({ passed: r.passed, failed: r.failed, skipped: r.skipped }),
		failures: (r) =>
			Object.entries(r.engines ?? {}).flatMap(([engine, run]) =>
				run.tests
					.filter((t) => !t.ok)
					.map((t) => ({ where: engine, title: t.name, error: t.error }))
			)
	}
];

/** The tests Playwright's JSON report counts as failed (unexpected or flaky), with their path. */
function playwrightFailures(suites, path) {
	return suites.flatMap((suite) => {
		const titles = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path;
		const own = (suite.specs ?? []).flatMap((spec) =>
			spec.tests
				.filter((t) => t.status === 'unexpected' || t.status === 'flaky')
				.map((t) => ({
					where: `${spec.file}:${spec.line} [${t.projectName}]${t.status === 'flaky' ? ' (flaky)' : ''}`,
					title: [...titles, spec.title].join(' › '),
					error: t.results.find((result) => result.error)?.error?.message
				}))
		);
		return [...own, ...playwrightFailures(suite.suites ?? [], titles)];
	});
}

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
/** @type {string[]} */
const failedTests = [];
const outcome = {};
const times = [];
const started = Date.now();

/** Runs a step; alone, its output streams; beside others, it is printed whole when it ends. */
function run(step, alone) {
	console.log(`\n── ${step.name}: ${step.command}`);
	const begun = Date.now();
	return new Promise((resolve) => {
		const child = spawn(step.command, {
			shell: true,
			stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
			env: { ...process.env, FORCE_COLOR: alone ? process.env.FORCE_COLOR : '0' }
		});
		const output = [];
		child.stdout?.on('data', (chunk) => output.push(chunk));
		child.stderr?.on('data', (chunk) => output.push(chunk));
		child.on('close', (status) => {
			const seconds = ((Date.now() - begun) / 1000).toFixed(1);
			if (!alone) {
				console.log(`\n── ${step.name}: its output`);
				process.stdout.write(Buffer.concat(output));
			}
			outcome[step.name] = status === 0 ? 'ok' : 'failed';
			console.log(`── ${step.name}: ${outcome[step.name]} in ${seconds} s`);
			times.push(`${step.name} ${seconds} s`);
			resolve(status);
		});
	});
}

function tally(step, status) {
	if (step.report) {
		if (existsSync(step.report)) {
			const report = JSON.parse(readFileSync(step.report, 'utf8'));
			const counts = step.count(report);
			totals.passed += counts.passed;
			totals.failed += counts.failed;
			totals.skipped += counts.skipped;
			for (const f of step.failures(report)) {
				const error = stripVTControlCharacters(String(f.error ?? ''))
					.trim()
					.split('\n')[0];
				failedTests.push(
					`failed: ${step.name} › ${f.where} › ${f.title}${error ? `\n    ${error.slice(0, 300)}` : ''}`
				);
			}
			// A runner that failed without a failing test (crash, config error) still fails the run.
			if (status !== 0 && counts.failed === 0) failedSteps.push(step.name);
		} else {
			failedSteps.push(step.name);
		}
	} else if (status !== 0) {
		failedSteps.push(step.name);
	}
}

// The generated types and tsconfig every step reads, written once before steps run side by side
// (no step beside the build writes them again: the typecheck step runs svelte-check alone).
spawnSync('npx svelte-kit sync', { shell: true, stdio: 'inherit' });

for (const stage of [...new Set(steps.map((s) => s.stage))]) {
	const runnable = [];
	for (const step of steps.filter((s) => s.stage === stage)) {
		if (step.needs && outcome[step.needs] !== 'ok') {
			console.log(`\n── ${step.name}: not run, ${step.needs} failed`);
			failedSteps.push(step.name);
			outcome[step.name] = 'skipped';
		} else {
			runnable.push(step);
		}
	}
	const statuses = await Promise.all(runnable.map((step) => run(step, runnable.length === 1)));
	runnable.forEach((step, i) => tally(step, statuses[i]));
}

console.log('');
console.log(`times: ${times.join(', ')}; all ${((Date.now() - started) / 1000).toFixed(1)} s`);
for (const line of failedTests) console.log(line);
for (const name of failedSteps) console.log(`step failed: ${name} (counted as 1 failed)`);
const failed = totals.failed + failedSteps.length;
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${failed} failed${skipped}`);
process.exit(failed === 0 ? 0 : 1);
