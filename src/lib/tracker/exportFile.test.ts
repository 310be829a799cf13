import { describe, expect, test } from 'vitest';
import { exportText, parseExport, type StoredGame } from './exportFile';

const game: StoredGame = {
	id: 'g1',
	createdAt: 1_700_000_000_000,
	updatedAt: 1_700_000_100_000,
	setup: {
		edition: 'rio-grande',
		step: null,
		variants: [],
		players: [
			{ id: 'a', name: 'Mia' },
			{ id: 'b', name: 'Noah' },
			{ id: 'c', name: 'Lea' }
		],
		startSeat: 1
	},
	events: [
		{ at: 1_700_000_001_000, event: { type: 'checklist-ticked', item: 'fields', ticked: true } },
		{ at: 1_700_000_002_000, event: { type: 'game-started' } },
		{ at: 1_700_000_003_000, event: { type: 'turn-advanced' } },
		{ at: 1_700_000_004_000, event: { type: 'pile-ran-out', phase: 'draw' } }
	]
};

const good = exportText([game], '2024-01-01T00:00:00.000Z');
// A good file with one change made to its parsed form (untyped on purpose: files are damaged).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function changed(edit: (file: any) => void): string {
	const file = JSON.parse(good);
	edit(file);
	return JSON.stringify(file);
}

test('an exported file reads back to the same games', () => {
	const file = JSON.parse(good);
	expect(file.format).toBe('bean-referee-games');
	expect(file.version).toBe(1);
	expect(file.games[0].events[3]).toEqual({
		at: 1_700_000_004_000,
		type: 'pile-ran-out',
		phase: 'draw'
	});
	expect(parseExport(good)).toEqual({ ok: true, value: [game] });
});

describe('damaged and foreign files are rejected with a specific code', () => {
	const cases: [string, string, string][] = [
		['cut-off JSON', good.slice(0, good.length / 2), 'damaged-json'],
		['not JSON at all', 'hello', 'damaged-json'],
		['empty file', '', 'damaged-json'],
		['a JSON array', '[]', 'wrong-format'],
		['JSON null', 'null', 'wrong-format'],
		['another app', JSON.stringify({ format: 'other-app', version: 1, games: [] }), 'wrong-format'],
		['a newer version', changed((f) => (f.version = 2)), 'unsupported-version'],
		['games not a list', changed((f) => (f.games = {})), 'wrong-format'],
		['no games', changed((f) => (f.games = [])), 'no-games'],
		['a game without id', changed((f) => delete f.games[0].id), 'bad-game'],
		['a game as a string', changed((f) => (f.games[0] = 'x')), 'bad-game'],
		['a bad date', changed((f) => (f.games[0].createdAt = 'yesterday')), 'bad-game'],
		['a duplicated game', changed((f) => f.games.push(f.games[0])), 'duplicate-game'],
		[
			'unknown edition',
			changed((f) => (f.games[0].setup.edition = 'bohnanza-xl')),
			'unknown-edition'
		],
		['one player only', changed((f) => f.games[0].setup.players.splice(1)), 'bad-player-count'],
		[
			'eight players',
			changed((f) => {
				for (let i = 0; i < 5; i++) f.games[0].setup.players.push({ id: `x${i}`, name: `X${i}` });
			}),
			'bad-player-count'
		],
		[
			'a player with no name',
			changed((f) => (f.games[0].setup.players[0].name = '  ')),
			'bad-player-name'
		],
		['a name twice', changed((f) => (f.games[0].setup.players[1].name = 'mia')), 'bad-player-name'],
		[
			'a name too long',
			changed((f) => (f.games[0].setup.players[0].name = 'x'.repeat(41))),
			'bad-player-name'
		],
		[
			'a player id twice',
			changed((f) => (f.games[0].setup.players[1].id = 'a')),
			'bad-player-name'
		],
		[
			'start seat past the table',
			changed((f) => (f.games[0].setup.startSeat = 3)),
			'bad-start-player'
		],
		['negative start seat', changed((f) => (f.games[0].setup.startSeat = -1)), 'negative-count'],
		['a step in Rio Grande', changed((f) => (f.games[0].setup.step = 'step-1')), 'bad-options'],
		['an unknown variant', changed((f) => (f.games[0].setup.variants = ['turbo'])), 'bad-options'],
		['events missing', changed((f) => delete f.games[0].events), 'bad-game'],
		[
			'an unknown event type',
			changed((f) => (f.games[0].events[2].type = 'card-stolen')),
			'unknown-event-type'
		],
		['an event without time', changed((f) => delete f.games[0].events[2].at), 'bad-event'],
		['a bad run-out phase', changed((f) => (f.games[0].events[3].phase = 'lunch')), 'bad-event'],
		[
			'a negative pile size',
			changed((f) => f.games[0].events.push({ at: 1, type: 'pile-size-set', cards: -4 })),
			'negative-count'
		],
		[
			'a fractional pile size',
			changed((f) => f.games[0].events.push({ at: 1, type: 'pile-size-set', cards: 2.5 })),
			'bad-event'
		],
		[
			'negative coins',
			changed((f) =>
				f.games[0].events.push({
					at: 1,
					type: 'final-harvest-entered',
					seat: 0,
					fields: [],
					coinsEarned: -3
				})
			),
			'negative-count'
		],
		[
			'a turn before the game started',
			changed((f) => f.games[0].events.splice(1, 1)),
			'impossible-event'
		],
		['too large', ' '.repeat(5_000_001), 'too-large']
	];
	test.each(cases)('%s', (_name, text, error) => {
		expect(parseExport(text)).toEqual({ ok: false, error });
	});
});
