// The referee's questions whose first topic is Rabohnzel's spells: bean magic, the sword attack,
// the spell cards.
import type { Question } from './types.ts';
import { answer, runOut } from './shared.ts';

export const spellWhen = {
	id: 'spell-when',
	topics: ['spells'],
	phases: ['spell', 'plant'],
	answers: [
		answer('rabohnzel', ['rabohnzel'], ['S003/spell-phase', 'S003/bean-magic', 'S003/spell-cards'])
	]
} as const satisfies Question;

export const beanMagic = {
	id: 'bean-magic',
	topics: ['spells', 'harvesting'],
	phases: ['spell', 'plant'],
	answers: [answer('rabohnzel', ['rabohnzel'], ['S003/spell-phase', 'S003/bean-magic'])]
} as const satisfies Question;

export const swordAttack = {
	id: 'sword-attack',
	topics: ['spells', 'harvesting'],
	phases: ['spell'],
	answers: [
		answer('rabohnzel', ['rabohnzel'], ['S003/bean-magic', 'S003/spell-cards'], {
			facts: [
				{ fact: 'sword-outcome', bean: 'princess', value: 'coin-to-attacker' },
				{ fact: 'sword-outcome', bean: 'sword', value: 'counter-attack' },
				{ fact: 'sword-outcome', bean: 'pick', value: 'defender-steals-last-hand-card' },
				{ fact: 'sword-outcome', bean: 'magic', value: 'attacker-activates-spell-card' },
				{ fact: 'sword-outcome', bean: 'cape', value: 'nothing' }
			]
		})
	]
} as const satisfies Question;

export const temporaryField = {
	id: 'temporary-field',
	topics: ['spells', 'fields'],
	phases: ['spell', 'plant-traded'],
	answers: [answer('rabohnzel', ['rabohnzel'], ['S003/spell-cards'])]
} as const satisfies Question;

export const spellValue = {
	id: 'spell-value',
	topics: ['spells', 'tie-break'],
	phases: ['draw'],
	answers: [
		answer('rabohnzel', ['rabohnzel'], ['S003/spell-cards', 'S003/end'], {
			facts: [
				{ key: 'min', fact: 'spell-value', card: 'attack-spell', value: 1 },
				{ key: 'max', fact: 'spell-value', card: 'random-spell', value: 10 },
				{ key: 'perCoin', fact: 'pfennige-per-coin', value: 100 }
			]
		})
	]
} as const satisfies Question;

export const magicNewField = {
	id: 'magic-new-field',
	topics: ['spells'],
	phases: ['spell'],
	answers: [answer('rabohnzel', ['rabohnzel'], ['S003/bean-magic', 'S003/spell-cards'])]
} as const satisfies Question;

export const magicTwoFields = {
	id: 'magic-two-fields',
	topics: ['spells', 'fields'],
	phases: ['spell'],
	answers: [
		answer('rabohnzel', ['rabohnzel'], ['S003/spell-phase', 'S003/bean-magic'], { silent: true })
	]
} as const satisfies Question;

export const handCardSpellGifts = {
	id: 'hand-card-spell-gifts',
	topics: ['spells', 'trading'],
	phases: ['trade'],
	answers: [
		answer('rabohnzel', ['rabohnzel'], ['S003/spell-cards', 'S003/phase-2'], { silent: true })
	]
} as const satisfies Question;

export const swapAfterDraw = {
	id: 'swap-after-draw',
	topics: ['spells', 'turn'],
	phases: ['draw'],
	answers: [
		answer('rabohnzel', ['rabohnzel'], ['S003/spell-cards', 'S003/phase-4'], { silent: true })
	]
} as const satisfies Question;

export const randomDrawsSwap = {
	id: 'random-draws-swap',
	topics: ['spells'],
	phases: ['spell'],
	answers: [answer('rabohnzel', ['rabohnzel'], ['S003/spell-cards'])]
} as const satisfies Question;

export const pileSpellMagicBean = {
	id: 'pile-spell-magic-bean',
	topics: ['spells', 'trading'],
	phases: ['spell', 'trade'],
	answers: [answer('rabohnzel', ['rabohnzel'], ['S003/spell-cards', 'S003/spell-phase'])]
} as const satisfies Question;

export const enchantedCoin = {
	id: 'enchanted-coin',
	topics: ['spells', 'harvesting'],
	phases: ['plant-traded'],
	answers: [answer('rabohnzel', ['rabohnzel'], ['S003/spell-cards'])]
} as const satisfies Question;

export const flowTrading = {
	id: 'flow-trading',
	topics: ['spells', 'trading'],
	phases: ['spell', 'trade'],
	answers: [answer('rabohnzel', ['rabohnzel'], ['S003/spell-cards'])]
} as const satisfies Question;

export const attackNoCoins = {
	id: 'attack-no-coins',
	topics: ['spells'],
	phases: ['spell'],
	answers: [answer('rabohnzel', ['rabohnzel'], ['S003/bean-magic'], { silent: true })]
} as const satisfies Question;

export const spellTwice = {
	id: 'spell-twice',
	topics: ['spells'],
	phases: ['spell'],
	answers: [
		answer('rabohnzel', ['rabohnzel'], ['S003/spell-cards', 'S003/spell-phase'], { silent: true })
	]
} as const satisfies Question;

export const capeFinalHarvest = {
	id: 'cape-final-harvest',
	topics: ['spells', 'end'],
	phases: ['draw'],
	answers: [
		answer('rabohnzel', ['rabohnzel'], ['S003/bean-magic', 'S003/end', 'S003/digest-end'], {
			silent: true
		})
	]
} as const satisfies Question;

export const runOutSpell = {
	id: 'run-out-spell',
	topics: ['spells', 'end'],
	phases: ['spell', 'trade'],
	answers: [
		answer('rabohnzel', ['rabohnzel'], ['S003/digest-end', 'S003/spell-cards', 'S003/bean-magic'], {
			facts: [
				runOut('rabohnzel', 4, 'trade', 'finish-trade-and-plant'),
				runOut('rabohnzel', 3, 'draw', 'end-now')
			],
			silent: true
		})
	]
} as const satisfies Question;

export const stealEmptyHand = {
	id: 'steal-empty-hand',
	topics: ['spells'],
	phases: ['spell'],
	answers: [answer('rabohnzel', ['rabohnzel'], ['S003/bean-magic'], { silent: true })]
} as const satisfies Question;
