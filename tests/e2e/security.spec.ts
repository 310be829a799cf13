import { expect, test } from './fixtures';
import { appReady, builtPages, waitForServiceWorkerControl } from './helpers';

test('every page carries a Content-Security-Policy that allows only the app itself', async ({
	page
}) => {
	for (const path of builtPages()) {
		await page.goto(path);
		await appReady(page);
		const policy = await page
			.locator('meta[http-equiv="content-security-policy"]')
			.getAttribute('content');
		expect(policy, path).toBeTruthy();
		const directives = Object.fromEntries(
			policy!.split(';').map((part) => {
				const [name, ...values] = part.trim().split(/\s+/);
				return [name, values];
			})
		);
		expect(directives['default-src'], path).toEqual(["'self'"]);
		expect(directives['connect-src'], path).toEqual(["'self'"]);
		expect(directives['object-src'], path).toEqual(["'none'"]);
		// Scripts: the app's own files and the hashed boot script; nothing inline or remote.
		for (const source of directives['script-src']) {
			expect(source, path).toMatch(/^('self'|'sha256-[A-Za-z0-9+/=]+')$/);
		}
	}
});

test('no request leaves the app’s origin, and none needs the network after the first load @service-worker', async ({
	page,
	context
}) => {
	const foreign: string[] = [];
	const failed: string[] = [];
	context.on('request', (request) => {
		const url = new URL(request.url());
		if (url.protocol.startsWith('http') && url.hostname !== 'localhost') foreign.push(url.href);
	});
	// A load cut short because the test moved to the next page (ERR_ABORTED) needs no network.
	page.on('requestfailed', (request) => {
		if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(request.url());
	});

	await page.goto('/');
	await appReady(page);
	await waitForServiceWorkerControl(page);

	// After the first load the network is cut: every page and every action must still work.
	await context.setOffline(true);
	for (const path of builtPages()) {
		await page.goto(path);
		await appReady(page);
	}
	expect(foreign).toEqual([]);
	expect(failed).toEqual([]);
});
