import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { areaModule, splitAreas } from './vitePlugin';

test('areas.ts becomes one re-export per area, each from a module of its own', () => {
	const split = splitAreas(readFileSync(new URL('./areas.ts', import.meta.url), 'utf8'));
	const lines = split.trim().split('\n');
	expect(lines).toHaveLength(15);
	expect(lines).toContain("export { default as tracker } from 'virtual:message-area/tracker';");
	expect(lines).toContain("export { default as common } from 'virtual:message-area/common';");
});

test('a line that is not one area with its own name stops the build', () => {
	expect(() => splitAreas("export const games = area<X>('stats');")).toThrow(/not one area/);
	expect(() => splitAreas('export const LIST = [];')).toThrow(/not one area/);
});

test("an area's module loads only its own folder's files, side-effect free", () => {
	const code = areaModule('games');
	expect(code).toContain(
		'/* @__PURE__ */ defineArea("games", import.meta.glob("/src/lib/i18n/messages/games/*.ts", { base: "/src/lib/i18n/messages/games/" }))'
	);
});
