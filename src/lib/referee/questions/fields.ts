// The referee's questions whose first topic is fields: the third field and what a field may hold.
import type { Question } from './types.ts';
import { DUEL, EARLY } from './shared.ts';

export const thirdField = {
	id: 'third-field',
	topics: ['fields'],
	phases: ['plant', 'trade', 'plant-traded', 'draw'],
	answers: [
		{
			id: 'amigo',
			editions: ['amigo'],
			sources: ['S000/idea'],
			facts: [
				{ key: 'three', fact: 'fields', edition: 'amigo', players: 3, value: 3 },
				{ key: 'two', fact: 'fields', edition: 'amigo', players: 4, value: 2 },
				{ fact: 'third-field-cost', edition: 'amigo', players: 4, value: null }
			],
			silent: true
		},
		{
			id: 'amigo-1997',
			editions: ['amigo-1997'],
			sources: ['S004/fields', 'S004/other', 'S004/variants'],
			facts: [
				{ key: 'cost', fact: 'third-field-cost', edition: 'amigo-1997', players: 4, value: 3 },
				{
					key: 'cheap',
					fact: 'third-field-cost',
					edition: 'amigo-1997',
					players: 5,
					variants: ['cheap-third-field'],
					value: 2
				},
				{ fact: 'third-field-coins-to', edition: 'amigo-1997', players: 4, value: 'discard' }
			]
		},
		{
			id: 'rio-3',
			editions: ['rio-grande'],
			players: { min: 3, max: 3 },
			sources: ['S002/preparation', 'RGG/players'],
			facts: [
				{ key: 'fields', fact: 'fields', edition: 'rio-grande', players: 3, value: 3 },
				{ fact: 'third-field-cost', edition: 'rio-grande', players: 3, value: null }
			]
		},
		{
			id: 'rio-4-7',
			editions: ['rio-grande'],
			players: { min: 4, max: 7 },
			sources: ['RGG/preparation', 'RGG/third-field', 'RGG/players', 'S002/notes'],
			facts: [
				{ key: 'cost', fact: 'third-field-cost', edition: 'rio-grande', players: 4, value: 3 },
				{ key: 'cost67', fact: 'third-field-cost', edition: 'rio-grande', players: 6, value: 2 },
				{ fact: 'third-field-coins-to', edition: 'rio-grande', players: 4, value: 'discard' }
			]
		},
		{
			id: 'duel',
			editions: ['rio-grande'],
			players: DUEL,
			sources: ['RGG/two-players'],
			facts: [
				{ key: 'cost', fact: 'third-field-cost', edition: 'rio-grande', players: 2, value: 3 },
				{ fact: 'third-field-coins-to', edition: 'rio-grande', players: 2, value: 'box' }
			]
		},
		{
			id: 'my-first-two',
			editions: ['my-first'],
			steps: ['basic', 'two-coin'],
			sources: ['S001/how-to-play', 'S001/step-1'],
			facts: [
				{
					key: 'fields',
					fact: 'fields',
					edition: 'my-first',
					players: 4,
					step: 'basic',
					value: 2
				},
				{
					fact: 'third-field-cost',
					edition: 'my-first',
					players: 4,
					step: 'two-coin',
					value: null
				}
			]
		},
		{
			id: 'my-first-three',
			editions: ['my-first'],
			steps: ['step-1', 'step-2'],
			sources: ['S001/step-1'],
			facts: [
				{
					key: 'fields',
					fact: 'fields',
					edition: 'my-first',
					players: 4,
					step: 'step-1',
					value: 3
				}
			]
		},
		{
			id: 'my-first-buy',
			editions: ['my-first'],
			steps: ['step-3', 'step-4', 'step-5'],
			sources: ['S001/step-3'],
			facts: [
				{
					key: 'cost',
					fact: 'third-field-cost',
					edition: 'my-first',
					players: 4,
					step: 'step-3',
					value: 3
				}
			]
		},
		{
			id: 'rabohnzel',
			editions: ['rabohnzel'],
			sources: ['S003/setup', 'S003/spell-cards'],
			facts: [{ fact: 'third-field-cost', edition: 'rabohnzel', players: 4, value: null }]
		}
	]
} as const satisfies Question;

export const oneKindPerField = {
	id: 'one-kind-per-field',
	topics: ['fields', 'children'],
	phases: ['plant', 'plant-traded'],
	answers: [
		{
			id: 'classic',
			editions: ['amigo'],
			sources: ['S000/planting']
		},
		{
			id: 'two-fields-unsaid',
			editions: ['amigo-1997', 'rio-grande'],
			sources: ['S004/action-1', 'S002/summary', 'RGG/plant'],
			silent: true
		},
		{
			id: 'rabohnzel',
			editions: ['rabohnzel'],
			sources: ['S003/digest-setup', 'S003/spell-cards']
		},
		{
			id: 'my-first-patch',
			editions: ['my-first'],
			steps: EARLY,
			sources: ['S001/mixed-patch'],
			facts: [{ key: 'until', fact: 'my-first-until', rule: 'mixed-patch', value: 'step-1' }]
		},
		{
			id: 'my-first-later',
			editions: ['my-first'],
			steps: ['step-2', 'step-3', 'step-4', 'step-5'],
			sources: ['S001/step-2']
		}
	]
} as const satisfies Question;

export const thirdFieldInBox = {
	id: 'third-field-in-box',
	topics: ['fields'],
	phases: ['plant', 'plant-traded'],
	answers: [
		{
			id: 'rio-4-7',
			editions: ['rio-grande'],
			players: { min: 4, max: 7 },
			sources: [
				'S002/preparation',
				'S002/notes',
				'RGG/preparation',
				'RGG/third-field',
				'RGG/players'
			],
			facts: [
				{ key: 'cost', fact: 'third-field-cost', edition: 'rio-grande', players: 4, value: 3 },
				{ key: 'cost67', fact: 'third-field-cost', edition: 'rio-grande', players: 6, value: 2 }
			]
		}
	]
} as const satisfies Question;
