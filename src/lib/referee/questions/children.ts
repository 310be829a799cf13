// The referee's questions whose first topic is My First Bohnanza: the line, the levels and the
// Mixed Patch Rule.
import type { Question } from './types.ts';
import { answer, FROM_STEP_2, LINE_STEPS, EARLY } from './shared.ts';

export const myFirstLine = {
	id: 'my-first-line',
	topics: ['children', 'turn'],
	phases: ['plant', 'trade', 'draw'],
	answers: [
		answer('line', ['my-first'], ['S001/rule', 'S001/step-4'], {
			steps: LINE_STEPS,
			facts: [{ key: 'step', fact: 'my-first-from', rule: 'hand-cards', value: 'step-4' }]
		}),
		answer('hand', ['my-first'], ['S001/step-4'], { steps: ['step-4', 'step-5'] })
	]
} as const satisfies Question;

export const myFirstSteps = {
	id: 'my-first-steps',
	topics: ['children'],
	phases: ['plant'],
	answers: [
		answer('all', ['my-first'], ['S001/two-coin', 'S001/step-1', 'S001/step-5'], {
			facts: [
				{
					key: 'fields',
					fact: 'fields',
					edition: 'my-first',
					players: 4,
					step: 'step-1',
					value: 3
				},
				{ key: 'buy', fact: 'my-first-from', rule: 'third-field-buyable', value: 'step-3' },
				{ key: 'last', fact: 'my-first-from', rule: 'protection-rule', value: 'step-5' }
			]
		})
	]
} as const satisfies Question;

export const coveredBeans = {
	id: 'covered-beans',
	topics: ['children', 'harvesting', 'fields'],
	phases: ['plant', 'plant-traded'],
	answers: [
		answer('my-first-patch', ['my-first'], ['S001/mixed-patch'], {
			steps: EARLY,
			facts: [{ key: 'until', fact: 'my-first-until', rule: 'mixed-patch', value: 'step-1' }]
		}),
		answer('my-first-later', ['my-first'], ['S001/step-2'], { steps: FROM_STEP_2 })
	]
} as const satisfies Question;
