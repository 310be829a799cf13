import { expect, test } from 'vitest';
import { replay } from './game';
import type { GameSetup } from './setup';
import {
	groupReport,
	peopleGroups,
	playerReport,
	statistics,
	type TimedSummary,
	type StatsFilter
} from './statistics';
import { summaryOf } from './summary';
import { GROUP_CORRECTIONS } from './corrections';
import { readShape } from './shape';
import { perGroup } from './people';
import { correctionsIn, renameIn, undoIn } from './renames';
import { playedToTheEnd } from './testing';

// The stored groups' corrections' check: anything else reads as none.
const isGroupCorrections = (value: unknown) => readShape(GROUP_CORRECTIONS, value, 'bad').ok;

function played(edition: GameSetup['edition'], names: string[], coins: number[], finished = true) {
	const setup: GameSetup = {
		edition,
		step: null,
		variants: [],
		players: names.map((name, i) => ({ id: `p${i}`, name })),
		startSeat: 0
	};
	const events = playedToTheEnd(coins);
	if (finished) events.push({ type: 'game-finished' });
	return summaryOf(replay(setup, events));
}

test('groups by edition and the same players in any seat order', () => {
	const stats = statistics([
		played('amigo', ['Mia', 'Noah', 'Lea'], [10, 8, 6]),
		played('amigo', ['lea', 'Mia', 'Noah'], [12, 3, 4]),
		played('amigo', ['Noah', 'Lea', 'Mia'], [9, 9, 1]),
		played('amigo-1997', ['Mia', 'Noah', 'Lea'], [5, 5, 2]),
		played('amigo', ['Mia', 'Noah', 'Lea'], [20, 1, 1], false)
	]);
	expect(stats).toEqual([
		{
			key: '["amigo","lea","mia","noah"]',
			edition: 'amigo',
			players: ['Lea', 'Mia', 'Noah'],
			games: 3,
			// Game 3: Noah and Lea tie on 9; Lea sits further clockwise from the start player.
			wins: [2, 1, 0],
			averageWinningScore: 10.3
		},
		{
			key: '["amigo-1997","lea","mia","noah"]',
			edition: 'amigo-1997',
			players: ['Lea', 'Mia', 'Noah'],
			games: 1,
			wins: [0, 1, 1],
			averageWinningScore: 5
		}
	]);
});

test('no finished games, no statistics', () => {
	expect(statistics([])).toEqual([]);
});

test('group keys come from the edition and names as a tuple, so joined text cannot collide', () => {
	// 'amigo' + '-1997Bob…' and 'amigo-1997' + 'Bob…' read the same when joined.
	const stats = statistics([
		played('amigo', ['-1997Bob', 'Cy', 'Di'], [10, 8, 6]),
		played('amigo-1997', ['Bob', 'Cy', 'Di'], [10, 8, 6]),
		played('amigo', ['Cy\nDi', 'Ed', 'Fo'], [1, 2, 3]),
		played('amigo', ['Cy', 'Di\nEd', 'Fo'], [1, 2, 3])
	]);
	expect(stats.map((group) => group.key)).toEqual([
		'["amigo","-1997bob","cy","di"]',
		'["amigo-1997","bob","cy","di"]',
		'["amigo","cy\\ndi","ed","fo"]',
		'["amigo","cy","di\\ned","fo"]'
	]);
});

// Hand-made histories for the statistics screen: summaries as stored, times in days.
const DAY = 86_400_000;
function game(
	id: string,
	day: number,
	edition: GameSetup['edition'],
	players: string[],
	coins: number[] | null,
	winners: number[] | null
): TimedSummary {
	return {
		id,
		at: day * DAY,
		summary: { edition, players, status: coins ? 'finished' : 'playing', coins, winners }
	};
}
const ALL: StatsFilter = { edition: null, since: null };
const TRIO = '["lea","mia","noah"]';

const history: TimedSummary[] = [
	// Mia wins two, then Lea three in a row (one shared), then Mia again.
	game('g1', 1, 'amigo', ['Mia', 'Noah', 'Lea'], [10, 8, 6], [0]),
	game('g2', 2, 'amigo', ['Noah', 'Lea', 'Mia'], [9, 9, 12], [2]),
	// A tie on 11: AMIGO's tie-break decided it for Lea.
	game('g3', 3, 'amigo', ['Lea', 'Mia', 'Noah'], [11, 11, 4], [0]),
	// AMIGO 1997: the tie is a shared win.
	game('g4', 4, 'amigo-1997', ['Lea', 'Noah', 'Mia'], [7, 7, 3], [0, 1]),
	game('g5', 5, 'amigo-1997', ['Mia', 'Lae', 'Noah'], [2, 14, 5], [1]),
	// Abandoned: never finished, not counted.
	game('g6', 6, 'amigo', ['Mia', 'Noah', 'Lea'], null, null),
	game('g7', 7, 'amigo', ['Mia', 'Noah', 'Lea'], [13, 2, 3], [0]),
	// Another group: Mia with Ben and Cy.
	game('g8', 8, 'amigo', ['Mia', 'Ben', 'Cy'], [5, 6, 7], [2])
];
// The typo is corrected in the group of the game it was typed in (people.ts keeps corrections
// per group of the names as stored).
const merged = { '["lae","mia","noah"]': [{ from: 'Lae', to: 'Lea' }] };

test('a group of people: the same players in any edition and seat order, typos merged', () => {
	expect(peopleGroups(history, merged)).toEqual([
		{
			key: '["ben","cy","mia"]',
			players: ['Ben', 'Cy', 'Mia'],
			games: 1,
			editions: ['amigo'],
			lastAt: 8 * DAY
		},
		{
			key: TRIO,
			players: ['Lea', 'Mia', 'Noah'],
			games: 6,
			editions: ['amigo', 'amigo-1997'],
			lastAt: 7 * DAY
		}
	]);
	// Without the merge, Lae's game is a group of its own.
	expect(peopleGroups(history, {}).map((g) => [g.key, g.games])).toEqual([
		['["ben","cy","mia"]', 1],
		[TRIO, 5],
		['["lae","mia","noah"]', 1]
	]);
});

test('every figure of a group over two editions, with a tie-break, a shared win and an abandoned game', () => {
	const r = groupReport(history, merged, TRIO, ALL);
	expect(r.players).toEqual(['Lea', 'Mia', 'Noah']);
	expect(r.games).toBe(6);
	expect(r.unfinished).toBe(1);
	expect(r.editions).toEqual(['amigo', 'amigo-1997']);
	expect(r.figures).toEqual([
		// Lea: g1 6, g2 9, g3 11 (won), g4 7 (shared), g5 14 (won as Lae), g7 3.
		{
			name: 'Lea',
			games: 6,
			wins: 3,
			sharedWins: 1,
			winRate: 0.5,
			averageTotal: 8.3,
			bestTotal: 14,
			longestStreak: 3
		},
		// Mia: g1 10 (won), g2 12 (won), g3 11, g4 3, g5 2, g7 13 (won).
		{
			name: 'Mia',
			games: 6,
			wins: 3,
			sharedWins: 0,
			winRate: 0.5,
			averageTotal: 8.5,
			bestTotal: 13,
			longestStreak: 2
		},
		// Noah: g1 8, g2 9, g3 4, g4 7 (shared), g5 5, g7 2.
		{
			name: 'Noah',
			games: 6,
			wins: 1,
			sharedWins: 1,
			winRate: 1 / 6,
			averageTotal: 5.8,
			bestTotal: 9,
			longestStreak: 1
		}
	]);
	expect(r.headToHead).toEqual([
		// Lea vs Mia: g1 behind, g2 behind, g3 ahead (tie-break), g4 ahead, g5 ahead, g7 behind.
		{ a: 'Lea', b: 'Mia', aAhead: 3, bAhead: 3, level: 0 },
		// Lea vs Noah: g1 behind, g2 level (9-9, neither won), g3 ahead, g4 level (shared),
		// g5 ahead, g7 ahead.
		{ a: 'Lea', b: 'Noah', aAhead: 3, bAhead: 1, level: 2 },
		// Mia vs Noah: g1, g2, g3 ahead, g4 behind, g5 behind, g7 ahead.
		{ a: 'Mia', b: 'Noah', aAhead: 4, bAhead: 2, level: 0 }
	]);
	expect(r.ties).toEqual([
		{ edition: 'amigo', games: 4, tied: 1, decidedByTieBreak: 1, shared: 0 },
		{ edition: 'amigo-1997', games: 2, tied: 1, decidedByTieBreak: 0, shared: 1 }
	]);
	expect(r.history.map((g) => g.id)).toEqual(['g1', 'g2', 'g3', 'g4', 'g5', 'g7']);
	expect(r.history.at(-1)).toEqual({
		id: 'g7',
		at: 7 * DAY,
		edition: 'amigo',
		players: ['Mia', 'Noah', 'Lea'],
		coins: [13, 2, 3],
		winners: [0]
	});
	// The merged name is shown as corrected in the game it was typed in.
	expect(r.history[4]?.players).toEqual(['Mia', 'Lea', 'Noah']);
});

test('filtered by edition and period', () => {
	const classic = groupReport(history, merged, TRIO, { edition: 'amigo-1997', since: null });
	expect(classic.games).toBe(2);
	expect(classic.editions).toEqual(['amigo', 'amigo-1997']);
	expect(classic.figures.map((f) => [f.name, f.wins, f.sharedWins])).toEqual([
		['Lea', 2, 1],
		['Mia', 0, 0],
		['Noah', 1, 1]
	]);
	const recent = groupReport(history, merged, TRIO, { edition: null, since: 5 * DAY });
	expect(recent.history.map((g) => g.id)).toEqual(['g5', 'g7']);
	expect(recent.ties).toEqual([
		{ edition: 'amigo', games: 1, tied: 0, decidedByTieBreak: 0, shared: 0 },
		{ edition: 'amigo-1997', games: 1, tied: 0, decidedByTieBreak: 0, shared: 0 }
	]);
});

const players = history.map((g) => g.summary.players);

test('a renamed player keeps their games and streak under the new name, in their group only', () => {
	const renamed = renameIn(merged, players, { group: TRIO }, 'Mia', 'Maria');
	if (!renamed.ok) throw new Error(renamed.error);
	expect(renamed.value.shown).toBe('Maria');
	const r = groupReport(history, renamed.value.corrections, '["lea","maria","noah"]', ALL);
	expect(r.players).toEqual(['Lea', 'Maria', 'Noah']);
	expect(r.figures[1]).toMatchObject({ name: 'Maria', games: 6, wins: 3, longestStreak: 2 });
	// The old key finds nothing.
	expect(groupReport(history, renamed.value.corrections, TRIO, ALL).games).toBe(0);
	// The Mia who plays with Ben and Cy is another person: still Mia, her one game her own.
	expect(peopleGroups(history, renamed.value.corrections).map((g) => g.players)).toEqual([
		['Ben', 'Cy', 'Mia'],
		['Lea', 'Maria', 'Noah']
	]);
	expect(playerReport(history, renamed.value.corrections, 'Mia', ALL).games).toBe(1);
	expect(playerReport(history, renamed.value.corrections, 'Maria', ALL).games).toBe(6);
});

test('a rename on a player’s screen applies in every group they play in', () => {
	const renamed = renameIn(merged, players, { player: 'Mia' }, 'Mia', 'Maria');
	if (!renamed.ok) throw new Error(renamed.error);
	expect(renamed.value.corrections).toEqual({
		'["lae","mia","noah"]': [
			{ from: 'Lae', to: 'Lea' },
			{ from: 'Mia', to: 'Maria' }
		],
		[TRIO]: [{ from: 'Mia', to: 'Maria' }],
		'["ben","cy","mia"]': [{ from: 'Mia', to: 'Maria' }]
	});
	expect(playerReport(history, renamed.value.corrections, 'Maria', ALL).games).toBe(7);
	expect(
		correctionsIn(renamed.value.corrections, players, { group: '["lea","maria","noah"]' }).map(
			(c) => c.from
		)
	).toEqual(['Lae', 'Mia']);
	// Undone in the trio only: the trio's Mia is Mia again, Ben and Cy's still Maria.
	const undone = undoIn(
		renamed.value.corrections,
		players,
		{ group: '["lea","maria","noah"]' },
		'Mia'
	);
	expect(peopleGroups(history, undone).map((g) => g.players)).toEqual([
		['Ben', 'Cy', 'Maria'],
		['Lea', 'Mia', 'Noah']
	]);
});

test('a merge across groups joins them; two names of one table are never merged; no games, no rename', () => {
	// Lae's game alone is a group; renaming Lae to Lea there joins it to the trio.
	const joined = renameIn({}, players, { group: '["lae","mia","noah"]' }, 'Lae', 'Lea');
	if (!joined.ok) throw new Error(joined.error);
	expect(groupReport(history, joined.value.corrections, TRIO, ALL).games).toBe(6);
	expect(renameIn({}, players, { group: TRIO }, 'Lea', 'noah')).toEqual({
		ok: false,
		error: 'played-together'
	});
	expect(renameIn({}, players, { group: '["nobody"]' }, 'Lea', 'Leah')).toEqual({
		ok: false,
		error: 'no-games'
	});
});

test('one list of corrections for every game (kept before groups) becomes each group’s own', () => {
	const global = [
		{ from: 'Lae', to: 'Lea' },
		{ from: 'Lea', to: 'Leah' },
		{ from: 'Cy', to: 'Cyrus' },
		{ from: 'Zed', to: 'Zoe' }
	];
	expect(perGroup(global, players)).toEqual({
		// Lae reaches Lea, then Leah.
		'["lae","mia","noah"]': [
			{ from: 'Lae', to: 'Lea' },
			{ from: 'Lea', to: 'Leah' }
		],
		[TRIO]: [{ from: 'Lea', to: 'Leah' }],
		'["ben","cy","mia"]': [{ from: 'Cy', to: 'Cyrus' }]
	});
	// Shown as the one list showed them.
	const shown = peopleGroups(history, perGroup(global, players)).map((g) => g.players);
	expect(shown).toEqual([
		['Ben', 'Cyrus', 'Mia'],
		['Leah', 'Mia', 'Noah']
	]);
});

test('stored group corrections of another shape read as none', () => {
	expect(isGroupCorrections({ [TRIO]: [{ from: 'Lea', to: 'Leah' }] })).toBe(true);
	expect(isGroupCorrections({})).toBe(true);
	expect(isGroupCorrections([{ from: 'Lea', to: 'Leah' }])).toBe(false);
	expect(isGroupCorrections({ [TRIO]: [{ from: 'Lea', to: '' }] })).toBe(false);
	expect(isGroupCorrections({ [TRIO]: 'Leah' })).toBe(false);
	expect(isGroupCorrections(null)).toBe(false);
});

test('one player across groups, with everyone over the same games', () => {
	const r = playerReport(history, merged, 'mia', ALL);
	expect(r.players).toEqual(['Mia', 'Ben', 'Cy', 'Lea', 'Noah']);
	expect(r.games).toBe(7);
	expect(r.unfinished).toBe(1);
	expect(r.figures[0]).toEqual({
		name: 'Mia',
		games: 7,
		wins: 3,
		sharedWins: 0,
		winRate: 3 / 7,
		averageTotal: 8,
		bestTotal: 13,
		longestStreak: 2
	});
	expect(r.figures[1]).toMatchObject({ name: 'Ben', games: 1, wins: 0, bestTotal: 6 });
	expect(r.headToHead.slice(0, 2)).toEqual([
		{ a: 'Mia', b: 'Ben', aAhead: 0, bAhead: 1, level: 0 },
		{ a: 'Mia', b: 'Cy', aAhead: 0, bAhead: 1, level: 0 }
	]);
});

test('a tie at the top that everyone shares (My First) counts as shared, not decided', () => {
	const r = groupReport(
		[game('m1', 1, 'my-first', ['Ada', 'Bo', 'Cy'], [4, 4, 4], [0, 1, 2])],
		{},
		'["ada","bo","cy"]',
		ALL
	);
	expect(r.ties).toEqual([
		{ edition: 'my-first', games: 1, tied: 1, decidedByTieBreak: 0, shared: 1 }
	]);
	expect(r.figures.map((f) => [f.wins, f.sharedWins, f.winRate])).toEqual([
		[1, 1, 1],
		[1, 1, 1],
		[1, 1, 1]
	]);
	expect(r.headToHead.every((h) => h.level === 1)).toBe(true);
});

test('no games: empty figures, no rate divided by zero', () => {
	const r = groupReport([], {}, TRIO, ALL);
	expect(r.games).toBe(0);
	expect(r.figures.map((f) => [f.name, f.winRate, f.averageTotal])).toEqual([
		['lea', 0, 0],
		['mia', 0, 0],
		['noah', 0, 0]
	]);
});
