import { expect, test } from 'vitest';
import { CORRECTIONS } from './corrections';
import { readShape } from './shape';
import { correctName } from './people';
import { rename, undoCorrection } from './renames';

// The stored corrections' check: anything else reads as none.
const isCorrections = (value: unknown) => readShape(CORRECTIONS, value, 'bad').ok;

test('a correction applies to the name in any case and follows renames in a row', () => {
	const corrections = [
		{ from: 'Lae', to: 'Lea' },
		{ from: 'Lea', to: 'Lena' }
	];
	expect(correctName(corrections, 'lae')).toBe('Lena');
	expect(correctName(corrections, 'LEA')).toBe('Lena');
	expect(correctName(corrections, 'Mia')).toBe('Mia');
});

test('a loop of corrections stops where it would come back', () => {
	const corrections = [
		{ from: 'A', to: 'B' },
		{ from: 'B', to: 'A' }
	];
	expect(correctName(corrections, 'A')).toBe('B');
});

test('renaming moves every name shown as the old one, and replaces its earlier correction', () => {
	const merged = rename(
		[],
		[
			['Mia', 'Lae'],
			['Mia', 'Lea']
		],
		'Lae',
		'Lea'
	);
	expect(merged).toEqual({ ok: true, value: [{ from: 'Lae', to: 'Lea' }] });
	const renamed = rename(merged.ok ? merged.value : [], [], 'Lea', 'Lena');
	expect(renamed).toEqual({
		ok: true,
		value: [
			{ from: 'Lae', to: 'Lena' },
			{ from: 'Lea', to: 'Lena' }
		]
	});
});

test('a rename only in case is kept; the very same name is refused', () => {
	expect(rename([], [], 'mia', 'Mia')).toEqual({ ok: true, value: [{ from: 'mia', to: 'Mia' }] });
	expect(rename([], [], 'Mia', 'Mia')).toEqual({ ok: false, error: 'same-name' });
});

test('two names who sat at one table are not merged; a bad new name is refused', () => {
	expect(rename([], [['Mia', 'Lea', 'Noah']], 'Lea', 'mia')).toEqual({
		ok: false,
		error: 'played-together'
	});
	expect(rename([], [], 'Lea', '   ')).toEqual({ ok: false, error: 'name-empty' });
	expect(rename([], [], 'Lea', 'x'.repeat(41))).toEqual({ ok: false, error: 'name-too-long' });
});

test('undoing a correction shows the games’ own name again', () => {
	expect(
		undoCorrection(
			[
				{ from: 'Lae', to: 'Lea' },
				{ from: 'Bob', to: 'Rob' }
			],
			'lae'
		)
	).toEqual([{ from: 'Bob', to: 'Rob' }]);
});

test('stored corrections of another shape read as none', () => {
	expect(isCorrections([{ from: 'a', to: 'b' }])).toBe(true);
	expect(isCorrections([{ from: 'a', to: '' }])).toBe(false);
	expect(isCorrections([{ from: 'a' }])).toBe(false);
	expect(isCorrections('a')).toBe(false);
});
