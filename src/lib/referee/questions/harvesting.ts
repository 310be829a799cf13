// The referee's questions whose first topic is harvesting: when, what, and what it earns.
import type { Question } from './types.ts';
import { answer, CLASSIC, FROM_STEP_2, FROM_TWO_COIN, NOT_DUEL, DUEL, EARLY } from './shared.ts';

export const harvestOtherTurn = {
	id: 'harvest-other-turn',
	topics: ['harvesting', 'turn'],
	phases: ['plant', 'trade', 'plant-traded', 'draw', 'turn-up', 'take-offer'],
	answers: [
		answer('any-time', ['amigo', 'amigo-1997'], ['S000/phase-4', 'S004/other'], {
			facts: [
				{ fact: 'harvest-timing', edition: 'amigo', players: 4, value: 'any-time' },
				{ fact: 'harvest-timing', edition: 'amigo-1997', players: 4, value: 'any-time' }
			]
		}),
		answer('rio', ['rio-grande'], ['RGG/harvesting'], {
			players: NOT_DUEL,
			facts: [{ fact: 'harvest-timing', edition: 'rio-grande', players: 4, value: 'any-time' }],
			silent: true
		}),
		answer('rabohnzel', ['rabohnzel'], ['S003/harvesting', 'S003/bean-magic'], {
			facts: [{ fact: 'harvest-timing', edition: 'rabohnzel', players: 4, value: 'any-time' }]
		}),
		answer('duel', ['rio-grande'], ['RGG/two-players'], {
			players: DUEL,
			facts: [{ fact: 'harvest-timing', edition: 'rio-grande', players: 2, value: 'own-turn' }],
			silent: true
		}),
		answer('my-first-auto', ['my-first'], ['S001/harvesting'], {
			steps: ['basic'],
			facts: [
				{
					fact: 'harvest-timing',
					edition: 'my-first',
					players: 4,
					step: 'basic',
					value: 'automatic'
				}
			]
		}),
		answer('my-first-choose', ['my-first'], ['S001/two-coin', 'S001/harvesting'], {
			steps: FROM_TWO_COIN,
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
		})
	]
} as const satisfies Question;

export const protection = {
	id: 'protection',
	topics: ['harvesting', 'children'],
	phases: ['plant', 'plant-traded', 'trade', 'take-offer'],
	answers: [
		answer('classic', CLASSIC, [
			'S000/harvesting',
			'S004/selling',
			'S002/summary',
			'RGG/harvesting',
			'S003/harvesting'
		]),
		answer('my-first', ['my-first'], ['S001/step-5'], {
			facts: [{ key: 'step', fact: 'my-first-from', rule: 'protection-rule', value: 'step-5' }]
		})
	]
} as const satisfies Question;

export const harvestNothing = {
	id: 'harvest-nothing',
	topics: ['harvesting', 'children'],
	phases: ['plant', 'plant-traded'],
	answers: [
		answer('classic', CLASSIC, [
			'S000/harvesting',
			'S004/selling',
			'RGG/harvesting',
			'S003/harvesting'
		]),
		answer('my-first-early', ['my-first'], ['S001/harvesting', 'S001/step-2'], {
			steps: EARLY,
			facts: [
				{ key: 'from', fact: 'my-first-from', rule: 'harvest-may-earn-nothing', value: 'step-2' }
			]
		}),
		answer('my-first-later', ['my-first'], ['S001/step-2'], { steps: FROM_STEP_2 })
	]
} as const satisfies Question;

export const wholeField = {
	id: 'whole-field',
	topics: ['harvesting'],
	phases: ['plant', 'plant-traded'],
	answers: [
		answer('stated', CLASSIC, [
			'S000/harvesting',
			'S004/other',
			'RGG/harvesting',
			'S003/harvesting'
		]),
		answer('my-first-patch', ['my-first'], ['S001/mixed-patch', 'S001/harvesting'], {
			steps: EARLY,
			facts: [{ key: 'until', fact: 'my-first-until', rule: 'mixed-patch', value: 'step-1' }],
			silent: true
		}),
		answer('my-first', ['my-first'], ['S001/harvesting', 'S001/step-2'], {
			steps: FROM_STEP_2,
			silent: true
		})
	]
} as const satisfies Question;

export const coins = {
	id: 'coins',
	topics: ['harvesting', 'children'],
	phases: ['plant', 'plant-traded'],
	answers: [
		answer('classic', CLASSIC, [
			'S000/harvesting',
			'S004/selling',
			'S002/summary',
			'RGG/harvesting',
			'S003/harvesting'
		]),
		answer('my-first-supply', ['my-first'], ['S001/harvesting', 'S001/step-1'], {
			steps: ['basic', 'two-coin'],
			facts: [
				{ key: 'step', fact: 'my-first-from', rule: 'harvested-cards-are-coins', value: 'step-1' }
			]
		}),
		answer('my-first-cards', ['my-first'], ['S001/step-1'], {
			steps: ['step-1', 'step-2', 'step-3', 'step-4', 'step-5']
		})
	]
} as const satisfies Question;

export const singleNextToEmpty = {
	id: 'single-next-to-empty',
	topics: ['harvesting'],
	phases: ['plant', 'plant-traded'],
	answers: [
		answer(
			'stated',
			['amigo', 'rio-grande', 'rabohnzel'],
			['S000/harvesting', 'S002/summary', 'RGG/harvesting', 'S003/harvesting']
		),
		answer('amigo-1997', ['amigo-1997'], ['S004/selling'], { silent: true }),
		answer('my-first-early', ['my-first'], ['S001/harvesting', 'S001/step-2', 'S001/step-5'], {
			steps: ['basic', 'two-coin', 'step-1', 'step-2', 'step-3', 'step-4'],
			facts: [
				{ key: 'step', fact: 'my-first-from', rule: 'protection-rule', value: 'step-5' },
				{ key: 'from', fact: 'my-first-from', rule: 'harvest-may-earn-nothing', value: 'step-2' }
			]
		}),
		answer('my-first-5', ['my-first'], ['S001/step-5'], { steps: ['step-5'] })
	]
} as const satisfies Question;
