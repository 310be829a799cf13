// Scripts the engines spec runs inside the page, as source text: both drivers send a function's
// source to the browser (selenium-webdriver's executeScript, puppeteer's evaluate), and a function
// compiled by tsx may call helpers (`__name`) that exist only in node. Plain ES2020, no imports.

/** Injected by the spec's server at the very start of every page's <head>, before the page's CSP
 * and its scripts: records every page error, unhandled rejection, failed load, CSP violation and
 * console.error / console.warn in sessionStorage, which survives reloads and offline loads in the
 * tab. WebKitWebDriver passes no console messages to the driver, so the page keeps them itself. */
export const PROBLEM_HOOK = `(function () {
	var key = 'engines:problems';
	// Every load is counted (SETTLE), not only the first 250.
	if (performance.setResourceTimingBufferSize) performance.setResourceTimingBufferSize(100000);
	function note(kind, text) {
		try {
			var list = JSON.parse(sessionStorage.getItem(key) || '[]');
			list.push(kind + ': ' + text + ' (' + location.pathname + location.search + ')');
			sessionStorage.setItem(key, JSON.stringify(list));
		} catch (e) {}
	}
	// A load the browser cancels because the player leaves the page is no error of the app.
	var leaving = false;
	addEventListener('beforeunload', function () { leaving = true; });
	addEventListener('pagehide', function () { leaving = true; });
	addEventListener('error', function (event) {
		var target = event.target;
		if (target && target !== window && (target.src || target.href)) {
			// A preload hint's error is no failure: Firefox fires one for a module preloaded while it
			// is being imported; the import that follows reports its own failure.
			var hint = /(^|\\s)(modulepreload|preload|prefetch)(\\s|$)/.test(target.rel || '');
			if (!leaving && !hint) note('failed load', target.src || target.href);
		} else {
			note('page error', event.message || String(event.error));
		}
	}, true);
	addEventListener('unhandledrejection', function (event) {
		var reason = event.reason;
		if (leaving) return;
		note('unhandled rejection', (reason && (reason.stack || reason.message)) || String(reason));
	});
	addEventListener('securitypolicyviolation', function (event) {
		note('CSP violation', event.violatedDirective + ' ' + event.blockedURI);
	});
	['error', 'warn'].forEach(function (level) {
		var original = console[level];
		console[level] = function () {
			note('console.' + level, Array.prototype.map.call(arguments, String).join(' '));
			return original.apply(console, arguments);
		};
	});
})();`;

/** The problems the hook recorded in this tab, and clears them. */
export const TAKE_PROBLEMS = `function () {
	var list = JSON.parse(sessionStorage.getItem('engines:problems') || '[]');
	sessionStorage.removeItem('engines:problems');
	return list;
}`;

/** The app has taken the page over and shows its heading (tests/e2e/helpers.ts appReady). */
export const APP_READY = `function () {
	var h1 = document.querySelector('main h1');
	return document.documentElement.hasAttribute('data-app-running') && !!h1 &&
		h1.getClientRects().length > 0;
}`;

/** Marks the element to act on with data-engines-target (the driver then clicks or types into it
 * natively, so the browser sees a real tap): a visible, enabled button or link by its name, a
 * form control by its label (a file input may be hidden behind its label), or an element by CSS.
 * True once marked. */
export const MARK = `function (kind, name, prefix) {
	function norm(s) { return (s || '').replace(/[\\u2068\\u2069]/g, '').replace(/\\s+/g, ' ').trim(); }
	function matches(text) { text = norm(text); return prefix ? text.indexOf(name) === 0 : text === name; }
	function visible(el) { return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'; }
	var all, found;
	if (kind === 'button') {
		all = Array.from(document.querySelectorAll('button, a[href], [role=button]')).filter(function (el) {
			return matches(el.getAttribute('aria-label') || el.textContent);
		});
	} else if (kind === 'field' || kind === 'file') {
		all = Array.from(document.querySelectorAll('input, select, textarea')).filter(function (el) {
			var names = [el.getAttribute('aria-label')].concat(Array.from(el.labels || []).map(function (l) { return l.textContent; }));
			return names.some(function (n) { return n && matches(n); });
		});
	} else {
		all = Array.from(document.querySelectorAll(name));
	}
	found = kind === 'file' ? all[0] : all.filter(visible)[0];
	document.querySelectorAll('[data-engines-target]').forEach(function (el) { el.removeAttribute('data-engines-target'); });
	if (!found || found.disabled) return false;
	found.setAttribute('data-engines-target', '');
	if (kind !== 'file') found.scrollIntoView({ block: 'center' });
	return true;
}`;

/** Resolves true once the page is complete, idle, and has loaded nothing new for 300 ms (false
 * after 8 s): the spec leaves a page only then, so no load of the app's is cut off by the spec
 * moving on (which Firefox reports as a failed dynamic import). Idle first: the app starts its
 * later loads when the page is idle (whenIdle, src/lib/browser/idle.ts), and a load under way is
 * in no list the page can read until it ends (Firefox's driver sees it: networkQuiet). */
export const SETTLE = `async function () {
	function pause() { return new Promise(function (done) { setTimeout(done, 50); }); }
	function loaded() { return performance.getEntriesByType('resource').length; }
	var end = Date.now() + 8000;
	while (document.readyState !== 'complete') {
		if (Date.now() > end) return false;
		await pause();
	}
	await new Promise(function (done) {
		if ('requestIdleCallback' in window) requestIdleCallback(done, { timeout: 3000 });
		else setTimeout(done, 200);
	});
	var last = loaded();
	var quietSince = Date.now();
	while (Date.now() - quietSince < 300) {
		if (Date.now() > end) return false;
		await pause();
		if (loaded() !== last) {
			last = loaded();
			quietSince = Date.now();
		}
	}
	return true;
}`;

/** Whether the page's text (main and dialogs) contains the text, spaces normalised. */
export const HAS_TEXT = `function (text) {
	return document.body.innerText.replace(/[\\u2068\\u2069]/g, '').replace(/\\s+/g, ' ').indexOf(text) >= 0;
}`;

/** The play screen's turn heading ("Turn 3: Ben"), or null. */
export const TURN_HEADING = `function () {
	var h = Array.from(document.querySelectorAll('h2')).filter(function (h) { return /^Turn \\d+:/.test(h.textContent.trim()); })[0];
	return h ? h.textContent.replace(/[\\u2068\\u2069]/g, '').replace(/\\s+/g, ' ').trim() : null;
}`;

/** The send sheet's QR code: drawn (a canvas with both dark and light pixels) and its caption. */
export const QR_SHOWN = `function () {
	var canvas = document.querySelector('dialog[open] canvas[data-testid="handoff-code"]');
	if (!canvas || canvas.width < 50 || canvas.getClientRects().length === 0) return null;
	var data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
	var dark = 0, light = 0;
	for (var i = 0; i < data.length; i += 4) {
		var sum = data[i] + data[i + 1] + data[i + 2];
		if (sum < 150) dark++; else if (sum > 600) light++;
	}
	var caption = /Code \\d+ of \\d+/.exec(canvas.closest('dialog').innerText);
	return dark > 1000 && light > 1000 && caption ? caption[0] : null;
}`;

/** Whether the service worker is active and controls the page. */
export const SW_CONTROLS = `async function () {
	if (!('serviceWorker' in navigator)) return false;
	await navigator.serviceWorker.ready;
	return !!navigator.serviceWorker.controller;
}`;

/** Whether a request for an address the service worker does not cache fails (the server is down). */
export const NETWORK_DOWN = `async function () {
	try { await fetch('/engines-probe-' + Date.now(), { cache: 'no-store' }); return false; }
	catch (e) { return true; }
}`;
