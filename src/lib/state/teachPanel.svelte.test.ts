import { flushSync } from 'svelte';
import { expect, test } from 'vitest';
import type { CoachSituation } from '$lib/teach/coach';
import type { MyFirstStep } from '$lib/rules';
import { RuleCards } from './teachPanel.svelte';

/** A lesson in memory: `fail` makes every write refuse, as a full disk would. */
function fakeLesson(fail = false) {
	const writes: CoachSituation[] = [];
	// Its own fields, which the test may set (a Lesson's are read-only from outside).
	const lesson = $state({
		loaded: true,
		situations: [] as CoachSituation[],
		async record(entry: { situation?: CoachSituation }) {
			if (fail || !entry.situation) return;
			writes.push(entry.situation);
			lesson.situations = [...lesson.situations, entry.situation];
		}
	});
	return { lesson, writes };
}

test('the opening cards show by themselves and are written only when "Got it" is tapped', async () => {
	const { lesson, writes } = fakeLesson();
	const step: MyFirstStep = 'step-4';
	const cards = new RuleCards(
		() => lesson,
		() => step,
		'game-start'
	);
	flushSync();
	// Step 4 brings hand cards instead of the face-up line.
	expect(cards.showing).toEqual(['hand-cards']);
	expect(writes).toEqual([]);
	await cards.dismiss();
	expect(writes).toEqual(['game-start']);
	expect(cards.showing).toEqual([]);
});

test('a failed write keeps the opening cards on screen', async () => {
	const { lesson } = fakeLesson(true);
	const cards = new RuleCards(
		() => lesson,
		() => 'basic',
		'game-start'
	);
	await cards.dismiss();
	expect(cards.showing).toEqual(['face-up-line']);
});

test('cards wait until they are due, and none without a My First step', () => {
	const { lesson } = fakeLesson();
	let ended = $state(false);
	const end = new RuleCards(
		() => lesson,
		() => 'two-coin',
		'game-end',
		() => ended
	);
	expect(end.showing).toEqual([]);
	ended = true;
	expect(end.showing).toEqual(['end-harvest']);
	const none = new RuleCards(
		() => lesson,
		() => null,
		'game-end'
	);
	expect(none.showing).toEqual([]);
});

test('a helper button opens its cards, writes the situation once, and "Got it" closes them', async () => {
	const { lesson, writes } = fakeLesson();
	lesson.situations = ['game-start'];
	const cards = new RuleCards(
		() => lesson,
		() => 'basic',
		'game-start'
	);
	await cards.open('third-type');
	expect(cards.showing).toEqual(['mixed-patch']);
	expect(writes).toEqual(['third-type']);
	// Already explained: nothing new opens, nothing is written.
	await cards.dismiss();
	await cards.open('third-type');
	expect(cards.showing).toEqual([]);
	expect(writes).toEqual(['third-type']);
});
