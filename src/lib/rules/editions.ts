// The editions: player ranges, their options (variants, steps) and edition-wide rules.
import {
	assertEdition,
	deepFreeze,
	MY_FIRST_STEPS,
	type EditionId,
	type MyFirstStep,
	type PlayerRange,
	type SourceTag,
	type StartPlayerMethod,
	type TieBreak,
	type VariantId
} from './types';

/** One edition: who can play it, its options, and how winners and start player are found. */
export interface Edition {
	readonly id: EditionId;
	readonly players: PlayerRange;
	// Cards in the box (all beans, before removals for the player count).
	readonly boxCards: number;
	readonly variants: readonly VariantId[];
	readonly steps: readonly MyFirstStep[];
	readonly tieBreak: TieBreak;
	readonly startPlayer: StartPlayerMethod;
	readonly sources: readonly SourceTag[];
}

/** The editions the app supports. */
export const EDITIONS: Readonly<Record<EditionId, Edition>> = deepFreeze({
	amigo: {
		id: 'amigo',
		players: { min: 3, max: 5 },
		boxCards: 104,
		variants: [],
		steps: [],
		tieBreak: 'furthest-from-start',
		startPlayer: 'any', // S000: any method; the start player card stays put
		sources: ['S000']
	},
	'amigo-1997': {
		id: 'amigo-1997',
		players: { min: 3, max: 5 },
		boxCards: 104,
		variants: ['beginners-third-field', 'cheap-third-field', 'coins-in-trades'],
		steps: [],
		tieBreak: 'none', // S004 states no tie-break: tied players share the win
		startPlayer: 'left-of-dealer',
		sources: ['S004']
	},
	'rio-grande': {
		id: 'rio-grande',
		players: { min: 2, max: 7 },
		boxCards: 154,
		variants: [],
		steps: [],
		tieBreak: 'most-hand-cards',
		startPlayer: 'left-of-dealer', // RGG: the oldest player deals
		sources: ['RGG', 'S002']
	},
	'my-first': {
		id: 'my-first',
		players: { min: 3, max: 5 },
		boxCards: 115,
		variants: [],
		steps: MY_FIRST_STEPS,
		tieBreak: 'all-tied-win',
		startPlayer: 'youngest',
		sources: ['S001']
	},
	rabohnzel: {
		id: 'rabohnzel',
		players: { min: 3, max: 5 },
		boxCards: 98,
		variants: [],
		steps: [],
		tieBreak: 'spell-value',
		startPlayer: 'highest-spell', // S003: countdown from 10 Bohnenpfennige
		sources: ['S003']
	}
} satisfies Record<EditionId, Edition>);

/** A printed variant: its edition and the player counts it is meant for. */
export interface Variant {
	readonly id: VariantId;
	readonly edition: EditionId;
	readonly players: PlayerRange;
	readonly sources: readonly SourceTag[];
}

/** The printed variants (S004). */
export const VARIANTS: Readonly<Record<VariantId, Variant>> = deepFreeze({
	// Beginners start with the third field.
	'beginners-third-field': {
		id: 'beginners-third-field',
		edition: 'amigo-1997',
		players: { min: 3, max: 5 },
		sources: ['S004']
	},
	// With five players the third field costs 2 coins instead of 3.
	'cheap-third-field': {
		id: 'cheap-third-field',
		edition: 'amigo-1997',
		players: { min: 5, max: 5 },
		sources: ['S004']
	},
	// Expert groups may use coins in trades.
	'coins-in-trades': {
		id: 'coins-in-trades',
		edition: 'amigo-1997',
		players: { min: 3, max: 5 },
		sources: ['S004']
	}
} satisfies Record<VariantId, Variant>);

/** The edition list in display order. */
export const EDITION_LIST: readonly Edition[] = deepFreeze(Object.values(EDITIONS));

/** An edition's row; RangeError naming an unknown id. */
export function edition(id: EditionId): Edition {
	assertEdition(id);
	return EDITIONS[id];
}

/** True when the edition can be played by `players` (a whole number in its range). */
export function supportsPlayers(id: EditionId, players: number): boolean {
	const { min, max } = edition(id).players;
	return Number.isInteger(players) && players >= min && players <= max;
}
