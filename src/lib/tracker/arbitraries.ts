// fast-check arbitraries of games the app can hold, shared by the tracker's and the hand-off's
// property tests (tests only: nothing the app ships imports it).
import fc from 'fast-check';
import { EDITION_IDS, MY_FIRST_STEPS, PHASE_IDS } from '$lib/rules';
import type { ExportedGame } from './exportFile';
import type { GameEvent } from './events';
import { step, start } from './game';
import { checkSetup, type GameSetup } from './setup';

// Any setup the app accepts, and any events, of which the log keeps those that fit when they
// are tapped (the app appends only those).
export const setupArb: fc.Arbitrary<GameSetup> = fc
	.record({
		edition: fc.constantFrom(...EDITION_IDS),
		step: fc.option(fc.constantFrom(...MY_FIRST_STEPS), { nil: null }),
		names: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12 }), {
			minLength: 2,
			maxLength: 7,
			selector: (name) => name.trim().toLocaleLowerCase()
		}),
		startSeat: fc.nat(6)
	})
	.map(({ edition, step, names, startSeat }) => ({
		edition,
		step: edition === 'my-first' ? (step ?? 'step-1') : null,
		variants: [],
		players: names.map((name, i) => ({ id: `p${i}`, name })),
		startSeat: startSeat % names.length
	}))
	.filter((setup) => checkSetup(setup).ok);
const count = (max: number) => fc.integer({ min: 0, max });
export const eventArb: fc.Arbitrary<GameEvent> = fc.oneof(
	fc.constantFrom<GameEvent>(
		{ type: 'game-started' },
		{ type: 'turn-advanced' },
		{ type: 'final-harvest-started' },
		{ type: 'game-finished' },
		{ type: 'undo' },
		{ type: 'redo' },
		{ type: 'pile-ran-out', phase: 'trade' },
		{ type: 'pile-ran-out', phase: 'draw' }
	),
	fc.record({
		type: fc.constant('checklist-ticked' as const),
		item: fc.string({ maxLength: 20 }),
		ticked: fc.boolean()
	}),
	fc.record({ type: fc.constant('phase-set' as const), phase: fc.constantFrom(...PHASE_IDS) }),
	fc.record({ type: fc.constant('pile-size-set' as const), cards: count(200) }),
	fc.record({ type: fc.constant('third-field-bought' as const), seat: count(6) }),
	fc.record(
		{
			type: fc.constant('final-harvest-entered' as const),
			seat: count(6),
			fields: fc.array(
				fc.record(
					{ bean: fc.string({ maxLength: 10 }), cards: count(200), coins: count(4) },
					{ requiredKeys: ['bean', 'cards'] }
				),
				{ maxLength: 3 }
			),
			coinsEarned: count(200),
			handCards: count(200),
			spellValue: count(1000)
		},
		{ requiredKeys: ['type', 'seat', 'fields', 'coinsEarned'] }
	)
);
export const gameArb: fc.Arbitrary<ExportedGame> = fc
	.record({
		id: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
		createdAt: fc.integer({ min: 0, max: 4_000_000_000_000 }),
		setup: setupArb,
		tapped: fc.array(eventArb, { maxLength: 80 })
	})
	.map(({ id, createdAt, setup, tapped }) => {
		let state = start(setup);
		const events: GameEvent[] = [];
		for (const event of tapped) {
			const next = step(state, event);
			if (!next.ok) continue;
			state = next.value;
			events.push(event);
		}
		return {
			id,
			createdAt,
			updatedAt: createdAt + events.length,
			setup,
			events: events.map((event, i) => ({ at: createdAt + i + 1, event }))
		};
	});
