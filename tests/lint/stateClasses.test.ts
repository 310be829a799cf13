// A state class keeps its state in #private fields behind getters and changes it only in its
// methods (AGENTS.md, "State"): no public $state field for other code to write, and no
// TypeScript `private`, which other code can still reach. A form's class also exposes the inputs
// its form binds: those classes are named below.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const STATE = 'src/lib/state';
/** Forms: their inputs are public $state, bound by their form. */
const FORMS = new Set([
	'countBox.svelte.ts',
	'fieldChecker.svelte.ts',
	'newGame.svelte.ts',
	'refereeAnswers.svelte.ts'
]);

/** The lines of `code` that break the rule: a public $state field, or a TypeScript `private`. */
export function openState(code: string): string[] {
	return code
		.split('\n')
		.filter(
			(line) => /^\t(?:[A-Za-z_]\w*)(?:: [^=]+)? = \$state\b/.test(line) || /^\tprivate /.test(line)
		)
		.map((line) => line.trim());
}

test('the check finds a public $state field and a TypeScript private', () => {
	expect(
		openState(
			[
				'class A {',
				'\t#kept = $state(0);',
				'\tshown = $state(false);',
				'\tlist = $state.raw<string[]>([]);',
				'\tprivate count = 0;',
				'\tget kept() {',
				'\t\treturn this.#kept;',
				'\t}',
				'}'
			].join('\n')
		)
	).toEqual(['shown = $state(false);', 'list = $state.raw<string[]>([]);', 'private count = 0;']);
});

test('every state class but the forms keeps its state private', () => {
	const files = readdirSync(STATE).filter(
		(name) => name.endsWith('.svelte.ts') && !name.endsWith('.test.ts') && !FORMS.has(name)
	);
	expect(files.length).toBeGreaterThan(8);
	const open = files.flatMap((name) =>
		openState(readFileSync(join(STATE, name), 'utf8')).map((line) => `${name}: ${line}`)
	);
	expect(open).toEqual([]);
});
