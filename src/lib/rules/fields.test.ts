import { describe, expect, it } from 'vitest';
import { harvestVerdict, mayHarvest, protectionRuleApplies } from './fields';
import { MY_FIRST_STEPS, type EditionId, type MyFirstStep } from './types';

// Protection rule: S000, S004, RGG, S002 (docs/rules.md#protection-rule).
const PROTECTION = [
	[[0], 0, 'empty'],
	[[1], 0, 'allowed'],
	[[5], 0, 'allowed'],
	[[0, 0], 0, 'empty'],
	[[1, 0], 0, 'allowed'],
	[[1, 1], 0, 'allowed'],
	[[1, 1], 1, 'allowed'],
	[[1, 2], 0, 'protected-single'],
	[[1, 2], 1, 'allowed'],
	[[2, 1], 1, 'protected-single'],
	[[2, 3], 0, 'allowed'],
	[[0, 2], 0, 'empty'],
	[[1, 1, 1], 2, 'allowed'],
	[[1, 1, 2], 0, 'protected-single'],
	[[1, 1, 2], 1, 'protected-single'],
	[[1, 1, 2], 2, 'allowed'],
	[[1, 0, 5], 0, 'protected-single'],
	[[1, 0, 5], 1, 'empty'],
	[[3, 1, 1], 1, 'protected-single'],
	[[1, 0, 1], 2, 'allowed'],
	[[0, 0, 0], 1, 'empty']
] as const;

describe('protection rule', () => {
	const editions: EditionId[] = ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'];
	const cases = editions.flatMap((e) => PROTECTION.map(([f, i, v]) => [e, f, i, v] as const));
	it.each(cases)('%s fields %j, field %i → %s', (edition, fields, index, verdict) => {
		expect(harvestVerdict(edition, fields, index)).toBe(verdict);
		expect(mayHarvest(edition, fields, index)).toBe(verdict === 'allowed');
	});

	it.each([
		['basic', 'allowed'],
		['two-coin', 'allowed'],
		['step-1', 'allowed'],
		['step-2', 'allowed'],
		['step-3', 'allowed'],
		['step-4', 'allowed'],
		['step-5', 'protected-single']
	] as const)('My First %s: a single card beside a field of 2 → %s (S001)', (step, verdict) => {
		expect(harvestVerdict('my-first', [1, 2], 0, { step })).toBe(verdict);
		expect(mayHarvest('my-first', [1, 2, 0], 0, { step })).toBe(verdict === 'allowed');
	});

	it('My First: an empty field is never harvested', () => {
		for (const step of MY_FIRST_STEPS)
			expect(mayHarvest('my-first', [0, 3], 0, { step })).toBe(false);
	});

	it('protectionRuleApplies', () => {
		expect(protectionRuleApplies('amigo')).toBe(true);
		expect(protectionRuleApplies('my-first', 'step-4')).toBe(false);
		expect(protectionRuleApplies('my-first', 'step-5')).toBe(true);
		expect(() => protectionRuleApplies('my-first')).toThrow(RangeError);
	});
});

describe('bean duel (RGG): harvest only on your own turn', () => {
	it.each([
		[2, false, [3, 2], 0, 'duel-not-own-turn'],
		[2, true, [3, 2], 0, 'allowed'],
		[2, undefined, [3, 2], 0, 'allowed'],
		[2, false, [0, 2], 0, 'empty'],
		[2, true, [1, 2], 0, 'protected-single'],
		[3, false, [3, 2], 0, 'allowed'] // harvesting out of turn is allowed with 3+
	] as const)('%i players, own turn %s, %j field %i → %s', (players, ownTurn, fields, index, v) => {
		expect(harvestVerdict('rio-grande', fields, index, { players, ownTurn })).toBe(v);
	});
});

describe('bad input', () => {
	it.each([
		['amigo', [1, 2], -1],
		['amigo', [1, 2], 2],
		['amigo', [1, 2], 0.5],
		['amigo', [1, 2], NaN],
		['amigo', [], 0],
		['amigo', [-1, 2], 0],
		['amigo', [1.5, 2], 0],
		['amigo', [NaN], 0],
		['amigo', ['2'], 0],
		['bohnanza', [1, 2], 0]
	])('%s fields %j index %s throws', (edition, fields, index) => {
		expect(() => mayHarvest(edition as EditionId, fields as number[], index)).toThrow(RangeError);
	});

	it('My First needs a known step', () => {
		expect(() => mayHarvest('my-first', [1, 2], 0)).toThrow(RangeError);
		expect(() => mayHarvest('my-first', [1, 2], 0, { step: 'step-9' as MyFirstStep })).toThrow(
			/step-9/
		);
	});
});
