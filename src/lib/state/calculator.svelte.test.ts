import { afterAll, beforeEach, expect, test, vi } from 'vitest';
import { flushSync } from 'svelte';
import { database } from '$lib/db/database';
import { storePreference } from '$lib/db/preferences';
import { MY_FIRST_STEP_TABLE } from '$lib/rules/myFirst';
import { CalculatorState } from './calculator.svelte';
import { loadStorage } from './lazyStorage';
import { storage } from './storage.svelte';
import { startingChoice } from './toolChoice';
import { EnteredMeters } from './enteredMeters.svelte';

const readPreference = async (key: string) => (await database().preferences.get(key))?.value;

// The meters stored for one edition, by bean, as Dexie holds them.
const stored = async (edition: string) =>
	Object.fromEntries(
		(await database().meters.where('edition').equals(edition).toArray()).map((r) => [
			r.bean,
			r.meter
		])
	);

beforeEach(async () => {
	await database().preferences.clear();
	await database().meters.clear();
});

afterAll(() => database().close());

function fresh(): CalculatorState {
	return new CalculatorState(new EnteredMeters());
}

test('Rio Grande: 5 Chili Beans earn 1 coin, 1 more for the next, 3 coins need 8 cards', () => {
	const calc = fresh();
	calc.setEdition('rio-grande');
	calc.selectBean('chili');
	for (let i = 0; i < 5; i++) calc.increment();
	expect(calc.cards).toBe(5);
	expect(calc.coins).toBe(1);
	expect(calc.next).toEqual({ cards: 6, more: 1, coins: 2 });
	calc.setTargetCoins(3);
	expect(calc.cardsForTarget).toBe(8);
});

test('results follow each tap synchronously (no waiting on storage)', () => {
	const calc = fresh();
	calc.setEdition('rio-grande');
	calc.selectBean('coffee');
	calc.setCards(11);
	expect(calc.coins).toBe(3);
	calc.increment();
	expect(calc.coins).toBe(4);
	expect(calc.next).toBe('maximum');
	calc.decrement();
	calc.decrement();
	expect(calc.cards).toBe(10);
	expect(calc.coins).toBe(3);
});

test('Garden: no 1-coin step, 1 card earns nothing, 1 coin needs 2 cards, 4 are unreachable', () => {
	const calc = fresh();
	calc.selectBean('garden');
	calc.setCards(1);
	expect(calc.coins).toBe(0);
	expect(calc.meter?.steps).toEqual([null, 2, 3, null]);
	expect(calc.next).toEqual({ cards: 2, more: 1, coins: 2 });
	calc.setTargetCoins(1);
	expect(calc.cardsForTarget).toBe(2);
	calc.setTargetCoins(4);
	expect(calc.cardsForTarget).toBe('unreachable');
});

test('the count stays between 0 and the bean’s number of cards', () => {
	const calc = fresh();
	calc.selectBean('garden');
	calc.decrement();
	expect(calc.cards).toBe(0);
	calc.setCards(40);
	expect(calc.cards).toBe(6);
	calc.increment();
	expect(calc.cards).toBe(6);
	expect(calc.cardsText).toBe('6');
});

test('typed text: a whole number replaces the count; anything else only shows why', () => {
	const calc = fresh();
	calc.selectBean('chili');
	calc.typeCards('7');
	expect(calc.cards).toBe(7);
	expect(calc.coins).toBe(2);
	expect(calc.inputError).toBeNull();
	for (const bad of ['2.5', '-1', 'five']) {
		calc.typeCards(bad);
		expect(calc.inputError, bad).toBe('not-whole-number');
		expect(calc.cards, bad).toBe(7);
		expect(calc.coins, bad).toBe(2);
	}
	calc.typeCards('19');
	expect(calc.inputError).toBe('too-many');
	expect(calc.cards).toBe(7);
	calc.typeCards('');
	expect(calc.inputError).toBeNull();
	expect(calc.cards).toBe(7);
	calc.leaveCards();
	expect(calc.cardsText).toBe('7');
	calc.increment();
	expect(calc.cardsText).toBe('8');
	expect(calc.inputError).toBeNull();
});

test('the tiles are every bean of the edition, with their card counts', () => {
	const calc = fresh();
	expect(calc.tiles.map((tile) => `${tile.id}:${tile.cards}`)).toEqual([
		'blue:20',
		'chili:18',
		'stink:16',
		'green:14',
		'soy:12',
		'black-eyed:10',
		'red:8',
		'garden:6'
	]);
	calc.setEdition('rio-grande');
	expect(calc.tiles).toHaveLength(11);
	expect(calc.tiles.every((tile) => tile.status === 'printed')).toBe(true);
});

test('changing edition forgets the bean; My First shows the step’s beans', () => {
	const calc = fresh();
	calc.selectBean('chili');
	calc.setEdition('my-first');
	expect(calc.bean).toBeNull();
	expect(calc.tiles.map((tile) => tile.id)).toEqual(MY_FIRST_STEP_TABLE.basic.beans);
	calc.selectBean('sour');
	calc.setStep('two-coin');
	expect(calc.bean).toBeNull();
	expect(calc.tiles.map((tile) => tile.id)).toEqual(MY_FIRST_STEP_TABLE['two-coin'].beans);
	calc.setStep('step-5');
	expect(calc.tiles).toHaveLength(10);
});

test('My First before Step 2 (S001 "The Beanometer", example 1): a field waits for its first coin', () => {
	const calc = fresh();
	expect(calc.firstCoinRule).toBe(false); // AMIGO
	calc.setEdition('my-first');
	calc.setStep('step-1');
	expect(calc.firstCoinRule).toBe(true);
	calc.setStep('step-2');
	expect(calc.firstCoinRule).toBe(false);
});

test('My First: the protection rule applies from step 5 only', () => {
	const calc = fresh();
	expect(calc.protectionApplies).toBe(true); // AMIGO
	calc.setEdition('my-first');
	calc.setStep('step-4');
	expect(calc.protectionApplies).toBe(false);
	calc.setStep('step-5');
	expect(calc.protectionApplies).toBe(true);
});

test('My First: unknown meters stay unknown; Sour (4 for a coin) is known', () => {
	const calc = fresh();
	calc.setEdition('my-first');
	calc.selectBean('sour');
	calc.setCards(3);
	expect(calc.coins).toBe(0);
	calc.setCards(4);
	expect(calc.coins).toBe(1);
	expect(calc.next).toBe('maximum');
	calc.selectBean('mean');
	expect(calc.meter?.status).toBe('unknown');
	expect(calc.coins).toBeNull();
	expect(calc.next).toBeNull();
	expect(calc.cardsForTarget).toBeNull();
	expect(calc.tiles.find((tile) => tile.id === 'mean')?.status).toBe('unknown');
});

test('an entered meter is used at once, stored, marked as entered and removable', async () => {
	const meters = new EnteredMeters();
	const calc = new CalculatorState(meters);
	calc.setEdition('my-first');
	calc.selectBean('mean');
	calc.setCards(5);
	expect(calc.coins).toBeNull();

	expect(await meters.save('my-first', 'mean', [5], 123)).toEqual({ ok: true });
	flushSync();
	expect(calc.meter?.status).toBe('entered');
	expect(calc.coins).toBe(1);
	expect(calc.tiles.find((tile) => tile.id === 'mean')?.status).toBe('entered');
	expect(await stored('my-first')).toEqual({ mean: [5] });

	expect(await meters.remove('my-first', 'mean')).toBe(true);
	expect(calc.coins).toBeNull();
	expect(await stored('my-first')).toEqual({});
});

test('a bad entered meter is refused with the engine’s code and nothing is stored', async () => {
	const meters = new EnteredMeters();
	expect(await meters.save('my-first', 'dwarf', [5, 3])).toEqual({
		ok: false,
		error: 'not-increasing'
	});
	expect(await meters.save('my-first', 'dwarf', [5])).toEqual({
		ok: false,
		error: 'wrong-length'
	});
	expect(await meters.save('my-first', 'dwarf', [2.5, 4])).toEqual({
		ok: false,
		error: 'not-whole-number'
	});
	expect(await meters.save('rabohnzel', 'cape', [4, 6, 8])).toEqual({
		ok: false,
		error: 'contradicts-source'
	});
	expect(meters.for('my-first')).toEqual({});
	expect(await stored('my-first')).toEqual({});
});

test('entered meters load from storage in the background; broken records are left out', async () => {
	await database().meters.put({ edition: 'my-first', bean: 'giant', meter: [3, 6], updatedAt: 1 });
	await database().meters.put({ edition: 'my-first', bean: 'broad', meter: [6, 2], updatedAt: 1 });
	const meters = new EnteredMeters();
	const calc = new CalculatorState(meters);
	calc.setEdition('my-first');
	calc.setStep('step-1');
	calc.selectBean('giant');
	calc.setCards(6);
	expect(calc.coins).toBeNull(); // before the read finishes, nothing is invented
	await calc.load();
	expect(calc.coins).toBe(2);
	expect(meters.for('my-first')).toEqual({ giant: [3, 6] });
});

test('a stored meter of an unknown edition or bean, or of no bean named by text, is left out', async () => {
	const put = (edition: unknown, bean: unknown) =>
		database().meters.put({ edition, bean, meter: [3, 6], updatedAt: 1 } as never);
	await put('my-first', 'giant');
	await put('monopoly', 'giant');
	await put('my-first', 'unicorn');
	await put('my-first', 7);
	const meters = new EnteredMeters();
	await meters.load();
	expect(meters.byEdition).toEqual({ 'my-first': { giant: [3, 6] } });
});

test('the edition is remembered; without a choice the last game’s edition is the default', async () => {
	expect(startingChoice(undefined)).toEqual({ edition: 'amigo', step: 'basic' });
	expect(startingChoice({ lastEdition: 'rabohnzel' })).toEqual({
		edition: 'rabohnzel',
		step: 'basic'
	});
	expect(
		startingChoice({
			lastEdition: 'rabohnzel',
			calculatorEdition: 'rio-grande',
			calculatorStep: 'step-5'
		})
	).toEqual({ edition: 'rio-grande', step: 'step-5' });

	await storePreference('lastEdition', 'amigo-1997');
	const first = fresh();
	await first.load();
	expect(first.edition).toBe('amigo-1997');
	first.setEdition('my-first');
	first.setStep('step-3');
	await expect.poll(() => readPreference('calculatorStep')).toBe('step-3');
	expect(await readPreference('calculatorEdition')).toBe('my-first');

	const second = fresh();
	await second.load();
	expect(second.edition).toBe('my-first');
	expect(second.step).toBe('step-3');
});

test('a choice made before the preferences arrive is not undone by them', async () => {
	await storePreference('calculatorEdition', 'rabohnzel');
	const calc = fresh();
	const loading = calc.load();
	calc.setEdition('rio-grande');
	await loading;
	expect(calc.edition).toBe('rio-grande');
});

test('a preset (a game’s edition and step) stands and is not remembered', async () => {
	await storePreference('calculatorEdition', 'rio-grande');
	const calc = new CalculatorState(new EnteredMeters(), { edition: 'my-first', step: 'step-3' });
	await calc.load();
	expect([calc.edition, calc.step]).toEqual(['my-first', 'step-3']);
	// A choice is remembered by a write that starts once the storage module is there
	// (loadStorage, then storage.run): once it is there for this test too, none has started.
	const run = vi.spyOn(storage, 'run');
	calc.setStep('step-4');
	calc.setEdition('amigo');
	await loadStorage();
	expect(run).not.toHaveBeenCalled();
	expect(await readPreference('calculatorEdition')).toBe('rio-grande');
	expect(await readPreference('calculatorStep')).toBeUndefined();
});
