// The referee's questions whose first topic is the end of the game: passes of the draw pile, the
// final harvest, ties and the start player.
import type { Question } from './types.ts';
import { answer, runOut, CLASSIC, FROM_TWO_COIN, NOT_DUEL, DUEL } from './shared.ts';

export const passes = {
	id: 'passes',
	topics: ['end'],
	phases: ['trade', 'draw', 'turn-up'],
	answers: [
		answer('amigo', ['amigo', 'amigo-1997'], ['S000/end', 'S004/end'], {
			facts: [
				{ key: 'passes', fact: 'passes', edition: 'amigo', players: 3, value: 3 },
				{ fact: 'passes', edition: 'amigo', players: 5, value: 3 },
				{ fact: 'passes', edition: 'amigo-1997', players: 4, value: 3 }
			]
		}),
		answer('duel', ['rio-grande'], ['RGG/two-players'], {
			players: DUEL,
			facts: [{ key: 'passes', fact: 'passes', edition: 'rio-grande', players: 2, value: 1 }],
			silent: true
		}),
		answer('rio-3', ['rio-grande'], ['S002/end', 'RGG/players'], {
			players: { min: 3, max: 3 },
			facts: [{ key: 'passes', fact: 'passes', edition: 'rio-grande', players: 3, value: 2 }]
		}),
		answer('rio-4-7', ['rio-grande'], ['S002/end', 'RGG/end'], {
			players: { min: 4, max: 7 },
			facts: [
				{ key: 'passes', fact: 'passes', edition: 'rio-grande', players: 4, value: 3 },
				{ fact: 'passes', edition: 'rio-grande', players: 7, value: 3 }
			]
		}),
		answer('my-first', ['my-first'], ['S001/winning'], {
			facts: [
				{ key: 'p3', fact: 'passes', edition: 'my-first', players: 3, value: 1 },
				{ key: 'p4', fact: 'passes', edition: 'my-first', players: 4, value: 2 },
				{ key: 'p5', fact: 'passes', edition: 'my-first', players: 5, value: 3 }
			],
			silent: true
		}),
		answer('rabohnzel', ['rabohnzel'], ['S003/setup', 'S003/end'], {
			facts: [
				{ key: 'p3', fact: 'passes', edition: 'rabohnzel', players: 3, value: 3 },
				{ key: 'p45', fact: 'passes', edition: 'rabohnzel', players: 4, value: 4 },
				{ fact: 'passes', edition: 'rabohnzel', players: 5, value: 4 }
			]
		})
	]
} as const satisfies Question;

export const runOutTrading = {
	id: 'run-out-trading',
	topics: ['end'],
	phases: ['trade', 'turn-up'],
	answers: [
		answer(
			'classic',
			['amigo', 'amigo-1997', 'rabohnzel'],
			['S000/draw-pile', 'S000/end', 'S004/end', 'S003/digest-end'],
			{
				facts: [
					runOut('amigo', 4, 'trade', 'finish-trade-and-plant'),
					runOut('amigo-1997', 4, 'trade', 'finish-trade-and-plant'),
					runOut('rabohnzel', 4, 'trade', 'finish-trade-and-plant')
				]
			}
		),
		answer('rio', ['rio-grande'], ['S002/end'], {
			players: NOT_DUEL,
			facts: [
				runOut('rio-grande', 3, 'trade', 'end-now'),
				runOut('rio-grande', 4, 'trade', 'end-now')
			]
		}),
		answer('duel', ['rio-grande'], ['RGG/two-players'], {
			players: DUEL,
			facts: [
				{ key: 'passes', fact: 'passes', edition: 'rio-grande', players: 2, value: 1 },
				runOut('rio-grande', 2, 'trade', 'finish-trade-and-plant')
			],
			silent: true
		}),
		answer('my-first', ['my-first'], ['S001/winning'], {
			facts: [
				runOut('my-first', 3, 'trade', 'finish-turn'),
				runOut('my-first', 5, 'trade', 'finish-turn')
			],
			silent: true
		})
	]
} as const satisfies Question;

export const runOutDrawing = {
	id: 'run-out-drawing',
	topics: ['end'],
	phases: ['draw'],
	answers: [
		answer(
			'stated',
			['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'],
			['S000/draw-pile', 'S000/end', 'S004/end', 'S002/end', 'S003/digest-end'],
			{
				facts: [
					runOut('amigo', 4, 'draw', 'end-now'),
					runOut('amigo-1997', 4, 'draw', 'end-now'),
					runOut('rio-grande', 4, 'draw', 'end-now'),
					runOut('rabohnzel', 4, 'draw', 'end-now')
				]
			}
		),
		answer('my-first', ['my-first'], ['S001/winning'], {
			facts: [runOut('my-first', 4, 'draw', 'end-now')],
			silent: true
		})
	]
} as const satisfies Question;

export const handCardsAtEnd = {
	id: 'hand-cards-at-end',
	topics: ['end'],
	phases: ['draw'],
	answers: [
		answer('classic', ['amigo', 'amigo-1997'], ['S000/end', 'S004/end']),
		answer('rabohnzel', ['rabohnzel'], ['S003/digest-end', 'S003/end'], {
			facts: [{ key: 'perCoin', fact: 'pfennige-per-coin', value: 100 }]
		}),
		answer('rio', ['rio-grande'], ['RGG/end'], {
			facts: [{ fact: 'tie-break', edition: 'rio-grande', value: 'most-hand-cards' }],
			silent: true
		}),
		answer('my-first', ['my-first'], ['S001/winning'])
	]
} as const satisfies Question;

export const finalHarvest = {
	id: 'final-harvest',
	topics: ['end', 'harvesting', 'children'],
	phases: ['draw'],
	answers: [
		answer('classic', CLASSIC, ['S000/end', 'S004/end', 'RGG/end', 'S003/digest-end']),
		answer('my-first-basic', ['my-first'], ['S001/winning'], { steps: ['basic'] }),
		answer('my-first-later', ['my-first'], ['S001/two-coin'], { steps: FROM_TWO_COIN })
	]
} as const satisfies Question;

export const tieBreak = {
	id: 'tie-break',
	topics: ['tie-break', 'end'],
	phases: ['draw'],
	answers: [
		answer('amigo', ['amigo'], ['S000/end', 'S000/playing'], {
			facts: [{ fact: 'tie-break', edition: 'amigo', value: 'furthest-from-start' }]
		}),
		answer('amigo-1997', ['amigo-1997'], ['S004/end'], {
			facts: [{ fact: 'tie-break', edition: 'amigo-1997', value: 'none' }],
			silent: true
		}),
		answer('rio', ['rio-grande'], ['RGG/end'], {
			facts: [{ fact: 'tie-break', edition: 'rio-grande', value: 'most-hand-cards' }],
			silent: true
		}),
		answer('my-first', ['my-first'], ['S001/winning'], {
			facts: [{ fact: 'tie-break', edition: 'my-first', value: 'all-tied-win' }]
		}),
		answer('rabohnzel', ['rabohnzel'], ['S003/end'], {
			facts: [{ fact: 'tie-break', edition: 'rabohnzel', value: 'spell-value' }]
		})
	]
} as const satisfies Question;

export const finalHarvestSingle = {
	id: 'final-harvest-single',
	topics: ['end', 'harvesting'],
	phases: ['draw'],
	answers: [
		answer('classic', CLASSIC, ['S000/end', 'S004/end', 'RGG/end', 'S003/digest-end']),
		answer('my-first-basic', ['my-first'], ['S001/winning'], { steps: ['basic'] }),
		answer('my-first', ['my-first'], ['S001/two-coin', 'S001/step-5'], {
			steps: FROM_TWO_COIN,
			facts: [{ key: 'step', fact: 'my-first-from', rule: 'protection-rule', value: 'step-5' }],
			silent: true
		})
	]
} as const satisfies Question;

export const reshuffleWhen = {
	id: 'reshuffle-when',
	topics: ['end', 'turn'],
	phases: ['trade', 'draw', 'turn-up'],
	answers: [
		answer('at-once', CLASSIC, ['S000/draw-pile', 'S004/end', 'RGG/draw', 'S003/phase-4'], {
			players: NOT_DUEL
		}),
		answer('duel', ['rio-grande'], ['RGG/two-players'], {
			players: DUEL,
			facts: [{ key: 'passes', fact: 'passes', edition: 'rio-grande', players: 2, value: 1 }],
			silent: true
		}),
		answer('my-first', ['my-first'], ['S001/winning'], {
			facts: [{ key: 'p3', fact: 'passes', edition: 'my-first', players: 3, value: 1 }],
			silent: true
		})
	]
} as const satisfies Question;
