// The phases of a turn per edition and player count, with the card numbers each phase needs.
import { supportsPlayers } from './editions';
import { assertEdition, deepFreeze, type EditionId, type SourceTag } from './types';

// The phases' names live in phaseIds.ts (a page that reads a phase from its address needs them
// without these tables); the rules give them from here with the rest of a turn's phases.
export { PHASE_IDS, type PhaseId } from './phaseIds';

/** One phase of a turn; the numbers say how many cards it moves. */
export type TurnPhase =
	| { readonly id: 'take-offer'; readonly skipOnFirstTurn: true }
	| { readonly id: 'plant'; readonly must: number; readonly may: number }
	| { readonly id: 'discard-optional'; readonly upTo: number }
	| { readonly id: 'spell' }
	| { readonly id: 'trade'; readonly flip: number }
	| { readonly id: 'turn-up'; readonly flip: number }
	| { readonly id: 'plant-traded' }
	| { readonly id: 'draw'; readonly draw: number };

/** A turn's phases for a range of player counts. */
export interface TurnRow {
	readonly players: { readonly min: number; readonly max: number };
	readonly phases: readonly TurnPhase[];
	readonly sources: readonly SourceTag[];
}

const PLANT: TurnPhase = { id: 'plant', must: 1, may: 1 };

function classic(draw: number): readonly TurnPhase[] {
	return [PLANT, { id: 'trade', flip: 2 }, { id: 'plant-traded' }, { id: 'draw', draw }];
}

/** The turn of each edition by player count. */
export const TURNS: Readonly<Record<EditionId, readonly TurnRow[]>> = deepFreeze({
	amigo: [{ players: { min: 3, max: 5 }, phases: classic(3), sources: ['S000'] }],
	'amigo-1997': [{ players: { min: 3, max: 5 }, phases: classic(3), sources: ['S004'] }],
	'rio-grande': [
		{
			players: { min: 2, max: 2 },
			phases: [
				{ id: 'take-offer', skipOnFirstTurn: true },
				PLANT,
				{ id: 'discard-optional', upTo: 1 },
				{ id: 'turn-up', flip: 3 },
				{ id: 'draw', draw: 2 }
			],
			sources: ['RGG']
		},
		{ players: { min: 3, max: 5 }, phases: classic(3), sources: ['RGG', 'S002'] },
		{ players: { min: 6, max: 7 }, phases: classic(4), sources: ['RGG', 'S002'] }
	],
	// S001: three actions; cards received in trades are planted at once, within the trade.
	'my-first': [
		{
			players: { min: 3, max: 5 },
			phases: [PLANT, { id: 'trade', flip: 2 }, { id: 'draw', draw: 3 }],
			sources: ['S001']
		}
	],
	rabohnzel: [
		{
			players: { min: 3, max: 5 },
			phases: [
				PLANT,
				{ id: 'spell' },
				{ id: 'trade', flip: 2 },
				{ id: 'plant-traded' },
				{ id: 'draw', draw: 3 }
			],
			sources: ['S003']
		}
	]
} satisfies Record<EditionId, readonly TurnRow[]>);

/** The turn row for an edition and player count; RangeError outside the edition's range. */
export function turnFor(edition: EditionId, players: number): TurnRow {
	assertEdition(edition);
	if (!supportsPlayers(edition, players)) {
		throw new RangeError(`players out of range for ${edition}: ${String(players)}`);
	}
	const row = TURNS[edition].find((r) => players >= r.players.min && players <= r.players.max);
	if (!row) throw new RangeError(`no turn for ${edition} with ${players} players`);
	return row;
}

/** The phases of a turn for an edition and player count. */
export function phasesFor(edition: EditionId, players: number): readonly TurnPhase[] {
	return turnFor(edition, players).phases;
}

/** Cards turned over from the draw pile in a turn (the trading or turn-up phase). */
export function flipCount(phases: readonly TurnPhase[]): number {
	let flip = 0;
	for (const phase of phases)
		if (phase.id === 'trade' || phase.id === 'turn-up') flip += phase.flip;
	return flip;
}

/** Cards drawn at the end of a turn. */
export function drawCount(phases: readonly TurnPhase[]): number {
	let draw = 0;
	for (const phase of phases) if (phase.id === 'draw') draw += phase.draw;
	return draw;
}
