// The engines spec (CONTRIBUTING.md#other-engines): a short game on the production build in
// WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver, under Xvfb) and in Firefox ESR (WebDriver
// BiDi through puppeteer-core), with real taps: a schema version 2 database upgraded (on a second
// origin, ports + 10), create, ten turns, reload, undo, the send sheet's QR
// codes, run the pile out, final harvest, share the result on the first tap, export and import,
// every page offline after the first visit, and no page error or console error or warning.
// Run by scripts/engines.js (which checks that the engines are installed); needs `npm run build`.
// Writes reports/engines-run.json: each engine's checks and times.
// Usage: npx tsx tests/engines/engines.ts [--engine webkit] [--engine firefox] [--port 4323]
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { createStaticServer } from '../../scripts/serve.js';
import { builtPages } from '../../scripts/pages.js';
import { RESTORE_DATABASE } from '../e2e/idb';
import {
	APP_READY,
	HAS_TEXT,
	MARK,
	NETWORK_DOWN,
	PROBLEM_HOOK,
	QR_SHOWN,
	SETTLE,
	SW_CONTROLS,
	TAKE_PROBLEMS,
	TURN_HEADING
} from './pageScripts';

export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** A player's taps come at least this far apart: the app takes a second tap on the same action
 * within half a second as a double tap (src/lib/state/repeatTap.ts, which reads the input events'
 * timeStamp, real time in a driven browser). */
const TAP_GAP_MS = 550;

/** ENGINES_VERBOSE=1: each page's times (settling the last, loading, the app taking over). */
const VERBOSE = process.env.ENGINES_VERBOSE === '1';

// ── The app, served as a static host serves build/, with the problem hook in every page ──────────

/** The build served by scripts/serve.js, each HTML page with PROBLEM_HOOK first in its <head>
 * (before the page's CSP, which allows only its own scripts). The service worker precaches the
 * pages from here, so the pages it serves offline carry the hook too. `stop` takes the server
 * off the network (open connections included): the browser is offline for this origin. */
function appServer(root: string, port: number): Promise<{ stop: () => void }> {
	const files = createStaticServer(() => root);
	const hook = `<head><script>${PROBLEM_HOOK}</script>`;
	const server: Server = createServer((request, response) => {
		const url = new URL(request.url ?? '/', 'http://localhost');
		let path = decodeURIComponent(url.pathname);
		if (path.endsWith('/')) path += 'index.html';
		else if (!extname(path)) path += '.html';
		const file = resolve(join(root, path));
		if (path.endsWith('.html') && file.startsWith(resolve(root)) && existsSync(file)) {
			response.writeHead(200, {
				'content-type': 'text/html; charset=utf-8',
				'cache-control': 'no-cache'
			});
			response.end(readFileSync(file, 'utf8').replace('<head>', hook));
			return;
		}
		files.emit('request', request, response);
	});
	return new Promise((ready, fail) => {
		server.once('error', fail);
		server.listen(port, '127.0.0.1', () =>
			ready({
				stop: () => {
					server.close();
					server.closeAllConnections();
				}
			})
		);
	});
}

function freePort(): Promise<number> {
	return new Promise((ready, fail) => {
		const probe = createNetServer();
		probe.once('error', fail);
		probe.listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as { port: number };
			probe.close(() => ready(port));
		});
	});
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls `probe` until it returns a truthy value; fails after `timeout` ms with `what`. */
async function until<T>(
	what: string,
	probe: () => Promise<T>,
	timeout = 10_000
): Promise<NonNullable<T>> {
	const end = Date.now() + timeout;
	let last: unknown;
	for (;;) {
		try {
			const value = await probe();
			if (value) return value as NonNullable<T>;
			last = value;
		} catch (error) {
			last = error instanceof Error ? error.message.split('\n')[0] : error;
		}
		if (Date.now() > end) throw new Error(`${what} (after ${timeout} ms; last: ${String(last)})`);
		await sleep(50);
	}
}

// ── The two drivers behind one small interface ─────────────────────────────────────────────────

interface Engine {
	readonly name: 'webkit' | 'firefox';
	/** Where downloads land. */
	readonly downloads: string;
	navigate(url: string): Promise<void>;
	reload(): Promise<void>;
	currentUrl(): Promise<string>;
	/** Runs a function's source (pageScripts.ts) in the page with JSON arguments; awaits it. */
	run<T>(source: string, ...args: unknown[]): Promise<T>;
	/** A real click on the element marked by MARK. */
	clickMarked(): Promise<void>;
	/** Types into the marked control (emptied first). */
	typeMarked(text: string): Promise<void>;
	uploadMarked(file: string): Promise<void>;
	/** Problems the driver itself saw (Firefox's console and page errors). */
	driverProblems(): string[];
	/** Resolves once the driver has seen no request under way, and none start or end, for
	 * `quietMs`, or after `timeout` ms at the latest. Firefox's driver sees every request of the page,
	 * those the browser makes itself for the page (its icons) and those answered by the service
	 * worker; WebKit's sees none (the page's own SETTLE is all it has). */
	networkQuiet(quietMs: number, timeout: number): Promise<void>;
	close(): Promise<void>;
}

const MARKED = '[data-engines-target]';
const EMPTY_MARKED = `function () {
	var el = document.querySelector('${MARKED}');
	el.focus();
	el.value = '';
	el.dispatchEvent(new Event('input', { bubbles: true }));
}`;

async function startWebKit(): Promise<Engine> {
	const port = await freePort();
	const home = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
	// MiniBrowser has no headless mode: a virtual X server. It saves downloads under $HOME.
	const server: ChildProcess = spawn(
		'xvfb-run',
		[
			'-a',
			'-s',
			'-screen 0 1280x1024x24',
			process.env.WEBKIT_DRIVER ?? 'WebKitWebDriver',
			`--port=${port}`
		],
		{ detached: true, stdio: 'ignore', env: { ...process.env, HOME: home } }
	);
	const stopServer = () => {
		try {
			if (server.pid) process.kill(-server.pid, 'SIGTERM');
		} catch {
			// Already gone.
		}
	};
	let driver: WebDriver;
	try {
		await until(
			'WebKitWebDriver answers',
			() =>
				fetch(`http://127.0.0.1:${port}/status`).then(
					(r) => r.ok,
					() => false
				),
			15_000
		);
		driver = await new Builder()
			.usingServer(`http://127.0.0.1:${port}`)
			.withCapabilities({
				browserName: 'MiniBrowser',
				'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] }
			})
			.build();
		// A phone-sized window (MiniBrowser's windows are at least 447 CSS px wide).
		await driver.manage().window().setRect({ width: 480, height: 900 });
		await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });
	} catch (error) {
		stopServer();
		throw error;
	}
	const marked = () => driver.findElement(By.css(MARKED));
	return {
		name: 'webkit',
		downloads: home,
		navigate: (url) => driver.get(url),
		reload: () => driver.navigate().refresh(),
		currentUrl: () => driver.getCurrentUrl(),
		run: (source, ...args) =>
			driver.executeScript(`return (${source}).apply(null, arguments);`, ...args),
		clickMarked: async () => (await marked()).click(),
		typeMarked: async (text) => {
			await driver.executeScript(`(${EMPTY_MARKED})()`);
			await (await marked()).sendKeys(text);
		},
		uploadMarked: async (file) => (await marked()).sendKeys(file),
		driverProblems: () => [],
		networkQuiet: async () => {},
		close: async () => {
			try {
				await driver.quit();
			} finally {
				stopServer();
				rmSync(home, { recursive: true, force: true });
			}
		}
	};
}

async function startFirefox(): Promise<Engine> {
	const downloads = mkdtempSync(join(tmpdir(), 'engines-firefox-'));
	const browser: Browser = await puppeteer.launch({
		browser: 'firefox',
		executablePath: FIREFOX,
		headless: true,
		defaultViewport: { width: 480, height: 900 },
		extraPrefsFirefox: {
			'browser.download.dir': downloads,
			'browser.download.folderList': 2,
			'browser.download.useDownloadDir': true,
			'browser.download.always_ask_before_handling_new_types': false
		}
	});
	const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
	const problems: string[] = [];
	// Beside the page's own hook: what Firefox reports that no page script sees.
	page.on('console', (message) => {
		if (message.type() === 'error' || message.type() === 'warn') {
			problems.push(`Firefox console ${message.type()}: ${message.text()}`);
		}
	});
	page.on('pageerror', (error) => problems.push(`Firefox page error: ${String(error)}`));
	// The requests under way: a request cut off by the spec leaving the page is reported as the
	// page's error ("A ServiceWorker intercepted the request and encountered an unexpected
	// error", "error loading dynamically imported module"). Firefox asks for the apple-touch-icon
	// twice after each load, up to about 300 ms after it, through the service worker.
	const underWay = new Set<unknown>();
	let changedAt = Date.now();
	page.on('request', (request) => {
		underWay.add(request);
		changedAt = Date.now();
	});
	for (const end of ['requestfinished', 'requestfailed'] as const)
		page.on(end, (request) => {
			underWay.delete(request);
			changedAt = Date.now();
		});
	return {
		name: 'firefox',
		downloads,
		navigate: async (url) => {
			underWay.clear();
			await page.goto(url);
		},
		reload: async () => {
			underWay.clear();
			await page.reload();
		},
		currentUrl: async () => page.url(),
		run: <T>(source: string, ...args: unknown[]) =>
			page.evaluate(`(${source}).apply(null, ${JSON.stringify(args)})`) as Promise<T>,
		clickMarked: () => page.click(MARKED),
		typeMarked: async (text) => {
			await page.evaluate(`(${EMPTY_MARKED})()`);
			await page.type(MARKED, text);
		},
		uploadMarked: async (file) => {
			const input = await page.$(MARKED);
			await (input as import('puppeteer-core').ElementHandle<HTMLInputElement>).uploadFile(file);
		},
		driverProblems: () => problems.splice(0),
		networkQuiet: async (quietMs, timeout) => {
			const end = Date.now() + timeout;
			while ((underWay.size > 0 || Date.now() - changedAt < quietMs) && Date.now() < end)
				await sleep(50);
		},
		close: async () => {
			try {
				await browser.close();
			} finally {
				rmSync(downloads, { recursive: true, force: true });
			}
		}
	};
}

// ── A player at the table ──────────────────────────────────────────────────────────────────────

class Player {
	#lastTap = 0;
	constructor(
		readonly engine: Engine,
		readonly base: string
	) {}

	async open(path: string): Promise<void> {
		const started = Date.now();
		await this.settle();
		const settled = Date.now();
		await this.engine.navigate(this.base + path);
		const loaded = Date.now();
		await this.ready();
		if (VERBOSE) {
			const [a, b, c] = [settled - started, loaded - settled, Date.now() - loaded];
			console.log(`      ${path}: settle ${a} ms, load ${b} ms, ready ${c} ms`);
		}
	}

	async reload(): Promise<void> {
		await this.settle();
		await this.engine.reload();
		await this.ready();
	}

	async ready(): Promise<void> {
		await until(`the app runs on ${await this.engine.currentUrl()}`, () =>
			this.engine.run<boolean>(APP_READY)
		);
	}

	/** Waits until the page has loaded nothing new for a moment (SETTLE), and the driver sees no
	 * request under way (the page's resource timings list only the finished ones). */
	async settle(): Promise<void> {
		if (!(await this.engine.currentUrl()).startsWith(this.base)) return;
		if (!(await this.engine.run<boolean>(SETTLE)))
			throw new Error('the page still loads after 8 s');
		// A request that never ends (none is known) only slows the spec down: past 5 s it moves on,
		// as it did before it could see requests.
		await this.engine.networkQuiet(300, 5000);
	}

	async mark(kind: 'button' | 'field' | 'file' | 'css', name: string, prefix = false) {
		await until(`${kind} "${name}" is there`, () =>
			this.engine.run<boolean>(MARK, kind, name, prefix)
		);
	}

	/** A real tap on a button or link, at a player's pace. */
	async tap(name: string, { prefix = false } = {}): Promise<void> {
		await this.mark('button', name, prefix);
		const wait = this.#lastTap + TAP_GAP_MS - Date.now();
		if (wait > 0) await sleep(wait);
		await this.engine.clickMarked();
		this.#lastTap = Date.now();
	}

	/** A real click on a radio or checkbox, by CSS. */
	async choose(css: string): Promise<void> {
		await this.mark('css', css);
		await this.engine.clickMarked();
	}

	async fill(label: string, text: string): Promise<void> {
		await this.mark('field', label);
		await this.engine.typeMarked(text);
	}

	async fillCss(css: string, text: string): Promise<void> {
		await this.mark('css', css);
		await this.engine.typeMarked(text);
	}

	async sees(text: string, timeout = 10_000): Promise<void> {
		await until(`"${text}" is shown`, () => this.engine.run<boolean>(HAS_TEXT, text), timeout);
	}

	async turn(expected: string): Promise<void> {
		await until(`the heading "${expected}"`, async () => {
			return (await this.engine.run<string | null>(TURN_HEADING)) === expected;
		});
	}
}

// ── The game ───────────────────────────────────────────────────────────────────────────────────

const NAMES = ['Ana', 'Ben', 'Cleo'];
const COINS = [9, 7, 5];

interface Outcome {
	name: string;
	ok: boolean;
	seconds: number;
	error?: string;
}

/** Schema version 2's database (tests/fixtures/README.md): its upgrade replays every game. */
const OLD_DATABASE = JSON.parse(readFileSync('tests/fixtures/db-v2.json', 'utf8')) as unknown;
const OLD_GAME = '26305851-720d-4b17-8946-b07ff469c52e'; // Ada, Ben, Cleo, Dan: turn 3

/** The game, and `oldBase`: the same app on another origin, whose storage starts empty. */
async function playGame(
	engine: Engine,
	base: string,
	oldBase: string,
	stopServer: () => void
): Promise<Outcome[]> {
	const outcomes: Outcome[] = [];
	const player = new Player(engine, base);
	const check = async (name: string, body: () => Promise<void>) => {
		const started = Date.now();
		step = name;
		let error: string | undefined;
		try {
			await body();
		} catch (caught) {
			error = caught instanceof Error ? caught.message : String(caught);
		}
		const seconds = (Date.now() - started) / 1000;
		outcomes.push({ name, ok: !error, seconds, ...(error ? { error } : {}) });
		const mark = error ? '✗' : '✓';
		console.log(`  ${mark} ${engine.name} › ${name} (${seconds.toFixed(1)} s)`);
		if (error) console.log(`      ${error.split('\n').join('\n      ')}`);
	};
	const problems: string[] = [];
	let step = '';
	// What the page and the driver saw since the last look, but for an `expected` line.
	const collect = async (expected?: RegExp) => {
		const seen = [...(await engine.run<string[]>(TAKE_PROBLEMS)), ...engine.driverProblems()];
		const unexpected = seen.filter((line) => !expected?.test(line));
		problems.push(...unexpected.map((line) => `${line} [${step}]`));
	};
	let gameUrl = '';
	/** Turn n's player: turn 1 is `first`'s, then clockwise. */
	let turnOf = (n: number) => `Turn ${n}: ${NAMES[(n - 1) % 3]}`;

	await check('the problem hook records a console error', async () => {
		await player.open('/');
		await engine.run(`function () { console.error('engines probe'); }`);
		const seen = await engine.run<string[]>(TAKE_PROBLEMS);
		if (!seen.some((line) => line.startsWith('console.error: engines probe'))) {
			throw new Error(`the hook saw ${JSON.stringify(seen)}`);
		}
		// The driver's own record of the probe, and what it saw so far, goes to the final check.
		for (const line of engine.driverProblems()) {
			if (!line.includes('engines probe')) problems.push(line);
		}
	});

	await check('a database of schema version 2 upgrades, every game listed and opened', async () => {
		// Put in place from a page without the app (the SVG icon), before the app runs there; the
		// page before is left once it has loaded what it starts.
		await player.settle();
		await engine.navigate(`${oldBase}/favicon.svg`);
		await engine.run(RESTORE_DATABASE, OLD_DATABASE);
		const old = new Player(engine, oldBase);
		await old.open('/games');
		for (const names of [
			'Ida, Tom, Ole',
			'Ada, Ben, Cleo, Dan',
			'Eva, Finn, Gus',
			'Mia, Noah, Lea'
		])
			await old.sees(names);
		// The statistics come from the summaries the upgrade wrote.
		await old.sees('Average winning score: 9 coins');
		await old.open(`/games/play?id=${OLD_GAME}`);
		await old.turn('Turn 3: Cleo');
		await old.sees('Pass 2 of 3');
		await old.settle();
		// The start check may hold the old version open as the app upgrades it (as in
		// tests/e2e/migration.spec.ts): the one warning expected, here only.
		await collect(/console\.?warn(ing)?: Upgrade 'bean-referee' blocked by other connection/);
	});

	await check('creates a game and plays ten turns', async () => {
		await player.open('/games/new');
		await player.choose('input[name="edition"][value="amigo"]');
		await player.choose(`input[name="count"][value="${NAMES.length}"]`);
		for (const [seat, name] of NAMES.entries()) await player.fillCss(`#name-${seat}`, name);
		await player.choose('input[name="chosen"][value="0"]');
		await player.mark('css', 'form button[type="submit"]');
		await engine.clickMarked();
		await until('the play page opens', async () =>
			/\/games\/play\?id=/.test(await engine.currentUrl())
		);
		gameUrl = await engine.currentUrl();
		await player.ready();
		await player.tap('Start the game');
		const first = await until('the first turn', () => engine.run<string | null>(TURN_HEADING));
		const seat = NAMES.findIndex((name) => first === `Turn 1: ${name}`);
		if (seat < 0) throw new Error(`first turn: ${first}`);
		turnOf = (n) => `Turn ${n}: ${NAMES[(seat + n - 1) % 3]}`;
		for (let turn = 1; turn <= 10; turn++) {
			await player.tap('Next turn: ', { prefix: true });
			await player.turn(turnOf(turn + 1));
		}
		await collect();
	});

	await check('a reload shows the same game', async () => {
		await player.reload();
		await player.turn(turnOf(11));
		await collect();
	});

	await check('undo takes the last turn back', async () => {
		await player.tap('Undo:', { prefix: true });
		await player.turn(turnOf(10));
		await collect();
	});

	await check('the send sheet shows its QR codes', async () => {
		await player.tap('Send this game to another phone');
		await until('a QR code is drawn', () => engine.run<string | null>(QR_SHOWN));
		await player.tap('Close');
		await collect();
	});

	await check('the pile runs out, the final harvest, the winner', async () => {
		for (const when of ['While drawing', 'While turning over cards (trading)', 'While drawing']) {
			await player.tap('The draw pile ran out');
			await player.tap(when);
		}
		await player.sees('Final harvest');
		for (const [seat, name] of NAMES.entries()) {
			await player.fill(`Total coins of ${name}`, String(COINS[seat]));
			await player.tap(`Save ${name}`);
			await player.sees(`${name}:`);
		}
		await player.tap('Show the winner');
		await player.sees('Ana wins with 9 coins!');
		await collect();
	});

	await check('shares the result on the first tap', async () => {
		await player.tap('Share the result');
		const said = await until('the share’s outcome is shown', async () => {
			for (const text of [
				'The result is shared.',
				'The result is copied: paste it into a message.',
				'The result could not be shared or copied.'
			]) {
				if (await engine.run<boolean>(HAS_TEXT, text)) return text;
			}
			return null;
		});
		if (said === 'The result could not be shared or copied.') {
			throw new Error(`the first tap showed "${said}"`);
		}
		await collect();
	});

	await check('exports the games and imports them back', async () => {
		await player.open('/games');
		await player.sees('Ana, Ben, Cleo');
		const before = new Set(jsonFiles(engine.downloads));
		await player.tap('Export all games');
		const file = await until('the export is downloaded', async () => {
			const fresh = jsonFiles(engine.downloads).filter((f) => !before.has(f));
			return fresh.find((f) => {
				try {
					return JSON.parse(readFileSync(f, 'utf8')).format === 'bean-referee-games';
				} catch {
					return false; // Still being written.
				}
			});
		});
		await player.tap('Delete');
		await player.tap('Yes, delete');
		await until('the game is gone from the list', async () =>
			engine.run<boolean>(`function () { return !(${HAS_TEXT})('Ana, Ben, Cleo'); }`)
		);
		await player.mark('file', 'Import games from a file');
		await engine.uploadMarked(file);
		await player.sees('Imported 1 game.');
		await player.sees('Ana, Ben, Cleo');
		await player.open(gameUrl.slice(base.length));
		await player.sees('Ana wins with 9 coins!');
		await collect();
	});

	await check('every page loads offline after the first visit', async () => {
		await player.open('/');
		await until(
			'the service worker controls the page',
			() => engine.run<boolean>(SW_CONTROLS),
			30_000
		);
		stopServer();
		if (!(await engine.run<boolean>(NETWORK_DOWN))) throw new Error('the server still answers');
		for (const path of builtPages()) await player.open(path);
		await player.reload();
		await player.open(gameUrl.slice(base.length));
		await player.sees('Ana wins with 9 coins!');
		await collect();
	});

	await check('no page error, console error or warning', async () => {
		await collect();
		if (problems.length) throw new Error(problems.join('\n'));
	});
	return outcomes;
}

function jsonFiles(dir: string): string[] {
	if (!existsSync(dir)) return [];
	return readdirSync(dir, { recursive: true, encoding: 'utf8' })
		.filter((name) => name.endsWith('.json'))
		.map((name) => join(dir, name));
}

// ── Main ───────────────────────────────────────────────────────────────────────────────────────

const args = process.argv.slice(2);
const engines = args.flatMap((arg, i) => (args[i - 1] === '--engine' ? [arg] : []));
const portIndex = args.indexOf('--port');
const port = Number(portIndex >= 0 ? args[portIndex + 1] : (process.env.ENGINES_PORT ?? 4323));
const report: Record<string, { seconds: number; tests: Outcome[] }> = {};

/** One engine's run, on its own server (the offline check stops it). */
async function runEngine(name: string, port: number): Promise<void> {
	const started = Date.now();
	const server = await appServer('build', port);
	const oldServer = await appServer('build', port + 10);
	let outcomes: Outcome[] = [];
	let engine: Engine | undefined;
	try {
		engine = name === 'webkit' ? await startWebKit() : await startFirefox();
		const [base, oldBase] = [port, port + 10].map((p) => `http://localhost:${p}`);
		outcomes = await playGame(engine, base!, oldBase!, server.stop);
	} catch (error) {
		const message = error instanceof Error ? error.message : String(error);
		console.log(`  ✗ ${name} › the browser starts\n      ${message}`);
		outcomes.push({ name: 'the browser starts', ok: false, seconds: 0, error: message });
	} finally {
		await engine?.close().catch(() => {});
		server.stop();
		oldServer.stop();
	}
	const seconds = (Date.now() - started) / 1000;
	report[name] = { seconds, tests: outcomes };
	console.log(`  ${name}: ${seconds.toFixed(1)} s`);
}

// Both engines at once (each mostly waits on its browser): ports `port` and `port + 1`.
await Promise.all(
	(engines.length ? engines : ['webkit', 'firefox']).map((name, i) => runEngine(name, port + i))
);

const all = Object.values(report).flatMap((r) => r.tests);
const passed = all.filter((t) => t.ok).length;
const failed = all.length - passed;
mkdirSync('reports', { recursive: true });
writeFileSync(
	'reports/engines-run.json',
	JSON.stringify({ passed, failed, engines: report }, null, 2)
);
console.log(`\nengines: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
