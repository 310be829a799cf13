// The referee's questions whose first topic is fields: the third field and what a field may hold.
import type { Question } from './types.ts';
import { answer, FROM_STEP_2, DUEL, EARLY } from './shared.ts';

export const thirdField = {
	id: 'third-field',
	topics: ['fields'],
	phases: ['plant', 'trade', 'plant-traded', 'draw'],
	answers: [
		answer('amigo', ['amigo'], ['S000/idea'], {
			facts: [
				{ key: 'three', fact: 'fields', edition: 'amigo', players: 3, value: 3 },
				{ key: 'two', fact: 'fields', edition: 'amigo', players: 4, value: 2 },
				{ fact: 'third-field-cost', edition: 'amigo', players: 4, value: null }
			],
			silent: true
		}),
		answer('amigo-1997', ['amigo-1997'], ['S004/fields', 'S004/other', 'S004/variants'], {
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
		}),
		answer('rio-3', ['rio-grande'], ['S002/preparation', 'RGG/players'], {
			players: { min: 3, max: 3 },
			facts: [
				{ key: 'fields', fact: 'fields', edition: 'rio-grande', players: 3, value: 3 },
				{ fact: 'third-field-cost', edition: 'rio-grande', players: 3, value: null }
			]
		}),
		answer(
			'rio-4-7',
			['rio-grande'],
			['RGG/preparation', 'RGG/third-field', 'RGG/players', 'S002/notes'],
			{
				players: { min: 4, max: 7 },
				facts: [
					{ key: 'cost', fact: 'third-field-cost', edition: 'rio-grande', players: 4, value: 3 },
					{ key: 'cost67', fact: 'third-field-cost', edition: 'rio-grande', players: 6, value: 2 },
					{ fact: 'third-field-coins-to', edition: 'rio-grande', players: 4, value: 'discard' }
				],
				silent: true
			}
		),
		answer('duel', ['rio-grande'], ['RGG/two-players'], {
			players: DUEL,
			facts: [
				{ key: 'cost', fact: 'third-field-cost', edition: 'rio-grande', players: 2, value: 3 },
				{ fact: 'third-field-coins-to', edition: 'rio-grande', players: 2, value: 'box' }
			],
			silent: true
		}),
		answer('my-first-two', ['my-first'], ['S001/how-to-play', 'S001/step-1'], {
			steps: ['basic', 'two-coin'],
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
		}),
		answer('my-first-three', ['my-first'], ['S001/step-1'], {
			steps: ['step-1', 'step-2'],
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
		}),
		answer('my-first-buy', ['my-first'], ['S001/step-3'], {
			steps: ['step-3', 'step-4', 'step-5'],
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
		}),
		answer('rabohnzel', ['rabohnzel'], ['S003/setup', 'S003/spell-cards'], {
			facts: [{ fact: 'third-field-cost', edition: 'rabohnzel', players: 4, value: null }]
		})
	]
} as const satisfies Question;

export const oneKindPerField = {
	id: 'one-kind-per-field',
	topics: ['fields', 'children'],
	phases: ['plant', 'plant-traded'],
	answers: [
		answer('classic', ['amigo'], ['S000/planting']),
		answer(
			'two-fields-unsaid',
			['amigo-1997', 'rio-grande'],
			['S004/action-1', 'S002/summary', 'RGG/plant'],
			{ silent: true }
		),
		answer('rabohnzel', ['rabohnzel'], ['S003/digest-setup', 'S003/setup', 'S003/spell-cards'], {
			silent: true
		}),
		answer('my-first-patch', ['my-first'], ['S001/mixed-patch'], {
			steps: EARLY,
			facts: [{ key: 'until', fact: 'my-first-until', rule: 'mixed-patch', value: 'step-1' }]
		}),
		answer('my-first-later', ['my-first'], ['S001/step-2'], { steps: FROM_STEP_2 })
	]
} as const satisfies Question;

export const thirdFieldInBox = {
	id: 'third-field-in-box',
	topics: ['fields'],
	phases: ['plant', 'plant-traded'],
	answers: [
		answer(
			'rio-4-7',
			['rio-grande'],
			['S002/preparation', 'S002/notes', 'RGG/preparation', 'RGG/third-field', 'RGG/players'],
			{
				players: { min: 4, max: 7 },
				facts: [
					{ key: 'cost', fact: 'third-field-cost', edition: 'rio-grande', players: 4, value: 3 },
					{ key: 'cost67', fact: 'third-field-cost', edition: 'rio-grande', players: 6, value: 2 }
				],
				silent: true
			}
		)
	]
} as const satisfies Question;

export const thirdFieldFinalHarvest = {
	id: 'third-field-final-harvest',
	topics: ['fields', 'end'],
	phases: ['draw'],
	answers: [
		answer('amigo-1997', ['amigo-1997'], ['S004/fields', 'S004/other', 'S004/end'], {
			silent: true
		}),
		answer('rio-4-7', ['rio-grande'], ['S002/notes', 'RGG/third-field', 'RGG/end'], {
			players: { min: 4, max: 7 },
			silent: true
		}),
		answer('my-first', ['my-first'], ['S001/step-3', 'S001/two-coin'], {
			steps: ['step-3', 'step-4', 'step-5'],
			silent: true
		})
	]
} as const satisfies Question;
