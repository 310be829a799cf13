import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { ExportedGame, TimedEvent } from '$lib/tracker/exportFile';
import type { GameEvent } from '$lib/tracker/events';
import { mergePlan } from './merge';
import { threePlayerGame } from '$lib/tracker/testing';

const base: ExportedGame = threePlayerGame(1_000);
const turn: GameEvent = { type: 'turn-advanced' };
const at = (...times: number[]): TimedEvent[] => times.map((t) => ({ at: t, event: turn }));
const withEvents = (events: TimedEvent[], game = base): ExportedGame => ({ ...game, events });

describe('mergePlan', () => {
	test('a game this phone does not have is new', () => {
		expect(mergePlan(null, withEvents(at(1, 2)))).toEqual({ kind: 'new' });
	});

	test('the same log is the same', () => {
		expect(mergePlan(withEvents(at(1, 2)), withEvents(at(1, 2)))).toEqual({ kind: 'same' });
	});

	test('this phone behind: the missing events are appended', () => {
		expect(mergePlan(withEvents(at(1, 2)), withEvents(at(1, 2, 3, 4)))).toEqual({
			kind: 'behind',
			missing: at(3, 4)
		});
	});

	test('this phone ahead: it stays', () => {
		expect(mergePlan(withEvents(at(1, 2, 3)), withEvents(at(1)))).toEqual({
			kind: 'ahead',
			extra: 2
		});
	});

	test('both played on: diverged after the shared events, with both histories', () => {
		expect(mergePlan(withEvents(at(1, 2, 5)), withEvents(at(1, 2, 6, 7)))).toEqual({
			kind: 'diverged',
			shared: 2,
			here: at(5),
			there: at(6, 7)
		});
		// The same move at another moment is another move.
		expect(mergePlan(withEvents(at(1, 2)), withEvents(at(1, 3))).kind).toBe('diverged');
	});

	test('another game under the same id (another setup or creation time) has nothing shared', () => {
		const other = { ...base, createdAt: 2_000 };
		expect(mergePlan(withEvents(at(1)), withEvents(at(1), other))).toEqual({
			kind: 'diverged',
			shared: 0,
			here: at(1),
			there: at(1)
		});
		const renamed = {
			...base,
			setup: {
				...base.setup,
				players: [...base.setup.players.slice(0, 2), { id: 'c', name: 'Lu' }]
			}
		};
		expect(mergePlan(withEvents([]), withEvents([], renamed)).kind).toBe('diverged');
	});
});

// Two phones share a game, then each plays on (taps at its own times) and, at any moment, one
// sends what it has to the other, which applies the plan: a new game is added, missing events are
// appended, a phone ahead stays, and diverged copies are both kept (the copy under a new id) until
// the players choose. After a hand-off, the receiver holds, as the start of some log, every log
// it had and every log it was sent; after every step, no log either phone ever held has lost an
// event.
type Phone = Map<string, ExportedGame>;
type Step = { kind: 'tap'; phone: 0 | 1; game: number } | { kind: 'send'; from: 0 | 1 };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
	fc.record({
		kind: fc.constant('tap' as const),
		phone: fc.constantFrom(0 as const, 1 as const),
		game: fc.nat(3)
	}),
	fc.record({ kind: fc.constant('send' as const), from: fc.constantFrom(0 as const, 1 as const) })
);

const isStartOf = (a: ExportedGame, b: ExportedGame) =>
	a.createdAt === b.createdAt &&
	a.events.length <= b.events.length &&
	a.events.every((e, i) => b.events[i]!.at === e.at && b.events[i]!.event === e.event);

function receive(phone: Phone, game: ExportedGame, newId: () => string): void {
	const here = phone.get(game.id) ?? null;
	const plan = mergePlan(here, game);
	if (plan.kind === 'new') phone.set(game.id, game);
	else if (plan.kind === 'behind') {
		phone.set(game.id, { ...here!, events: [...here!.events, ...plan.missing] });
	} else if (plan.kind === 'diverged') {
		const id = newId();
		phone.set(id, { ...game, id });
	}
}

describe('merging never loses an event', () => {
	test('in any interleaving of two phones taps and hand-offs', () => {
		fc.assert(
			fc.property(
				fc.array(stepArb, { maxLength: 60 }),
				fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 60 }),
				(steps, gaps) => {
					const phones: [Phone, Phone] = [new Map([['g1', base]]), new Map([['g1', base]])];
					const everHeld: ExportedGame[] = [base];
					let clock = 1_000;
					let copies = 0;
					steps.forEach((step, i) => {
						// Two phones may tap at the same millisecond (gap 0).
						clock += gaps[i % Math.max(1, gaps.length)] ?? 1;
						if (step.kind === 'tap') {
							const phone = phones[step.phone];
							const ids = [...phone.keys()];
							const id = ids[step.game % ids.length]!;
							const game = phone.get(id)!;
							const next = { ...game, events: [...game.events, { at: clock, event: turn }] };
							phone.set(id, next);
							everHeld.push(next);
						} else {
							const to = phones[1 - step.from]!;
							const sent = [...phones[step.from].values(), ...to.values()];
							for (const game of phones[step.from].values()) {
								receive(to, game, () => `copy-${++copies}`);
							}
							// The receiver now holds what it had and everything it was sent.
							for (const held of sent) {
								expect([...to.values()].some((game) => isStartOf(held, game))).toBe(true);
							}
						}
						const now = [...phones[0].values(), ...phones[1].values()];
						for (const held of everHeld) {
							expect(now.some((game) => isStartOf(held, game))).toBe(true);
						}
						for (const game of now) everHeld.push(game);
					});
				}
			),
			{ seed: 2, numRuns: 300 }
		);
	});
});
