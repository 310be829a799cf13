import { beforeEach, describe, expect, it, vi } from 'vitest';
import { threePlayerSummary } from '$lib/tracker/testing';

let first: unknown = null;
vi.mock('$lib/db/gameList', () => ({ firstListed: async () => first }));

const { gameInProgress } = await import('./resume.svelte');

const summary = threePlayerSummary();
const card = async (record: unknown) => {
	first = record;
	await gameInProgress.load();
	return gameInProgress.game;
};

describe('the home card’s game', () => {
	beforeEach(() => {
		first = null;
	});

	it('is the first listed game not finished: its id and its summary', async () => {
		expect(await card({ id: 'g1', status: 'playing', summary })).toEqual({ id: 'g1', summary });
		expect(gameInProgress.loaded).toBe(true);
		expect(await card({ id: '', status: 'setup', summary, note: 'x' })).toEqual({
			id: '',
			summary
		});
	});

	it('keeps the card without details when the summary cannot be read', async () => {
		expect(await card({ id: 'g1', status: 'playing', summary: { edition: 'amigo' } })).toEqual({
			id: 'g1',
			summary: null
		});
		expect(await card({ id: 'g1', status: 'playing' })).toEqual({ id: 'g1', summary: null });
	});

	it('shows none for a finished game, a record without a text id, or no record', async () => {
		expect(await card({ id: 'g1', status: 'finished', summary })).toBeNull();
		expect(await card({ id: 7, status: 'playing', summary })).toBeNull();
		expect(await card({ status: 'playing', summary })).toBeNull();
		expect(await card(null)).toBeNull();
		expect(await card(5)).toBeNull();
		expect(await card('g1')).toBeNull();
	});
});
