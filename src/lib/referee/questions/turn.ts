// The referee's questions whose first topic is the turn: its order, planting, drawing, and the bean duel's turn.
import type { Question } from './types.ts';
import { DUEL, EARLY } from './shared.ts';

export const secondCard = {
	id: 'second-card',
	topics: ['turn'],
	phases: ['plant'],
	answers: [
		{
			id: 'all',
			editions: ['amigo', 'amigo-1997', 'rio-grande', 'my-first'],
			sources: ['S000/phase-1', 'S004/action-1', 'S002/summary', 'RGG/plant', 'S001/plant'],
			facts: [
				{ fact: 'plant', edition: 'amigo', players: 4, must: 1, value: 1 },
				{ fact: 'plant', edition: 'rio-grande', players: 2, must: 1, value: 1 },
				{ fact: 'plant', edition: 'my-first', players: 4, must: 1, value: 1 }
			]
		},
		{
			id: 'rabohnzel',
			editions: ['rabohnzel'],
			sources: ['S003/phase-1', 'S003/spell-cards'],
			facts: [{ fact: 'plant', edition: 'rabohnzel', players: 4, must: 1, value: 1 }]
		}
	]
} as const satisfies Question;

export const firstCardNoField = {
	id: 'first-card-no-field',
	topics: ['turn', 'harvesting', 'children'],
	phases: ['plant', 'plant-traded'],
	answers: [
		{
			id: 'harvest',
			editions: ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'],
			sources: ['S000/phase-1', 'S004/action-1', 'S002/summary', 'RGG/plant', 'S003/phase-1']
		},
		{
			id: 'my-first-patch',
			editions: ['my-first'],
			steps: EARLY,
			sources: ['S001/mixed-patch'],
			facts: [{ key: 'until', fact: 'my-first-until', rule: 'mixed-patch', value: 'step-1' }]
		},
		{
			id: 'my-first-harvest',
			editions: ['my-first'],
			steps: ['step-2', 'step-3', 'step-4', 'step-5'],
			sources: ['S001/step-2'],
			facts: [
				{ key: 'from', fact: 'my-first-from', rule: 'harvest-may-earn-nothing', value: 'step-2' }
			]
		}
	]
} as const satisfies Question;

export const emptyHand = {
	id: 'empty-hand',
	topics: ['turn'],
	phases: ['plant'],
	answers: [
		{
			id: 'skip',
			editions: ['amigo', 'amigo-1997', 'rio-grande'],
			sources: ['S000/phase-1', 'S004/action-1', 'RGG/plant']
		},
		{
			id: 'rabohnzel',
			editions: ['rabohnzel'],
			sources: ['S003/phase-1', 'S003/setup']
		},
		{
			id: 'silent',
			editions: ['my-first'],
			sources: ['S001/plant'],
			silent: true
		}
	]
} as const satisfies Question;

export const handOrder = {
	id: 'hand-order',
	topics: ['turn'],
	phases: ['plant', 'trade', 'draw'],
	answers: [
		{
			id: 'classic',
			editions: ['amigo', 'amigo-1997', 'rio-grande'],
			sources: ['S000/hand-order', 'S004/setup', 'S002/summary', 'RGG/preparation']
		},
		{
			id: 'rabohnzel',
			editions: ['rabohnzel'],
			sources: ['S003/digest-setup', 'S003/spell-cards']
		},
		{
			id: 'my-first',
			editions: ['my-first'],
			sources: ['S001/rule', 'S001/step-4']
		}
	]
} as const satisfies Question;

export const drawnCards = {
	id: 'drawn-cards',
	topics: ['turn'],
	phases: ['draw'],
	answers: [
		{
			id: 'classic',
			editions: ['amigo', 'amigo-1997', 'rio-grande'],
			players: { min: 3, max: 5 },
			sources: ['S000/phase-4', 'S004/action-4', 'S002/summary', 'RGG/draw'],
			facts: [
				{ key: 'draw', fact: 'draw', edition: 'amigo', players: 4, value: 3 },
				{ fact: 'draw', edition: 'amigo-1997', players: 4, value: 3 },
				{ fact: 'draw', edition: 'rio-grande', players: 5, value: 3 }
			]
		},
		{
			id: 'rio-6-7',
			editions: ['rio-grande'],
			players: { min: 6, max: 7 },
			sources: ['S002/summary', 'RGG/players'],
			facts: [{ key: 'draw', fact: 'draw', edition: 'rio-grande', players: 6, value: 4 }]
		},
		{
			id: 'duel',
			editions: ['rio-grande'],
			players: DUEL,
			sources: ['RGG/two-players'],
			facts: [{ key: 'draw', fact: 'draw', edition: 'rio-grande', players: 2, value: 2 }]
		},
		{
			id: 'my-first',
			editions: ['my-first'],
			sources: ['S001/draw', 'S001/step-4'],
			facts: [
				{ key: 'draw', fact: 'draw', edition: 'my-first', players: 4, step: 'basic', value: 3 },
				{ key: 'step', fact: 'my-first-from', rule: 'hand-cards', value: 'step-4' }
			]
		},
		{
			id: 'rabohnzel',
			editions: ['rabohnzel'],
			sources: ['S003/phase-4', 'S003/spell-cards'],
			facts: [{ key: 'draw', fact: 'draw', edition: 'rabohnzel', players: 4, value: 3 }]
		}
	]
} as const satisfies Question;

export const startPlayer = {
	id: 'start-player',
	topics: ['turn', 'tie-break'],
	phases: ['plant'],
	answers: [
		{
			id: 'amigo',
			editions: ['amigo'],
			sources: ['S000/playing'],
			facts: [{ fact: 'start-player', edition: 'amigo', value: 'any' }]
		},
		{
			id: 'dealer',
			editions: ['amigo-1997', 'rio-grande'],
			sources: ['S004/setup', 'RGG/preparation'],
			facts: [
				{ fact: 'start-player', edition: 'amigo-1997', value: 'left-of-dealer' },
				{ fact: 'start-player', edition: 'rio-grande', value: 'left-of-dealer' }
			]
		},
		{
			id: 'my-first',
			editions: ['my-first'],
			sources: ['S001/how-to-play'],
			facts: [{ fact: 'start-player', edition: 'my-first', value: 'youngest' }]
		},
		{
			id: 'rabohnzel',
			editions: ['rabohnzel'],
			sources: ['S003/setup'],
			facts: [{ fact: 'start-player', edition: 'rabohnzel', value: 'highest-spell' }]
		}
	]
} as const satisfies Question;

export const duelTurn = {
	id: 'duel-turn',
	topics: ['turn', 'trading'],
	phases: ['take-offer', 'plant', 'discard-optional', 'turn-up', 'draw'],
	answers: [
		{
			id: 'duel',
			editions: ['rio-grande'],
			players: DUEL,
			sources: ['RGG/two-players'],
			facts: [
				{ key: 'flip', fact: 'flip', edition: 'rio-grande', players: 2, value: 3 },
				{ key: 'draw', fact: 'draw', edition: 'rio-grande', players: 2, value: 2 }
			]
		}
	]
} as const satisfies Question;

export const duelOffer = {
	id: 'duel-offer',
	topics: ['turn', 'trading'],
	phases: ['take-offer', 'turn-up'],
	answers: [
		{
			id: 'duel',
			editions: ['rio-grande'],
			players: DUEL,
			sources: ['RGG/two-players']
		}
	]
} as const satisfies Question;
