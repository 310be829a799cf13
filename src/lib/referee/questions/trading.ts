// The referee's questions whose first topic is trading: what may be traded, given and promised.
import type { Question } from './types.ts';
import { NOT_DUEL, DUEL } from './shared.ts';

export const tradeHandCards = {
	id: 'trade-hand-cards',
	topics: ['trading'],
	phases: ['trade'],
	answers: [
		{
			id: 'classic',
			editions: ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'],
			players: NOT_DUEL,
			sources: ['S000/trading', 'S004/action-2', 'RGG/trade', 'S003/phase-2']
		},
		{
			id: 'my-first',
			editions: ['my-first'],
			sources: ['S001/trade', 'S001/step-4'],
			facts: [{ key: 'step', fact: 'my-first-from', rule: 'hand-cards', value: 'step-4' }]
		},
		{
			id: 'duel',
			editions: ['rio-grande'],
			players: DUEL,
			sources: ['RGG/two-players'],
			facts: [{ fact: 'trading', edition: 'rio-grande', players: 2, value: false }]
		}
	]
} as const satisfies Question;

export const othersTrade = {
	id: 'others-trade',
	topics: ['trading'],
	phases: ['trade'],
	answers: [
		{
			id: 'no',
			editions: ['amigo', 'amigo-1997', 'rio-grande', 'my-first', 'rabohnzel'],
			players: NOT_DUEL,
			sources: [
				'S000/trading',
				'S004/action-2',
				'S002/summary',
				'RGG/trade',
				'S001/trade',
				'S003/phase-2'
			],
			facts: [{ fact: 'trading', edition: 'amigo', players: 4, value: true }]
		},
		{
			id: 'duel',
			editions: ['rio-grande'],
			players: DUEL,
			sources: ['RGG/two-players'],
			facts: [{ fact: 'trading', edition: 'rio-grande', players: 2, value: false }]
		}
	]
} as const satisfies Question;

export const receivedCards = {
	id: 'received-cards',
	topics: ['trading'],
	phases: ['trade', 'plant-traded'],
	answers: [
		{
			id: 'classic',
			editions: ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'],
			players: NOT_DUEL,
			sources: [
				'S000/phase-2',
				'S000/phase-3',
				'S004/action-2',
				'S002/summary',
				'RGG/trade',
				'S003/phase-2'
			]
		},
		{
			id: 'my-first',
			editions: ['my-first'],
			sources: ['S001/trade']
		}
	]
} as const satisfies Question;

export const plantOrder = {
	id: 'plant-order',
	topics: ['trading', 'harvesting'],
	phases: ['plant-traded', 'trade'],
	answers: [
		{
			id: 'all',
			editions: ['amigo', 'amigo-1997', 'rio-grande', 'my-first', 'rabohnzel'],
			players: NOT_DUEL,
			sources: [
				'S000/phase-3',
				'S004/action-3',
				'S002/summary',
				'RGG/plant-traded',
				'S001/trade',
				'S003/phase-3'
			]
		}
	]
} as const satisfies Question;

export const gifts = {
	id: 'gifts',
	topics: ['trading'],
	phases: ['trade'],
	answers: [
		{
			id: 'amigo',
			editions: ['amigo'],
			sources: ['S000/phase-2']
		},
		{
			id: 'directed',
			editions: ['amigo-1997', 'rabohnzel'],
			sources: ['S004/action-2', 'S003/phase-2']
		},
		{
			id: 'my-first',
			editions: ['my-first'],
			sources: ['S001/trade'],
			silent: true
		},
		{
			id: 'rio',
			editions: ['rio-grande'],
			players: NOT_DUEL,
			sources: ['S002/summary', 'RGG/trade']
		}
	]
} as const satisfies Question;

export const flippedCards = {
	id: 'flipped-cards',
	topics: ['trading', 'turn'],
	phases: ['trade', 'plant-traded', 'turn-up'],
	answers: [
		{
			id: 'classic',
			editions: ['amigo', 'amigo-1997', 'rio-grande'],
			players: NOT_DUEL,
			sources: ['S000/phase-2', 'S000/phase-3', 'S004/action-3', 'S002/summary', 'RGG/trade'],
			facts: [
				{ key: 'flip', fact: 'flip', edition: 'amigo', players: 4, value: 2 },
				{ fact: 'flip', edition: 'amigo-1997', players: 4, value: 2 },
				{ fact: 'flip', edition: 'rio-grande', players: 6, value: 2 }
			]
		},
		{
			id: 'rabohnzel',
			editions: ['rabohnzel'],
			sources: ['S003/phase-2', 'S003/spell-cards'],
			facts: [{ key: 'flip', fact: 'flip', edition: 'rabohnzel', players: 4, value: 2 }]
		},
		{
			id: 'my-first',
			editions: ['my-first'],
			sources: ['S001/trade'],
			facts: [
				{ key: 'flip', fact: 'flip', edition: 'my-first', players: 4, step: 'basic', value: 2 }
			]
		},
		{
			id: 'duel',
			editions: ['rio-grande'],
			players: DUEL,
			sources: ['RGG/two-players'],
			facts: [{ key: 'flip', fact: 'flip', edition: 'rio-grande', players: 2, value: 3 }]
		}
	]
} as const satisfies Question;

export const tradeGoesOn = {
	id: 'trade-goes-on',
	topics: ['trading'],
	phases: ['trade'],
	answers: [
		{
			id: 'active-stops',
			editions: ['amigo', 'rabohnzel'],
			sources: ['S000/phase-2', 'S003/phase-2']
		},
		{
			id: 'no-more-offers',
			editions: ['amigo-1997', 'rio-grande'],
			players: NOT_DUEL,
			sources: ['S004/action-2', 'RGG/trade']
		},
		{
			id: 'my-first',
			editions: ['my-first'],
			sources: ['S001/trade']
		}
	]
} as const satisfies Question;

export const promises = {
	id: 'promises',
	topics: ['trading'],
	phases: ['trade'],
	answers: [
		{
			id: 'stated',
			editions: ['amigo-1997', 'rio-grande'],
			players: NOT_DUEL,
			sources: ['S004/other', 'S002/notes']
		},
		{
			id: 'silent',
			editions: ['amigo', 'my-first', 'rabohnzel'],
			sources: ['S000/trading', 'S001/trade', 'S003/phase-2'],
			silent: true
		}
	]
} as const satisfies Question;

export const coinsInTrades = {
	id: 'coins-in-trades',
	topics: ['trading'],
	phases: ['trade'],
	answers: [
		{
			id: 'variant',
			editions: ['amigo-1997'],
			sources: ['S004/variants']
		},
		{
			id: 'others',
			editions: ['amigo', 'rio-grande', 'my-first', 'rabohnzel'],
			players: NOT_DUEL,
			sources: ['S000/trading', 'RGG/trade', 'S001/trade', 'S003/phase-2'],
			silent: true
		}
	]
} as const satisfies Question;

export const othersGive = {
	id: 'others-give',
	topics: ['trading', 'children'],
	phases: ['trade'],
	answers: [
		{
			id: 'amigo',
			editions: ['amigo'],
			sources: ['S000/trading', 'S000/phase-2']
		},
		{
			id: 'to-active',
			editions: ['amigo-1997', 'rio-grande', 'rabohnzel'],
			players: NOT_DUEL,
			sources: ['S004/action-2', 'RGG/trade', 'S003/phase-2']
		},
		{
			id: 'my-first',
			editions: ['my-first'],
			sources: ['S001/trade'],
			silent: true
		},
		{
			id: 'duel',
			editions: ['rio-grande'],
			players: DUEL,
			sources: ['RGG/two-players'],
			facts: [{ fact: 'trading', edition: 'rio-grande', players: 2, value: false }]
		}
	]
} as const satisfies Question;
