import { constants } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { gameArb } from './arbitraries';
import { parseEvent, type GameEvent } from './events';
import { threePlayerGame } from './testing';
import {
	exportText,
	MAX_EXPORT_BYTES,
	exportedId,
	MAX_EXPORT_CHARS,
	parseExport,
	parseExportFile,
	sharedEvents,
	type ExportedGame
} from './exportFile';

const game: ExportedGame = threePlayerGame(
	1_700_000_000_000,
	[
		{ at: 1_700_000_001_000, event: { type: 'checklist-ticked', item: 'fields', ticked: true } },
		{ at: 1_700_000_002_000, event: { type: 'game-started' } },
		{ at: 1_700_000_003_000, event: { type: 'turn-advanced' } },
		{ at: 1_700_000_004_000, event: { type: 'pile-ran-out', phase: 'draw' } }
	],
	{ setup: { edition: 'rio-grande', startSeat: 1 }, updatedAt: 1_700_000_100_000 }
);

const good = exportText([game], '2024-01-01T00:00:00.000Z');
// A good file with one change made to its parsed form (untyped on purpose: files are damaged).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function changed(edit: (file: any) => void): string {
	const file = JSON.parse(good);
	edit(file);
	return JSON.stringify(file);
}

test('ids of 1 to 64 characters from A-Z, a-z, 0-9, - and _ are accepted', () => {
	for (const id of ['a', 'a'.repeat(64), 'Zz-09_', '0b4f2c1e-8a7d-4c1e-9f3b-2d6a8e5c7b10']) {
		const parsed = parseExport(changed((f) => (f.games[0].id = id)));
		expect(parsed.ok && parsed.value[0]!.id).toBe(id);
	}
});

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
		['a version as text', changed((f) => (f.version = '1')), 'bad-version'],
		['a version of 0', changed((f) => (f.version = 0)), 'bad-version'],
		['a version of 1.5', changed((f) => (f.version = 1.5)), 'bad-version'],
		['no version', changed((f) => delete f.version), 'bad-version'],
		['games not a list', changed((f) => (f.games = {})), 'wrong-format'],
		['no games', changed((f) => (f.games = [])), 'no-games'],
		['a game without id', changed((f) => delete f.games[0].id), 'bad-game'],
		['a game as a string', changed((f) => (f.games[0] = 'x')), 'bad-game'],
		['an id with a lone surrogate', changed((f) => (f.games[0].id = 'g\ud800')), 'bad-id'],
		['an id with a slash', changed((f) => (f.games[0].id = 'a/b')), 'bad-id'],
		['an id with a space', changed((f) => (f.games[0].id = 'a b')), 'bad-id'],
		['an empty id', changed((f) => (f.games[0].id = '')), 'bad-id'],
		['an id of 65 characters', changed((f) => (f.games[0].id = 'a'.repeat(65))), 'bad-id'],
		['an id with an accent', changed((f) => (f.games[0].id = 'é')), 'bad-id'],
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
		['5 MB of spaces (no longer a size question)', ' '.repeat(5_000_001), 'damaged-json'],
		// Times below 0, past Date's range or not whole are damage, not a negative count.
		['a negative creation time', changed((f) => (f.games[0].createdAt = -1)), 'bad-game'],
		['a time past Date’s range', changed((f) => (f.games[0].updatedAt = 8.64e15)), 'bad-game'],
		['a time of 1e308', changed((f) => (f.games[0].updatedAt = 1e308)), 'bad-game'],
		['an event at -1', changed((f) => (f.games[0].events[2].at = -1)), 'bad-event'],
		['an event at 1.5', changed((f) => (f.games[0].events[2].at = 1.5)), 'bad-event'],
		// The first misfit names the game: id, times, note, setup, then the events.
		[
			'a bad id before a bad time',
			changed((f) => Object.assign(f.games[0], { id: 'a b', createdAt: -1 })),
			'bad-id'
		],
		[
			'a bad time before a bad note',
			changed((f) => Object.assign(f.games[0], { createdAt: 'x', note: 5 })),
			'bad-game'
		],
		[
			'a bad note before a bad setup',
			changed((f) => Object.assign(f.games[0], { note: 5, setup: null })),
			'bad-note'
		],
		[
			'a bad setup before bad events',
			changed((f) => Object.assign(f.games[0], { setup: { edition: 'x' }, events: 3 })),
			'unknown-edition'
		],
		[
			'a bad format before a bad version',
			changed((f) => Object.assign(f, { format: 'x', version: 'x' })),
			'wrong-format'
		],
		[
			'a bad version before bad games',
			changed((f) => Object.assign(f, { version: 0, games: 'x' })),
			'bad-version'
		],
		[
			'games not a list before bad corrections',
			changed((f) => Object.assign(f, { games: 'x', corrections: 'x' })),
			'wrong-format'
		],
		['corrections that are no groups', changed((f) => (f.corrections = [])), 'bad-corrections']
	];
	test.each(cases)('%s', (_name, text, error) => {
		expect(parseExport(text)).toEqual({ ok: false, error });
	});
});

test("a file's corrections read as the preferences read them: none, null, or each group's list", () => {
	const corrections = (value: unknown) => {
		const file = parseExportFile(changed((f) => (f.corrections = value)));
		return file.ok ? file.value.corrections : file.error;
	};
	expect(corrections(undefined)).toEqual({});
	expect(corrections(null)).toEqual({});
	expect(corrections({ g: [{ from: 'Lea', to: 'Leah' }] })).toEqual({
		g: [{ from: 'Lea', to: 'Leah' }]
	});
	expect(corrections({ g: [{ from: 'Lea', to: ' ' }] })).toBe('bad-corrections');
	expect(corrections({ g: [{ from: 'Lea' }] })).toBe('bad-corrections');
	expect(corrections({ ['g'.repeat(2001)]: [] })).toBe('bad-corrections');
	expect(corrections('x')).toBe('bad-corrections');
});

describe('whatever export writes, import reads (docs/architecture.md)', () => {
	const T0 = 1_700_000_000_000;
	const timed = (events: GameEvent[]) => events.map((event, i) => ({ at: T0 + i, event }));

	test('the file limit is the longest string the JavaScript engine can hold', () => {
		expect(MAX_EXPORT_CHARS).toBe(536_870_888);
		expect(MAX_EXPORT_CHARS).toBe(constants.MAX_STRING_LENGTH);
		expect(MAX_EXPORT_BYTES).toBe(1_610_612_664);
	});

	test('"Export all" with 10,000 games (over 7 MB) reads back', () => {
		const games: ExportedGame[] = Array.from({ length: 10_000 }, (_, i) => ({
			...game,
			id: `game-${i}`
		}));
		const text = exportText(games, '2024-01-01T00:00:00.000Z');
		expect(text.length).toBeGreaterThan(7_000_000);
		const parsed = parseExport(text);
		expect(parsed.ok && parsed.value.length).toBe(10_000);
		expect(parsed.ok && parsed.value[9_999]).toEqual({ ...game, id: 'game-9999' });
	}, 60_000);

	test('a backup of one game with 20,000 events (about 1.4 MB) reads back', () => {
		const events: GameEvent[] = [
			{ type: 'game-started' },
			...Array.from({ length: 19_999 }, (): GameEvent => ({ type: 'turn-advanced' }))
		];
		const long: ExportedGame = { ...game, id: 'long', events: timed(events) };
		const text = exportText([long], '2024-01-01T00:00:00.000Z');
		expect(text.length).toBeGreaterThan(1_000_000);
		const parsed = parseExport(text);
		expect(parsed.ok && parsed.value[0]!.events.length).toBe(20_000);
		expect(parsed.ok && exportText(parsed.value, '2024-01-01T00:00:00.000Z')).toBe(text);
	}, 60_000);

	test('generated games: export, import, export gives the same file', () => {
		fc.assert(
			fc.property(
				fc.uniqueArray(gameArb, { minLength: 1, maxLength: 5, selector: (g) => g.id }),
				(games) => {
					const text = exportText(games, '2024-01-01T00:00:00.000Z');
					const parsed = parseExport(text);
					if (!parsed.ok) throw new Error(`refused: ${parsed.error}`);
					expect(parsed.value).toEqual(games);
					expect(exportText(parsed.value, '2024-01-01T00:00:00.000Z')).toBe(text);
				}
			),
			{ seed: 15, numRuns: 200 }
		);
	}, 60_000);
});

describe('sharedEvents: how many events two copies of a game share from the start', () => {
	const more: ExportedGame = {
		...game,
		events: [
			...game.events,
			{ at: 1_700_000_005_000, event: { type: 'turn-advanced' } },
			{ at: 1_700_000_006_000, event: { type: 'turn-advanced' } }
		]
	};
	const other: ExportedGame = {
		...game,
		events: [...game.events.slice(0, 3), { at: 1_700_000_004_500, event: { type: 'undo' } }]
	};
	test.each([
		['the same log', game, game, 4],
		['the same log, saved later', game, { ...game, updatedAt: 1_800_000_000_000 }, 4],
		['the file goes on', game, more, 4],
		['the stored log goes on', more, game, 4],
		['an entry differs', game, other, 3],
		['an entry differs past the shorter log', other, more, 3],
		[
			'an entry at another time',
			game,
			{ ...more, events: more.events.map((e, i) => (i === 1 ? { ...e, at: 1 } : e)) },
			1
		],
		['another creation time', game, { ...more, createdAt: 1 }, null],
		[
			'another name',
			game,
			{
				...more,
				setup: {
					...game.setup,
					players: game.setup.players.map((p, i) => (i === 0 ? { ...p, name: 'Mila' } : p))
				}
			},
			null
		],
		['another start seat', game, { ...more, setup: { ...game.setup, startSeat: 0 } }, null],
		['no events on either side', { ...game, events: [] }, { ...game, events: [] }, 0],
		['a log from nothing', { ...game, events: [] }, game, 0]
	] as const)('%s', (_name, stored, file, shared) => {
		expect(sharedEvents(stored, file)).toBe(shared);
	});
});

describe('ids of games stored by earlier versions', () => {
	test('exports an id import refuses under a safe id, the same each time', () => {
		const legacy = 'Bob\uD800 game / 1';
		expect(exportedId(legacy)).toMatch(/^legacy-[0-9a-f]{8}-13$/);
		expect(exportedId(legacy)).toBe(exportedId(legacy));
		expect(exportedId(legacy)).not.toBe(exportedId('Bob\uD800 game / 2'));
		expect(exportedId('abc_DEF-123')).toBe('abc_DEF-123');
	});
});

describe('a game’s note', () => {
	test('travels in the file and reads back; a file from before notes reads without one', () => {
		const noted = exportText([{ ...game, note: 'Lea’s box, at the club' }], '2024-01-01T00:00:00Z');
		expect(JSON.parse(noted).games[0].note).toBe('Lea’s box, at the club');
		const parsed = parseExport(noted);
		expect(parsed.ok && parsed.value[0]!.note).toBe('Lea’s box, at the club');
		// The file above was written without a note field.
		expect(JSON.parse(good).games[0]).not.toHaveProperty('note');
		const old = parseExport(good);
		expect(old.ok && old.value[0]).not.toHaveProperty('note');
	});

	test('a note that is not text of at most 500 characters is refused by name', () => {
		for (const note of [42, null, ['a'], 'x'.repeat(501)]) {
			expect(parseExport(changed((f) => (f.games[0].note = note)))).toEqual({
				ok: false,
				error: 'bad-note'
			});
		}
		const longest = parseExport(changed((f) => (f.games[0].note = 'é'.repeat(500))));
		expect(longest.ok).toBe(true);
	});
});

test('a file refuses an event with the code the event parser gives it', () => {
	const bad: unknown[] = [
		{ type: 'no-such-event' },
		{ type: 'toString' },
		{ type: 'checklist-ticked', item: 'x'.repeat(61), ticked: true },
		{ type: 'phase-set', phase: 'dance' },
		{ type: 'pile-size-set', cards: -1 },
		{ type: 'pile-size-set', cards: 201 },
		{ type: 'third-field-bought', seat: 7 },
		{ type: 'spell-ticked', card: 'pile-spell' },
		{ type: 'final-harvest-entered', seat: 0, fields: [], coinsEarned: 201 },
		{
			type: 'final-harvest-entered',
			seat: 0,
			fields: [{ bean: 'blue', cards: 2, coins: 5 }],
			coinsEarned: 1
		},
		{ type: 'final-harvest-entered', seat: 0, fields: 'x', coinsEarned: -1 }
	];
	for (const event of bad) {
		const expected = parseEvent(event);
		expect(expected.ok).toBe(false);
		const file = changed((f) =>
			f.games[0].events.push({ at: 1_700_000_005_000, ...(event as object) })
		);
		expect(parseExport(file), JSON.stringify(event)).toEqual(expected);
	}
	// A bad time is named before what the event holds.
	const file = changed((f) => f.games[0].events.push({ at: -1, type: 'no-such-event' }));
	expect(parseExport(file)).toEqual({ ok: false, error: 'bad-event' });
});

describe('a file with good games and bad ones', () => {
	const other: ExportedGame = { ...game, id: 'other-game', createdAt: 1_700_000_500_000 };
	const mixed = JSON.parse(exportText([game, other], '2024-01-01T00:00:00.000Z'));
	mixed.games[0].events.splice(1, 0, { at: 1_700_000_001_500, type: 'teleport-beans' });

	test('reads the good games and names each refused one (players, start, reason)', () => {
		const read = parseExportFile(JSON.stringify(mixed));
		expect(read.ok && read.value.games.map((g) => g.id)).toEqual(['other-game']);
		expect(read.ok && read.value.refused).toEqual([
			{
				index: 0,
				players: ['Mia', 'Noah', 'Lea'],
				createdAt: 1_700_000_000_000,
				error: 'unknown-event-type'
			}
		]);
		// The strict reading of a whole file still refuses it.
		expect(parseExport(JSON.stringify(mixed))).toEqual({
			ok: false,
			error: 'unknown-event-type'
		});
	});

	test('a second game with the same id is refused, the first kept', () => {
		const twice = JSON.parse(good);
		twice.games.push({ ...twice.games[0], createdAt: 'soon' });
		twice.games.push(twice.games[0]);
		const read = parseExportFile(JSON.stringify(twice));
		expect(read.ok && read.value.games).toEqual([game]);
		expect(read.ok && read.value.refused.map((r) => [r.index, r.createdAt, r.error])).toEqual([
			[1, null, 'bad-game'],
			[2, 1_700_000_000_000, 'duplicate-game']
		]);
	});

	test('a file whose every game is refused fails with the first reason', () => {
		const bad = JSON.parse(good);
		bad.games[0].setup.edition = 'bohnanza-xl';
		expect(parseExportFile(JSON.stringify(bad))).toEqual({ ok: false, error: 'unknown-edition' });
	});
});
