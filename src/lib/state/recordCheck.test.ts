import { describe, expect, test } from 'vitest';
import { threePlayerSummary } from '$lib/tracker/testing';
import { checkRecord } from './recordCheck';

const summary = threePlayerSummary();
const record = { id: 'game-1', createdAt: 1, updatedAt: 2, status: 'setup', summary };

describe('checkRecord: a listed game is shown only when its id, time and summary read', () => {
	test('a good record is given as stored, with its summary', () => {
		const checked = checkRecord(record);
		expect(checked).toEqual({ ok: true, game: record, summary });
		expect(checked.ok && checked.game).toBe(record);
	});

	test('its time is any number, its id any text without a lone surrogate', () => {
		expect(checkRecord({ ...record, createdAt: Number.NaN }).ok).toBe(true);
		expect(checkRecord({ ...record, createdAt: -5 }).ok).toBe(true);
		expect(checkRecord({ ...record, id: 'Mia \u{1F331}' }).ok).toBe(true);
	});

	test.each([
		['null', null, 'not-a-game'],
		['a number', 7, 'not-a-game'],
		['no id', { ...record, id: undefined }, 'not-a-game'],
		['an id of a number', { ...record, id: 3 }, 'not-a-game'],
		['a time of text', { ...record, createdAt: '1' }, 'not-a-game'],
		['a lone surrogate in the id', { ...record, id: 'a\uD800' }, 'bad-id'],
		// The time is checked before the id.
		['a lone surrogate and no time', { ...record, id: 'a\uD800', createdAt: null }, 'not-a-game'],
		['an unknown edition', { ...record, summary: { ...summary, edition: 'x' } }, 'unknown-edition'],
		['a damaged summary', { ...record, summary: { ...summary, turn: -1 } }, 'bad-summary'],
		['no summary', { ...record, summary: null }, 'bad-summary'],
		// The id is checked before the summary.
		['a lone surrogate and no summary', { ...record, id: '\uDC00', summary: 1 }, 'bad-id']
	])('%s: %s', (_, raw, problem) => {
		expect(checkRecord(raw)).toEqual({ ok: false, problem });
	});
});
