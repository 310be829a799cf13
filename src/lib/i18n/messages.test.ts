import { describe, expect, test } from 'vitest';
import { LOCALES } from './locales';
import type { Dictionary, Messages } from './define';

// Every messages module under ./messages, so a new area is checked without editing this test.
const areas = import.meta.glob<Record<string, Messages<Dictionary>>>('./messages/*.ts', {
	eager: true
});

// Sample arguments for parameterised messages: numbers and names that exercise plurals and text.
const sampleArgs = [0, 1, 2, 7, 'Mia'];

describe.each(Object.entries(areas))('%s', (_file, module) => {
	for (const [name, messages] of Object.entries(module)) {
		const english = messages.en;
		test(`${name}: every language has exactly the English keys`, () => {
			for (const locale of LOCALES) {
				expect(Object.keys(messages[locale]).sort(), locale).toEqual(Object.keys(english).sort());
			}
		});
		test(`${name}: no message is empty and parameters match`, () => {
			for (const locale of LOCALES) {
				for (const [key, message] of Object.entries(messages[locale])) {
					const reference = english[key];
					expect(typeof message, `${locale}.${key}`).toBe(typeof reference);
					if (typeof message === 'string') {
						expect(message.trim(), `${locale}.${key}`).not.toBe('');
					} else if (typeof reference === 'function') {
						expect(message.length, `${locale}.${key} parameter count`).toBe(reference.length);
						for (const arg of sampleArgs) {
							const args = Array.from({ length: message.length }, () => arg);
							const text = message(...args);
							expect(typeof text, `${locale}.${key}`).toBe('string');
							expect(text.trim(), `${locale}.${key}(${arg})`).not.toBe('');
							expect(text, `${locale}.${key}(${arg})`).not.toMatch(/undefined|NaN|\[object/);
						}
					}
				}
			}
		});
	}
});

test('the glob finds the message modules', () => {
	expect(Object.keys(areas)).toContain('./messages/common.ts');
});
