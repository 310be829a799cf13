// The one `test` every e2e spec uses (CONTRIBUTING.md#how-tests-are-organised). Around each test,
// every browser context the test opens (its own `page`, `browser.newContext()`, a browser it
// launches and hands to `watch`) is watched: a page error, or a console error or warning from the
// app, fails the test at its end, with the messages. A test that provokes a message on purpose (a
// page that is missing, a network that is off) names it with `expectConsole(/…/)`; what it names
// is allowed in that test alone.
//
// Time: a test moves the page's clock instead of sleeping (`movableClock`, then
// `page.clock.fastForward`: CONTRIBUTING.md#time-in-tests); the app's double-tap filter reads
// that clock (src/lib/state/repeatTap.ts). The clock is installed only in the contexts that move
// it: a fake clock also drives animation frames and idle callbacks, which the tests of the first
// paint measure in real time.
import {
	test as base,
	expect,
	type Browser,
	type BrowserContext,
	type ConsoleMessage,
	type Page
} from '@playwright/test';

export { expect };

interface Watch {
	/** Messages seen so far in this test: page errors, console errors and warnings. */
	readonly problems: string[];
	/** Patterns this test expects (and so allows). */
	readonly allowed: RegExp[];
}

let current: Watch | null = null;
const watched = new WeakSet<BrowserContext>();

/** Messages of the test runner's own, not the app's. */
const RUNNER = [/^Service Worker registration blocked by Playwright$/];

function said(message: ConsoleMessage): string | null {
	const type = message.type();
	if (type !== 'error' && type !== 'warning') return null;
	if (RUNNER.some((pattern) => pattern.test(message.text()))) return null;
	const where = message.location().url;
	return `console.${type}: ${message.text()}${where ? ` (${where})` : ''}`;
}

/** Reports the errors and warnings of `context`'s pages to the test that runs. */
export function watch(context: BrowserContext): BrowserContext {
	if (watched.has(context)) return context;
	watched.add(context);
	context.on('console', (message) => {
		const line = said(message);
		if (line) current?.problems.push(line);
	});
	context.on('weberror', (web) => {
		const error = web.error();
		current?.problems.push(`page error: ${error.name}: ${error.message} ${error.stack ?? ''}`);
	});
	return context;
}

const clocked = new WeakSet<BrowserContext>();

/** Installs Playwright's clock in the page's context (once): from then on the test moves the
 * page's time with `page.clock` (it flows on by itself too). */
export async function movableClock(page: Page): Promise<void> {
	const context = page.context();
	if (clocked.has(context)) return;
	clocked.add(context);
	// The installed clock's performance.now() starts again at 0. The page has read the real one
	// already (the time of a tap it took), so the clock is moved on to where the page's time was:
	// time never runs backwards for the page, and a tap taken 300 ms into the page's life is not
	// followed by one at "100 ms" that the double-tap filter sees as the same tap.
	const pageTime = await page.evaluate(() => performance.now());
	await context.clock.install();
	await page.clock.fastForward(Math.ceil(pageTime));
}

/** The tag of a test about the service worker (offline, an update, a file shared to the app),
 * at the end of its title: its browser contexts let the app register it. Every other test
 * blocks it: installing it downloads the whole precache (about 220 files) beside the test, which
 * cost about a third of the suite's CPU, and the app works the same without it, as on a first
 * visit. */
export const SERVICE_WORKER = '@service-worker';

type ServiceWorkers = 'allow' | 'block';

/** Makes `browser.newContext` (and so `browser.newPage`) hand out watched contexts, with the
 * test's service worker choice unless the test sets one. */
function watchNewContexts(browser: Browser, serviceWorkers: ServiceWorkers): () => void {
	const newContext = browser.newContext;
	browser.newContext = async (options = {}) =>
		watch(await newContext.call(browser, { serviceWorkers, ...options }));
	return () => {
		browser.newContext = newContext;
	};
}

/** Allows console messages and page errors matching `pattern` in the test that runs (a provoked
 * 404, an offline reload, the app's code blocked on purpose). */
export function expectConsole(pattern: RegExp): void {
	if (!current) throw new Error('expectConsole is called inside a test');
	current.allowed.push(pattern);
}

export const test = base.extend<{ watchTest: void }>({
	// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
	serviceWorkers: async ({}, use, testInfo) => {
		await use(testInfo.tags.includes(SERVICE_WORKER) ? 'allow' : 'block');
	},
	watchTest: [
		async ({ browser, serviceWorkers }, use, testInfo) => {
			const watch: Watch = { problems: [], allowed: [] };
			current = watch;
			const restore = watchNewContexts(browser, serviceWorkers);
			await use();
			restore();
			current = null;
			if (testInfo.status !== testInfo.expectedStatus) return;
			const unexpected = watch.problems.filter(
				(line) => !watch.allowed.some((pattern) => pattern.test(line))
			);
			expect(unexpected, 'page errors, console errors and warnings').toEqual([]);
		},
		{ auto: true }
	],
	context: async ({ context, watchTest }, use) => {
		void watchTest;
		await use(watch(context));
	}
});
