import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as rules from './index';

describe('public API', () => {
	it('exports the public rules functions', () => {
		for (const name of [
			'harvestCoins',
			'setupFor',
			'onDrawPileEmpty',
			'winners',
			'rank',
			'setupChecklist',
			'meterFor',
			'nextCoinAt',
			'cardsForCoins',
			'validateMeter',
			'harvestVerdict',
			'cardsPerTurn',
			'drawPileAfterDeal',
			'turnsUntilRunOut',
			'fieldVerdict',
			'firstCoinRuleApplies',
			'finalHarvestRule',
			'finalHarvestScores',
			'finalFieldCoins',
			'fieldsAtFinalHarvest'
		]) {
			expect(typeof (rules as Record<string, unknown>)[name]).toBe('function');
		}
	});

	it('exports frozen tables', () => {
		expect(Object.isFrozen(rules.EDITIONS)).toBe(true);
		expect(Object.isFrozen(rules.BEANS)).toBe(true);
		expect(Object.isFrozen(rules.SETUP_TABLE)).toBe(true);
		expect(Object.isFrozen(rules.TURNS)).toBe(true);
		expect(Object.isFrozen(rules.SPELL_CARDS)).toBe(true);
		expect(Object.isFrozen(rules.MY_FIRST_STEP_TABLE)).toBe(true);
		expect(Object.isFrozen(rules.SWORD_ATTACK_TABLE.pick)).toBe(true);
		expect(Object.isFrozen(rules.SWORD_ATTACK)).toBe(true);
		expect(Object.isFrozen(rules.SWORD_ATTACK_RULES)).toBe(true);
		expect(Object.isFrozen(rules.ATTACK_SPELL.beans)).toBe(true);
		expect(Object.isFrozen(rules.BEAN_FIELD_SPELL)).toBe(true);
	});

	it('is importable from plain Node with tsx, without the bundler', () => {
		const root = fileURLToPath(new URL('../../..', import.meta.url));
		const out = execFileSync(
			process.execPath,
			[
				'--import',
				'tsx',
				'--input-type=module',
				'-e',
				"import { harvestCoins } from './src/lib/rules/index.ts'; console.log(harvestCoins('amigo', 'stink', 7));"
			],
			{ cwd: root, encoding: 'utf8' }
		);
		// S000: seven Stink Beans earn three coins.
		expect(out.trim()).toBe('3');
	}, 30_000);
});
