import { type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, movableClock, test } from './fixtures';
export { builtPages } from '../../scripts/pages.js';

/** Waits until the service worker is active and controls this page
 * (CONTRIBUTING.md#offline-tests-wait-for-the-service-worker). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
	});
	await expect
		.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
			timeout: 15_000
		})
		.toBe(true);
}

/** The app has taken the page over (the prerendered HTML is there before its code runs) and shows
 * its heading. */
export async function appReady(page: Page): Promise<void> {
	await expect(page.locator('html[data-app-running]')).toBeAttached();
	await expect(page.locator('main h1')).toBeVisible();
}

/** The page shows its stored data: no part of it is still waiting for it (`aria-busy`, a line
 * that holds its place: AGENTS.md, "Prerendered, then hydrated"). A check that a page shows
 * nothing wrong waits for this first, not for a while. */
export async function storedDataShown(page: Page): Promise<void> {
	await expect(page.locator('main [aria-busy="true"], main .holds-place')).toHaveCount(0);
}

/** What `main` shows, leaving out the screen-reader announcement of the last action (a
 * `.visually-hidden[aria-live]` line): a reload or a second tab shows the same game without
 * repeating what this tab's player was just told. */
export function shownText(page: Page): Promise<string> {
	return page.locator('main').evaluate((main) => {
		const copy = main.cloneNode(true) as HTMLElement;
		copy.querySelectorAll('.visually-hidden[aria-live]').forEach((said) => said.remove());
		return copy.innerText;
	});
}

/** A screenshot for a person to look at (test-results/, beside the test's trace), taken only when
 * the run asks for them: `SHOTS=1 npx playwright test …` (CONTRIBUTING.md#screenshots-for-review).
 * A check never reads it, so the suite's run skips the encoding. */
export async function reviewShot(
	page: Page,
	name: string,
	options: { fullPage?: boolean } = {}
): Promise<void> {
	if (!process.env.SHOTS) return;
	await page.screenshot({ path: test.info().outputPath(`${name}.png`), ...options });
}

// axe-core's own build, put into a page once per document (see expectNoAxeViolations).
const AXE_SOURCE = readFileSync(
	createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
	'utf8'
);

type AxeViolation = { id: string; help: string; nodes: { target: string[] }[] };

/** Fails with the list of axe violations, if any, on the current page: every rule axe-core runs
 * by default, as `AxeBuilder.analyze()` runs them. The app has no frames, so axe runs in the
 * page itself: its source is added once per document and `axe.run` is called there. Through
 * `AxeBuilder` each pass added the source again and finished its run in a page of its own
 * (1.5-3 s a pass on this machine, against 0.1-0.5 s). A page with frames goes through
 * `AxeBuilder`, which covers them. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
	let violations: AxeViolation[];
	if (page.frames().length > 1) {
		violations = (await new AxeBuilder({ page }).analyze()).violations.map(
			({ id, help, nodes }) => ({
				id,
				help,
				nodes: nodes.map(({ target }) => ({ target: target.map(String) }))
			})
		);
	} else {
		if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
		violations = await page.evaluate(async () => {
			const { axe } = window as unknown as {
				axe: {
					run(
						context: Document,
						options: { resultTypes: string[] }
					): Promise<{ violations: AxeViolation[] }>;
				};
			};
			const results = await axe.run(document, { resultTypes: ['violations'] });
			return results.violations.map(({ id, help, nodes }) => ({
				id,
				help,
				nodes: nodes.map(({ target }) => ({ target: target.map(String) }))
			}));
		});
	}
	const summary = violations.map(
		(v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`
	);
	expect(summary).toEqual([]);
}

/** expectNoAxeViolations in the light scheme, then in the dark one, on the screen as it is (the
 * colours follow the scheme at once: the app has no colour transitions). */
export async function expectNoAxeViolationsInEitherScheme(page: Page): Promise<void> {
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme });
		await expectNoAxeViolations(page);
	}
}

/**
 * Makes every IndexedDB write fail with the browser's quota error while the switch is on, as on
 * a full device. Call before the first navigation; flip it with `setDiskFull`.
 */
export async function simulateFullDisk(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const store = IDBObjectStore.prototype;
		for (const method of ['put', 'add'] as const) {
			const original = store[method];
			store[method] = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
				if ((window as unknown as { __diskFull?: boolean }).__diskFull) {
					throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
				}
				return original.apply(this, args);
			};
		}
	});
}

export async function setDiskFull(page: Page, full: boolean): Promise<void> {
	await page.evaluate(
		(full) => ((window as unknown as { __diskFull: boolean }).__diskFull = full),
		full
	);
}

/** The main navigation, opened first where it is a menu (phones). */
export async function openNavigation(page: Page) {
	const button = page.getByRole('button', { name: /^☰|Menu|Menü/ });
	if (await button.isVisible()) {
		if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
	}
	return page.getByRole('navigation', { name: /Main|Hauptmenü|principal/ });
}

/** The time between two deliberate taps: longer than the app's double-tap window (500 ms). */
export const DELIBERATE_GAP_MS = 600;

/** Lets the time of a deliberate pause pass on the page's clock, so the next tap on the same
 * action is a new one for the app's double-tap filter; no real time passes
 * (CONTRIBUTING.md#time-in-tests). */
export async function deliberateGap(page: Page): Promise<void> {
	await movableClock(page);
	await page.clock.fastForward(DELIBERATE_GAP_MS);
}

/** Where the first element matching `selector` is, as the page is now (the runner does not scroll
 * to it): 'in view' when it lies inside the viewport and what a finger at its middle touches is
 * the element itself (or its label), else where it lies and what is over it (a fixed bar). */
export function seenAt(page: Page, selector: string): Promise<string> {
	return page
		.locator(selector)
		.first()
		.evaluate((el) => {
			const r = el.getBoundingClientRect();
			const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
			const inside = r.top >= 0 && r.bottom <= window.innerHeight;
			const mine =
				hit !== null && (hit === el || el.contains(hit) || hit.closest('label')?.control === el);
			return inside && mine
				? 'in view'
				: `${Math.round(r.top)}-${Math.round(r.bottom)}, under ${hit?.tagName}.${hit?.className}`;
		});
}

/** Counts taps for the tap budgets (clicks only: typing and scrolling are not taps). `tap` first
 * checks that its target is inside the viewport as the page is now, without scrolling to it;
 * `tapAfterScroll` is for a target the player scrolls to first (a form field further down). */
export function tapper(page: Page) {
	let count = 0;
	// A player's taps come at a deliberate pace: the app takes a second tap on the same action
	// within half a second as a nervous double tap and counts it once (state/repeatTap.ts). The
	// page's clock moves on by the gap before each tap after the first, instead of real time.
	let tapped = false;
	const deliberately = async (click: () => Promise<void>) => {
		if (tapped) await deliberateGap(page);
		await click();
		tapped = true;
	};
	const inView = async (locator: Locator) => {
		// Measured in one go in the page: where the target is and what a finger at its middle
		// touches. The previous tap's update may still be replacing the target with its successor
		// (the coach's "Done" of the next part); one found just before it is removed has no box
		// or is no longer in the document, so it is measured again until it is on the page.
		type Seen = { top: number; bottom: number; over: string | null };
		let seen: Seen | null = null;
		await expect
			.poll(
				async () =>
					(seen = await locator.evaluate((el): Seen | null => {
						const r = el.getBoundingClientRect();
						if (!el.isConnected || (r.width === 0 && r.height === 0)) return null;
						// In the viewport is not enough: a bar fixed at the bottom of the screen may
						// lie over it. What a finger at the middle touches must be the target (or
						// its label).
						const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
						const mine =
							hit && (hit === el || el.contains(hit) || hit.closest('label')?.control === el);
						return {
							top: r.top,
							bottom: r.bottom,
							over: mine ? null : hit ? hit.outerHTML.slice(0, 120) : 'nothing'
						};
					})),
				{ message: 'target is rendered' }
			)
			.not.toBeNull();
		const { top, bottom, over } = seen!;
		expect(top, 'top inside the viewport').toBeGreaterThanOrEqual(0);
		expect(bottom, 'bottom inside the viewport').toBeLessThanOrEqual(page.viewportSize()!.height);
		expect(over, 'nothing lies over the target').toBeNull();
	};
	return {
		inView,
		get count() {
			return count;
		},
		reset() {
			count = 0;
		},
		async tap(locator: Locator) {
			await expect(locator).toBeEnabled();
			await inView(locator);
			count++;
			await deliberately(() => locator.click());
		},
		async tapAfterScroll(locator: Locator) {
			await expect(locator).toBeEnabled();
			count++;
			await deliberately(() => locator.click());
		}
	};
}

/** What `tapper` returns. */
export type Tapper = ReturnType<typeof tapper>;

/** Installs the movable clock (once) and stops it about half a second ahead of the page's time.
 * The page's time flows on between reading it and pausing, a second and more on a loaded
 * machine, and Playwright refuses to pause in the past: then it is read again. */
export async function pauseClock(page: Page): Promise<void> {
	await movableClock(page);
	for (;;) {
		const now = await page.evaluate(() => Date.now());
		try {
			await page.clock.pauseAt(now + 500);
			return;
		} catch (error) {
			if (!String(error).includes('Cannot fast-forward to the past')) throw error;
		}
	}
}

/**
 * Two taps on `target` by the pointer (not Playwright's click, which waits for the button), the
 * second `gap` ms after the first on the page's clock (movableClock; the app's
 * double-tap filter reads it: state/repeatTap.ts). The clock stands still from the first tap to
 * the second, so a loaded machine that sends the second tap late cannot stretch a 150 ms pair
 * past the app's half-second window: only `gap` passes between them, whatever the real time.
 * The second tap waits for `firstHandled`: a finger that lands while the first tap is still
 * being stored meets a disabled button (the bar is busy), another path than the one tested here.
 * Returns the gap the page measured between the two pointer-downs, so the test checks which kind
 * of tap pair the page saw.
 */
export async function twoTaps(
	page: Page,
	target: Locator,
	gap: number,
	firstHandled: () => Promise<void>
): Promise<number> {
	await page.evaluate(() => {
		const w = window as unknown as { downs?: number[] };
		if (!w.downs) {
			addEventListener('pointerdown', () => w.downs!.push(performance.now()), { capture: true });
		}
		w.downs = [];
	});
	const box = (await target.boundingBox())!;
	const tap = async () => {
		await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
		await page.mouse.down();
		await page.mouse.up();
	};
	await pauseClock(page);
	await tap();
	await firstHandled();
	await page.clock.fastForward(gap);
	await tap();
	await page.clock.resume();
	const downs = await page.evaluate(() => (window as unknown as { downs: number[] }).downs);
	expect(downs).toHaveLength(2);
	return downs[1]! - downs[0]!;
}
