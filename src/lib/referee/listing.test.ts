import { describe, expect, it, test } from 'vitest';
import { appliesTo, closestTopics, searchHits, topicOffered, type AppliesWords } from './listing';
import { QUESTIONS, type AnswerGroup, type Question } from './questions';

const words: AppliesWords = {
	editions: (ids) => ids.join(', '),
	players: (min, max) => `${min}-${max} players`,
	step: (step) => `<${step}>`,
	steps: (first, last) => `${first} to ${last}`
};
const group = (extra: Partial<AnswerGroup>): AnswerGroup => ({
	id: 'g',
	editions: ['amigo'],
	sources: [],
	...extra
});
const question = (id: string): Question => ({ id, topics: ['turn'], phases: [], answers: [] });

describe('appliesTo', () => {
	test('names the editions, then the players when the answer is for some of them', () => {
		expect(appliesTo(group({ editions: ['amigo', 'rio-grande'] }), words)).toBe(
			'amigo, rio-grande'
		);
		expect(appliesTo(group({ players: { min: 3, max: 7 } }), words)).toBe('amigo · 3-7 players');
	});

	test('names one My First level, or the first and the last, never all of them', () => {
		const myFirst = { editions: ['my-first'] as const };
		expect(appliesTo(group({ ...myFirst, steps: ['step-2'] }), words)).toBe('my-first · <step-2>');
		expect(appliesTo(group({ ...myFirst, steps: ['basic', 'two-coin', 'step-1'] }), words)).toBe(
			'my-first · <basic> to <step-1>'
		);
		const all = ['basic', 'two-coin', 'step-1', 'step-2', 'step-3', 'step-4', 'step-5'] as const;
		expect(appliesTo(group({ ...myFirst, steps: all }), words)).toBe('my-first');
	});
});

describe('searchHits', () => {
	test("keeps the search's order and only the questions in the list", () => {
		const list = [question('a'), question('b'), question('c')];
		expect(searchHits(list, ['c', 'x', 'a']).map((q) => q.id)).toEqual(['c', 'a']);
	});
});

describe('topicOffered', () => {
	const some = () => [question('a')];
	test('a topic with questions here is offered, one without is not', () => {
		expect(topicOffered('turn', 'amigo', some)).toBe(true);
		expect(topicOffered('turn', 'amigo', () => [])).toBe(false);
	});

	test("the children's topic only where My First is or may be played", () => {
		expect(topicOffered('children', 'amigo', some)).toBe(false);
		expect(topicOffered('children', 'my-first', some)).toBe(true);
		expect(topicOffered('children', undefined, some)).toBe(true);
	});
});

describe('the closest topics when the referee has no answer', () => {
	it('lists each topic of the closest questions once, the closest question’s first', () => {
		const closest = ['protection', 'gifts', 'whole-field'].map((id) =>
			QUESTIONS.find((question) => question.id === id)!
		);
		expect(closestTopics(closest)).toEqual(['harvesting', 'children', 'trading']);
		expect(closestTopics([])).toEqual([]);
	});
});
