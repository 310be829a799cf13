// One pure handler per ordinary event type (undo and redo are history.ts's): each checks that its
// event fits the game now and returns the next core, or the code that says why not.
import { onDrawPileEmpty, type PhaseId, type TableRules } from '$lib/rules';
import type { GameEvent } from '$lib/tracker/events';
import type {
	Core,
	Effect,
	EventRejection,
	TableFacts,
	GameStatus,
	HarvestEntry,
	RunOut
} from './types';
import { fieldCoins, harvestFieldsOf, scoresOf, tieNeedsOf } from './view';

function firstPhase(rules: TableRules, firstTurn: boolean): PhaseId {
	const [first, second] = rules.phases;
	// Bean duel: the start player has no offer to take on the very first turn.
	if (firstTurn && first?.id === 'take-offer' && second) return second.id;
	return first?.id ?? 'plant';
}

function flipPhase(rules: TableRules): PhaseId {
	return rules.phases.find((p) => p.id === 'trade' || p.id === 'turn-up')?.id ?? 'trade';
}

/** The core of a game nothing has happened in yet. */
export function initialCore(game: TableFacts): Core {
	return {
		status: 'setup',
		ticked: [],
		turn: 0,
		activeSeat: game.setup.startSeat,
		phase: firstPhase(game.rules, true),
		runOuts: 0,
		lastRunOut: null,
		pileBase: { cards: game.rules.drawPileAfterDeal, turn: 1, typed: false },
		thirdFields: [],
		spellsUsed: [],
		harvests: game.setup.players.map(() => null)
	};
}

type Event<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

function checkHarvest(
	game: TableFacts,
	core: Core,
	e: Event<'final-harvest-entered'>
): EventRejection | null {
	const { rules } = game;
	if (e.seat >= game.setup.players.length) return 'bad-seat';
	if (e.fields.length > (harvestFieldsOf(game, core.thirdFields)[e.seat] ?? 0)) {
		return 'too-many-fields';
	}
	for (const field of e.fields) {
		if (!rules.beans.some((bean) => bean.id === field.bean)) return 'bean-not-in-game';
		if (field.cards < 1) return 'empty-field';
		const known = fieldCoins(rules, { bean: field.bean, cards: field.cards });
		if (known !== null && field.coins !== undefined) return 'coins-not-needed';
		if (known === null && field.coins === undefined) return 'coins-needed';
	}
	if (e.handCards !== undefined && rules.tieBreak !== 'most-hand-cards') {
		return 'hand-cards-not-needed';
	}
	if (e.spellValue !== undefined && rules.tieBreak !== 'spell-value') {
		return 'spell-value-not-needed';
	}
	return null;
}

const refuse = (error: EventRejection): Effect => ({ ok: false, error });
const patched = (core: Core, patch: Partial<Core>): Effect => ({
	ok: true,
	core: { ...core, ...patch }
});
// While the turns are played (the last one included, once the pile ran out for good).
const inPlay = (core: Core) => core.status === 'playing' || core.status === 'finishing';

/** The event types a handler applies: all but undo and redo, which work on the history. */
export type OrdinaryEventType = Exclude<GameEvent['type'], 'undo' | 'redo'>;

type Handler<T extends OrdinaryEventType> = (
	game: TableFacts,
	core: Core,
	event: Event<T>
) => Effect;

/** The handlers, keyed by event type. */
export const HANDLERS: { readonly [T in OrdinaryEventType]: Handler<T> } = {
	'checklist-ticked': (game, core, event) => {
		if (core.status !== 'setup') return refuse('not-now');
		if (!game.checklist.some((item) => item.id === event.item)) return refuse('unknown-item');
		const others = core.ticked.filter((id) => id !== event.item);
		return patched(core, { ticked: event.ticked ? [...others, event.item] : others });
	},
	'game-started': (game, core) => {
		if (core.status !== 'setup') return refuse('not-now');
		return patched(core, { status: 'playing', turn: 1, activeSeat: game.setup.startSeat });
	},
	'turn-advanced': (game, core) => {
		if (core.status !== 'playing') return refuse('not-now');
		return patched(core, {
			turn: core.turn + 1,
			activeSeat: (core.activeSeat + 1) % game.setup.players.length,
			phase: firstPhase(game.rules, false),
			spellsUsed: []
		});
	},
	'phase-set': (game, core, event) => {
		if (!inPlay(core)) return refuse('not-now');
		if (!game.rules.phases.some((p) => p.id === event.phase)) return refuse('unknown-phase');
		return patched(core, { phase: event.phase });
	},
	'pile-ran-out': (game, core, event) => {
		if (core.status !== 'playing') return refuse('not-now');
		const { rules } = game;
		const exhaustion = core.runOuts + 1;
		const outcome = onDrawPileEmpty(rules.edition, rules.players, exhaustion, event.phase);
		const runOut: RunOut = { phase: event.phase, outcome, exhaustion };
		const phase = event.phase === 'draw' ? 'draw' : flipPhase(rules);
		const status: GameStatus =
			outcome === 'reshuffle' ? 'playing' : outcome === 'end-now' ? 'harvest' : 'finishing';
		return {
			ok: true,
			runOut,
			core: {
				...core,
				status,
				phase,
				runOuts: exhaustion,
				lastRunOut: runOut,
				// After a reshuffle nobody knows the new pile's size until the players count it.
				pileBase: { cards: outcome === 'reshuffle' ? null : 0, turn: core.turn, typed: false }
			}
		};
	},
	'pile-size-set': (_game, core, event) => {
		if (core.status !== 'playing') return refuse('not-now');
		return patched(core, { pileBase: { cards: event.cards, turn: core.turn, typed: true } });
	},
	'third-field-bought': (game, core, event) => {
		if (!inPlay(core)) return refuse('not-now');
		if (!game.rules.thirdField.buy) return refuse('no-third-field');
		if (event.seat >= game.setup.players.length) return refuse('bad-seat');
		if (core.thirdFields.includes(event.seat)) return refuse('already-bought');
		return patched(core, { thirdFields: [...core.thirdFields, event.seat] });
	},
	'spell-ticked': (game, core, event) => {
		if (!inPlay(core)) return refuse('not-now');
		if (game.rules.spellCards === null) return refuse('no-spell-cards');
		const others = core.spellsUsed.filter((card) => card !== event.card);
		return patched(core, { spellsUsed: event.ticked ? [...others, event.card] : others });
	},
	'final-harvest-started': (_game, core) => {
		if (core.status !== 'finishing') return refuse('not-now');
		return patched(core, { status: 'harvest' });
	},
	'final-harvest-entered': (game, core, event) => {
		if (core.status !== 'harvest') return refuse('not-now');
		const problem = checkHarvest(game, core, event);
		if (problem) return refuse(problem);
		const entry: HarvestEntry = {
			fields: event.fields,
			coinsEarned: event.coinsEarned,
			...(event.handCards === undefined ? {} : { handCards: event.handCards }),
			...(event.spellValue === undefined ? {} : { spellValue: event.spellValue })
		};
		return patched(core, {
			harvests: core.harvests.map((h, seat) => (seat === event.seat ? entry : h))
		});
	},
	'game-finished': (game, core) => {
		if (core.status !== 'harvest') return refuse('not-now');
		const scores = scoresOf(game, core.harvests);
		if (!scores) return refuse('harvest-missing');
		if (tieNeedsOf(game, scores).length > 0) return refuse('tie-data-missing');
		return patched(core, { status: 'finished' });
	}
};

/** Applies one event through its handler; undo and redo are not ordinary events ('not-now'). */
export function apply(game: TableFacts, core: Core, event: GameEvent): Effect {
	if (event.type === 'undo' || event.type === 'redo') return refuse('not-now');
	const handler = HANDLERS[event.type] as Handler<OrdinaryEventType>;
	return handler(game, core, event as Event<OrdinaryEventType>);
}
