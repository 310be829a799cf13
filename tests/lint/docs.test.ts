// The repository explains itself: every source tag the code cites (S000, RGG, …) has its section
// under docs/rules.md#sources, and every link to a section of a doc (docs/rules.md#…,
// docs/architecture.md#…, CONTRIBUTING.md#…) lands on a heading.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { SOURCE_TAGS } from '$lib/rules';

const RULES = readFileSync('docs/rules.md', 'utf8');
const SKIP = new Set(['node_modules', '.git', 'build', '.svelte-kit', 'test-results', 'reports']);

function files(dir: string, ext: RegExp): string[] {
	return readdirSync(dir).flatMap((name) => {
		if (SKIP.has(name) || name.endsWith('-snapshots')) return [];
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return files(path, ext);
		return ext.test(name) ? [path] : [];
	});
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
	return heading
		.trim()
		.toLowerCase()
		.replace(/[^\p{L}\p{N}\s-]/gu, '')
		.replace(/\s/g, '-');
}

/** The anchors of a Markdown text's headings (outside fenced code). */
function anchorsOf(markdown: string): Set<string> {
	const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
	return new Set([...prose.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1] ?? '')));
}

const anchors = anchorsOf(RULES);
const sources = RULES.slice(RULES.indexOf('\n## Sources\n'));
const sourceHeadings = [...sources.matchAll(/^### (\S+)$/gm)].map((m) => m[1]);

const code = [...files('src', /\.(ts|js|svelte)$/), ...files('tests', /\.(ts|js)$/)];

describe('source tags', () => {
	test('the anchors are read the way GitHub makes them', () => {
		expect(slug('Rabohnzel spells')).toBe('rabohnzel-spells');
		expect(slug('My First harvest')).toBe('my-first-harvest');
		expect(slug('S004')).toBe('s004');
		expect(anchors.has('protection-rule')).toBe(true);
	});

	test('every tag in SOURCE_TAGS has its section under Sources, and nothing else is there', () => {
		expect(sourceHeadings).toEqual([...SOURCE_TAGS]);
	});

	test('every rulebook tag (S + three digits) in src/ and tests/ is a known source tag', () => {
		const unknown = new Set<string>();
		for (const file of code) {
			for (const [tag] of readFileSync(file, 'utf8').matchAll(/\bS\d{3}\b/g)) {
				if (!(SOURCE_TAGS as readonly string[]).includes(tag)) unknown.add(`${file}: ${tag}`);
			}
		}
		expect([...unknown]).toEqual([]);
	});
});

describe('links into the docs', () => {
	const linking = [...code, ...files('.', /\.md$/), ...files('scripts', /\.(ts|js)$/)];
	/** The anchors of every Markdown file of docs/ and the top folder, by name (`rules`, `AGENTS`). */
	const docs = new Map(
		[...files('docs', /\.md$/), ...readdirSync('.').filter((name) => name.endsWith('.md'))].map(
			(file) => [/([^/]+)\.md$/.exec(file)?.[1] ?? file, anchorsOf(readFileSync(file, 'utf8'))]
		)
	);

	test('the cited places are found in the code (the test reads them)', () => {
		const cited = linking.filter((f) => readFileSync(f, 'utf8').includes('docs/rules.md#'));
		expect(cited.length).toBeGreaterThan(10);
		expect(docs.get('architecture')?.has('layers')).toBe(true);
		expect(docs.get('CONTRIBUTING')?.has('version-pins')).toBe(true);
	});

	test('every link to a section of a doc, from outside and inside it, names a heading', () => {
		const broken: string[] = [];
		for (const file of linking) {
			const text = readFileSync(file, 'utf8');
			for (const [link, name = '', anchor = ''] of text.matchAll(
				/([\w-]+)\.md#([\p{L}\p{N}-]+)/gu
			)) {
				if (!docs.get(name)?.has(anchor)) broken.push(`${file}: ${link}`);
			}
			if (!file.endsWith('.md')) continue;
			const own = anchorsOf(text);
			for (const [, anchor = ''] of text.matchAll(/\]\(#([\p{L}\p{N}-]+)\)/gu)) {
				if (!own.has(anchor)) broken.push(`${file}: #${anchor}`);
			}
		}
		expect(broken).toEqual([]);
	});
});
