// The referee's questions whose first topic is the turn: its order, planting, drawing, and the bean
// duel's turn.
import type { Question } from './types.ts';
import { answer, CLASSIC, FROM_STEP_2, DUEL, EARLY } from './shared.ts';

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
