import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Numbers shown in a message that are not counts of something, so they take no plural:
 * `area/language.ts:key:parameter`, each with the reason.
 */
const notCounts = new Set<string>([
	// "Field 2": the field's position, not a count.
	'calculator/*:fieldLegend:n'
]);

/**
 * Messages found by this check that still show a number without plural() or are positions
 * still to be sorted onto the notCounts list: each one removed when fixed. The list may only
 * shrink.
 */
const stillToFix = new Set<string>([
	'referee/en.ts:resultCount:count',
	'referee/en.ts:otherEditions:count',
	'referee/en.ts:players:min',
	'referee/en.ts:players:max',
	'referee/de.ts:resultCount:count',
	'referee/de.ts:otherEditions:count',
	'referee/de.ts:players:min',
	'referee/de.ts:players:max',
	'referee/fr.ts:resultCount:count',
	'referee/fr.ts:otherEditions:count',
	'referee/fr.ts:players:min',
	'referee/fr.ts:players:max',
	'teach/en.ts:childName:n',
	'teach/en.ts:childColour:n',
	'teach/en.ts:stepPlays:n',
	'teach/en.ts:suggestNext:n',
	'teach/en.ts:bridgeSwap:cards',
	'teach/en.ts:bridgeNone:cards',
	'teach/en.ts:coach.turn-over-and-trade:n',
	'teach/en.ts:coach.draw:n',
	'teach/en.ts:coach.draw-line:n',
	'teach/en.ts:coach.stepOf:n',
	'teach/en.ts:coach.stepOf:total',
	'teach/en.ts:kids.coins:n',
	'teach/en.ts:start.extra:n',
	'teach/en.ts:phase.plant:must',
	'teach/en.ts:phase.plant:may',
	'teach/en.ts:phase.trade:flip',
	'teach/en.ts:phase.draw:draw',
	'teach/en.ts:phase.discard-optional:upTo',
	'teach/en.ts:phase.turn-up:flip',
	'teach/de.ts:childName:n',
	'teach/de.ts:childColour:n',
	'teach/de.ts:stepPlays:n',
	'teach/de.ts:suggestNext:n',
	'teach/de.ts:bridgeSwap:cards',
	'teach/de.ts:bridgeNone:cards',
	'teach/de.ts:coach.turn-over-and-trade:n',
	'teach/de.ts:coach.draw:n',
	'teach/de.ts:coach.draw-line:n',
	'teach/de.ts:coach.stepOf:n',
	'teach/de.ts:coach.stepOf:total',
	'teach/de.ts:kids.coins:n',
	'teach/de.ts:start.extra:n',
	'teach/de.ts:phase.plant:must',
	'teach/de.ts:phase.plant:may',
	'teach/de.ts:phase.trade:flip',
	'teach/de.ts:phase.draw:draw',
	'teach/de.ts:phase.discard-optional:upTo',
	'teach/de.ts:phase.turn-up:flip',
	'teach/fr.ts:childName:n',
	'teach/fr.ts:childColour:n',
	'teach/fr.ts:stepPlays:n',
	'teach/fr.ts:suggestNext:n',
	'teach/fr.ts:bridgeSwap:cards',
	'teach/fr.ts:bridgeNone:cards',
	'teach/fr.ts:coach.turn-over-and-trade:n',
	'teach/fr.ts:coach.draw:n',
	'teach/fr.ts:coach.draw-line:n',
	'teach/fr.ts:coach.stepOf:n',
	'teach/fr.ts:coach.stepOf:total',
	'teach/fr.ts:kids.coins:n',
	'teach/fr.ts:start.extra:n',
	'teach/fr.ts:phase.plant:must',
	'teach/fr.ts:phase.plant:may',
	'teach/fr.ts:phase.trade:flip',
	'teach/fr.ts:phase.draw:draw',
	'teach/fr.ts:phase.discard-optional:upTo',
	'teach/fr.ts:phase.turn-up:flip',
	'tracker/en.ts:playerLabel:seat',
	'tracker/en.ts:nameTooLong:max',
	'tracker/en.ts:checklistProgress:done',
	'tracker/en.ts:checklistProgress:total',
	'tracker/en.ts:beanWithCards:cards',
	'tracker/en.ts:deckSize:cards',
	'tracker/en.ts:deckSize:kinds',
	'tracker/en.ts:fields:n',
	'tracker/en.ts:thirdFieldDiscard:cost',
	'tracker/en.ts:thirdFieldBox:cost',
	'tracker/en.ts:spellCards:total',
	'tracker/en.ts:spellCards:each',
	'tracker/en.ts:dealLine:cards',
	'tracker/en.ts:drawPile:cards',
	'tracker/en.ts:gameEndItem:passes',
	'tracker/en.ts:remind_trade:flip',
	'tracker/en.ts:remind_turn-up:flip',
	'tracker/en.ts:remind_draw:draw',
	'tracker/en.ts:magicLine:planted',
	'tracker/en.ts:spellValue:value',
	'tracker/en.ts:turnOf:turn',
	'tracker/en.ts:passOf:pass',
	'tracker/en.ts:passOf:passes',
	'tracker/en.ts:outcome_reshuffle:pass',
	'tracker/en.ts:outcome_reshuffle:passes',
	'tracker/en.ts:pileEstimate:cards',
	'tracker/en.ts:pileEstimate:turns',
	'tracker/en.ts:pileEstimateLast:cards',
	'tracker/en.ts:pileEstimateLast:turns',
	'tracker/en.ts:logShowAll:count',
	'tracker/en.ts:log_turnAdvanced:turn',
	'tracker/en.ts:log_pileSize:cards',
	'tracker/en.ts:log_harvest:coins',
	'tracker/en.ts:fieldLabel:n',
	'tracker/en.ts:fieldCoins:coins',
	'tracker/en.ts:harvestTotal:coins',
	'tracker/en.ts:harvestSaved:coins',
	'tracker/en.ts:tieHandCards:coins',
	'tracker/en.ts:tieSpell:coins',
	'tracker/en.ts:winnerOne:coins',
	'tracker/en.ts:winnersShared:coins',
	'tracker/en.ts:decided_most-hand-cards:cards',
	'tracker/en.ts:decided_spell-value:value',
	'tracker/en.ts:status_playing:turn',
	'tracker/en.ts:status_playing:pass',
	'tracker/en.ts:status_playing:passes',
	'tracker/en.ts:importDone:added',
	'tracker/en.ts:importDone:skipped',
	'tracker/en.ts:unreadable:n',
	'tracker/en.ts:statsGroup:games',
	'tracker/en.ts:averageWinning:score',
	'tracker/de.ts:playerLabel:seat',
	'tracker/de.ts:nameTooLong:max',
	'tracker/de.ts:checklistProgress:done',
	'tracker/de.ts:checklistProgress:total',
	'tracker/de.ts:beanWithCards:cards',
	'tracker/de.ts:deckSize:cards',
	'tracker/de.ts:deckSize:kinds',
	'tracker/de.ts:fields:n',
	'tracker/de.ts:thirdFieldDiscard:cost',
	'tracker/de.ts:thirdFieldBox:cost',
	'tracker/de.ts:spellCards:total',
	'tracker/de.ts:spellCards:each',
	'tracker/de.ts:dealLine:cards',
	'tracker/de.ts:drawPile:cards',
	'tracker/de.ts:gameEndItem:passes',
	'tracker/de.ts:remind_trade:flip',
	'tracker/de.ts:remind_turn-up:flip',
	'tracker/de.ts:remind_draw:draw',
	'tracker/de.ts:magicLine:planted',
	'tracker/de.ts:spellValue:value',
	'tracker/de.ts:turnOf:turn',
	'tracker/de.ts:passOf:pass',
	'tracker/de.ts:passOf:passes',
	'tracker/de.ts:outcome_reshuffle:pass',
	'tracker/de.ts:outcome_reshuffle:passes',
	'tracker/de.ts:pileEstimate:cards',
	'tracker/de.ts:pileEstimate:turns',
	'tracker/de.ts:pileEstimateLast:cards',
	'tracker/de.ts:pileEstimateLast:turns',
	'tracker/de.ts:logShowAll:count',
	'tracker/de.ts:log_turnAdvanced:turn',
	'tracker/de.ts:log_pileSize:cards',
	'tracker/de.ts:log_harvest:coins',
	'tracker/de.ts:fieldLabel:n',
	'tracker/de.ts:fieldCoins:coins',
	'tracker/de.ts:harvestTotal:coins',
	'tracker/de.ts:harvestSaved:coins',
	'tracker/de.ts:tieHandCards:coins',
	'tracker/de.ts:tieSpell:coins',
	'tracker/de.ts:winnerOne:coins',
	'tracker/de.ts:winnersShared:coins',
	'tracker/de.ts:decided_most-hand-cards:cards',
	'tracker/de.ts:decided_spell-value:value',
	'tracker/de.ts:status_playing:turn',
	'tracker/de.ts:status_playing:pass',
	'tracker/de.ts:status_playing:passes',
	'tracker/de.ts:importDone:added',
	'tracker/de.ts:importDone:skipped',
	'tracker/de.ts:unreadable:n',
	'tracker/de.ts:statsGroup:games',
	'tracker/de.ts:averageWinning:score',
	'tracker/fr.ts:playerLabel:seat',
	'tracker/fr.ts:nameTooLong:max',
	'tracker/fr.ts:checklistProgress:done',
	'tracker/fr.ts:checklistProgress:total',
	'tracker/fr.ts:beanWithCards:cards',
	'tracker/fr.ts:deckSize:cards',
	'tracker/fr.ts:deckSize:kinds',
	'tracker/fr.ts:fields:n',
	'tracker/fr.ts:thirdFieldDiscard:cost',
	'tracker/fr.ts:thirdFieldBox:cost',
	'tracker/fr.ts:spellCards:total',
	'tracker/fr.ts:spellCards:each',
	'tracker/fr.ts:dealLine:cards',
	'tracker/fr.ts:drawPile:cards',
	'tracker/fr.ts:gameEndItem:passes',
	'tracker/fr.ts:remind_trade:flip',
	'tracker/fr.ts:remind_turn-up:flip',
	'tracker/fr.ts:remind_draw:draw',
	'tracker/fr.ts:magicLine:planted',
	'tracker/fr.ts:spellValue:value',
	'tracker/fr.ts:turnOf:turn',
	'tracker/fr.ts:passOf:pass',
	'tracker/fr.ts:passOf:passes',
	'tracker/fr.ts:outcome_reshuffle:pass',
	'tracker/fr.ts:outcome_reshuffle:passes',
	'tracker/fr.ts:pileEstimate:cards',
	'tracker/fr.ts:pileEstimate:turns',
	'tracker/fr.ts:pileEstimateLast:cards',
	'tracker/fr.ts:pileEstimateLast:turns',
	'tracker/fr.ts:logShowAll:count',
	'tracker/fr.ts:log_turnAdvanced:turn',
	'tracker/fr.ts:log_pileSize:cards',
	'tracker/fr.ts:log_harvest:coins',
	'tracker/fr.ts:fieldLabel:n',
	'tracker/fr.ts:fieldCoins:coins',
	'tracker/fr.ts:harvestTotal:coins',
	'tracker/fr.ts:harvestSaved:coins',
	'tracker/fr.ts:tieHandCards:coins',
	'tracker/fr.ts:tieSpell:coins',
	'tracker/fr.ts:winnerOne:coins',
	'tracker/fr.ts:winnersShared:coins',
	'tracker/fr.ts:decided_most-hand-cards:cards',
	'tracker/fr.ts:decided_spell-value:value',
	'tracker/fr.ts:status_playing:turn',
	'tracker/fr.ts:status_playing:pass',
	'tracker/fr.ts:status_playing:passes',
	'tracker/fr.ts:importDone:added',
	'tracker/fr.ts:importDone:skipped',
	'tracker/fr.ts:unreadable:n',
	'tracker/fr.ts:statsGroup:games',
	'tracker/fr.ts:averageWinning:score'
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
						if (notCounts.has(`${area}/*:${key}:${name}`)) continue;
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

describe('numbers in messages', () => {
	it('every count shown in a message goes through plural()', () => {
		expect(unpluralised().filter((found) => !stillToFix.has(found))).toEqual([]);
	});

	it('the still-to-fix list names only messages that still fail', () => {
		const failing = new Set(unpluralised());
		expect([...stillToFix].filter((found) => !failing.has(found))).toEqual([]);
	});

	it('finds a count interpolated without plural() (the check can fail)', () => {
		const source = ts.createSourceFile(
			'x.ts',
			'const m = { a: (n: number) => `${n} cards` };',
			ts.ScriptTarget.Latest,
			true
		);
		let arrow: ts.ArrowFunction | undefined;
		const find = (node: ts.Node) => {
			if (ts.isArrowFunction(node)) arrow = node;
			ts.forEachChild(node, find);
		};
		find(source);
		expect(arrow && bareUse(arrow.body, 'n')).toBe(true);
	});
});
