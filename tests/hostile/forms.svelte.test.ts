// @vitest-environment jsdom
// Every hostile form value through the parser and state each form uses: a clear error code,
// nothing stored, no exception. Names are the exception that proves the rule: a name may be
// anything printable up to 40 characters, so hostile names are kept, as plain strings.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { database } from '$lib/db/database';
import { METER_ERRORS, type EditionId } from '$lib/rules';
import { CalculatorState } from '$lib/state/calculator.svelte';
import { meterFromTexts, parseCardCount } from '$lib/state/cardCount';
import { EnteredMeters } from '$lib/state/enteredMeters.svelte';
import { FieldCheckerState } from '$lib/state/fieldChecker.svelte';
import { OpenGame } from '$lib/state/game.svelte';
import { createGame } from '$lib/state/createGame.svelte';
import { NewGameForm } from '$lib/state/newGame.svelte';
import { MAX_CARDS, MAX_COINS, type GameEvent } from '$lib/tracker/events';
import { checkName, checkSetup, MAX_NAME_LENGTH } from '$lib/tracker/setup';
import { formCorpus } from './corpus';

const values = formCorpus();
const label = (value: string) =>
	JSON.stringify(value.slice(0, 24)) + (value.length > 24 ? '…' : '');
const cases = values.map((value) => [label(value), value] as const);

async function dump(): Promise<string> {
	const db = database();
	const stores: Record<string, unknown> = {};
	for (const table of db.tables) {
		const keys = await table.toCollection().primaryKeys();
		stores[table.name] = keys.map((key, i) => [key, i]);
		stores[`${table.name}:values`] = await table.toArray();
	}
	return JSON.stringify(stores);
}

const players = (names: string[]) => names.map((name, i) => ({ id: `p${i}`, name }));
let playing = '';
let harvesting = '';
let before = '';

beforeAll(async () => {
	const db = database();
	await Promise.all(db.tables.map((table) => table.clear()));
	const setup = {
		edition: 'amigo' as EditionId,
		step: null,
		variants: [],
		players: players(['Ada', 'Ben', 'Cleo']),
		startSeat: 0
	};
	playing = (await createGame(setup, 1000)) ?? '';
	harvesting = (await createGame(setup, 2000)) ?? '';
	const game = new OpenGame();
	await game.load(playing);
	expect(await game.dispatch({ type: 'game-started' }, 1100)).toEqual({ ok: true });
	await game.load(harvesting);
	for (const event of [
		{ type: 'game-started' },
		{ type: 'pile-ran-out', phase: 'draw' },
		{ type: 'pile-ran-out', phase: 'draw' },
		{ type: 'pile-ran-out', phase: 'draw' }
	] as GameEvent[]) {
		expect(await game.dispatch(event, 2100)).toEqual({ ok: true });
	}
	expect(game.state?.status).toBe('harvest');
	before = await dump();
});
afterAll(() => database().close());

test('the form corpus has no plain whole number a form could take', () => {
	expect(values.filter((v) => /^\s*\d+\s*$/.test(v) && Number(v) <= 200)).toEqual([]);
});

describe('calculator count box', () => {
	test.each(cases)('%s', async (_label, value) => {
		const calc = new CalculatorState(new EnteredMeters());
		calc.selectBean('chili'); // 18 cards, 3-6-8-9
		calc.setCards(7);
		expect(() => calc.typeCards(value)).not.toThrow();
		expect(['not-whole-number', 'too-many']).toContain(calc.inputError);
		expect(calc.cards).toBe(7);
		expect(calc.coins).toBe(2);
		expect(await dump()).toBe(before);
	});
});

describe('field checker count box', () => {
	test.each(cases)('%s', (_label, value) => {
		const checker = new FieldCheckerState(new EnteredMeters());
		checker.setBean(0, 'chili');
		checker.setCards(0, 4);
		expect(() => checker.typeCards(0, value)).not.toThrow();
		expect(['not-whole-number', 'too-many']).toContain(checker.fields[0]?.inputError);
		expect(checker.fields[0]?.cards).toBe(4);
	});
});

describe('meter form ("enter the numbers from your card")', () => {
	const beans: [EditionId, string, boolean][] = [
		['my-first', 'mean', true], // 1 step, 20 cards
		['my-first', 'sword', true], // 2 steps
		['rabohnzel', 'pick', false] // up to 4 steps
	];
	test.each(cases)('%s', async (_label, value) => {
		const meters = new EnteredMeters();
		for (const [edition, bean, fixed] of beans) {
			const texts = fixed && bean === 'sword' ? ['2', value] : [value];
			const result = await meters.save(edition, bean, meterFromTexts(texts, fixed));
			expect(result.ok).toBe(false);
			if (!result.ok) expect(METER_ERRORS).toContain(result.error);
		}
		expect(meters.byEdition).toEqual({});
		expect(await dump()).toBe(before);
	});
});

describe('pile size box', () => {
	test.each(cases)('%s', async (_label, value) => {
		const parsed = parseCardCount(value, MAX_CARDS);
		expect(parsed).toEqual({
			ok: false,
			error: expect.stringMatching(/^(not-whole-number|too-many)$/)
		});
		// Even a form that skipped the parser cannot store a bad count.
		const number = Number(value);
		if (!Number.isInteger(number) || number < 0 || number > MAX_CARDS) {
			const game = new OpenGame();
			await game.load(playing);
			const result = await game.dispatch({ type: 'pile-size-set', cards: number }, 5000);
			expect(result).toEqual({ ok: false, error: number < 0 ? 'negative-count' : 'bad-event' });
			expect(game.state?.pile.typed).toBe(false);
		}
		expect(await dump()).toBe(before);
	});
});

describe('final harvest: coins, cards and hand cards', () => {
	test.each(cases)('%s', async (_label, value) => {
		for (const max of [MAX_COINS, MAX_CARDS, 4]) {
			expect(parseCardCount(value, max)?.ok).toBe(false);
		}
		const number = Number(value);
		if (!Number.isInteger(number) || number < 0 || number > 1000) {
			const game = new OpenGame();
			await game.load(harvesting);
			const events: GameEvent[] = [
				{ type: 'final-harvest-entered', seat: 0, fields: [], coinsEarned: number },
				{
					type: 'final-harvest-entered',
					seat: 0,
					fields: [{ bean: 'chili', cards: number }],
					coinsEarned: 1
				},
				{ type: 'final-harvest-entered', seat: 0, fields: [], coinsEarned: 1, handCards: number }
			];
			for (const event of events) {
				const result = await game.dispatch(event, 6000);
				expect(result).toEqual({ ok: false, error: number < 0 ? 'negative-count' : 'bad-event' });
			}
			expect(game.state?.harvests[0]).toBeNull();
		}
		expect(await dump()).toBe(before);
	});
});

describe('new-game player names', () => {
	test.each(cases)('%s', async (_label, value) => {
		const form = new NewGameForm((seat) => `Player ${seat + 1}`);
		form.setCount(3);
		form.names = [value, 'Ben', 'Cleo', '', '', '', ''];
		form.chosen = 0;
		const checked = checkName(value, ['Ben', 'Cleo']);
		const setup = form.toSetup(() => crypto.randomUUID());
		if (!checked.ok && checked.error === 'name-empty') {
			// Left blank: the seat plays as "Player 1" (a quick game).
			expect(setup?.players[0]?.name).toBe('Player 1');
			expect(setup && checkSetup(setup).ok).toBe(true);
		} else if (checked.ok) {
			// Kept as typed (spaces tidied), a plain string, and valid for storage and import.
			expect(setup?.players[0]?.name).toBe(value.trim().replace(/\s+/g, ' '));
			expect(typeof setup?.players[0]?.name).toBe('string');
			expect(setup && checkSetup(setup).ok).toBe(true);
		} else {
			expect(['name-too-long', 'name-taken']).toContain(checked.error);
			expect(form.nameErrors[0]).toBe(checked.error);
			expect(setup).toBeNull();
		}
		expect(await dump()).toBe(before);
	});

	test.each(['', '   ', '\t\n'])('a blank name %j plays as "Player 1"', (name) => {
		const form = new NewGameForm((seat) => `Player ${seat + 1}`);
		form.setCount(3);
		form.names = [name, 'Ben', 'Cleo', '', '', '', ''];
		form.chosen = 0;
		expect(form.nameErrors[0]).toBeNull();
		expect(form.toSetup(() => 'id')?.players[0]?.name).toBe('Player 1');
	});

	test.each([
		['41 characters', 'x'.repeat(MAX_NAME_LENGTH + 1), 'name-too-long'],
		['10 MB', 'A'.repeat(10 * 1024 * 1024), 'name-too-long'],
		['41 emoji', '🫘'.repeat(41), 'name-too-long'],
		['a duplicate', 'Ben', 'name-taken'],
		['a duplicate in capitals', ' BEN ', 'name-taken']
	])('a name that is %s is refused', (_what, name, code) => {
		const form = new NewGameForm((seat) => `Player ${seat + 1}`);
		form.setCount(3);
		form.names = [name, 'Ben', 'Cleo', '', '', '', ''];
		form.chosen = 0;
		expect(form.nameErrors[0]).toBe(code);
		expect(form.toSetup(() => 'id')).toBeNull();
	});
});
