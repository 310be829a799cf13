import { describe, expect, test } from 'vitest';
import { MY_FIRST_RULES } from '$lib/rules';
import {
	COACH_SITUATIONS,
	SITUATION_RULES,
	coachTurn,
	openSituations,
	rulesFor,
	rulesToShowNow,
	shownRules
} from './coach';

describe('situations and rules', () => {
	test('every My First rule has a situation that brings it up', () => {
		const covered = COACH_SITUATIONS.flatMap((s) => SITUATION_RULES[s]);
		for (const rule of MY_FIRST_RULES) expect(covered, rule).toContain(rule);
	});

	test('a third bean type brings the Mixed Patch Rule before step 2, a costly harvest after', () => {
		expect(rulesFor('basic', 'third-type')).toEqual(['mixed-patch']);
		expect(rulesFor('step-1', 'third-type')).toEqual(['mixed-patch']);
		expect(rulesFor('step-2', 'third-type')).toEqual(['harvest-may-earn-nothing']);
		expect(rulesFor('step-5', 'third-type')).toEqual(['harvest-may-earn-nothing']);
	});

	test('a full field is harvested at once in the basic game, by choice from the two-coin game on', () => {
		expect(rulesFor('basic', 'field-full')).toEqual(['auto-harvest']);
		expect(rulesFor('two-coin', 'field-full')).toEqual(['choose-harvest-time']);
	});

	test('rules not yet in force stay silent', () => {
		expect(rulesFor('basic', 'single-bean')).toEqual([]);
		expect(rulesFor('step-4', 'single-bean')).toEqual([]);
		expect(rulesFor('step-5', 'single-bean')).toEqual(['protection-rule']);
		expect(rulesFor('step-2', 'three-coins')).toEqual([]);
		expect(rulesFor('step-3', 'three-coins')).toEqual(['third-field-buyable']);
		expect(rulesFor('basic', 'game-end')).toEqual([]);
		expect(rulesFor('two-coin', 'game-end')).toEqual(['end-harvest']);
	});

	test('cards lie face up until step 4, then in the hand', () => {
		expect(rulesFor('step-3', 'game-start')).toEqual(['face-up-line']);
		expect(rulesFor('step-4', 'game-start')).toEqual(['hand-cards']);
	});
});

describe('show once per game', () => {
	test('the Mixed Patch Rule shows the first time a third type must be planted, then never', () => {
		expect(rulesToShowNow('basic', [], 'third-type')).toEqual(['mixed-patch']);
		expect(rulesToShowNow('basic', ['game-start', 'third-type'], 'third-type')).toEqual([]);
	});

	test('the automatic harvest shows the first time a field reaches its number', () => {
		expect(rulesToShowNow('basic', ['game-start'], 'field-full')).toEqual(['auto-harvest']);
		expect(rulesToShowNow('basic', ['game-start', 'field-full'], 'field-full')).toEqual([]);
	});

	test('shownRules lists what the game has shown, in rule order', () => {
		expect(shownRules('basic', ['harvest', 'game-start', 'third-type'])).toEqual([
			'face-up-line',
			'mixed-patch',
			'coin-supply'
		]);
		expect(shownRules('basic', [])).toEqual([]);
	});

	test('open situations shrink as rules are shown', () => {
		expect(openSituations('basic', [])).toEqual([
			'game-start',
			'third-type',
			'field-full',
			'harvest'
		]);
		expect(openSituations('basic', ['game-start', 'third-type'])).toEqual([
			'field-full',
			'harvest'
		]);
		expect(openSituations('step-5', [])).toEqual([
			'game-start',
			'third-type',
			'field-full',
			'harvest',
			'three-coins',
			'single-bean',
			'game-end'
		]);
	});
});

describe('coachTurn', () => {
	test('plant one, maybe a second, turn over two and trade, draw three', () => {
		const expected = [
			{ id: 'plant-first' },
			{ id: 'plant-second', optional: true },
			{ id: 'turn-over-and-trade', cards: 2 },
			{ id: 'draw', cards: 3 }
		];
		expect(coachTurn(3)).toEqual(expected);
		expect(coachTurn(5)).toEqual(expected);
	});

	test('player counts outside My First throw', () => {
		expect(() => coachTurn(2)).toThrow(RangeError);
	});
});
