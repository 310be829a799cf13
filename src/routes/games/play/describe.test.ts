import { describe, expect, test } from 'vitest';
import trackerDe from '$lib/i18n/messages/tracker/de';
import trackerEn from '$lib/i18n/messages/tracker/en';
import trackerFr from '$lib/i18n/messages/tracker/fr';
import panelsDe from '$lib/i18n/messages/trackerPanels/de';
import panelsEn from '$lib/i18n/messages/trackerPanels/en';
import panelsFr from '$lib/i18n/messages/trackerPanels/fr';
import type { GameEvent } from '$lib/tracker/events';
import { replay, type GameState } from '$lib/tracker/game';
import type { GameSetup } from '$lib/tracker/setup';
import {
	checklistLines,
	germanNameBreaks,
	logText,
	ruleSource,
	swordAttackLines
} from './describe';
import { lastPassAlarm, phaseReminder, runOutText } from './turnWords';

// The words describe.ts is given: the tracker's with the later panels'.
const de = { ...trackerDe, ...panelsDe };
const en = { ...trackerEn, ...panelsEn };
const fr = { ...trackerFr, ...panelsFr };

const FSI = '\u2068';
const PDI = '\u2069';

function game(
	edition: GameSetup['edition'],
	names: string[],
	events: GameEvent[] = [],
	step: GameSetup['step'] = null
): GameState {
	return replay(
		{
			edition,
			step,
			variants: [],
			players: names.map((name, i) => ({ id: `p${i}`, name })),
			startSeat: 0
		},
		events
	);
}

const started: GameEvent[] = [{ type: 'game-started' }];
const phase = (state: GameState, id: string) => state.rules.phases.find((p) => p.id === id);

describe('My First turn reminders follow the step (docs/rules.md#my-first-steps)', () => {
	test('before step 4 the cards lie in a face-up line: plant from its start, draw to its end', () => {
		for (const step of ['basic', 'two-coin', 'step-1', 'step-2', 'step-3'] as const) {
			const state = game('my-first', ['Mia', 'Leo', 'Ana'], started, step);
			expect(phaseReminder(en, state, phase(state, 'plant'))).toBe(
				'Plant the first card of your line; you may plant the next one too.'
			);
			expect(phaseReminder(en, state, phase(state, 'draw'))).toBe(
				'Draw 3 cards and add them to the end of your line, in the order drawn.'
			);
		}
	});

	test('from step 4 the cards are held in hand', () => {
		for (const step of ['step-4', 'step-5'] as const) {
			const state = game('my-first', ['Mia', 'Leo', 'Ana'], started, step);
			expect(phaseReminder(en, state, phase(state, 'plant'))).toBe(
				'Plant your first hand card; you may plant the next one too.'
			);
			expect(phaseReminder(de, state, phase(state, 'draw'))).toBe(
				'Ziehe 3 Karten, einzeln, hinten auf die Hand.'
			);
		}
	});

	test('the other editions speak of the hand', () => {
		const state = game('amigo', ['Mia', 'Leo', 'Ana'], started);
		expect(phaseReminder(en, state, phase(state, 'plant'))).toBe(
			'Plant your first hand card; you may plant the next one too.'
		);
	});
});

describe('the draw pile running out (docs/rules.md#end-of-game)', () => {
	const duelEnd: GameEvent[] = [
		...started,
		{ type: 'pile-ran-out', phase: 'trade' },
		{ type: 'pile-ran-out', phase: 'trade' },
		{ type: 'pile-ran-out', phase: 'trade' }
	];

	test('the 2-player duel names its own phases, never trading (docs/rules.md#bean-duel)', () => {
		const state = game('rio-grande', ['Mia', 'Leo'], duelEnd);
		expect(state.status).toBe('finishing');
		const text = runOutText(en, state, state.lastRunOut!);
		expect(text).toBe(
			'Finish turning up and planting (what is not planted stays on offer), then the game ends.'
		);
		const last = state.log.findLast((entry) => entry.runOut)!;
		expect(logText(en, state, last)).toBe(`The draw pile ran out while turning up cards. ${text}`);
		for (const m of [en, de, fr]) {
			expect(logText(m, state, last)).not.toMatch(/trad|handel|échang/i);
		}
	});

	test('AMIGO current: a last card turned over alone still counts (S000, "The End of the Game")', () => {
		const state = game(
			'amigo',
			['Mia', 'Leo', 'Ana'],
			[
				...started,
				{ type: 'pile-ran-out', phase: 'trade' },
				{ type: 'pile-ran-out', phase: 'trade' },
				{ type: 'pile-ran-out', phase: 'trade' }
			]
		);
		expect(runOutText(en, state, state.lastRunOut!)).toBe(
			'Finish trading and planting, then the game ends. If only one card was left to turn over, trade and plant with that one card, then the game ends.'
		);
		// AMIGO 1997 (S004) says nothing of a single card.
		const old = game(
			'amigo-1997',
			['Mia', 'Leo', 'Ana'],
			[
				...started,
				{ type: 'pile-ran-out', phase: 'trade' },
				{ type: 'pile-ran-out', phase: 'trade' },
				{ type: 'pile-ran-out', phase: 'trade' }
			]
		);
		expect(runOutText(en, old, old.lastRunOut!)).toBe(
			'Finish trading and planting, then the game ends.'
		);
	});

	test('the last-pass alarm shows on the last of several passes only', () => {
		// Rio Grande with 3 players uses the pile twice (S002, "End & Winner").
		const first = game('rio-grande', ['Mia', 'Leo', 'Ana'], started);
		expect([first.pass, first.passes, lastPassAlarm(first)]).toEqual([1, 2, false]);
		const second = game(
			'rio-grande',
			['Mia', 'Leo', 'Ana'],
			[...started, { type: 'pile-ran-out', phase: 'draw' }]
		);
		expect([second.pass, second.passes, lastPassAlarm(second)]).toEqual([2, 2, true]);
		// My First with 3 players uses the pile once (S001, "End of the Game"): no alarm from turn 1.
		const once = game('my-first', ['Mia', 'Leo', 'Ana'], started, 'basic');
		expect([once.pass, once.passes, lastPassAlarm(once)]).toEqual([1, 1, false]);
	});
});

describe('typed names are isolated for bidirectional text', () => {
	const rtl = 'مريم';
	test('log lines wrap each name in FSI … PDI', () => {
		const state = game('amigo', [rtl, 'Leo', 'Ana'], [...started, { type: 'turn-advanced' }]);
		expect(logText(en, state, state.log[0]!)).toBe(`The game started; ${FSI}${rtl}${PDI} begins.`);
		expect(logText(fr, state, state.log[1]!)).toBe(`Tour 2\u00a0: ${FSI}Leo${PDI}.`);
	});

	test('the deal lines and the start player of the checklist', () => {
		const state = game('amigo', [rtl, 'Leo', 'Ana'], []);
		const deal = state.checklist.find((item) => item.id === 'deal')!;
		expect(checklistLines(en, 'en', state, deal)[1]).toBe(`${FSI}${rtl}${PDI}: 5 cards`);
		const start = state.checklist.find((item) => item.id === 'start-player')!;
		expect(checklistLines(en, 'en', state, start)[1]).toBe(`${FSI}${rtl}${PDI} starts.`);
	});
});

describe('lists are joined by the language (Intl.ListFormat)', () => {
	test('beans to take out, and the rule sources', () => {
		const state = game('rio-grande', ['Mia', 'Leo', 'Ana', 'Ben', 'Cy', 'Dee'], []);
		const remove = state.checklist.find((item) => item.id === 'remove-beans')!;
		expect(checklistLines(en, 'en', state, remove)[0]).toBe(
			'Take these out of the box; they are not used: Garden Bean (6 cards) and Cocoa Bean (4 cards).'
		);
		expect(ruleSource(en, 'en', ['RGG', 'S002'])).toBe(
			'Rule: Rio Grande rulebook and 2-7 player summary'
		);
		expect(ruleSource(fr, 'fr', ['RGG', 'S002'])).toMatch(/ et /);
	});

	test('the third field bought any time (docs/rules.md#third-field)', () => {
		const state = game('amigo-1997', ['Mia', 'Leo', 'Ana'], []);
		const third = state.checklist.find((item) => item.id === 'third-field')!;
		expect(checklistLines(en, 'en', state, third)).toEqual([
			'Each player may buy a third field once, for 3 coins; the coins go on the discard pile.',
			'The third field may be bought at any moment of the game, during other players’ turns too.'
		]);
	});
});

describe('Rabohnzel sword attack (docs/rules.md#rabohnzel-attack)', () => {
	test('one line per outcome, the beans named as printed with a gloss (S003 "Die magische Wirkung der Bohnen"; the stolen card: the rulebook\'s "and", the app\'s "or")', () => {
		expect(swordAttackLines(en, 'en')).toEqual([
			'Prinzessbohne “princess bean”: the attacker gets the coin. The attack is over.',
			'Schwertbohne “sword bean”: the coin stays; the attacked player may strike back the same way, even without Schwertbohnen of their own, and the active player may not harvest meanwhile. A counter-attack can be answered by another.',
			'Pflückbohne “picking bean”: the coin stays; the attacked player takes the last card of the attacker’s hand and says which bean it is. The rulebook says it goes to the back of their hand and is planted; the app reads this as one or the other, as for the Pflückbohne’s own magic. Its magic is not used. The attack is over.',
			'Zauberbohne “magic bean”: the coin stays; the attacker may activate one of their spell cards (in a counter-attack, the player hitting back activates it at once and keeps it active until the end of their own next turn). The attack is over.',
			'Kapbohne “got-it bean”, Gemeine Bohne “common bean”, and Weißbohne “white bean”: nothing happens and the coin stays. The attack is over.'
		]);
		expect(swordAttackLines(de, 'de').at(-1)).toBe(
			'Kapbohne, Gemeine Bohne und Weißbohne: Nichts passiert, der Taler bleibt. Der Angriff ist vorbei.'
		);
	});
});

describe('the end of the game in the log', () => {
	const toHarvest: GameEvent[] = [
		...started,
		{ type: 'pile-ran-out', phase: 'trade' },
		{ type: 'pile-ran-out', phase: 'trade' },
		{ type: 'final-harvest-started' }
	];
	const result = (seat: number, coins: number, handCards?: number): GameEvent => ({
		type: 'final-harvest-entered',
		seat,
		fields: [],
		coinsEarned: coins,
		...(handCards === undefined ? {} : { handCards })
	});

	test('saving the hand cards of a tie is its own line, not a correction', () => {
		const state = game(
			'rio-grande',
			['Mia', 'Leo', 'Ana'],
			[...toHarvest, result(0, 10), result(1, 10), result(2, 4), result(0, 10, 3), result(0, 12)]
		);
		const lines = state.log.slice(-5).map((entry) => logText(en, state, entry));
		expect(lines).toEqual([
			`Final harvest of ${FSI}Mia${PDI}: 10 coins.`,
			`Final harvest of ${FSI}Leo${PDI}: 10 coins.`,
			`Final harvest of ${FSI}Ana${PDI}: 4 coins.`,
			`For the tie: ${FSI}Mia${PDI} holds 3 hand cards.`,
			`Correction: final harvest of ${FSI}Mia${PDI}: 12 coins.`
		]);
		const tie = state.log.at(-2)!;
		expect(logText(de, state, tie)).toBe(`Für den Gleichstand: ${FSI}Mia${PDI} hat 3 Handkarten.`);
		expect(logText(fr, state, tie)).toBe(
			`Pour l’égalité\u00a0: ${FSI}Mia${PDI} a 3 cartes en main.`
		);
	});

	test('My First’s basic game counts coins at the end: no “final harvest” in its log', () => {
		const state = game(
			'my-first',
			['Mia', 'Leo', 'Ana'],
			[...started, { type: 'pile-ran-out', phase: 'draw' }, result(0, 5)],
			'basic'
		);
		const lines = state.log.slice(1).map((entry) => logText(en, state, entry));
		expect(lines.join(' ')).not.toMatch(/harvest/i);
		expect(lines.at(-1)).toBe(`Coins of ${FSI}Mia${PDI}: 5 coins.`);
		for (const m of [de, fr]) {
			expect(
				state.log
					.slice(1)
					.map((entry) => logText(m, state, entry))
					.join(' ')
			).not.toMatch(/ernte|récolte/i);
		}
	});
});

describe("germanNameBreaks: where a spell card's or a bean's name may break", () => {
	const shown = (name: string) => germanNameBreaks(name).replaceAll('\u00ad', '-');
	test('between the parts of a compound', () => {
		expect(shown('Angriffszauber')).toBe('Angriffs-zauber');
		expect(shown('Zauberkartentausch')).toBe('Zauber-karten-tausch');
		expect(shown('Bohnenfeldzauber')).toBe('Bohnen-feld-zauber');
		expect(shown('Magischer Kartenfluss')).toBe('Magischer Karten-fluss');
	});
	test('a bean before its "bohne", a name of two words only between them', () => {
		expect(shown('Prinzessbohne')).toBe('Prinzess-bohne');
		expect(shown('Pflückbohne')).toBe('Pflück-bohne');
		expect(shown('Weißbohne')).toBe('Weiß-bohne');
		expect(shown('Gemeine Bohne')).toBe('Gemeine Bohne');
	});
	test('"Verzauberung" between its syllables only', () => {
		expect(shown('Verzauberung der Bohnen')).toBe('Ver-zau-be-rung der Bohnen');
		expect(shown('Verzauberung der Mitspieler')).toBe('Ver-zau-be-rung der Mitspieler');
	});
});
