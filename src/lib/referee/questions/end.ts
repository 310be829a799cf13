// The referee's questions whose first topic is the end of the game: passes of the draw pile, the final harvest, ties and the start player.
import type { Question } from './types.ts';
import { NOT_DUEL, DUEL } from './shared.ts';

export const passes = {
	id: 'passes',
	topics: ['end'],
	phases: ['trade', 'draw', 'turn-up'],
	answers: [
		{
			id: 'amigo',
			editions: ['amigo', 'amigo-1997'],
			sources: ['S000/end', 'S004/end'],
			facts: [
				{ key: 'passes', fact: 'passes', edition: 'amigo', players: 3, value: 3 },
				{ fact: 'passes', edition: 'amigo', players: 5, value: 3 },
				{ fact: 'passes', edition: 'amigo-1997', players: 4, value: 3 }
			]
		},
		{
			id: 'duel',
			editions: ['rio-grande'],
			players: DUEL,
			sources: ['RGG/two-players'],
			facts: [{ key: 'passes', fact: 'passes', edition: 'rio-grande', players: 2, value: 1 }]
		},
		{
			id: 'rio-3',
			editions: ['rio-grande'],
			players: { min: 3, max: 3 },
			sources: ['S002/end', 'RGG/players'],
			facts: [{ key: 'passes', fact: 'passes', edition: 'rio-grande', players: 3, value: 2 }]
		},
		{
			id: 'rio-4-7',
			editions: ['rio-grande'],
			players: { min: 4, max: 7 },
			sources: ['S002/end', 'RGG/end'],
			facts: [
				{ key: 'passes', fact: 'passes', edition: 'rio-grande', players: 4, value: 3 },
				{ fact: 'passes', edition: 'rio-grande', players: 7, value: 3 }
			]
		},
		{
			id: 'my-first',
			editions: ['my-first'],
			sources: ['S001/winning'],
			facts: [
				{ key: 'p3', fact: 'passes', edition: 'my-first', players: 3, value: 1 },
				{ key: 'p4', fact: 'passes', edition: 'my-first', players: 4, value: 2 },
				{ key: 'p5', fact: 'passes', edition: 'my-first', players: 5, value: 3 }
			]
		},
		{
			id: 'rabohnzel',
			editions: ['rabohnzel'],
			sources: ['S003/setup', 'S003/end'],
			facts: [
				{ key: 'p3', fact: 'passes', edition: 'rabohnzel', players: 3, value: 3 },
				{ key: 'p45', fact: 'passes', edition: 'rabohnzel', players: 4, value: 4 },
				{ fact: 'passes', edition: 'rabohnzel', players: 5, value: 4 }
			]
		}
	]
} as const satisfies Question;

export const runOutTrading = {
	id: 'run-out-trading',
	topics: ['end'],
	phases: ['trade', 'turn-up'],
	answers: [
		{
			id: 'classic',
			editions: ['amigo', 'amigo-1997', 'rabohnzel'],
			sources: ['S000/draw-pile', 'S000/end', 'S004/end', 'S003/digest-end'],
			facts: [
				{
					fact: 'final-run-out',
					edition: 'amigo',
					players: 4,
					phase: 'trade',
					value: 'finish-trade-and-plant'
				},
				{
					fact: 'final-run-out',
					edition: 'amigo-1997',
					players: 4,
					phase: 'trade',
					value: 'finish-trade-and-plant'
				},
				{
					fact: 'final-run-out',
					edition: 'rabohnzel',
					players: 4,
					phase: 'trade',
					value: 'finish-trade-and-plant'
				}
			]
		},
		{
			id: 'rio',
			editions: ['rio-grande'],
			players: NOT_DUEL,
			sources: ['RGG/end', 'S002/end'],
			facts: [
				{
					fact: 'final-run-out',
					edition: 'rio-grande',
					players: 4,
					phase: 'trade',
					value: 'finish-trade-and-plant'
				}
			]
		},
		{
			id: 'duel',
			editions: ['rio-grande'],
			players: DUEL,
			sources: ['RGG/two-players'],
			facts: [
				{ key: 'passes', fact: 'passes', edition: 'rio-grande', players: 2, value: 1 },
				{
					fact: 'final-run-out',
					edition: 'rio-grande',
					players: 2,
					phase: 'trade',
					value: 'finish-trade-and-plant'
				}
			],
			silent: true
		},
		{
			id: 'my-first',
			editions: ['my-first'],
			sources: ['S001/winning'],
			facts: [
				{
					fact: 'final-run-out',
					edition: 'my-first',
					players: 3,
					phase: 'trade',
					value: 'finish-turn'
				},
				{
					fact: 'final-run-out',
					edition: 'my-first',
					players: 5,
					phase: 'trade',
					value: 'finish-turn'
				}
			],
			silent: true
		}
	]
} as const satisfies Question;

export const runOutDrawing = {
	id: 'run-out-drawing',
	topics: ['end'],
	phases: ['draw'],
	answers: [
		{
			id: 'stated',
			editions: ['amigo-1997', 'rio-grande', 'rabohnzel'],
			sources: ['S004/end', 'RGG/end', 'S002/end', 'S003/digest-end'],
			facts: [
				{
					fact: 'final-run-out',
					edition: 'amigo-1997',
					players: 4,
					phase: 'draw',
					value: 'end-now'
				},
				{
					fact: 'final-run-out',
					edition: 'rio-grande',
					players: 4,
					phase: 'draw',
					value: 'end-now'
				},
				{
					fact: 'final-run-out',
					edition: 'rabohnzel',
					players: 4,
					phase: 'draw',
					value: 'end-now'
				}
			]
		},
		{
			id: 'amigo',
			editions: ['amigo'],
			sources: ['S000/end'],
			facts: [
				{ fact: 'final-run-out', edition: 'amigo', players: 4, phase: 'draw', value: 'end-now' }
			],
			silent: true
		},
		{
			id: 'my-first',
			editions: ['my-first'],
			sources: ['S001/winning'],
			facts: [
				{
					fact: 'final-run-out',
					edition: 'my-first',
					players: 4,
					phase: 'draw',
					value: 'end-now'
				}
			],
			silent: true
		}
	]
} as const satisfies Question;

export const handCardsAtEnd = {
	id: 'hand-cards-at-end',
	topics: ['end'],
	phases: ['draw'],
	answers: [
		{
			id: 'classic',
			editions: ['amigo', 'amigo-1997'],
			sources: ['S000/end', 'S004/end']
		},
		{
			id: 'rabohnzel',
			editions: ['rabohnzel'],
			sources: ['S003/digest-end', 'S003/end'],
			facts: [{ key: 'perCoin', fact: 'pfennige-per-coin', value: 100 }]
		},
		{
			id: 'rio',
			editions: ['rio-grande'],
			sources: ['RGG/end'],
			facts: [{ fact: 'tie-break', edition: 'rio-grande', value: 'most-hand-cards' }]
		},
		{
			id: 'my-first',
			editions: ['my-first'],
			sources: ['S001/winning']
		}
	]
} as const satisfies Question;

export const finalHarvest = {
	id: 'final-harvest',
	topics: ['end', 'harvesting', 'children'],
	phases: ['draw'],
	answers: [
		{
			id: 'classic',
			editions: ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'],
			sources: ['S000/end', 'S004/end', 'RGG/end', 'S003/digest-end']
		},
		{
			id: 'my-first-basic',
			editions: ['my-first'],
			steps: ['basic'],
			sources: ['S001/winning']
		},
		{
			id: 'my-first-later',
			editions: ['my-first'],
			steps: ['two-coin', 'step-1', 'step-2', 'step-3', 'step-4', 'step-5'],
			sources: ['S001/two-coin']
		}
	]
} as const satisfies Question;

export const tieBreak = {
	id: 'tie-break',
	topics: ['tie-break', 'end'],
	phases: ['draw'],
	answers: [
		{
			id: 'amigo',
			editions: ['amigo'],
			sources: ['S000/end', 'S000/playing'],
			facts: [{ fact: 'tie-break', edition: 'amigo', value: 'furthest-from-start' }]
		},
		{
			id: 'amigo-1997',
			editions: ['amigo-1997'],
			sources: ['S004/end'],
			facts: [{ fact: 'tie-break', edition: 'amigo-1997', value: 'none' }],
			silent: true
		},
		{
			id: 'rio',
			editions: ['rio-grande'],
			sources: ['RGG/end'],
			facts: [{ fact: 'tie-break', edition: 'rio-grande', value: 'most-hand-cards' }]
		},
		{
			id: 'my-first',
			editions: ['my-first'],
			sources: ['S001/winning'],
			facts: [{ fact: 'tie-break', edition: 'my-first', value: 'all-tied-win' }]
		},
		{
			id: 'rabohnzel',
			editions: ['rabohnzel'],
			sources: ['S003/end'],
			facts: [{ fact: 'tie-break', edition: 'rabohnzel', value: 'spell-value' }]
		}
	]
} as const satisfies Question;

export const finalHarvestSingle = {
	id: 'final-harvest-single',
	topics: ['end', 'harvesting'],
	phases: ['draw'],
	answers: [
		{
			id: 'classic',
			editions: ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'],
			sources: ['S000/end', 'S004/end', 'RGG/end', 'S003/digest-end']
		},
		{
			id: 'my-first-basic',
			editions: ['my-first'],
			steps: ['basic'],
			sources: ['S001/winning']
		},
		{
			id: 'my-first',
			editions: ['my-first'],
			steps: ['two-coin', 'step-1', 'step-2', 'step-3', 'step-4', 'step-5'],
			sources: ['S001/two-coin', 'S001/step-5'],
			facts: [{ key: 'step', fact: 'my-first-from', rule: 'protection-rule', value: 'step-5' }],
			silent: true
		}
	]
} as const satisfies Question;

export const reshuffleWhen = {
	id: 'reshuffle-when',
	topics: ['end', 'turn'],
	phases: ['trade', 'draw', 'turn-up'],
	answers: [
		{
			id: 'at-once',
			editions: ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'],
			players: NOT_DUEL,
			sources: ['S000/draw-pile', 'S004/end', 'RGG/draw', 'S003/phase-4']
		},
		{
			id: 'duel',
			editions: ['rio-grande'],
			players: DUEL,
			sources: ['RGG/two-players'],
			facts: [{ key: 'passes', fact: 'passes', edition: 'rio-grande', players: 2, value: 1 }]
		},
		{
			id: 'my-first',
			editions: ['my-first'],
			sources: ['S001/winning'],
			facts: [{ key: 'p3', fact: 'passes', edition: 'my-first', players: 3, value: 1 }],
			silent: true
		}
	]
} as const satisfies Question;
