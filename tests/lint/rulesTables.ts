// The tables of docs/rules.md as a reader sees them, for the rules tests: they compare the engine's
// tables with the rulebook's statement of them instead of with a copy typed into the test.
import { readFileSync } from 'node:fs';

/** The table in the section `heading` of docs/rules.md: one record per row, keyed by the column
 * headers, every cell trimmed and without backticks. Throws when the section has no table. */
export function rulesTable(heading: string): Record<string, string>[] {
	const lines = readFileSync('docs/rules.md', 'utf8').split('\n');
	const start = lines.findIndex(
		(line) => /^#{2,3} /.test(line) && line.replace(/^#+ /, '') === heading
	);
	const end = lines.findIndex((line, i) => i > start && /^#{2,3} /.test(line));
	const section = lines.slice(start, end < 0 ? undefined : end);
	const first = section.findIndex((line) => line.startsWith('|'));
	if (start < 0 || first < 0) throw new Error(`docs/rules.md: no table under "${heading}"`);
	const after = section.slice(first).findIndex((line) => !line.startsWith('|'));
	const table = section.slice(first, after < 0 ? undefined : first + after);
	const cells = (line: string) =>
		line
			.slice(1, -1)
			.split('|')
			.map((cell) => cell.trim().replaceAll('`', ''));
	const [header = [], , ...rows] = table.map(cells);
	return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

/** The headings one level below the section `heading` of docs/rules.md, in order (the source tags
 * under "Sources"). Throws when the section has none. */
export function rulesSubheadings(heading: string): string[] {
	const lines = readFileSync('docs/rules.md', 'utf8').split('\n');
	const start = lines.indexOf(`## ${heading}`);
	const end = lines.findIndex((line, i) => i > start && /^## /.test(line));
	const found = lines
		.slice(start + 1, end < 0 ? undefined : end)
		.filter((line) => line.startsWith('### '))
		.map((line) => line.slice(4).trim());
	if (start < 0 || found.length === 0)
		throw new Error(`docs/rules.md: no subheadings under "${heading}"`);
	return found;
}
