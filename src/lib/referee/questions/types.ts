// The shape of the referee's questions: topics, the rulebooks answers cite, the rules facts an
// answer states, and the answer groups (docs/rules.md#sources). This folder imports only relative
// files with their extensions, so the build can read it in vite.config.ts (vitePlugin.ts).
import type {
	DrawPilePhase,
	EditionId,
	MyFirstStep,
	TieBreak,
	StartPlayerMethod
} from '../../rules/types.ts';
import type { HarvestTiming } from '../../rules/setup.ts';
import type { PhaseId } from '../../rules/phases.ts';
import type { MyFirstRule } from '../../rules/myFirst.ts';
import type { SpellCardId, SwordAttackOutcome } from '../../rules/rabohnzel.ts';
import type { RabohnzelBeanId } from '../../rules/beans.ts';
import type { RunOutOutcome } from '../../rules/types.ts';

import type { SectionId } from './sections.ts';

export { BOOK_IDS, type BookId, type Section } from './sections.ts';

/** Topics to browse by. */
export const TOPIC_IDS = [
	'turn',
	'trading',
	'harvesting',
	'fields',
	'end',
	'tie-break',
	'children',
	'spells'
] as const;
export type TopicId = (typeof TOPIC_IDS)[number];

/**
 * A rules fact an answer states, as ids and numbers the tests compare with src/lib/rules. A fact
 * with a `key` is shown in the answer text through the placeholder `{key}` (or `{key:ord}` for an
 * ordinal), so the text cannot say another number than the engine.
 */
export type Fact = { readonly key?: string } & (
	| {
			readonly fact: 'passes';
			readonly edition: EditionId;
			readonly players: number;
			readonly value: number;
	  }
	| { readonly fact: 'tie-break'; readonly edition: EditionId; readonly value: TieBreak }
	| {
			readonly fact: 'start-player';
			readonly edition: EditionId;
			readonly value: StartPlayerMethod;
	  }
	| {
			readonly fact: 'flip' | 'draw' | 'fields';
			readonly edition: EditionId;
			readonly players: number;
			readonly step?: MyFirstStep;
			readonly value: number;
	  }
	| {
			readonly fact: 'third-field-cost';
			readonly edition: EditionId;
			readonly players: number;
			readonly step?: MyFirstStep;
			readonly variants?: readonly string[];
			// null: no third field can be bought
			readonly value: number | null;
	  }
	| {
			readonly fact: 'third-field-coins-to';
			readonly edition: EditionId;
			readonly players: number;
			readonly value: 'discard' | 'box';
	  }
	| {
			readonly fact: 'harvest-timing';
			readonly edition: EditionId;
			readonly players: number;
			readonly step?: MyFirstStep;
			readonly value: HarvestTiming;
	  }
	| {
			readonly fact: 'trading';
			readonly edition: EditionId;
			readonly players: number;
			readonly value: boolean;
	  }
	| {
			readonly fact: 'final-run-out';
			readonly edition: EditionId;
			readonly players: number;
			readonly phase: DrawPilePhase;
			readonly value: RunOutOutcome;
	  }
	| {
			readonly fact: 'plant';
			readonly edition: EditionId;
			readonly players: number;
			readonly must: number;
			readonly value: number; // cards that may be planted after the compulsory ones
	  }
	// The first My First step at which a rule is in force, or the last one.
	| {
			readonly fact: 'my-first-from' | 'my-first-until';
			readonly rule: MyFirstRule;
			readonly value: MyFirstStep;
	  }
	| {
			readonly fact: 'sword-outcome';
			readonly bean: RabohnzelBeanId;
			readonly value: SwordAttackOutcome;
	  }
	// The setup checklist's numbers (src/lib/rules/setup.ts): cards dealt to a seat (0 = the start
	// player), cards in the deck, and the beans taken out (ids, in any order).
	| {
			readonly fact: 'deal';
			readonly edition: EditionId;
			readonly players: number;
			readonly step?: MyFirstStep;
			readonly seat: number;
			readonly value: number;
	  }
	| {
			readonly fact: 'deck';
			readonly edition: EditionId;
			readonly players: number;
			readonly step?: MyFirstStep;
			readonly value: number;
	  }
	| {
			readonly fact: 'removed';
			readonly edition: EditionId;
			readonly players: number;
			readonly step?: MyFirstStep;
			readonly value: readonly string[];
	  }
	| { readonly fact: 'spell-cards-each'; readonly value: number }
	| { readonly fact: 'spell-value'; readonly card: SpellCardId; readonly value: number }
	| { readonly fact: 'pfennige-per-coin'; readonly value: number }
);

/** One answer, for a group of editions (and player counts, steps) where the rules agree. */
export interface AnswerGroup {
	readonly id: string;
	readonly editions: readonly EditionId[];
	readonly players?: { readonly min: number; readonly max: number };
	readonly steps?: readonly MyFirstStep[];
	readonly sources: readonly SectionId[];
	readonly facts?: readonly Fact[];
	// The rulebook is silent here; the answer says so and names what the app assumes.
	readonly silent?: boolean;
}

/** A question tables argue about; its answers per edition group. */
export interface Question {
	readonly id: string;
	readonly topics: readonly TopicId[];
	// Turn phases where the question comes up (the play screen lists those first).
	readonly phases: readonly PhaseId[];
	readonly answers: readonly AnswerGroup[];
}
