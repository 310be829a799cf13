// The script in src/app.html runs before any of the app's code: it is run here against fake
// browser objects, and must decide what the app itself decides (matchLocale, the themes).
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, matchLocale } from '$lib/i18n/locales';
import {
	FIRST_PAINT_KEY,
	NO_GAMES_CLASS,
	OTHER_LANGUAGE_CLASS,
	rememberFirstPaint,
	rememberPlace
} from './firstPaint';
import { THEMES } from '$lib/state/preferences';
import { GAMES_MARKER } from '$lib/state/storage.svelte';

const html = readFileSync('src/app.html', 'utf8');
const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);

class FakeStorage {
	items = new Map<string, string>();
	getItem(key: string): string | null {
		return this.items.get(key) ?? null;
	}
	setItem(key: string, value: string): void {
		this.items.set(key, value);
	}
}

interface Outcome {
	hidden: boolean;
	theme: string | null;
}

/** The CSS properties the last run of the script set on <html> (the places' heights). */
let properties = new Map<string, string>();
/** The classes the last run of the script put on <html>. */
let classes = new Set<string>();

/** Runs the page's first-paint script; `storage` null stands for a browser that refuses it. */
function firstPaint(
	languages: readonly string[],
	storage: FakeStorage | null,
	innerWidth = 360
): Outcome {
	classes = new Set<string>();
	const attributes = new Map<string, string>();
	properties = new Map();
	const documentElement = {
		classList: { add: (name: string) => classes.add(name) },
		setAttribute: (name: string, value: string) => attributes.set(name, value),
		style: { setProperty: (name: string, value: string) => properties.set(name, value) }
	};
	const localStorage = storage ?? {
		getItem: () => {
			throw new DOMException('The operation is insecure.', 'SecurityError');
		}
	};
	const run = new Function('document', 'localStorage', 'navigator', 'window', scripts[0] ?? '');
	run({ documentElement }, localStorage, { languages, language: languages[0] }, { innerWidth });
	return { hidden: classes.has(OTHER_LANGUAGE_CLASS), theme: attributes.get('data-theme') ?? null };
}

function remembered(look: unknown): FakeStorage {
	const storage = new FakeStorage();
	storage.setItem(FIRST_PAINT_KEY, JSON.stringify(look));
	return storage;
}

afterEach(() => {
	vi.unstubAllGlobals();
});

describe('the first-paint script in src/app.html', () => {
	it('is the page’s only inline script (the CSP allows it by its hash)', () => {
		expect(scripts).toHaveLength(1);
	});

	it.each([
		[['en-US']],
		[['de-DE', 'en']],
		[['fr']],
		[['es-ES', 'fr-FR']],
		[['es', 'it']],
		[['EN-gb', 'de']],
		[['pt-BR', 'de-AT', 'en']],
		[[]]
	])(
		'with nothing remembered, hides the English text exactly when the app picks another language: %j',
		(languages) => {
			const outcome = firstPaint(languages, new FakeStorage());
			expect(outcome.hidden).toBe(matchLocale(languages) !== 'en');
			expect(outcome.theme).toBeNull();
		}
	);

	// The script lists the languages itself (the CSP allows it by the hash of its exact text).
	it.each(LOCALES)('knows every language the app ships (LOCALES): %s', (locale) => {
		expect(firstPaint([`${locale}-XX`], new FakeStorage()).hidden).toBe(locale !== 'en');
	});

	it('follows the remembered language over the browser’s', () => {
		expect(firstPaint(['en-US'], remembered({ locale: 'de', theme: 'system' })).hidden).toBe(true);
		expect(firstPaint(['fr-FR'], remembered({ locale: 'en', theme: 'system' })).hidden).toBe(false);
	});

	it.each(THEMES)(
		'applies the remembered theme %s as the app does (system: no attribute)',
		(theme) => {
			const outcome = firstPaint(['en'], remembered({ locale: 'en', theme }));
			expect(outcome.theme).toBe(theme === 'system' ? null : theme);
		}
	);

	it('ignores a damaged memory and a refused localStorage (the browser’s languages decide)', () => {
		const damaged = new FakeStorage();
		damaged.setItem(FIRST_PAINT_KEY, '{not json');
		expect(firstPaint(['de'], damaged)).toEqual({ hidden: true, theme: null });
		expect(firstPaint(['en'], remembered({ theme: 'purple' }))).toEqual({
			hidden: false,
			theme: null
		});
		expect(firstPaint(['fr'], null)).toEqual({ hidden: true, theme: null });
		expect(firstPaint(['en'], null)).toEqual({ hidden: false, theme: null });
	});
});

describe('a device that never saved a game', () => {
	it('is told by the games marker the app keeps, and so is one that did', () => {
		const storage = new FakeStorage();
		firstPaint(['en'], storage);
		expect(classes.has(NO_GAMES_CLASS)).toBe(true);
		storage.setItem(GAMES_MARKER, '1');
		firstPaint(['en'], storage);
		expect(classes.has(NO_GAMES_CLASS)).toBe(false);
	});

	it('is not assumed where localStorage is refused (the stored data may hold games)', () => {
		firstPaint(['en'], null);
		expect(classes.has(NO_GAMES_CLASS)).toBe(false);
	});
});

describe('the places held for stored data', () => {
	it('sets a remembered height only at the width it was measured at', () => {
		const storage = remembered({
			places: { resume: { w: 360, h: 254 }, games: { w: 412, h: 900 } }
		});
		firstPaint(['en'], storage, 360);
		expect(Object.fromEntries(properties)).toEqual({ '--place-resume': '254px' });
		firstPaint(['en'], storage, 412);
		expect(Object.fromEntries(properties)).toEqual({ '--place-games': '900px' });
		firstPaint(['en'], storage, 1280);
		expect(properties.size).toBe(0);
	});

	it('ignores a damaged or hostile memory', () => {
		firstPaint(
			['en'],
			remembered({
				places: {
					resume: { w: 360, h: '254' },
					games: { w: 360, h: -3 },
					'x;color:red': { w: 360, h: 10 },
					stats: null
				}
			})
		);
		expect(properties.size).toBe(0);
		firstPaint(['en'], remembered({ places: 'tall' }));
		expect(properties.size).toBe(0);
		firstPaint(['en'], remembered({ places: { games: { w: 360, h: 1e9 } } }));
		expect(properties.get('--place-games')).toBe('5000px');
	});

	it('rememberPlace stores what the script reads back, beside the language and theme', () => {
		const storage = new FakeStorage();
		vi.stubGlobal('localStorage', storage);
		vi.stubGlobal('innerWidth', 360);
		rememberFirstPaint({ locale: 'de', theme: 'dark' });
		rememberPlace('resume', 253.6);
		rememberPlace('games', 0);
		expect(firstPaint(['en'], storage, 360)).toEqual({ hidden: true, theme: 'dark' });
		expect(Object.fromEntries(properties)).toEqual({ '--place-resume': '254px' });
		// The language and theme, remembered again, keep the places.
		rememberFirstPaint({ locale: 'en', theme: 'system' });
		expect(firstPaint(['en'], storage, 360)).toEqual({ hidden: false, theme: null });
		expect(properties.get('--place-resume')).toBe('254px');
	});
});

describe('rememberFirstPaint', () => {
	it('stores what the script reads back', () => {
		const storage = new FakeStorage();
		vi.stubGlobal('localStorage', storage);
		rememberFirstPaint({ locale: 'fr', theme: 'black' });
		expect(firstPaint(['en-US'], storage)).toEqual({ hidden: true, theme: 'black' });
		rememberFirstPaint({ locale: 'en', theme: 'system' });
		expect(firstPaint(['de-DE'], storage)).toEqual({ hidden: false, theme: null });
	});

	it('does nothing, without throwing, when localStorage is refused or full', () => {
		vi.stubGlobal('innerWidth', 360);
		vi.stubGlobal('localStorage', {
			getItem: () => null,
			setItem: () => {
				throw new DOMException('full', 'QuotaExceededError');
			}
		});
		expect(() => rememberFirstPaint({ locale: 'de', theme: 'dark' })).not.toThrow();
		expect(() => rememberPlace('games', 500)).not.toThrow();
		vi.stubGlobal('localStorage', undefined);
		expect(() => rememberFirstPaint({ locale: 'de', theme: 'dark' })).not.toThrow();
		expect(() => rememberPlace('games', 500)).not.toThrow();
	});
});
