import { describe, expect, expectTypeOf, it } from 'vitest';
import {
	DRAW_PILE_PHASES,
	EDITION_IDS,
	MY_FIRST_STEPS,
	RUN_OUT_OUTCOMES,
	SOURCE_TAGS,
	START_PLAYER_METHODS,
	TIE_BREAKS,
	VARIANT_IDS,
	assertCount,
	deepFreeze,
	err,
	isCount,
	isEditionId,
	isMyFirstStep,
	isVariantId,
	ok,
	type Result
} from './types';
import { rulesSubheadings } from '../../../tests/lint/rulesTables';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('vocabulary', () => {
	it.each([
		['EDITION_IDS', EDITION_IDS],
		['MY_FIRST_STEPS', MY_FIRST_STEPS],
		['VARIANT_IDS', VARIANT_IDS],
		['TIE_BREAKS', TIE_BREAKS],
		['START_PLAYER_METHODS', START_PLAYER_METHODS],
		['DRAW_PILE_PHASES', DRAW_PILE_PHASES],
		['RUN_OUT_OUTCOMES', RUN_OUT_OUTCOMES]
	] as const)('%s has unique kebab-case ids', (_name, ids) => {
		expect(new Set(ids).size).toBe(ids.length);
		for (const id of ids) expect(id).toMatch(KEBAB);
	});

	it('lists the five supported editions in display order', () => {
		expect([...EDITION_IDS]).toEqual([
			'amigo',
			'amigo-1997',
			'rio-grande',
			'my-first',
			'rabohnzel'
		]);
	});

	it('lists the source tags explained in docs/rules.md#sources', () => {
		expect([...SOURCE_TAGS]).toEqual(rulesSubheadings('Sources'));
	});

	it('narrows ids', () => {
		expect(isEditionId('amigo')).toBe(true);
		expect(isEditionId('bohnanza')).toBe(false);
		expect(isEditionId(3)).toBe(false);
		expect(isMyFirstStep('step-5')).toBe(true);
		expect(isMyFirstStep('step-6')).toBe(false);
		expect(isVariantId('coins-in-trades')).toBe(true);
		expect(isVariantId('Coins-In-Trades')).toBe(false);
	});
});

describe('counts', () => {
	it.each([0, 1, 154])('accepts %s', (n) => expect(isCount(n)).toBe(true));
	it.each([-1, 1.5, NaN, Infinity, '3', null, undefined])('rejects %s', (n) => {
		expect(isCount(n)).toBe(false);
		expect(() => assertCount(n, 'cards')).toThrow(RangeError);
	});
	it('names the bad value', () => {
		expect(() => assertCount(-2, 'cards')).toThrow(/cards.*-2/);
	});
});

describe('results and freezing', () => {
	it('builds results', () => {
		expect(ok(3)).toEqual({ ok: true, value: 3 });
		expect(err('players-out-of-range')).toEqual({ ok: false, error: 'players-out-of-range' });
	});
	it('keeps error codes as a type: Result<T, E>, source-compatible with Result<T>', () => {
		type Code = 'too-big' | 'too-small';
		const failed = err<number, Code>('too-big');
		expectTypeOf(failed).toEqualTypeOf<Result<number, Code>>();
		expectTypeOf(err('too-small')).toEqualTypeOf<Result<never, 'too-small'>>();
		expectTypeOf(ok(3)).toEqualTypeOf<Result<number, never>>();
		// A specific Result fits where any string code is accepted (Result<T> = Result<T, string>).
		const wide: Result<number> = failed;
		const success: Result<number, Code> = ok(4);
		// @ts-expect-error: a code outside the union is refused by the typecheck
		const outside: Result<number, Code> = err('too-odd');
		expect([wide, success, outside]).toEqual([
			{ ok: false, error: 'too-big' },
			{ ok: true, value: 4 },
			{ ok: false, error: 'too-odd' }
		]);
		if (!failed.ok) expectTypeOf(failed.error).toEqualTypeOf<Code>();
	});
	it('freezes nested values', () => {
		const table = deepFreeze({ a: { b: [1, 2] } });
		expect(Object.isFrozen(table.a.b)).toBe(true);
		expect(() => (table.a.b as number[]).push(3)).toThrow(TypeError);
	});
});
