import { describe, expect, it } from 'vitest';
import { rank, winners, type Score } from './ranking';
import type { EditionId } from './types';

const coins = (...values: number[]): Score[] => values.map((c, seat) => ({ seat, coins: c }));

describe('most coins wins', () => {
	it.each(['amigo', 'amigo-1997', 'rio-grande', 'my-first', 'rabohnzel'] as const)('%s', (e) => {
		expect(rank(e, coins(5, 7, 3), 0)).toEqual({
			order: [1, 0, 2],
			winners: [1],
			decidedBy: 'coins'
		});
	});
});

describe('furthest-from-start (amigo, S000)', () => {
	it.each([
		[[9, 5, 9, 3], 0, [2]], // two tied; seat 2 sits further clockwise from seat 0
		[[2, 8, 5, 8], 2, [1]], // start 2: seat 1 is 3 seats on, seat 3 only 1
		[[8, 8, 1], 0, [1]], // the start player loses a tie
		[[4, 6, 6, 6, 0], 3, [2]], // three tied: offsets 2, 4, 1 from start seat 3
		[[7, 7, 7], 1, [0]] // three tied: seat 0 is last before the start player
	] as const)('%j start %i → %j', (values, start, won) => {
		const result = rank('amigo', coins(...values), start);
		expect(result.winners).toEqual(won);
		expect(result.decidedBy).toBe('furthest-from-start');
	});

	it('orders tied players by distance from the start player', () => {
		expect(rank('amigo', coins(4, 6, 6, 6, 0), 3).order).toEqual([2, 1, 3, 0, 4]);
	});
});

describe('most-hand-cards (rio-grande, RGG)', () => {
	it.each([
		[
			[
				{ seat: 0, coins: 9, handCards: 2 },
				{ seat: 1, coins: 9, handCards: 4 },
				{ seat: 2, coins: 3 }
			],
			[1],
			'most-hand-cards'
		],
		[
			[
				{ seat: 0, coins: 9, handCards: 4 },
				{ seat: 1, coins: 9, handCards: 4 },
				{ seat: 2, coins: 3 }
			],
			[0, 1],
			'shared'
		],
		[
			[
				{ seat: 0, coins: 6, handCards: 1 },
				{ seat: 1, coins: 6, handCards: 5 },
				{ seat: 2, coins: 6, handCards: 3 }
			],
			[1],
			'most-hand-cards'
		],
		[
			[
				{ seat: 0, coins: 6, handCards: 5 },
				{ seat: 1, coins: 6, handCards: 2 },
				{ seat: 2, coins: 6, handCards: 5 }
			],
			[0, 2],
			'shared'
		],
		[
			[
				{ seat: 0, coins: 6, handCards: 0 },
				{ seat: 1, coins: 6, handCards: 0 },
				{ seat: 2, coins: 6, handCards: 0 }
			],
			[0, 1, 2],
			'shared'
		]
	] as const)('%j → %j by %s', (scores, won, by) => {
		const result = rank('rio-grande', scores, 0);
		expect(result.winners).toEqual(won);
		expect(result.decidedBy).toBe(by);
	});

	it('needs hand cards for tied players only', () => {
		expect(() => rank('rio-grande', coins(5, 5, 1), 0)).toThrow(/handCards.*seat 0/);
		expect(winners('rio-grande', coins(5, 4, 1), 0)).toEqual([0]);
	});
});

describe('spell-value (rabohnzel, S003)', () => {
	it.each([
		[
			[
				{ seat: 0, coins: 8, spellValue: 10 },
				{ seat: 1, coins: 8, spellValue: 13 },
				{ seat: 2, coins: 2 }
			],
			[1],
			'spell-value'
		],
		[
			[
				{ seat: 0, coins: 8, spellValue: 1 },
				{ seat: 1, coins: 8, spellValue: 1 },
				{ seat: 2, coins: 2 }
			],
			[0, 1],
			'shared'
		],
		[
			[
				{ seat: 0, coins: 8, spellValue: 9 },
				{ seat: 1, coins: 8, spellValue: 3 },
				{ seat: 2, coins: 8, spellValue: 4 }
			],
			[0],
			'spell-value'
		],
		[
			[
				{ seat: 0, coins: 8, spellValue: 3 },
				{ seat: 1, coins: 8, spellValue: 9 },
				{ seat: 2, coins: 8, spellValue: 9 }
			],
			[1, 2],
			'shared'
		]
	] as const)('%j → %j by %s', (scores, won, by) => {
		const result = rank('rabohnzel', scores, 2);
		expect(result.winners).toEqual(won);
		expect(result.decidedBy).toBe(by);
	});

	it('needs spell values for tied players', () => {
		expect(() => rank('rabohnzel', coins(5, 5), 0)).toThrow(/spellValue/);
	});
});

describe('all-tied-win (my-first, S001) and none (amigo-1997, S004)', () => {
	it.each([
		['my-first', [6, 6, 2], [0, 1], 'all-tied-win'],
		['my-first', [6, 6, 6, 1], [0, 1, 2], 'all-tied-win'],
		['amigo-1997', [6, 2, 6], [0, 2], 'shared'],
		['amigo-1997', [3, 6, 6, 6, 1], [1, 2, 3], 'shared']
	] as const)('%s %j → %j (%s)', (edition, values, won, by) => {
		const result = rank(edition, coins(...values), 1);
		expect(result.winners).toEqual(won);
		expect(result.decidedBy).toBe(by);
	});
});

describe('winners()', () => {
	it('returns the winners of rank()', () => {
		expect(winners('amigo', coins(9, 5, 9, 3), 0)).toEqual([2]);
		expect(winners('my-first', coins(9, 9, 9), 0)).toEqual([0, 1, 2]);
	});

	it('accepts scores in any order', () => {
		const scores: Score[] = [
			{ seat: 2, coins: 9 },
			{ seat: 0, coins: 9 },
			{ seat: 1, coins: 1 }
		];
		expect(winners('amigo', scores, 0)).toEqual([2]);
	});
});

describe('bad input', () => {
	it.each([
		['empty', 'amigo', [], 0],
		[
			'duplicate seat',
			'amigo',
			[
				{ seat: 0, coins: 1 },
				{ seat: 0, coins: 2 }
			],
			0
		],
		[
			'seat out of range',
			'amigo',
			[
				{ seat: 0, coins: 1 },
				{ seat: 2, coins: 2 }
			],
			0
		],
		[
			'negative seat',
			'amigo',
			[
				{ seat: -1, coins: 1 },
				{ seat: 0, coins: 2 }
			],
			0
		],
		[
			'negative coins',
			'amigo',
			[
				{ seat: 0, coins: -1 },
				{ seat: 1, coins: 2 }
			],
			0
		],
		[
			'fractional coins',
			'amigo',
			[
				{ seat: 0, coins: 1.5 },
				{ seat: 1, coins: 2 }
			],
			0
		],
		[
			'NaN coins',
			'amigo',
			[
				{ seat: 0, coins: NaN },
				{ seat: 1, coins: 2 }
			],
			0
		],
		[
			'text coins',
			'amigo',
			[
				{ seat: 0, coins: '3' },
				{ seat: 1, coins: 2 }
			],
			0
		],
		[
			'bad hand cards',
			'rio-grande',
			[
				{ seat: 0, coins: 1, handCards: -2 },
				{ seat: 1, coins: 2 }
			],
			0
		],
		[
			'start seat out of range',
			'amigo',
			[
				{ seat: 0, coins: 1 },
				{ seat: 1, coins: 2 }
			],
			2
		],
		[
			'fractional start seat',
			'amigo',
			[
				{ seat: 0, coins: 1 },
				{ seat: 1, coins: 2 }
			],
			0.5
		],
		['unknown edition', 'bohnanza', [{ seat: 0, coins: 1 }], 0]
	])('%s', (_name, edition, scores, start) => {
		expect(() => winners(edition as EditionId, scores as Score[], start)).toThrow(RangeError);
	});
});
