// The names of a turn's phases across every edition, apart from the phase tables (phases.ts): the
// referee's page reads a phase from its address and needs the names, not the tables.
/** Phase ids across all editions. */
export const PHASE_IDS = [
	'take-offer', // duel: take the cards the opponent left on offer, plant any, discard the rest
	'plant', // plant the first hand card, optionally the next
	'discard-optional', // duel: may discard one hand card from anywhere, face up
	'spell', // Rabohnzel phase 1½: bean magic and spell cards
	'trade', // turn cards over and trade
	'turn-up', // duel: turn cards up, add matching discards, plant or leave them on offer
	'plant-traded', // plant turned-over and traded cards
	'draw' // draw cards to the back of the hand
] as const;
export type PhaseId = (typeof PHASE_IDS)[number];
