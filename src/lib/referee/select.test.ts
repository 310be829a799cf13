import { describe, expect, it } from 'vitest';
import { QUESTIONS } from './questions';
import { groupApplies, questionsFor, splitAnswers, ALL_QUESTIONS } from './select';

const question = (id: string) => ALL_QUESTIONS.find((q) => q.id === id)!;
const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);

describe('choosing answers for the table', () => {
	it('Rio Grande with 2 players gets the duel answer; the rest go behind the disclosure', () => {
		const split = splitAnswers(question('third-field'), { edition: 'rio-grande', players: 2 });
		expect(ids(split.mine)).toEqual(['duel']);
		expect(ids(split.others)).toEqual([
			'amigo',
			'amigo-1997',
			'rio-3',
			'rio-4-7',
			'my-first-two',
			'my-first-three',
			'my-first-buy',
			'rabohnzel'
		]);
	});

	it('Rio Grande without a player count gets every Rio Grande answer', () => {
		const split = splitAnswers(question('third-field'), { edition: 'rio-grande' });
		expect(ids(split.mine)).toEqual(['rio-3', 'rio-4-7', 'duel']);
	});

	it('My First narrows by step', () => {
		const protection = question('first-card-no-field');
		expect(ids(splitAnswers(protection, { edition: 'my-first', step: 'step-1' }).mine)).toEqual([
			'my-first-patch'
		]);
		expect(ids(splitAnswers(protection, { edition: 'my-first', step: 'step-2' }).mine)).toEqual([
			'my-first-harvest'
		]);
	});

	it('with no edition every answer fits', () => {
		const q = question('tie-break');
		expect(q.answers.every((g) => groupApplies(g, {}))).toBe(true);
	});

	it('lists only questions the edition has, the phase’s first', () => {
		const amigo = ids(questionsFor({ edition: 'amigo' }));
		expect(amigo).not.toContain('spell-when');
		expect(amigo).not.toContain('duel-turn');
		expect(amigo).toContain('tie-break');
		const inSpellPhase = ids(questionsFor({ edition: 'rabohnzel', phase: 'spell' }));
		expect(inSpellPhase.slice(0, 5)).toEqual([
			'spell-when',
			'bean-magic',
			'sword-attack',
			'temporary-field',
			'magic-new-field'
		]);
	});

	it('filters by topic', () => {
		expect(ids(questionsFor({}, 'spells'))).toEqual([
			'spell-when',
			'bean-magic',
			'sword-attack',
			'temporary-field',
			'spell-value',
			'magic-new-field',
			'magic-two-fields',
			'hand-card-spell-gifts',
			'swap-after-draw',
			'random-draws-swap',
			'pile-spell-magic-bean',
			'enchanted-coin',
			'flow-trading',
			'attack-no-coins',
			'spell-twice',
			'cape-final-harvest',
			'run-out-spell',
			'steal-empty-hand'
		]);
		expect(questionsFor({ edition: 'amigo' }, 'spells')).toEqual([]);
		expect(ALL_QUESTIONS).toBe(QUESTIONS);
	});
});
