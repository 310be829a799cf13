import { describe, expect, it, vi } from 'vitest';
import { defineArea } from './define';
import { i18n, languageSettled, later, pageMessages, switchLocale, t } from './index';

// A panel shown after the first paint: its code and its messages arrive together, once.
describe('later()', () => {
	it('loads the module and the areas once, and resolves to the default export', async () => {
		const calls: string[] = [];
		const area = defineArea('panel-test', {
			'./en.ts': async () => (calls.push('en'), { default: { title: 'Log' } }),
			'./de.ts': async () => (calls.push('de'), { default: { title: 'Verlauf' } }),
			'./fr.ts': async () => (calls.push('fr'), { default: { title: 'Journal' } })
		});
		const Panel = later(async () => (calls.push('module'), { default: 'the panel' }), area);
		expect(calls).toEqual([]);

		expect(await Panel()).toBe('the panel');
		expect(await Panel()).toBe('the panel');
		expect(calls).toEqual(['module', 'en']);
		expect(t(area).title).toBe('Log');

		// The area is in use now: switching the language loads it in the new one.
		await switchLocale('fr');
		expect(t(area).title).toBe('Journal');
		expect(calls).toEqual(['module', 'en', 'fr']);
		i18n.locale = 'en';
	});

	it('a failed load (offline, before the app was cached) is tried again on the next call', async () => {
		const area = defineArea('panel-retry', {
			'./en.ts': async () => ({ default: { title: 'Log' } }),
			'./de.ts': async () => ({ default: { title: 'Verlauf' } }),
			'./fr.ts': async () => ({ default: { title: 'Journal' } })
		});
		let online = false;
		const Panel = later(
			() =>
				online ? Promise.resolve({ default: 'the panel' }) : Promise.reject(new Error('offline')),
			area
		);
		await expect(Panel()).rejects.toThrow('offline');
		online = true;
		expect(await Panel()).toBe('the panel');
	});
});

// The page's messages download alongside the layout's, not after them; the page still renders
// only once the layout's load is done.
describe('pageMessages()', () => {
	it('starts loading once the language is settled and resolves only after the layout', async () => {
		const calls: string[] = [];
		const area = defineArea('page-test', {
			'./en.ts': async () => (calls.push('en'), { default: { title: 'Games' } }),
			'./de.ts': async () => (calls.push('de'), { default: { title: 'Partien' } }),
			'./fr.ts': async () => (calls.push('fr'), { default: { title: 'Parties' } })
		});
		let layoutDone: () => void = () => {};
		const layout = new Promise<void>((resolve) => (layoutDone = resolve));
		let pageDone = false;
		const page = pageMessages(area)({ parent: () => layout }).then(() => (pageDone = true));

		await new Promise((resolve) => setTimeout(resolve, 0));
		expect(calls).toEqual([]);

		i18n.locale = 'de';
		languageSettled();
		await new Promise((resolve) => setTimeout(resolve, 0));
		expect(calls).toEqual(['de']);
		expect(pageDone).toBe(false);

		layoutDone();
		await page;
		expect(t(area).title).toBe('Partien');
		i18n.locale = 'en';
	});

	it('starts in the likely language while the stored one is read, and loads the stored one if it differs', async () => {
		// A fresh start: the language is not settled yet.
		vi.resetModules();
		const fresh = await import('./index');
		const calls: string[] = [];
		const files = (name: string) =>
			Object.fromEntries(
				(['en', 'de', 'fr'] as const).map((locale) => [
					`./${locale}.ts`,
					async () => (calls.push(`${name} ${locale}`), { default: { title: `${name} ${locale}` } })
				])
			);
		const shell = defineArea('shell-likely', files('shell'));
		const area = defineArea('page-likely', files('page'));
		let layoutDone: () => void = () => {};
		const layout = new Promise<void>((resolve) => (layoutDone = resolve));

		fresh.languageLikely('fr', shell);
		const page = fresh.pageMessages(area)({ parent: () => layout });
		await new Promise((resolve) => setTimeout(resolve, 0));
		expect(calls).toEqual(['shell fr', 'page fr']);

		// Stored meanwhile: German (changed in another tab since the first paint's copy).
		fresh.i18n.locale = 'de';
		fresh.languageSettled();
		layoutDone();
		await page;
		expect(calls).toEqual(['shell fr', 'page fr', 'page de']);
		expect(fresh.t(area).title).toBe('page de');

		// Settled, the guess is forgotten: the next page loads the language in use only.
		const next = defineArea('next-likely', files('next'));
		await fresh.pageMessages(next)({ parent: () => Promise.resolve() });
		expect(calls.slice(3)).toEqual(['next de']);
	});
});

// A dictionary that could not be fetched (offline before the app was cached, a dropped
// connection) is not remembered as failed.
describe('defineArea()', () => {
	it('a dictionary that failed to load is fetched again next time', async () => {
		let online = false;
		const area = defineArea('retry-test', {
			'./en.ts': async () => {
				if (!online) throw new Error('offline');
				return { default: { title: 'Games' } };
			},
			'./de.ts': async () => ({ default: { title: 'Partien' } }),
			'./fr.ts': async () => ({ default: { title: 'Parties' } })
		});
		await expect(area.load('en')).rejects.toThrow('offline');
		online = true;
		expect((await area.load('en')).title).toBe('Games');
	});

	it('an area without a file for one of the languages is refused where it is defined', () => {
		expect(() =>
			defineArea('missing-test', {
				'./en.ts': async () => ({ default: { title: 'Games' } }),
				'./fr.ts': async () => ({ default: { title: 'Parties' } })
			})
		).toThrow('Messages "missing-test" have no file for de (./de.ts)');
	});
});
