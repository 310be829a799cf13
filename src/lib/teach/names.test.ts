// Names typed by players: a name of invisible characters only is refused with its own code.
import { describe, expect, test } from 'vitest';
import { validateChildren } from './groups';
import { checkName, checkSetup, visibleName, type GameSetup } from '$lib/tracker/setup';

/** One name of each invisible kind the check knows, written out as escapes. */
const invisibleOnly = [
	'\u200B', // zero-width space
	'\u200C', // zero-width non-joiner
	'\u200D', // zero-width joiner
	'\u2060', // word joiner
	'\uFEFF', // byte-order mark
	'\u202A\u202B\u202C\u202D\u202E', // bidi embeddings and overrides
	'\u2066\u2067\u2068\u2069', // bidi isolates
	'\u00AD', // soft hyphen
	' \u200B \u00AD ' // mixed with spaces
];

function game(names: readonly string[]): GameSetup {
	return {
		edition: 'amigo',
		step: null,
		variants: [],
		players: names.map((name, i) => ({ id: `p${i}`, name })),
		startSeat: 0
	};
}

describe('tracker names', () => {
	test.each(invisibleOnly.map((name) => [JSON.stringify(name), name]))(
		'%s alone is refused as invisible',
		(_label, name) => {
			expect(checkName(name, [])).toEqual({ ok: false, error: 'name-invisible' });
		}
	);

	test('an empty or blank name stays name-empty', () => {
		expect(checkName('', [])).toEqual({ ok: false, error: 'name-empty' });
		expect(checkName('   ', [])).toEqual({ ok: false, error: 'name-empty' });
	});

	test('a visible name with a joiner inside is kept as typed', () => {
		// Family emoji: man, ZWJ, woman; the joiner belongs to the name.
		expect(checkName('Ana \u{1F468}\u200D\u{1F469}', [])).toEqual({
			ok: true,
			value: 'Ana \u{1F468}\u200D\u{1F469}'
		});
	});

	test('a hidden character does not make a second "Mia"', () => {
		expect(checkName('Mia\u200B', ['Mia'])).toEqual({ ok: false, error: 'name-taken' });
		expect(visibleName('\u202EMia\u202C')).toBe('Mia');
	});

	test('checkSetup refuses a player whose name is only invisible characters', () => {
		expect(checkSetup(game(['Ada', '\u200B\u200B', 'Cleo']))).toEqual({
			ok: false,
			error: 'name-invisible'
		});
		expect(checkSetup(game(['Ada', 'Ben', 'Cleo'])).ok).toBe(true);
	});
});

describe('teach group names', () => {
	test.each(invisibleOnly.map((name) => [JSON.stringify(name), name]))(
		'%s alone is refused, not silently dropped',
		(_label, name) => {
			expect(
				validateChildren([
					{ name: 'Lea', colour: null },
					{ name, colour: null }
				])
			).toEqual({
				ok: false,
				error: 'name-invisible'
			});
		}
	);

	test('empty rows are still dropped, and hidden characters do not hide a duplicate', () => {
		expect(
			validateChildren([
				{ name: 'Lea', colour: null },
				{ name: '', colour: null }
			])
		).toEqual({ ok: true, value: [{ name: 'Lea', colour: null }] });
		expect(
			validateChildren([
				{ name: 'Lea', colour: null },
				{ name: '\u200BLea', colour: null }
			])
		).toEqual({ ok: false, error: 'duplicate-name' });
	});
});
