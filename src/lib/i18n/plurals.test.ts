import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Numbers shown in a message that are not counts of something, so they take no plural:
 * `area:key:parameter`, each with the reason.
 */
const notCounts = new Set<string>([
	// "Field 2", "Player 3", "Child 1": a position, not a count.
	'calculator:fieldLegend:n',
	'trackerPanels:fieldLabel:n',
	'newGame:playerLabel:seat',
	'teach:childName:n',
	'teach:childColour:n',
	'teach:start_extra:n',
	// "Turn 12": the turn's number, not a count of turns.
	'tracker:turnOf:turn',
	'trackerPanels:log_turnAdvanced:turn',
	'games:status_playing:turn',
	'common:resumeTurn:turn',
	'handoff:atTurn:turn',
	'games:atTurn:turn',
	// "Pass 2 of 3", "Step 2 of 5", "3 of 8 done": a position in a sequence and its length.
	'tracker:passOf:pass',
	'tracker:passOf:passes',
	'tracker:outcome_reshuffle:pass',
	'tracker:outcome_reshuffle:passes',
	'games:status_playing:pass',
	'games:status_playing:passes',
	'common:resumeTurn:pass',
	'common:resumeTurn:passes',
	'trackerPanels:checklistProgress:done',
	'trackerPanels:checklistProgress:total',
	'tracker:harvestDoneCount:done',
	'tracker:harvestDoneCount:total',
	'teach:coach_partOf:n',
	'teach:coach_partOf:total',
	'handoff:codePart:part',
	'handoff:codePart:parts',
	'handoff:scanProgress:received',
	'handoff:scanProgress:total',
	// "value 7", "worth 7": a spell card's printed value, a score, not a count of things.
	'tracker:spellValue:value',
	'trackerPanels:spellDetail:value',
	'trackerPanels:decided_spell-value:value',
	// "Entry 3", "numbered 3": a log entry's place and its stored number.
	'stored:setAside_unknown-type:position',
	'stored:setAside_bad-event:position',
	'stored:setAside_damaged:position',
	'stored:setAside_repeated-seq:position',
	'stored:setAside_repeated-seq:seq',
	// "Game 3 of the file": a refused game's place in a backup file.
	'games:refusedUnnamed:position',
	// "2–5 players": the lower end of a range; the noun agrees with the upper end, which is plural().
	'referee:players:min'
]);

const root = join(__dirname, 'messages');

/** Every arrow-function message with a `number` parameter put into its text without plural(). */
function unpluralised(): string[] {
	const found: string[] = [];
	for (const area of readdirSync(root)) {
		for (const file of ['en.ts', 'de.ts', 'fr.ts']) {
			const path = join(root, area, file);
			const source = ts.createSourceFile(
				path,
				readFileSync(path, 'utf8'),
				ts.ScriptTarget.Latest,
				true
			);
			const visit = (node: ts.Node) => {
				if (ts.isPropertyAssignment(node) && ts.isArrowFunction(node.initializer)) {
					const key = node.name.getText(source).replace(/^'|'$/g, '');
					for (const param of node.initializer.parameters) {
						if (!param.type || !/\bnumber\b/.test(param.type.getText(source))) continue;
						const name = param.name.getText(source);
						if (notCounts.has(`${area}:${key}:${name}`)) continue;
						if (!bareUse(node.initializer.body, name)) continue;
						found.push(`${area}/${file}:${key}:${name}`);
					}
				}
				ts.forEachChild(node, visit);
			};
			visit(source);
		}
	}
	return found;
}

/** Whether `name` is interpolated into a template outside any plural() call. */
function bareUse(body: ts.Node, name: string): boolean {
	let bare = false;
	const visit = (node: ts.Node, inPlural: boolean) => {
		if (ts.isCallExpression(node) && node.expression.getText() === 'plural') inPlural = true;
		// `n === 1 ? 'card' : 'cards'`: a hand-made plural, wrong in French (0) and elsewhere.
		if (
			ts.isBinaryExpression(node) &&
			node.left.getText() === name &&
			ts.isNumericLiteral(node.right) &&
			node.right.text === '1'
		)
			bare = true;
		if (ts.isTemplateSpan(node) && !inPlural) {
			const expression = node.expression;
			if (ts.isIdentifier(expression) && expression.text === name) bare = true;
			if (
				ts.isCallExpression(expression) &&
				expression.expression.getText() === 'Number' &&
				expression.arguments[0]?.getText() === name
			)
				bare = true;
		}
		ts.forEachChild(node, (child) => visit(child, inPlural));
	};
	visit(body, false);
	return bare;
}

/** Whether the last arrow function in `code` uses its `n` without plural(). */
function countsWithoutPlural(code: string): boolean {
	const source = ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true);
	let arrow: ts.ArrowFunction | undefined;
	const find = (node: ts.Node) => {
		if (ts.isArrowFunction(node)) arrow = node;
		ts.forEachChild(node, find);
	};
	find(source);
	return arrow !== undefined && bareUse(arrow.body, 'n');
}

describe('numbers in messages', () => {
	it('every count shown in a message goes through plural()', () => {
		expect(unpluralised()).toEqual([]);
	});

	it('finds a count interpolated without plural() (the check can fail)', () => {
		expect(countsWithoutPlural('const m = { a: (n: number) => `${n} cards` };')).toBe(true);
	});

	it('finds a hand-made plural (the check can fail)', () => {
		expect(
			countsWithoutPlural("const m = { a: (n: number) => (n === 1 ? 'one card' : 'cards') };")
		).toBe(true);
	});
});
