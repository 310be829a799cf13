// The turn coach for My First games: the turn walked through in parts, and each rule card shown
// the first time its situation comes up in a game, then never again in that game.
import {
	MY_FIRST_RULES,
	myFirstRuleApplies,
	phasesFor,
	type MyFirstRule,
	type MyFirstStep
} from '$lib/rules';

/** Moments in a game when a rule matters for the first time. */
export const COACH_SITUATIONS = [
	'game-start', // the cards are dealt: how they lie in front of a child
	'third-type', // a bean must be planted, but every field holds another type
	'field-full', // a field holds enough beans for a coin
	'harvest', // a field is harvested: where the coins come from
	'three-coins', // a child has three coins
	'single-bean', // someone wants to harvest a field holding one card
	'game-end' // the game has ended
] as const;
export type CoachSituation = (typeof COACH_SITUATIONS)[number];

/** Which rules a situation can bring up; only those in force at the game's level are shown. */
export const SITUATION_RULES: Readonly<Record<CoachSituation, readonly MyFirstRule[]>> = {
	'game-start': ['face-up-line', 'hand-cards'],
	'third-type': ['mixed-patch', 'harvest-may-earn-nothing'],
	'field-full': ['auto-harvest', 'choose-harvest-time'],
	harvest: ['coin-supply', 'harvested-cards-are-coins'],
	'three-coins': ['third-field-buyable'],
	'single-bean': ['protection-rule'],
	'game-end': ['end-harvest']
};

export function isCoachSituation(value: unknown): value is CoachSituation {
	return typeof value === 'string' && (COACH_SITUATIONS as readonly string[]).includes(value);
}

/** The rules a situation brings up at this level, in order. */
export function rulesFor(level: MyFirstStep, situation: CoachSituation): readonly MyFirstRule[] {
	return SITUATION_RULES[situation].filter((rule) => myFirstRuleApplies(level, rule));
}

/** Every rule already shown in a game, given the situations that came up so far. */
export function shownRules(
	level: MyFirstStep,
	history: readonly CoachSituation[]
): readonly MyFirstRule[] {
	const shown = new Set<MyFirstRule>();
	for (const situation of history) for (const rule of rulesFor(level, situation)) shown.add(rule);
	return MY_FIRST_RULES.filter((rule) => shown.has(rule));
}

/** The rule cards to show now: those the situation brings up that this game has not shown yet. */
export function rulesToShowNow(
	level: MyFirstStep,
	history: readonly CoachSituation[],
	situation: CoachSituation
): readonly MyFirstRule[] {
	const shown = shownRules(level, history);
	return rulesFor(level, situation).filter((rule) => !shown.includes(rule));
}

/** Situations worth a help button now: they still have an unshown rule at this level. */
export function openSituations(
	level: MyFirstStep,
	history: readonly CoachSituation[]
): readonly CoachSituation[] {
	return COACH_SITUATIONS.filter(
		(situation) => rulesToShowNow(level, history, situation).length > 0
	);
}

/** One part of the coach's walk through a turn. */
export type CoachTurnPart =
	| { readonly id: 'plant-first' }
	| { readonly id: 'plant-second'; readonly optional: true }
	| { readonly id: 'turn-over-and-trade'; readonly cards: number }
	| { readonly id: 'draw'; readonly cards: number };

/** The walk through a My First turn, with the card numbers from the engine's phases. */
export function coachTurn(players: number): readonly CoachTurnPart[] {
	const parts: CoachTurnPart[] = [];
	for (const phase of phasesFor('my-first', players)) {
		if (phase.id === 'plant') {
			for (let i = 0; i < phase.must; i++) parts.push({ id: 'plant-first' });
			if (phase.may > 0) parts.push({ id: 'plant-second', optional: true });
		} else if (phase.id === 'trade') {
			parts.push({ id: 'turn-over-and-trade', cards: phase.flip });
		} else if (phase.id === 'draw') {
			parts.push({ id: 'draw', cards: phase.draw });
		}
	}
	return parts;
}
