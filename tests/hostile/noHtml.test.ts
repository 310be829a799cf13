// Player names and every other text are rendered as text: no component may use {@html}.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

function svelteFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) return svelteFiles(path);
		return entry.name.endsWith('.svelte') ? [path] : [];
	});
}

test('no .svelte file under src uses {@html}', () => {
	const files = svelteFiles('src');
	expect(files.length).toBeGreaterThan(20);
	const offenders = files.filter((file) => /\{\s*@html/.test(readFileSync(file, 'utf8')));
	expect(offenders).toEqual([]);
});

test('the check finds {@html} when it is there', () => {
	expect(/\{\s*@html/.test('<p>{@html name}</p>')).toBe(true);
	expect(/\{\s*@html/.test('<p>{ @html name}</p>')).toBe(true);
	expect(/\{\s*@html/.test('<p>{name}</p>')).toBe(false);
});
