import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { LOCALES } from './locales';
import { SAMPLE_ARGS, allAreas, loadAllMessages } from './testing';

await loadAllMessages();

describe.each(allAreas().map((area) => [area.name, area] as const))('%s', (_name, area) => {
	const english = area.loaded.en!;
	test('every language has exactly the English keys', () => {
		for (const locale of LOCALES) {
			expect(Object.keys(area.loaded[locale]!).sort(), locale).toEqual(Object.keys(english).sort());
		}
	});
	test('no message is empty and parameters match', () => {
		for (const locale of LOCALES) {
			for (const [key, message] of Object.entries(area.loaded[locale]!)) {
				const reference = english[key];
				expect(typeof message, `${locale}.${key}`).toBe(typeof reference);
				if (typeof message === 'string') {
					expect(message.trim(), `${locale}.${key}`).not.toBe('');
				} else if (typeof reference === 'function') {
					expect(message.length, `${locale}.${key} parameter count`).toBe(reference.length);
					for (const arg of SAMPLE_ARGS) {
						const args = Array.from({ length: message.length }, () => arg);
						const text = message(...args);
						expect(typeof text, `${locale}.${key}`).toBe('string');
						expect(text.trim(), `${locale}.${key}(${arg})`).not.toBe('');
						// A name passed where a count is expected cannot be formatted as a number (NaN);
						// only numbers are checked for NaN.
						const broken =
							typeof arg === 'number' ? /undefined|NaN|\[object/ : /undefined|\[object/;
						expect(text, `${locale}.${key}(${arg})`).not.toMatch(broken);
					}
				}
			}
		}
	});
});

test('each area is one folder with one file per language, declared in areas.ts', () => {
	const dir = new URL('./messages/', import.meta.url);
	const folders = readdirSync(dir, { withFileTypes: true });
	expect(folders.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);
	for (const folder of folders) {
		const files = readdirSync(new URL(`${folder.name}/`, dir)).sort();
		expect(files, folder.name).toEqual(LOCALES.map((l) => `${l}.ts`).sort());
	}
	expect(allAreas().map((area) => area.name)).toEqual(folders.map((folder) => folder.name));
});
