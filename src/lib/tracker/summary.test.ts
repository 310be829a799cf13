import { describe, expect, test } from 'vitest';
import { parseSummary, summaryOf, type GameSummary } from './summary';
import { start } from './game';
import { threePlayerSetup } from './testing';

const summary: GameSummary = summaryOf(start(threePlayerSetup()));

describe('parseSummary: a stored summary is shown only when every field it shows is readable', () => {
	test('an app-made summary reads back as it is', () => {
		expect(parseSummary(summary)).toEqual({ ok: true, value: summary });
		expect(parseSummary({ ...summary, step: undefined, groupId: undefined }).ok).toBe(true);
	});

	test('an edition this app does not know is named as such', () => {
		expect(parseSummary({ ...summary, edition: 'amigo-2099' })).toEqual({
			ok: false,
			error: 'unknown-edition'
		});
	});

	test.each([
		['no players', { players: undefined }],
		['a player that is not text', { players: ['Ada', 7, 'Cleo'] }],
		['no turn', { turn: undefined }],
		['a turn of NaN', { turn: Number.NaN }],
		['an unknown status', { status: 'paused' }],
		['coins that are not numbers', { coins: ['a'] }],
		['winners that are not a list', { winners: 0 }],
		['no event count', { events: undefined }],
		['a turn below 0', { turn: -1 }],
		['a pass that is not whole', { pass: 1.5 }],
		['coins of eight seats', { coins: [1, 2, 3, 4, 5, 6, 7, 8] }],
		['no coins at all', { coins: undefined }],
		['a step that is not text', { step: 3 }],
		['a group that is not text', { groupId: false }],
		['eight players', { players: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] }]
	])('%s is a damaged summary', (_, change) => {
		expect(parseSummary({ ...summary, ...change })).toEqual({ ok: false, error: 'bad-summary' });
	});

	test('a finished game reads back with its coins and winners', () => {
		const finished = { ...summary, status: 'finished', coins: [3, 0, 7], winners: [2] };
		expect(parseSummary(finished)).toEqual({ ok: true, value: finished });
		expect(parseSummary({ ...summary, step: 'step-1', groupId: 'g' }).ok).toBe(true);
	});

	test('an unknown edition is named before any other damage', () => {
		expect(parseSummary({ players: 1, edition: 'amigo-2099' })).toEqual({
			ok: false,
			error: 'unknown-edition'
		});
		expect(parseSummary([])).toEqual({ ok: false, error: 'unknown-edition' });
	});

	test('null and non-objects are damaged summaries', () => {
		for (const raw of [null, undefined, 42, 'summary']) {
			expect(parseSummary(raw)).toEqual({ ok: false, error: 'bad-summary' });
		}
	});
});
