// The referee's questions whose first topic is harvesting: when, what, and what it earns.
import type { Question } from './types.ts';
import { NOT_DUEL, DUEL, EARLY } from './shared.ts';

export const harvestOtherTurn = {
	id: 'harvest-other-turn',
	topics: ['harvesting', 'turn'],
	phases: ['plant', 'trade', 'plant-traded', 'draw', 'turn-up', 'take-offer'],
	answers: [
		{
			id: 'any-time',
			editions: ['amigo', 'amigo-1997', 'rio-grande'],
			players: NOT_DUEL,
			sources: ['S000/phase-4', 'S004/other', 'RGG/harvesting'],
			facts: [
				{ fact: 'harvest-timing', edition: 'amigo', players: 4, value: 'any-time' },
				{ fact: 'harvest-timing', edition: 'amigo-1997', players: 4, value: 'any-time' },
				{ fact: 'harvest-timing', edition: 'rio-grande', players: 4, value: 'any-time' }
			]
		},
		{
			id: 'rabohnzel',
			editions: ['rabohnzel'],
			sources: ['S003/harvesting', 'S003/bean-magic'],
			facts: [{ fact: 'harvest-timing', edition: 'rabohnzel', players: 4, value: 'any-time' }]
		},
		{
			id: 'duel',
			editions: ['rio-grande'],
			players: DUEL,
			sources: ['RGG/two-players'],
			facts: [{ fact: 'harvest-timing', edition: 'rio-grande', players: 2, value: 'own-turn' }]
		},
		{
			id: 'my-first-auto',
			editions: ['my-first'],
			steps: ['basic'],
			sources: ['S001/harvesting'],
			facts: [
				{
					fact: 'harvest-timing',
					edition: 'my-first',
					players: 4,
					step: 'basic',
					value: 'automatic'
				}
			]
		},
		{
			id: 'my-first-choose',
			editions: ['my-first'],
			steps: ['two-coin', 'step-1', 'step-2', 'step-3', 'step-4', 'step-5'],
			sources: ['S001/two-coin', 'S001/harvesting'],
			facts: [
				{
					fact: 'harvest-timing',
					edition: 'my-first',
					players: 4,
					step: 'two-coin',
					value: 'any-time'
				}
			],
			silent: true
		}
	]
} as const satisfies Question;

export const protection = {
	id: 'protection',
	topics: ['harvesting', 'children'],
	phases: ['plant', 'plant-traded', 'trade', 'take-offer'],
	answers: [
		{
			id: 'classic',
			editions: ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'],
			sources: [
				'S000/harvesting',
				'S004/selling',
				'S002/summary',
				'RGG/harvesting',
				'S003/harvesting'
			]
		},
		{
			id: 'my-first',
			editions: ['my-first'],
			sources: ['S001/step-5'],
			facts: [{ key: 'step', fact: 'my-first-from', rule: 'protection-rule', value: 'step-5' }]
		}
	]
} as const satisfies Question;

export const harvestNothing = {
	id: 'harvest-nothing',
	topics: ['harvesting', 'children'],
	phases: ['plant', 'plant-traded'],
	answers: [
		{
			id: 'classic',
			editions: ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'],
			sources: ['S000/harvesting', 'S004/selling', 'RGG/harvesting', 'S003/harvesting']
		},
		{
			id: 'my-first-early',
			editions: ['my-first'],
			steps: EARLY,
			sources: ['S001/harvesting', 'S001/step-2'],
			facts: [
				{ key: 'from', fact: 'my-first-from', rule: 'harvest-may-earn-nothing', value: 'step-2' }
			]
		},
		{
			id: 'my-first-later',
			editions: ['my-first'],
			steps: ['step-2', 'step-3', 'step-4', 'step-5'],
			sources: ['S001/step-2']
		}
	]
} as const satisfies Question;

export const wholeField = {
	id: 'whole-field',
	topics: ['harvesting'],
	phases: ['plant', 'plant-traded'],
	answers: [
		{
			id: 'stated',
			editions: ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'],
			sources: ['S000/harvesting', 'S004/other', 'RGG/harvesting', 'S003/harvesting']
		},
		{
			id: 'my-first-patch',
			editions: ['my-first'],
			steps: EARLY,
			sources: ['S001/mixed-patch', 'S001/harvesting'],
			facts: [{ key: 'until', fact: 'my-first-until', rule: 'mixed-patch', value: 'step-1' }],
			silent: true
		},
		{
			id: 'my-first',
			editions: ['my-first'],
			steps: ['step-2', 'step-3', 'step-4', 'step-5'],
			sources: ['S001/harvesting', 'S001/step-2'],
			silent: true
		}
	]
} as const satisfies Question;

export const coins = {
	id: 'coins',
	topics: ['harvesting', 'children'],
	phases: ['plant', 'plant-traded'],
	answers: [
		{
			id: 'classic',
			editions: ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'],
			sources: [
				'S000/harvesting',
				'S004/selling',
				'S002/summary',
				'RGG/harvesting',
				'S003/harvesting'
			]
		},
		{
			id: 'my-first-supply',
			editions: ['my-first'],
			steps: ['basic', 'two-coin'],
			sources: ['S001/harvesting', 'S001/step-1'],
			facts: [
				{ key: 'step', fact: 'my-first-from', rule: 'harvested-cards-are-coins', value: 'step-1' }
			]
		},
		{
			id: 'my-first-cards',
			editions: ['my-first'],
			steps: ['step-1', 'step-2', 'step-3', 'step-4', 'step-5'],
			sources: ['S001/step-1']
		}
	]
} as const satisfies Question;

export const singleNextToEmpty = {
	id: 'single-next-to-empty',
	topics: ['harvesting'],
	phases: ['plant', 'plant-traded'],
	answers: [
		{
			id: 'stated',
			editions: ['amigo', 'rio-grande', 'rabohnzel'],
			sources: ['S000/harvesting', 'S002/summary', 'RGG/harvesting', 'S003/harvesting']
		},
		{
			id: 'amigo-1997',
			editions: ['amigo-1997'],
			sources: ['S004/selling'],
			silent: true
		},
		{
			id: 'my-first-early',
			editions: ['my-first'],
			steps: ['basic', 'two-coin', 'step-1', 'step-2', 'step-3', 'step-4'],
			sources: ['S001/harvesting', 'S001/step-2', 'S001/step-5'],
			facts: [
				{ key: 'step', fact: 'my-first-from', rule: 'protection-rule', value: 'step-5' },
				{ key: 'from', fact: 'my-first-from', rule: 'harvest-may-earn-nothing', value: 'step-2' }
			]
		},
		{
			id: 'my-first-5',
			editions: ['my-first'],
			steps: ['step-5'],
			sources: ['S001/step-5']
		}
	]
} as const satisfies Question;
