// The referee's questions whose first topic is the turn: its order, planting, drawing, and the bean
// duel's turn.
import type { Question } from './types.ts';
import { answer, CLASSIC, FROM_STEP_2, DUEL, EARLY, NOT_DUEL } from './shared.ts';

export const secondCard = {
	id: 'second-card',
	topics: ['turn'],
	phases: ['plant'],
	answers: [
		answer(
			'all',
			['amigo', 'amigo-1997', 'rio-grande', 'my-first'],
			['S000/phase-1', 'S004/action-1', 'S002/summary', 'RGG/plant', 'S001/plant'],
			{
				facts: [
					{ fact: 'plant', edition: 'amigo', players: 4, must: 1, value: 1 },
					{ fact: 'plant', edition: 'rio-grande', players: 2, must: 1, value: 1 },
					{ fact: 'plant', edition: 'my-first', players: 4, must: 1, value: 1 }
				]
			}
		),
		answer('rabohnzel', ['rabohnzel'], ['S003/phase-1', 'S003/spell-cards'], {
			facts: [{ fact: 'plant', edition: 'rabohnzel', players: 4, must: 1, value: 1 }]
		})
	]
} as const satisfies Question;

export const firstCardNoField = {
	id: 'first-card-no-field',
	topics: ['turn', 'harvesting', 'children'],
	phases: ['plant', 'plant-traded'],
	answers: [
		answer('harvest', CLASSIC, [
			'S000/phase-1',
			'S004/action-1',
			'S002/summary',
			'RGG/plant',
			'S003/phase-1'
		]),
		answer('my-first-patch', ['my-first'], ['S001/mixed-patch'], {
			steps: EARLY,
			facts: [{ key: 'until', fact: 'my-first-until', rule: 'mixed-patch', value: 'step-1' }]
		}),
		answer('my-first-harvest', ['my-first'], ['S001/step-2'], {
			steps: FROM_STEP_2,
			facts: [
				{ key: 'from', fact: 'my-first-from', rule: 'harvest-may-earn-nothing', value: 'step-2' }
			]
		})
	]
} as const satisfies Question;

export const emptyHand = {
	id: 'empty-hand',
	topics: ['turn'],
	phases: ['plant'],
	answers: [
		answer(
			'skip',
			['amigo', 'amigo-1997', 'rio-grande'],
			['S000/phase-1', 'S004/action-1', 'RGG/plant']
		),
		answer('rabohnzel', ['rabohnzel'], ['S003/phase-1', 'S003/setup']),
		answer('silent', ['my-first'], ['S001/plant'], { silent: true })
	]
} as const satisfies Question;

export const handOrder = {
	id: 'hand-order',
	topics: ['turn'],
	phases: ['plant', 'trade', 'draw'],
	answers: [
		answer(
			'classic',
			['amigo', 'amigo-1997', 'rio-grande'],
			['S000/hand-order', 'S004/setup', 'S002/summary', 'RGG/preparation']
		),
		answer('rabohnzel', ['rabohnzel'], ['S003/digest-setup', 'S003/spell-cards']),
		answer('my-first', ['my-first'], ['S001/rule', 'S001/step-4'])
	]
} as const satisfies Question;

export const drawnCards = {
	id: 'drawn-cards',
	topics: ['turn'],
	phases: ['draw'],
	answers: [
		answer(
			'classic',
			['amigo', 'amigo-1997', 'rio-grande'],
			['S000/phase-4', 'S004/action-4', 'S002/summary', 'RGG/draw'],
			{
				players: { min: 3, max: 5 },
				facts: [
					{ key: 'draw', fact: 'draw', edition: 'amigo', players: 4, value: 3 },
					{ fact: 'draw', edition: 'amigo-1997', players: 4, value: 3 },
					{ fact: 'draw', edition: 'rio-grande', players: 5, value: 3 }
				]
			}
		),
		answer('rio-6-7', ['rio-grande'], ['S002/summary', 'RGG/players'], {
			players: { min: 6, max: 7 },
			facts: [{ key: 'draw', fact: 'draw', edition: 'rio-grande', players: 6, value: 4 }]
		}),
		answer('duel', ['rio-grande'], ['RGG/two-players'], {
			players: DUEL,
			facts: [{ key: 'draw', fact: 'draw', edition: 'rio-grande', players: 2, value: 2 }],
			silent: true
		}),
		answer('my-first', ['my-first'], ['S001/draw', 'S001/step-4'], {
			facts: [
				{ key: 'draw', fact: 'draw', edition: 'my-first', players: 4, step: 'basic', value: 3 },
				{ key: 'step', fact: 'my-first-from', rule: 'hand-cards', value: 'step-4' }
			]
		}),
		answer('rabohnzel', ['rabohnzel'], ['S003/phase-4', 'S003/spell-cards'], {
			facts: [{ key: 'draw', fact: 'draw', edition: 'rabohnzel', players: 4, value: 3 }]
		})
	]
} as const satisfies Question;

export const startPlayer = {
	id: 'start-player',
	topics: ['turn', 'tie-break'],
	phases: ['plant'],
	answers: [
		answer('amigo', ['amigo'], ['S000/playing'], {
			facts: [{ fact: 'start-player', edition: 'amigo', value: 'any' }]
		}),
		answer('dealer', ['amigo-1997'], ['S004/setup'], {
			facts: [{ fact: 'start-player', edition: 'amigo-1997', value: 'left-of-dealer' }]
		}),
		answer('rio', ['rio-grande'], ['RGG/preparation'], {
			facts: [{ fact: 'start-player', edition: 'rio-grande', value: 'left-of-dealer' }],
			silent: true
		}),
		answer('my-first', ['my-first'], ['S001/how-to-play'], {
			facts: [{ fact: 'start-player', edition: 'my-first', value: 'youngest' }]
		}),
		answer('rabohnzel', ['rabohnzel'], ['S003/setup'], {
			facts: [{ fact: 'start-player', edition: 'rabohnzel', value: 'highest-spell' }]
		})
	]
} as const satisfies Question;

export const duelTurn = {
	id: 'duel-turn',
	topics: ['turn', 'trading'],
	phases: ['take-offer', 'plant', 'discard-optional', 'turn-up', 'draw'],
	answers: [
		answer('duel', ['rio-grande'], ['RGG/two-players'], {
			players: DUEL,
			facts: [
				{ key: 'flip', fact: 'flip', edition: 'rio-grande', players: 2, value: 3 },
				{ key: 'draw', fact: 'draw', edition: 'rio-grande', players: 2, value: 2 }
			],
			silent: true
		})
	]
} as const satisfies Question;

export const duelOffer = {
	id: 'duel-offer',
	topics: ['turn', 'trading'],
	phases: ['take-offer', 'turn-up'],
	answers: [answer('duel', ['rio-grande'], ['RGG/two-players'], { players: DUEL, silent: true })]
} as const satisfies Question;

export const deal = {
	id: 'deal',
	topics: ['turn'],
	phases: ['plant'],
	answers: [
		answer('amigo', ['amigo', 'amigo-1997'], ['S000/idea', 'S004/setup'], {
			facts: [
				{ key: 'deal', fact: 'deal', edition: 'amigo', players: 4, seat: 0, value: 5 },
				{ fact: 'deal', edition: 'amigo', players: 5, seat: 4, value: 5 },
				{ fact: 'deal', edition: 'amigo-1997', players: 3, seat: 2, value: 5 },
				{ key: 'deck', fact: 'deck', edition: 'amigo', players: 3, value: 104 },
				{ fact: 'deck', edition: 'amigo-1997', players: 5, value: 104 },
				{ fact: 'removed', edition: 'amigo', players: 4, value: [] },
				{ fact: 'removed', edition: 'amigo-1997', players: 4, value: [] }
			]
		}),
		answer('duel', ['rio-grande'], ['RGG/two-players'], {
			players: DUEL,
			facts: [
				{ key: 'deal', fact: 'deal', edition: 'rio-grande', players: 2, seat: 1, value: 5 },
				{ key: 'deck', fact: 'deck', edition: 'rio-grande', players: 2, value: 144 },
				{ fact: 'removed', edition: 'rio-grande', players: 2, value: ['cocoa', 'garden'] }
			],
			silent: true
		}),
		answer('rio-3', ['rio-grande'], ['S002/preparation', 'RGG/preparation', 'RGG/players'], {
			players: { min: 3, max: 3 },
			facts: [
				{ key: 'deal', fact: 'deal', edition: 'rio-grande', players: 3, seat: 0, value: 5 },
				{ key: 'deck', fact: 'deck', edition: 'rio-grande', players: 3, value: 150 },
				{ fact: 'removed', edition: 'rio-grande', players: 3, value: ['cocoa'] },
				{ key: 'fields', fact: 'fields', edition: 'rio-grande', players: 3, value: 3 }
			]
		}),
		answer('rio-4-5', ['rio-grande'], ['S002/preparation', 'RGG/preparation', 'RGG/players'], {
			players: { min: 4, max: 5 },
			facts: [
				{ key: 'deal', fact: 'deal', edition: 'rio-grande', players: 4, seat: 3, value: 5 },
				{ fact: 'deal', edition: 'rio-grande', players: 5, seat: 0, value: 5 },
				{ key: 'deck', fact: 'deck', edition: 'rio-grande', players: 5, value: 130 },
				{ fact: 'removed', edition: 'rio-grande', players: 4, value: ['coffee'] }
			]
		}),
		answer('rio-6-7', ['rio-grande'], ['S002/preparation', 'RGG/preparation', 'RGG/players'], {
			players: { min: 6, max: 7 },
			facts: [
				{ key: 'first', fact: 'deal', edition: 'rio-grande', players: 6, seat: 0, value: 3 },
				{ key: 'second', fact: 'deal', edition: 'rio-grande', players: 6, seat: 1, value: 4 },
				{ key: 'third', fact: 'deal', edition: 'rio-grande', players: 7, seat: 2, value: 5 },
				{ key: 'rest', fact: 'deal', edition: 'rio-grande', players: 6, seat: 3, value: 6 },
				{ fact: 'deal', edition: 'rio-grande', players: 7, seat: 6, value: 6 },
				{ key: 'deck', fact: 'deck', edition: 'rio-grande', players: 7, value: 144 },
				{ fact: 'removed', edition: 'rio-grande', players: 6, value: ['cocoa', 'garden'] }
			]
		}),
		answer('rabohnzel', ['rabohnzel'], ['S003/setup', 'S003/digest-setup'], {
			facts: [
				{ key: 'deal', fact: 'deal', edition: 'rabohnzel', players: 4, seat: 0, value: 5 },
				{ key: 'deck', fact: 'deck', edition: 'rabohnzel', players: 3, value: 98 },
				{ fact: 'removed', edition: 'rabohnzel', players: 5, value: [] },
				{ key: 'spells', fact: 'spell-cards-each', value: 1 }
			]
		}),
		answer('my-first-basic', ['my-first'], ['S001/setup'], {
			steps: ['basic'],
			facts: [
				{
					key: 'deal',
					fact: 'deal',
					edition: 'my-first',
					players: 4,
					step: 'basic',
					seat: 0,
					value: 5
				},
				{ key: 'deck', fact: 'deck', edition: 'my-first', players: 3, step: 'basic', value: 56 },
				{
					fact: 'removed',
					edition: 'my-first',
					players: 5,
					step: 'basic',
					value: ['dragon', 'dwarf', 'giant', 'magic', 'princess', 'sword']
				}
			]
		}),
		answer('my-first-two-coin', ['my-first'], ['S001/setup', 'S001/two-coin'], {
			steps: ['two-coin'],
			facts: [
				{
					key: 'deal',
					fact: 'deal',
					edition: 'my-first',
					players: 4,
					step: 'two-coin',
					seat: 0,
					value: 5
				},
				{
					key: 'deck',
					fact: 'deck',
					edition: 'my-first',
					players: 4,
					step: 'two-coin',
					value: 59
				},
				{
					fact: 'removed',
					edition: 'my-first',
					players: 3,
					step: 'two-coin',
					value: ['broad', 'mean', 'sour', 'stink']
				}
			]
		}),
		answer('my-first-all', ['my-first'], ['S001/setup', 'S001/step-1', 'S001/step-4'], {
			steps: ['step-1', 'step-2', 'step-3', 'step-4', 'step-5'],
			facts: [
				{
					key: 'deal',
					fact: 'deal',
					edition: 'my-first',
					players: 5,
					step: 'step-1',
					seat: 4,
					value: 5
				},
				{ key: 'deck', fact: 'deck', edition: 'my-first', players: 4, step: 'step-5', value: 115 },
				{ fact: 'removed', edition: 'my-first', players: 4, step: 'step-1', value: [] },
				{ key: 'step', fact: 'my-first-from', rule: 'hand-cards', value: 'step-4' }
			]
		})
	]
} as const satisfies Question;

export const secondCardBeforeFlip = {
	id: 'second-card-before-flip',
	topics: ['turn'],
	phases: ['plant', 'trade'],
	answers: [
		answer(
			'classic',
			['amigo', 'amigo-1997', 'rio-grande', 'my-first'],
			[
				'S000/playing',
				'S000/phase-1',
				'S004/action-1',
				'S002/summary',
				'RGG/plant',
				'S001/how-to-play',
				'S001/plant'
			],
			{ players: NOT_DUEL }
		),
		answer('rabohnzel', ['rabohnzel'], ['S003/setup', 'S003/phase-1', 'S003/spell-cards']),
		answer('duel', ['rio-grande'], ['RGG/two-players'], { players: DUEL, silent: true })
	]
} as const satisfies Question;

export const discardAndCoins = {
	id: 'discard-and-coins',
	topics: ['turn', 'harvesting'],
	phases: ['plant', 'trade', 'plant-traded', 'draw'],
	answers: [
		answer(
			'all',
			['amigo', 'amigo-1997', 'rio-grande', 'my-first', 'rabohnzel'],
			[
				'S000/idea',
				'S000/harvesting',
				'S004/selling',
				'RGG/harvesting',
				'S001/harvesting',
				'S003/harvesting'
			],
			{ silent: true }
		)
	]
} as const satisfies Question;
