// `node scripts/engines.js [--engine webkit|firefox]`: the engines spec (tests/engines/engines.ts)
// in WebKit and Firefox on the production build (build it first: `npm run build`). The engines
// are Debian's packages (CONTRIBUTING.md#other-engines). An engine that is not installed is
// skipped, said in one line with the command that installs it; under CI=true it fails the run
// instead (CI proves every engine). Writes reports/engines.json: { passed, failed, skipped }, each
// engine's checks counted as tests, and their times (the spec's own report: engines-run.json).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The executable's path: as given when it has a slash, else found on PATH; null if missing. */
function executable(/** @type {string} */ name) {
	const candidates = name.includes('/')
		? [name]
		: (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, name));
	for (const path of candidates) {
		try {
			accessSync(path, constants.X_OK);
			return path;
		} catch {
			// Not here.
		}
	}
	return null;
}

/** Each engine: what it runs on, and the Debian packages that bring it. */
const ENGINES = {
	webkit: {
		label: 'WebKit',
		needs: [
			[process.env.WEBKIT_DRIVER ?? 'WebKitWebDriver', 'webkit2gtk-driver'],
			[MINIBROWSER, 'webkit2gtk-driver'],
			['xvfb-run', 'xvfb'],
			['xauth', 'xauth']
		]
	},
	firefox: {
		label: 'Firefox',
		needs: [[process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', 'firefox-esr']]
	}
};

const args = process.argv.slice(2);
const asked = args.flatMap((arg, i) => (args[i - 1] === '--engine' ? [arg] : []));
const names = asked.length ? asked : Object.keys(ENGINES);
const present = [];
const missing = [];
const packages = new Set();
for (const name of names) {
	const engine = ENGINES[/** @type {keyof typeof ENGINES} */ (name)];
	if (!engine) {
		console.error(`engines: no engine "${name}" (webkit, firefox)`);
		process.exit(2);
	}
	const lacking = engine.needs.filter(([path]) => !executable(path));
	for (const [, pkg] of lacking) packages.add(pkg);
	(lacking.length ? missing : present).push(name);
}

/** @type {{ passed: number, failed: number, skipped: number, engines?: unknown }} */
const report = { passed: 0, failed: 0, skipped: 0 };
mkdirSync('reports', { recursive: true });
if (missing.length) {
	const labels = missing.map((name) => ENGINES[/** @type {keyof typeof ENGINES} */ (name)].label);
	const install = `sudo apt-get install -y ${[...packages].join(' ')}`;
	if (process.env.CI === 'true') {
		console.log(
			`engines: FAILED, ${labels.join(' and ')} not installed (CI must prove every engine): ${install}`
		);
		report.failed += missing.length;
	} else {
		console.log(`engines: ${labels.join(' and ')} not installed, skipped: ${install}`);
		report.skipped += 1;
	}
}

if (present.length) {
	if (!existsSync('build/index.html')) {
		console.log('engines: no production build: run `npm run build` first');
		report.failed += present.length;
	} else {
		const file = 'reports/engines-run.json';
		rmSync(file, { force: true });
		const run = spawnSync(
			'npx',
			['tsx', 'tests/engines/engines.ts', ...present.flatMap((name) => ['--engine', name])],
			{ stdio: 'inherit' }
		);
		const spec = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
		if (spec) {
			report.passed += spec.passed;
			report.failed += spec.failed;
			report.engines = spec.engines;
		}
		// The spec ended without its report, or failed without a failing check: one failure.
		if (!spec || (run.status !== 0 && !spec.failed)) report.failed += 1;
	}
}

writeFileSync('reports/engines.json', JSON.stringify(report, null, 2));
process.exit(report.failed ? 1 : 0);
