// A group remembers its grown-ups and youngest child (S001: the youngest player begins).
import { describe, expect, test } from 'vitest';
import { readTable, tableDefaults, tableToRemember } from './table';

const kids = [{ name: 'Mia' }, { name: 'Jonas' }, { name: 'Lea' }];

describe('readTable', () => {
	test('a group stored before anything was remembered has no grown-ups and no youngest', () => {
		expect(readTable({})).toEqual({ adults: [], youngest: null });
	});

	test('malformed values read as nothing, at most two grown-ups', () => {
		expect(readTable({ adults: 'Dad', youngest: 3 })).toEqual({ adults: [], youngest: null });
		expect(readTable({ adults: ['Dad', 7, '\u200B', 'Mum', 'Gran'], youngest: '\u200B' })).toEqual({
			adults: ['Dad', 'Mum'],
			youngest: null
		});
	});
});

describe('tableDefaults', () => {
	test('the grown-ups fill the places, the youngest child is preselected', () => {
		expect(tableDefaults(kids, { adults: ['Dad'], youngest: 'Lea' }, 2)).toEqual({
			extras: ['Dad', ''],
			starter: 'Lea'
		});
	});

	test('only as many grown-ups as the table has places for', () => {
		expect(tableDefaults(kids, { adults: ['Dad', 'Mum'], youngest: null }, 1)).toEqual({
			extras: ['Dad'],
			starter: null
		});
		expect(tableDefaults(kids, { adults: ['Dad'], youngest: null }, 0)).toEqual({
			extras: [],
			starter: null
		});
	});

	test('a youngest child no longer in the group is not preselected', () => {
		expect(tableDefaults(kids, { adults: [], youngest: 'Ida' }, 2).starter).toBeNull();
	});

	test('the child is found whatever the case, and given as the group spells the name', () => {
		expect(tableDefaults(kids, { adults: [], youngest: 'lea' }, 2).starter).toBe('Lea');
	});
});

describe('tableToRemember', () => {
	const none = { adults: [], youngest: null };

	test('the grown-ups typed, trimmed, and the child who starts as the youngest', () => {
		expect(tableToRemember(kids, ['  Dad ', ''], 'Jonas', none)).toEqual({
			adults: ['Dad'],
			youngest: 'Jonas'
		});
	});

	test('a grown-up starting keeps the child remembered before', () => {
		expect(tableToRemember(kids, ['Dad'], 'Dad', { adults: [], youngest: 'Lea' })).toEqual({
			adults: ['Dad'],
			youngest: 'Lea'
		});
	});

	test('places left empty or holding only invisible characters are not remembered', () => {
		expect(tableToRemember(kids, ['\u200B', ' '], 'Mia', none)).toEqual({
			adults: [],
			youngest: 'Mia'
		});
	});
});
