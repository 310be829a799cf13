// Player names and every other text are rendered as text: the project's lint refuses {@html} in a
// component (svelte/no-at-html-tags), and no .svelte file under src uses it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { parse } from 'svelte/compiler';
import { expect, test } from 'vitest';

function svelteFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) return svelteFiles(path);
		return entry.name.endsWith('.svelte') ? [path] : [];
	});
}

const files = svelteFiles('src');

test("the project's lint refuses {@html} in a component", async () => {
	// The project's own config (eslint.config.js); a file the TypeScript project knows, because
	// .svelte files are linted with type information.
	const [result] = await new ESLint().lintText(
		'<script lang="ts">\n\tlet { name }: { name: string } = $props();\n</script>\n\n<p>{@html name}</p>\n',
		{ filePath: 'src/lib/components/NameList.svelte' }
	);
	expect(result?.messages.map((m) => m.ruleId)).toContain('svelte/no-at-html-tags');
}, 60_000);

/** Every {@html} tag in a component's markup, as the Svelte compiler parses it. */
function htmlTags(node: unknown): number {
	if (Array.isArray(node)) return node.reduce((sum: number, n) => sum + htmlTags(n), 0);
	if (typeof node !== 'object' || node === null) return 0;
	const own = (node as { type?: unknown }).type === 'HtmlTag' ? 1 : 0;
	return own + Object.values(node).reduce((sum: number, n) => sum + htmlTags(n), 0);
}

test('the check finds {@html} as Svelte reads it, spaces included', () => {
	expect(htmlTags(parse('<p>{name}</p>', { modern: true }))).toBe(0);
	expect(htmlTags(parse('<p>{@html name}</p>', { modern: true }))).toBe(1);
	expect(htmlTags(parse('{#if a}<p>{ @html name}</p>{/if}', { modern: true }))).toBe(1);
});

test('no .svelte file under src renders {@html} (read from disk)', () => {
	expect(files.length).toBeGreaterThan(50);
	const found = files.filter((file) =>
		htmlTags(parse(readFileSync(file, 'utf8'), { modern: true }))
	);
	expect(found).toEqual([]);
});
