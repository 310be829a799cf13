import { afterAll, beforeEach, expect, test } from 'vitest';
import { database } from '$lib/db/database';
import { storePreference } from '$lib/db/preferences';
import { EnteredMeters } from './enteredMeters.svelte';
import { FieldCheckerState } from './fieldChecker.svelte';

beforeEach(async () => {
	await database().preferences.clear();
	await database().meters.clear();
});

afterAll(() => database().close());

function checker(query = {}): FieldCheckerState {
	const state = new FieldCheckerState(new EnteredMeters());
	state.applyQuery(query);
	return state;
}

function plant(state: FieldCheckerState, index: number, bean: string, cards: number) {
	state.setBean(index, bean);
	state.setCards(index, cards);
}

test('a single bean is protected while another field holds more than one card', () => {
	const state = checker({ edition: 'rio-grande', players: '4' });
	plant(state, 0, 'chili', 1);
	plant(state, 1, 'blue', 4);
	expect(state.reports.map((r) => r.verdict.verdict)).toEqual(['protected-single', 'allowed']);
	expect(state.reports.map((r) => r.coins)).toEqual([0, 1]);
	expect(state.finalHarvest).toEqual({ coins: 1, unknown: 0, counts: true });
	state.setCards(1, 1);
	expect(state.reports.map((r) => r.verdict.verdict)).toEqual(['allowed', 'allowed']);
});

test('empty fields need no harvest', () => {
	const state = checker({ edition: 'amigo', players: '4' });
	expect(state.fieldCount).toBe(2);
	expect(state.reports.map((r) => r.verdict.verdict)).toEqual(['empty', 'empty']);
	expect(state.finalHarvest.coins).toBe(0);
});

test('the third field: three players start with it (AMIGO), four can buy it (Rio Grande)', () => {
	const amigo3 = checker({ edition: 'amigo', players: '3' });
	expect(amigo3.fieldCount).toBe(3);
	expect(amigo3.thirdFieldForSale).toBe(false);
	const amigo4 = checker({ edition: 'amigo', players: '4' });
	expect(amigo4.fieldCount).toBe(2);
	expect(amigo4.thirdFieldForSale).toBe(false);
	const rio4 = checker({ edition: 'rio-grande', players: '4' });
	expect(rio4.thirdFieldForSale).toBe(true);
	rio4.thirdFieldBought = true;
	expect(rio4.fieldCount).toBe(3);
	expect(rio4.reports).toHaveLength(3);
});

test('bean duel: harvesting only on the player’s own turn', () => {
	const state = checker({ edition: 'rio-grande', players: '2' });
	expect(state.setup.duel).toBe(true);
	plant(state, 0, 'coffee', 12);
	expect(state.reports[0]?.verdict.verdict).toBe('allowed');
	expect(state.reports[0]?.coins).toBe(4);
	state.ownTurn = false;
	expect(state.reports[0]?.verdict.verdict).toBe('duel-not-own-turn');
});

test('My First: no protection before step 5, protection from step 5', () => {
	const state = checker({ edition: 'my-first', players: '3', step: 'step-4' });
	plant(state, 0, 'sour', 1);
	plant(state, 1, 'mean', 3);
	expect(state.reports[0]?.verdict.verdict).toBe('allowed');
	state.setStep('step-5');
	expect(state.reports[0]?.verdict.verdict).toBe('protected-single');
});

test('unknown values make the final total a lower bound; the basic step has no final harvest', () => {
	const state = checker({ edition: 'my-first', players: '4', step: 'step-2' });
	plant(state, 0, 'sour', 5);
	plant(state, 1, 'mean', 6);
	plant(state, 2, 'giant', 0);
	expect(state.reports.map((r) => r.coins)).toEqual([1, null, 0]);
	expect(state.finalHarvest).toEqual({ coins: 1, unknown: 1, counts: true });
	state.setStep('basic');
	expect(state.finalHarvest.counts).toBe(false);
	// Giant Bean is not in the basic step's beans: its field is emptied.
	expect(state.fields[2]?.bean).toBeNull();
});

test('beans not in play for the player count cannot be planted', () => {
	const state = checker({ edition: 'rio-grande', players: '4' });
	state.setBean(0, 'coffee'); // removed with 4-5 players
	expect(state.fields[0]?.bean).toBeNull();
	plant(state, 0, 'cocoa', 4);
	expect(state.reports[0]?.coins).toBe(4);
	state.setPlayers(6); // cocoa leaves the game
	expect(state.fields[0]?.bean).toBeNull();
});

test('typed counts: bad text changes nothing and says why', () => {
	const state = checker({ edition: 'amigo', players: '4' });
	plant(state, 0, 'red', 3);
	state.typeCards(0, 'x');
	expect(state.fields[0]?.inputError).toBe('not-whole-number');
	expect(state.reports[0]?.coins).toBe(2);
	state.typeCards(0, '9');
	expect(state.fields[0]?.inputError).toBe('too-many');
	state.typeCards(0, '5');
	expect(state.reports[0]?.coins).toBe(4);
	expect(state.fields[0]?.inputError).toBeNull();
});

test('the address wins over the remembered edition; invalid values are ignored', async () => {
	await storePreference('calculatorEdition', 'rabohnzel');
	const linked = checker({ edition: 'rio-grande', players: '7' });
	await linked.load();
	expect(linked.edition).toBe('rio-grande');
	expect(linked.players).toBe(7);

	const plain = checker({ edition: 'nope', players: '12' });
	await plain.load();
	expect(plain.edition).toBe('rabohnzel');
	expect(plain.setup.players).toBe(4);
});

test('docs/rules.md#my-first-harvest: before step 2 a field is harvested only once it earns a coin, by bean', async () => {
	const meters = new EnteredMeters();
	const state = new FieldCheckerState(meters);
	state.applyQuery({ edition: 'my-first', players: '3', step: 'basic' });
	plant(state, 0, 'sour', 3);
	// Sour Bean: 4 cards for a coin (the My First rulebook's beanometer example).
	expect(state.reports[0]?.verdict).toEqual({
		verdict: 'below-first-coin',
		has: 3,
		needs: 4,
		automatic: true
	});
	state.setCards(0, 4);
	expect(state.reports[0]?.verdict.verdict).toBe('allowed');
	// No source prints the Mean Bean's meter: the app says it must be entered.
	plant(state, 1, 'mean', 2);
	expect(state.reports[1]?.verdict.verdict).toBe('meter-unknown');
	expect((await meters.save('my-first', 'mean', [5], 1)).ok).toBe(true);
	expect(state.reports[1]?.verdict).toEqual({
		verdict: 'below-first-coin',
		has: 2,
		needs: 5,
		automatic: true
	});
	// From step 2 on, a harvest that earns nothing is allowed.
	state.setStep('step-2');
	expect(state.reports[1]?.verdict.verdict).toBe('allowed');
});

test('counts alone answer the protection rule; the value waits for the bean', () => {
	const state = checker({ edition: 'amigo', players: '4' });
	state.setCards(0, 1);
	state.typeCards(1, '3');
	expect(state.reports.map((r) => r.verdict.verdict)).toEqual(['protected-single', 'allowed']);
	expect(state.reports.map((r) => r.coins)).toEqual([null, null]);
	// Without a bean a field holds at most the largest bean's cards (AMIGO's 104 cards: Blue, 20).
	state.setCards(1, 40);
	expect(state.fields[1]?.cards).toBe(20);
	state.setBean(0, 'chili');
	expect(state.fields[0]?.cards).toBe(1);
	expect(state.reports[0]?.coins).toBe(0);
	// A bean chosen for an empty field starts at one card.
	state.setCards(1, 0);
	state.setBean(1, 'red');
	expect(state.fields[1]?.cards).toBe(1);
});
