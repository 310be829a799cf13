import { expect, test } from 'vitest';
import { validateChildren } from './groups';

test('names are trimmed and empty rows dropped', () => {
	expect(
		validateChildren([
			{ name: '  Mia  ', colour: 'red' },
			{ name: '', colour: 'blue' },
			{ name: 'Jonas   Peter', colour: null }
		])
	).toEqual({
		ok: true,
		value: [
			{ name: 'Mia', colour: 'red' },
			{ name: 'Jonas Peter', colour: null }
		]
	});
});

test('bad input gets a specific error code', () => {
	expect(validateChildren([{ name: '   ', colour: null }])).toEqual({
		ok: false,
		error: 'no-names'
	});
	expect(validateChildren([])).toEqual({ ok: false, error: 'no-names' });
	const six = ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => ({ name, colour: null }));
	expect(validateChildren(six)).toEqual({ ok: false, error: 'too-many-children' });
	expect(validateChildren([{ name: 'x'.repeat(31), colour: null }])).toEqual({
		ok: false,
		error: 'name-too-long'
	});
	expect(
		validateChildren([
			{ name: 'Lea', colour: null },
			{ name: 'lea ', colour: null }
		])
	).toEqual({ ok: false, error: 'duplicate-name' });
	expect(validateChildren([{ name: 'Lea', colour: 'gold' }])).toEqual({
		ok: false,
		error: 'unknown-colour'
	});
});

test('a single child and a full table of five are fine', () => {
	expect(validateChildren([{ name: 'Ole', colour: null }]).ok).toBe(true);
	const five = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name, colour: null }));
	expect(validateChildren(five).ok).toBe(true);
});
