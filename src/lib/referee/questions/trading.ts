// The referee's questions whose first topic is trading: what may be traded, given and promised.
import type { Question } from './types.ts';
import { answer, CLASSIC, NOT_DUEL, DUEL } from './shared.ts';

export const tradeHandCards = {
	id: 'trade-hand-cards',
	topics: ['trading'],
	phases: ['trade'],
	answers: [
		answer('classic', CLASSIC, ['S000/trading', 'S004/action-2', 'RGG/trade', 'S003/phase-2'], {
			players: NOT_DUEL
		}),
		answer('my-first', ['my-first'], ['S001/trade', 'S001/step-4'], {
			facts: [{ key: 'step', fact: 'my-first-from', rule: 'hand-cards', value: 'step-4' }]
		}),
		answer('duel', ['rio-grande'], ['RGG/two-players'], {
			players: DUEL,
			facts: [{ fact: 'trading', edition: 'rio-grande', players: 2, value: false }],
			silent: true
		})
	]
} as const satisfies Question;

export const othersTrade = {
	id: 'others-trade',
	topics: ['trading'],
	phases: ['trade'],
	answers: [
		answer(
			'no',
			['amigo', 'amigo-1997', 'rio-grande', 'my-first', 'rabohnzel'],
			['S000/trading', 'S004/action-2', 'S002/summary', 'RGG/trade', 'S001/trade', 'S003/phase-2'],
			{ players: NOT_DUEL, facts: [{ fact: 'trading', edition: 'amigo', players: 4, value: true }] }
		),
		answer('duel', ['rio-grande'], ['RGG/two-players'], {
			players: DUEL,
			facts: [{ fact: 'trading', edition: 'rio-grande', players: 2, value: false }],
			silent: true
		})
	]
} as const satisfies Question;

export const receivedCards = {
	id: 'received-cards',
	topics: ['trading'],
	phases: ['trade', 'plant-traded'],
	answers: [
		answer(
			'classic',
			CLASSIC,
			[
				'S000/phase-2',
				'S000/phase-3',
				'S004/action-2',
				'S002/summary',
				'RGG/trade',
				'S003/phase-2'
			],
			{ players: NOT_DUEL }
		),
		answer('my-first', ['my-first'], ['S001/trade'])
	]
} as const satisfies Question;

export const plantOrder = {
	id: 'plant-order',
	topics: ['trading', 'harvesting'],
	phases: ['plant-traded', 'trade'],
	answers: [
		answer(
			'all',
			['amigo', 'amigo-1997', 'rio-grande', 'my-first', 'rabohnzel'],
			[
				'S000/phase-3',
				'S004/action-3',
				'S002/summary',
				'RGG/plant-traded',
				'S001/trade',
				'S003/phase-3'
			],
			{ players: NOT_DUEL }
		)
	]
} as const satisfies Question;

export const gifts = {
	id: 'gifts',
	topics: ['trading'],
	phases: ['trade'],
	answers: [
		answer('amigo', ['amigo'], ['S000/phase-2']),
		answer('directed', ['amigo-1997', 'rabohnzel'], ['S004/action-2', 'S003/phase-2']),
		answer('my-first', ['my-first'], ['S001/trade'], { silent: true }),
		answer('rio', ['rio-grande'], ['S002/summary', 'RGG/trade'], { players: NOT_DUEL })
	]
} as const satisfies Question;

export const flippedCards = {
	id: 'flipped-cards',
	topics: ['trading', 'turn'],
	phases: ['trade', 'plant-traded', 'turn-up'],
	answers: [
		answer(
			'classic',
			['amigo', 'amigo-1997', 'rio-grande'],
			['S000/phase-2', 'S000/phase-3', 'S004/action-3', 'S002/summary', 'RGG/trade'],
			{
				players: NOT_DUEL,
				facts: [
					{ key: 'flip', fact: 'flip', edition: 'amigo', players: 4, value: 2 },
					{ fact: 'flip', edition: 'amigo-1997', players: 4, value: 2 },
					{ fact: 'flip', edition: 'rio-grande', players: 6, value: 2 }
				]
			}
		),
		answer('rabohnzel', ['rabohnzel'], ['S003/phase-2', 'S003/spell-cards'], {
			facts: [{ key: 'flip', fact: 'flip', edition: 'rabohnzel', players: 4, value: 2 }]
		}),
		answer('my-first', ['my-first'], ['S001/trade'], {
			facts: [
				{ key: 'flip', fact: 'flip', edition: 'my-first', players: 4, step: 'basic', value: 2 }
			]
		}),
		answer('duel', ['rio-grande'], ['RGG/two-players'], {
			players: DUEL,
			facts: [{ key: 'flip', fact: 'flip', edition: 'rio-grande', players: 2, value: 3 }],
			silent: true
		})
	]
} as const satisfies Question;

export const tradeGoesOn = {
	id: 'trade-goes-on',
	topics: ['trading'],
	phases: ['trade'],
	answers: [
		answer('active-stops', ['amigo', 'rabohnzel'], ['S000/phase-2', 'S003/phase-2']),
		answer('no-more-offers', ['amigo-1997'], ['S004/action-2']),
		answer('rio', ['rio-grande'], ['RGG/trade'], { players: NOT_DUEL, silent: true }),
		answer('my-first', ['my-first'], ['S001/trade'])
	]
} as const satisfies Question;

export const promises = {
	id: 'promises',
	topics: ['trading'],
	phases: ['trade'],
	answers: [
		answer('stated', ['amigo-1997', 'rio-grande'], ['S004/other', 'S002/notes'], {
			players: NOT_DUEL
		}),
		answer(
			'silent',
			['amigo', 'my-first', 'rabohnzel'],
			['S000/trading', 'S001/trade', 'S003/phase-2'],
			{ silent: true }
		)
	]
} as const satisfies Question;

export const coinsInTrades = {
	id: 'coins-in-trades',
	topics: ['trading'],
	phases: ['trade'],
	answers: [
		answer('variant', ['amigo-1997'], ['S004/variants']),
		answer(
			'others',
			['amigo', 'rio-grande', 'my-first', 'rabohnzel'],
			['S000/trading', 'RGG/trade', 'S001/trade', 'S003/phase-2'],
			{ players: NOT_DUEL, silent: true }
		)
	]
} as const satisfies Question;

export const othersGive = {
	id: 'others-give',
	topics: ['trading', 'children'],
	phases: ['trade'],
	answers: [
		answer('amigo', ['amigo'], ['S000/trading', 'S000/phase-2']),
		answer(
			'to-active',
			['amigo-1997', 'rio-grande', 'rabohnzel'],
			['S004/action-2', 'RGG/trade', 'S003/phase-2'],
			{ players: NOT_DUEL }
		),
		answer('my-first', ['my-first'], ['S001/trade'], { silent: true }),
		answer('duel', ['rio-grande'], ['RGG/two-players'], {
			players: DUEL,
			facts: [{ fact: 'trading', edition: 'rio-grande', players: 2, value: false }],
			silent: true
		})
	]
} as const satisfies Question;

export const tradeOutsidePhase = {
	id: 'trade-outside-phase',
	topics: ['trading'],
	phases: ['plant', 'plant-traded', 'draw', 'spell'],
	answers: [
		answer(
			'classic',
			['amigo', 'amigo-1997', 'rio-grande', 'my-first', 'rabohnzel'],
			[
				'S000/phase-2',
				'S000/trading',
				'S004/action-2',
				'S002/summary',
				'RGG/trade',
				'S001/trade',
				'S003/phase-2'
			],
			{ players: NOT_DUEL }
		),
		answer('duel', ['rio-grande'], ['RGG/two-players'], {
			players: DUEL,
			facts: [{ fact: 'trading', edition: 'rio-grande', players: 2, value: false }],
			silent: true
		})
	]
} as const satisfies Question;

export const showHand = {
	id: 'show-hand',
	topics: ['trading'],
	phases: ['trade'],
	answers: [
		answer('promises', ['amigo-1997', 'rio-grande'], ['S004/other', 'S002/notes'], {
			players: NOT_DUEL,
			silent: true
		}),
		answer('silent', ['amigo', 'rabohnzel'], ['S000/trading', 'S003/phase-2'], { silent: true }),
		answer('my-first', ['my-first'], ['S001/rule', 'S001/step-4'], {
			facts: [{ key: 'step', fact: 'my-first-from', rule: 'hand-cards', value: 'step-4' }],
			silent: true
		})
	]
} as const satisfies Question;

export const tradeWithdraw = {
	id: 'trade-withdraw',
	topics: ['trading'],
	phases: ['trade'],
	answers: [
		answer(
			'classic',
			['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'],
			['S000/trading', 'S004/action-2', 'RGG/trade', 'S003/phase-2'],
			{ players: NOT_DUEL, silent: true }
		),
		answer('my-first', ['my-first'], ['S001/trade'], { silent: true })
	]
} as const satisfies Question;
