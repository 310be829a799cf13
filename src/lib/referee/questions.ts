// The referee's questions: language-neutral structure (ids, topics, which editions, player counts
// and My First steps each answer applies to, the rules facts it states, the rulebook sections it
// comes from). The wording lives in answers/{en,de,fr}.ts. This folder imports only relative files
// so the build can read it in vite.config.ts (the search index is made from it at build time).
import type {
	DrawPilePhase,
	EditionId,
	MyFirstStep,
	SourceTag,
	TieBreak,
	StartPlayerMethod
} from '../rules/types';
import type { HarvestTiming } from '../rules/setup';
import type { PhaseId } from '../rules/phases';
import type { MyFirstRule } from '../rules/myFirst';
import type { SpellCardId, SwordAttackOutcome } from '../rules/rabohnzel';
import type { RabohnzelBeanId } from '../rules/beans';
import type { RunOutOutcome } from '../rules/types';

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

/** The rulebooks answers cite, with their source tags in docs/rules.md#sources (see
 * ../../../README: the app never ships their text). */
export const BOOK_IDS = [
	'amigo-en', // AMIGO, current rules, English (S000)
	'amigo-1997-fr', // AMIGO 1997 rules, French translation (S004)
	'rio-summary-en', // Rio Grande 2-7 rules summary, English (S002)
	'rio-rules-en', // Rio Grande 2-7 rulebook, English (RGG)
	'my-first-en', // My First Bohnanza, AMIGO 2015, English (S001)
	'rabohnzel-de' // Rabohnzel, German, with its Bohnanza digest (S003)
] as const;
export type BookId = (typeof BOOK_IDS)[number];

/** Each book's source tag in docs/rules.md#sources (where its sections used are listed). */
export const BOOK_SOURCES: Readonly<Record<BookId, SourceTag>> = {
	'amigo-en': 'S000',
	'amigo-1997-fr': 'S004',
	'rio-summary-en': 'S002',
	'rio-rules-en': 'RGG',
	'my-first-en': 'S001',
	'rabohnzel-de': 'S003'
};

/** A place in a rulebook: its heading as printed, in the book's language (docs/rules.md#sources
 * lists every one; questions.test.ts checks it). */
export type Section = { readonly book: BookId; readonly heading: string };

/** The sections answers cite. Headings are copied as printed so a player can find them. */
export const SECTIONS = {
	'amigo-en/idea': { book: 'amigo-en', heading: 'The Idea of the Game' },
	'amigo-en/hand-order': {
		book: 'amigo-en',
		heading: 'Attention! This is the most important rule of the whole game!'
	},
	'amigo-en/playing': { book: 'amigo-en', heading: 'Playing the Game' },
	'amigo-en/phase-1': { book: 'amigo-en', heading: 'Phase 1: Plant Bean Cards from Your Hand' },
	'amigo-en/planting': { book: 'amigo-en', heading: 'Important Rules for Planting Beans' },
	'amigo-en/phase-2': { book: 'amigo-en', heading: 'Phase 2: Turn Over and Trade Bean Cards' },
	'amigo-en/trading': { book: 'amigo-en', heading: 'Rules for Trading Beans' },
	'amigo-en/phase-3': {
		book: 'amigo-en',
		heading: 'Phase 3: Plant Turned-over and Traded Bean Cards'
	},
	'amigo-en/phase-4': { book: 'amigo-en', heading: 'Phase 4: Draw Bean Cards' },
	'amigo-en/harvesting': { book: 'amigo-en', heading: 'Harvesting Beans' },
	'amigo-en/draw-pile': { book: 'amigo-en', heading: 'The Draw Pile Is Empty' },
	'amigo-en/end': { book: 'amigo-en', heading: 'The End of the Game' },
	'amigo-1997-fr/fields': { book: 'amigo-1997-fr', heading: 'Les champs de haricots' },
	'amigo-1997-fr/setup': { book: 'amigo-1997-fr', heading: 'Préparation du jeu' },
	'amigo-1997-fr/action-1': {
		book: 'amigo-1997-fr',
		heading: 'Première action: jouer des cartes de haricots'
	},
	'amigo-1997-fr/selling': { book: 'amigo-1997-fr', heading: 'Vendre des haricots' },
	'amigo-1997-fr/action-2': {
		book: 'amigo-1997-fr',
		heading: 'Deuxième action: marchander et faire des cadeaux'
	},
	'amigo-1997-fr/action-3': {
		book: 'amigo-1997-fr',
		heading: 'Troisième action: planter les haricots'
	},
	'amigo-1997-fr/action-4': {
		book: 'amigo-1997-fr',
		heading: 'Quatrième action: prendre des nouvelles cartes'
	},
	'amigo-1997-fr/other': { book: 'amigo-1997-fr', heading: 'Autres actions des joueurs' },
	'amigo-1997-fr/end': { book: 'amigo-1997-fr', heading: 'Fin du jeu' },
	'amigo-1997-fr/variants': { book: 'amigo-1997-fr', heading: 'Variantes' },
	'rio-summary-en/preparation': { book: 'rio-summary-en', heading: 'Preparation' },
	'rio-summary-en/summary': { book: 'rio-summary-en', heading: 'Rules Summary' },
	'rio-summary-en/end': { book: 'rio-summary-en', heading: 'End & Winner' },
	'rio-summary-en/notes': { book: 'rio-summary-en', heading: 'Notes' },
	'rio-rules-en/preparation': { book: 'rio-rules-en', heading: 'Preparation' },
	'rio-rules-en/plant': { book: 'rio-rules-en', heading: '1. Plant bean cards' },
	'rio-rules-en/trade': { book: 'rio-rules-en', heading: '2. Draw, trade & donate bean cards' },
	'rio-rules-en/plant-traded': { book: 'rio-rules-en', heading: '3. Plant traded & donated beans' },
	'rio-rules-en/draw': { book: 'rio-rules-en', heading: '4. Draw new bean cards' },
	'rio-rules-en/harvesting': { book: 'rio-rules-en', heading: 'Harvesting and selling beans' },
	'rio-rules-en/third-field': { book: 'rio-rules-en', heading: 'Buying a third bean field' },
	'rio-rules-en/end': { book: 'rio-rules-en', heading: 'Ending and scoring' },
	'rio-rules-en/players': {
		book: 'rio-rules-en',
		heading: 'Variations based on number of players'
	},
	'rio-rules-en/two-players': { book: 'rio-rules-en', heading: 'The bean duel for 2 players' },
	'my-first-en/rule': { book: 'my-first-en', heading: 'The Bohnanza Rule' },
	'my-first-en/how-to-play': { book: 'my-first-en', heading: 'How to Play' },
	'my-first-en/plant': { book: 'my-first-en', heading: '1. Plant Bean Cards' },
	'my-first-en/trade': { book: 'my-first-en', heading: '2. Trade Bean Cards' },
	'my-first-en/draw': { book: 'my-first-en', heading: '3. Draw Bean Cards' },
	'my-first-en/mixed-patch': { book: 'my-first-en', heading: 'The “Mixed Patch Rule”' },
	'my-first-en/harvesting': { book: 'my-first-en', heading: 'Harvesting Beans' },
	'my-first-en/winning': { book: 'my-first-en', heading: 'Winning the Game' },
	'my-first-en/two-coin': { book: 'my-first-en', heading: 'Playing With the Other Bean Cards' },
	'my-first-en/step-1': { book: 'my-first-en', heading: 'Step 1: All Cards Are In Play' },
	'my-first-en/step-2': {
		book: 'my-first-en',
		heading: 'Step 2: A Harvest That Does not Earn Coins'
	},
	'my-first-en/step-3': { book: 'my-first-en', heading: 'Step 3: Buying the Third Bean Field' },
	'my-first-en/step-4': { book: 'my-first-en', heading: 'Step 4: Taking the Cards In Hand' },
	'my-first-en/step-5': { book: 'my-first-en', heading: 'Step 5: The “Protection Rule”' },
	'rabohnzel-de/setup': {
		book: 'rabohnzel-de',
		heading: 'Vergleich zu Bohnanza und Spielvorbereitung'
	},
	'rabohnzel-de/spell-phase': {
		book: 'rabohnzel-de',
		heading: 'Aktionsmöglichkeiten in der Zaubephase'
	},
	'rabohnzel-de/bean-magic': { book: 'rabohnzel-de', heading: 'Die magische Wirkung der Bohnen' },
	'rabohnzel-de/spell-cards': { book: 'rabohnzel-de', heading: 'Die Zauberkarten' },
	'rabohnzel-de/end': { book: 'rabohnzel-de', heading: 'Spielende und Gewinner des Spiels' },
	'rabohnzel-de/phase-1': { book: 'rabohnzel-de', heading: '1. Phase: Bohnenkarten ausspielen' },
	'rabohnzel-de/phase-2': { book: 'rabohnzel-de', heading: '2. Phase: Handeln und Schenken' },
	'rabohnzel-de/phase-3': { book: 'rabohnzel-de', heading: '3. Phase: Bohnen anbauen' },
	'rabohnzel-de/phase-4': { book: 'rabohnzel-de', heading: '4. Phase: Neue Bohnenkarten ziehen' },
	'rabohnzel-de/harvesting': { book: 'rabohnzel-de', heading: 'Ernten und Verkaufen von Bohnen' },
	'rabohnzel-de/digest-end': { book: 'rabohnzel-de', heading: 'Ende des Spiels' },
	'rabohnzel-de/digest-setup': { book: 'rabohnzel-de', heading: 'Spielvorbereitung' }
} as const satisfies Record<string, Section>;
export type SectionId = keyof typeof SECTIONS;

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

const NOT_DUEL = { min: 3, max: 7 } as const;
const DUEL = { min: 2, max: 2 } as const;
const LINE_STEPS = ['basic', 'two-coin', 'step-1', 'step-2', 'step-3'] as const;
const EARLY = ['basic', 'two-coin', 'step-1'] as const;

/** The questions, in reading order. */
export const QUESTIONS = [
	{
		id: 'harvest-other-turn',
		topics: ['harvesting', 'turn'],
		phases: ['plant', 'trade', 'plant-traded', 'draw', 'turn-up', 'take-offer'],
		answers: [
			{
				id: 'any-time',
				editions: ['amigo', 'amigo-1997', 'rio-grande'],
				players: NOT_DUEL,
				sources: ['amigo-en/phase-4', 'amigo-1997-fr/other', 'rio-rules-en/harvesting'],
				facts: [
					{ fact: 'harvest-timing', edition: 'amigo', players: 4, value: 'any-time' },
					{ fact: 'harvest-timing', edition: 'amigo-1997', players: 4, value: 'any-time' },
					{ fact: 'harvest-timing', edition: 'rio-grande', players: 4, value: 'any-time' }
				]
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/harvesting', 'rabohnzel-de/bean-magic'],
				facts: [{ fact: 'harvest-timing', edition: 'rabohnzel', players: 4, value: 'any-time' }]
			},
			{
				id: 'duel',
				editions: ['rio-grande'],
				players: DUEL,
				sources: ['rio-rules-en/two-players'],
				facts: [{ fact: 'harvest-timing', edition: 'rio-grande', players: 2, value: 'own-turn' }]
			},
			{
				id: 'my-first-auto',
				editions: ['my-first'],
				steps: ['basic'],
				sources: ['my-first-en/harvesting'],
				facts: [
					{
						fact: 'harvest-timing',
						edition: 'my-first',
						players: 4,
						step: 'basic',
						value: 'automatic'
					}
				]
			},
			{
				id: 'my-first-choose',
				editions: ['my-first'],
				steps: ['two-coin', 'step-1', 'step-2', 'step-3', 'step-4', 'step-5'],
				sources: ['my-first-en/two-coin', 'my-first-en/harvesting'],
				facts: [
					{
						fact: 'harvest-timing',
						edition: 'my-first',
						players: 4,
						step: 'two-coin',
						value: 'any-time'
					}
				],
				silent: true
			}
		]
	},
	{
		id: 'third-field',
		topics: ['fields'],
		phases: ['plant', 'trade', 'plant-traded', 'draw'],
		answers: [
			{
				id: 'amigo',
				editions: ['amigo'],
				sources: ['amigo-en/idea'],
				facts: [
					{ key: 'three', fact: 'fields', edition: 'amigo', players: 3, value: 3 },
					{ key: 'two', fact: 'fields', edition: 'amigo', players: 4, value: 2 },
					{ fact: 'third-field-cost', edition: 'amigo', players: 4, value: null }
				],
				silent: true
			},
			{
				id: 'amigo-1997',
				editions: ['amigo-1997'],
				sources: ['amigo-1997-fr/fields', 'amigo-1997-fr/other', 'amigo-1997-fr/variants'],
				facts: [
					{ key: 'cost', fact: 'third-field-cost', edition: 'amigo-1997', players: 4, value: 3 },
					{
						key: 'cheap',
						fact: 'third-field-cost',
						edition: 'amigo-1997',
						players: 5,
						variants: ['cheap-third-field'],
						value: 2
					},
					{ fact: 'third-field-coins-to', edition: 'amigo-1997', players: 4, value: 'discard' }
				]
			},
			{
				id: 'rio-3',
				editions: ['rio-grande'],
				players: { min: 3, max: 3 },
				sources: ['rio-summary-en/preparation', 'rio-rules-en/players'],
				facts: [
					{ key: 'fields', fact: 'fields', edition: 'rio-grande', players: 3, value: 3 },
					{ fact: 'third-field-cost', edition: 'rio-grande', players: 3, value: null }
				]
			},
			{
				id: 'rio-4-7',
				editions: ['rio-grande'],
				players: { min: 4, max: 7 },
				sources: [
					'rio-rules-en/preparation',
					'rio-rules-en/third-field',
					'rio-rules-en/players',
					'rio-summary-en/notes'
				],
				facts: [
					{ key: 'cost', fact: 'third-field-cost', edition: 'rio-grande', players: 4, value: 3 },
					{ key: 'cost67', fact: 'third-field-cost', edition: 'rio-grande', players: 6, value: 2 },
					{ fact: 'third-field-coins-to', edition: 'rio-grande', players: 4, value: 'discard' }
				]
			},
			{
				id: 'duel',
				editions: ['rio-grande'],
				players: DUEL,
				sources: ['rio-rules-en/two-players'],
				facts: [
					{ key: 'cost', fact: 'third-field-cost', edition: 'rio-grande', players: 2, value: 3 },
					{ fact: 'third-field-coins-to', edition: 'rio-grande', players: 2, value: 'box' }
				]
			},
			{
				id: 'my-first-two',
				editions: ['my-first'],
				steps: ['basic', 'two-coin'],
				sources: ['my-first-en/how-to-play', 'my-first-en/step-1'],
				facts: [
					{
						key: 'fields',
						fact: 'fields',
						edition: 'my-first',
						players: 4,
						step: 'basic',
						value: 2
					},
					{
						fact: 'third-field-cost',
						edition: 'my-first',
						players: 4,
						step: 'two-coin',
						value: null
					}
				]
			},
			{
				id: 'my-first-three',
				editions: ['my-first'],
				steps: ['step-1', 'step-2'],
				sources: ['my-first-en/step-1'],
				facts: [
					{
						key: 'fields',
						fact: 'fields',
						edition: 'my-first',
						players: 4,
						step: 'step-1',
						value: 3
					}
				]
			},
			{
				id: 'my-first-buy',
				editions: ['my-first'],
				steps: ['step-3', 'step-4', 'step-5'],
				sources: ['my-first-en/step-3'],
				facts: [
					{
						key: 'cost',
						fact: 'third-field-cost',
						edition: 'my-first',
						players: 4,
						step: 'step-3',
						value: 3
					}
				]
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/setup', 'rabohnzel-de/spell-cards'],
				facts: [{ fact: 'third-field-cost', edition: 'rabohnzel', players: 4, value: null }]
			}
		]
	},
	{
		id: 'trade-hand-cards',
		topics: ['trading'],
		phases: ['trade'],
		answers: [
			{
				id: 'classic',
				editions: ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'],
				players: NOT_DUEL,
				sources: [
					'amigo-en/trading',
					'amigo-1997-fr/action-2',
					'rio-rules-en/trade',
					'rabohnzel-de/phase-2'
				]
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['my-first-en/trade', 'my-first-en/step-4'],
				facts: [{ key: 'step', fact: 'my-first-from', rule: 'hand-cards', value: 'step-4' }]
			},
			{
				id: 'duel',
				editions: ['rio-grande'],
				players: DUEL,
				sources: ['rio-rules-en/two-players'],
				facts: [{ fact: 'trading', edition: 'rio-grande', players: 2, value: false }]
			}
		]
	},
	{
		id: 'others-trade',
		topics: ['trading'],
		phases: ['trade'],
		answers: [
			{
				id: 'no',
				editions: ['amigo', 'amigo-1997', 'rio-grande', 'my-first', 'rabohnzel'],
				players: NOT_DUEL,
				sources: [
					'amigo-en/trading',
					'amigo-1997-fr/action-2',
					'rio-summary-en/summary',
					'rio-rules-en/trade',
					'my-first-en/trade',
					'rabohnzel-de/phase-2'
				],
				facts: [{ fact: 'trading', edition: 'amigo', players: 4, value: true }]
			},
			{
				id: 'duel',
				editions: ['rio-grande'],
				players: DUEL,
				sources: ['rio-rules-en/two-players'],
				facts: [{ fact: 'trading', edition: 'rio-grande', players: 2, value: false }]
			}
		]
	},
	{
		id: 'received-cards',
		topics: ['trading'],
		phases: ['trade', 'plant-traded'],
		answers: [
			{
				id: 'classic',
				editions: ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'],
				players: NOT_DUEL,
				sources: [
					'amigo-en/phase-2',
					'amigo-en/phase-3',
					'amigo-1997-fr/action-2',
					'rio-summary-en/summary',
					'rio-rules-en/trade',
					'rabohnzel-de/phase-2'
				]
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['my-first-en/trade']
			}
		]
	},
	{
		id: 'plant-order',
		topics: ['trading', 'harvesting'],
		phases: ['plant-traded', 'trade'],
		answers: [
			{
				id: 'all',
				editions: ['amigo', 'amigo-1997', 'rio-grande', 'my-first', 'rabohnzel'],
				players: NOT_DUEL,
				sources: [
					'amigo-en/phase-3',
					'amigo-1997-fr/action-3',
					'rio-summary-en/summary',
					'rio-rules-en/plant-traded',
					'my-first-en/trade',
					'rabohnzel-de/phase-3'
				]
			}
		]
	},
	{
		id: 'gifts',
		topics: ['trading'],
		phases: ['trade'],
		answers: [
			{
				id: 'amigo',
				editions: ['amigo'],
				sources: ['amigo-en/phase-2']
			},
			{
				id: 'directed',
				editions: ['amigo-1997', 'rabohnzel'],
				sources: ['amigo-1997-fr/action-2', 'rabohnzel-de/phase-2']
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['my-first-en/trade'],
				silent: true
			},
			{
				id: 'rio',
				editions: ['rio-grande'],
				players: NOT_DUEL,
				sources: ['rio-summary-en/summary', 'rio-rules-en/trade']
			}
		]
	},
	{
		id: 'flipped-cards',
		topics: ['trading', 'turn'],
		phases: ['trade', 'plant-traded', 'turn-up'],
		answers: [
			{
				id: 'classic',
				editions: ['amigo', 'amigo-1997', 'rio-grande'],
				players: NOT_DUEL,
				sources: [
					'amigo-en/phase-2',
					'amigo-en/phase-3',
					'amigo-1997-fr/action-3',
					'rio-summary-en/summary',
					'rio-rules-en/trade'
				],
				facts: [
					{ key: 'flip', fact: 'flip', edition: 'amigo', players: 4, value: 2 },
					{ fact: 'flip', edition: 'amigo-1997', players: 4, value: 2 },
					{ fact: 'flip', edition: 'rio-grande', players: 6, value: 2 }
				]
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/phase-2', 'rabohnzel-de/spell-cards'],
				facts: [{ key: 'flip', fact: 'flip', edition: 'rabohnzel', players: 4, value: 2 }]
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['my-first-en/trade'],
				facts: [
					{ key: 'flip', fact: 'flip', edition: 'my-first', players: 4, step: 'basic', value: 2 }
				]
			},
			{
				id: 'duel',
				editions: ['rio-grande'],
				players: DUEL,
				sources: ['rio-rules-en/two-players'],
				facts: [{ key: 'flip', fact: 'flip', edition: 'rio-grande', players: 2, value: 3 }]
			}
		]
	},
	{
		id: 'trade-goes-on',
		topics: ['trading'],
		phases: ['trade'],
		answers: [
			{
				id: 'active-stops',
				editions: ['amigo', 'rabohnzel'],
				sources: ['amigo-en/phase-2', 'rabohnzel-de/phase-2']
			},
			{
				id: 'no-more-offers',
				editions: ['amigo-1997', 'rio-grande'],
				players: NOT_DUEL,
				sources: ['amigo-1997-fr/action-2', 'rio-rules-en/trade']
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['my-first-en/trade']
			}
		]
	},
	{
		id: 'promises',
		topics: ['trading'],
		phases: ['trade'],
		answers: [
			{
				id: 'stated',
				editions: ['amigo-1997', 'rio-grande'],
				players: NOT_DUEL,
				sources: ['amigo-1997-fr/other', 'rio-summary-en/notes']
			},
			{
				id: 'silent',
				editions: ['amigo', 'my-first', 'rabohnzel'],
				sources: ['amigo-en/trading', 'my-first-en/trade', 'rabohnzel-de/phase-2'],
				silent: true
			}
		]
	},
	{
		id: 'coins-in-trades',
		topics: ['trading'],
		phases: ['trade'],
		answers: [
			{
				id: 'variant',
				editions: ['amigo-1997'],
				sources: ['amigo-1997-fr/variants']
			},
			{
				id: 'others',
				editions: ['amigo', 'rio-grande', 'my-first', 'rabohnzel'],
				players: NOT_DUEL,
				sources: [
					'amigo-en/trading',
					'rio-rules-en/trade',
					'my-first-en/trade',
					'rabohnzel-de/phase-2'
				],
				silent: true
			}
		]
	},
	{
		id: 'second-card',
		topics: ['turn'],
		phases: ['plant'],
		answers: [
			{
				id: 'all',
				editions: ['amigo', 'amigo-1997', 'rio-grande', 'my-first'],
				sources: [
					'amigo-en/phase-1',
					'amigo-1997-fr/action-1',
					'rio-summary-en/summary',
					'rio-rules-en/plant',
					'my-first-en/plant'
				],
				facts: [
					{ fact: 'plant', edition: 'amigo', players: 4, must: 1, value: 1 },
					{ fact: 'plant', edition: 'rio-grande', players: 2, must: 1, value: 1 },
					{ fact: 'plant', edition: 'my-first', players: 4, must: 1, value: 1 }
				]
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/phase-1', 'rabohnzel-de/spell-cards'],
				facts: [{ fact: 'plant', edition: 'rabohnzel', players: 4, must: 1, value: 1 }]
			}
		]
	},
	{
		id: 'first-card-no-field',
		topics: ['turn', 'harvesting', 'children'],
		phases: ['plant', 'plant-traded'],
		answers: [
			{
				id: 'harvest',
				editions: ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'],
				sources: [
					'amigo-en/phase-1',
					'amigo-1997-fr/action-1',
					'rio-summary-en/summary',
					'rio-rules-en/plant',
					'rabohnzel-de/phase-1'
				]
			},
			{
				id: 'my-first-patch',
				editions: ['my-first'],
				steps: EARLY,
				sources: ['my-first-en/mixed-patch'],
				facts: [{ key: 'until', fact: 'my-first-until', rule: 'mixed-patch', value: 'step-1' }]
			},
			{
				id: 'my-first-harvest',
				editions: ['my-first'],
				steps: ['step-2', 'step-3', 'step-4', 'step-5'],
				sources: ['my-first-en/step-2'],
				facts: [
					{ key: 'from', fact: 'my-first-from', rule: 'harvest-may-earn-nothing', value: 'step-2' }
				]
			}
		]
	},
	{
		id: 'empty-hand',
		topics: ['turn'],
		phases: ['plant'],
		answers: [
			{
				id: 'skip',
				editions: ['amigo', 'amigo-1997', 'rio-grande'],
				sources: ['amigo-en/phase-1', 'amigo-1997-fr/action-1', 'rio-rules-en/plant']
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/phase-1', 'rabohnzel-de/setup']
			},
			{
				id: 'silent',
				editions: ['my-first'],
				sources: ['my-first-en/plant'],
				silent: true
			}
		]
	},
	{
		id: 'hand-order',
		topics: ['turn'],
		phases: ['plant', 'trade', 'draw'],
		answers: [
			{
				id: 'classic',
				editions: ['amigo', 'amigo-1997', 'rio-grande'],
				sources: [
					'amigo-en/hand-order',
					'amigo-1997-fr/setup',
					'rio-summary-en/summary',
					'rio-rules-en/preparation'
				]
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/digest-setup', 'rabohnzel-de/spell-cards']
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['my-first-en/rule', 'my-first-en/step-4']
			}
		]
	},
	{
		id: 'drawn-cards',
		topics: ['turn'],
		phases: ['draw'],
		answers: [
			{
				id: 'classic',
				editions: ['amigo', 'amigo-1997', 'rio-grande'],
				players: { min: 3, max: 5 },
				sources: [
					'amigo-en/phase-4',
					'amigo-1997-fr/action-4',
					'rio-summary-en/summary',
					'rio-rules-en/draw'
				],
				facts: [
					{ key: 'draw', fact: 'draw', edition: 'amigo', players: 4, value: 3 },
					{ fact: 'draw', edition: 'amigo-1997', players: 4, value: 3 },
					{ fact: 'draw', edition: 'rio-grande', players: 5, value: 3 }
				]
			},
			{
				id: 'rio-6-7',
				editions: ['rio-grande'],
				players: { min: 6, max: 7 },
				sources: ['rio-summary-en/summary', 'rio-rules-en/players'],
				facts: [{ key: 'draw', fact: 'draw', edition: 'rio-grande', players: 6, value: 4 }]
			},
			{
				id: 'duel',
				editions: ['rio-grande'],
				players: DUEL,
				sources: ['rio-rules-en/two-players'],
				facts: [{ key: 'draw', fact: 'draw', edition: 'rio-grande', players: 2, value: 2 }]
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['my-first-en/draw', 'my-first-en/step-4'],
				facts: [
					{ key: 'draw', fact: 'draw', edition: 'my-first', players: 4, step: 'basic', value: 3 },
					{ key: 'step', fact: 'my-first-from', rule: 'hand-cards', value: 'step-4' }
				]
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/phase-4', 'rabohnzel-de/spell-cards'],
				facts: [{ key: 'draw', fact: 'draw', edition: 'rabohnzel', players: 4, value: 3 }]
			}
		]
	},
	{
		id: 'protection',
		topics: ['harvesting', 'children'],
		phases: ['plant', 'plant-traded', 'trade', 'take-offer'],
		answers: [
			{
				id: 'classic',
				editions: ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'],
				sources: [
					'amigo-en/harvesting',
					'amigo-1997-fr/selling',
					'rio-summary-en/summary',
					'rio-rules-en/harvesting',
					'rabohnzel-de/harvesting'
				]
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['my-first-en/step-5'],
				facts: [{ key: 'step', fact: 'my-first-from', rule: 'protection-rule', value: 'step-5' }]
			}
		]
	},
	{
		id: 'harvest-nothing',
		topics: ['harvesting', 'children'],
		phases: ['plant', 'plant-traded'],
		answers: [
			{
				id: 'classic',
				editions: ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'],
				sources: [
					'amigo-en/harvesting',
					'amigo-1997-fr/selling',
					'rio-rules-en/harvesting',
					'rabohnzel-de/harvesting'
				]
			},
			{
				id: 'my-first-early',
				editions: ['my-first'],
				steps: EARLY,
				sources: ['my-first-en/harvesting', 'my-first-en/step-2'],
				facts: [
					{ key: 'from', fact: 'my-first-from', rule: 'harvest-may-earn-nothing', value: 'step-2' }
				]
			},
			{
				id: 'my-first-later',
				editions: ['my-first'],
				steps: ['step-2', 'step-3', 'step-4', 'step-5'],
				sources: ['my-first-en/step-2']
			}
		]
	},
	{
		id: 'whole-field',
		topics: ['harvesting'],
		phases: ['plant', 'plant-traded'],
		answers: [
			{
				id: 'stated',
				editions: ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'],
				sources: [
					'amigo-en/harvesting',
					'amigo-1997-fr/other',
					'rio-rules-en/harvesting',
					'rabohnzel-de/harvesting'
				]
			},
			{
				id: 'my-first-patch',
				editions: ['my-first'],
				steps: EARLY,
				sources: ['my-first-en/mixed-patch', 'my-first-en/harvesting'],
				facts: [{ key: 'until', fact: 'my-first-until', rule: 'mixed-patch', value: 'step-1' }],
				silent: true
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				steps: ['step-2', 'step-3', 'step-4', 'step-5'],
				sources: ['my-first-en/harvesting', 'my-first-en/step-2'],
				silent: true
			}
		]
	},
	{
		id: 'coins',
		topics: ['harvesting', 'children'],
		phases: ['plant', 'plant-traded'],
		answers: [
			{
				id: 'classic',
				editions: ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'],
				sources: [
					'amigo-en/harvesting',
					'amigo-1997-fr/selling',
					'rio-summary-en/summary',
					'rio-rules-en/harvesting',
					'rabohnzel-de/harvesting'
				]
			},
			{
				id: 'my-first-supply',
				editions: ['my-first'],
				steps: ['basic', 'two-coin'],
				sources: ['my-first-en/harvesting', 'my-first-en/step-1'],
				facts: [
					{ key: 'step', fact: 'my-first-from', rule: 'harvested-cards-are-coins', value: 'step-1' }
				]
			},
			{
				id: 'my-first-cards',
				editions: ['my-first'],
				steps: ['step-1', 'step-2', 'step-3', 'step-4', 'step-5'],
				sources: ['my-first-en/step-1']
			}
		]
	},
	{
		id: 'one-kind-per-field',
		topics: ['fields', 'children'],
		phases: ['plant', 'plant-traded'],
		answers: [
			{
				id: 'classic',
				editions: ['amigo'],
				sources: ['amigo-en/planting']
			},
			{
				id: 'two-fields-unsaid',
				editions: ['amigo-1997', 'rio-grande'],
				sources: ['amigo-1997-fr/action-1', 'rio-summary-en/summary', 'rio-rules-en/plant'],
				silent: true
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/digest-setup', 'rabohnzel-de/spell-cards']
			},
			{
				id: 'my-first-patch',
				editions: ['my-first'],
				steps: EARLY,
				sources: ['my-first-en/mixed-patch'],
				facts: [{ key: 'until', fact: 'my-first-until', rule: 'mixed-patch', value: 'step-1' }]
			},
			{
				id: 'my-first-later',
				editions: ['my-first'],
				steps: ['step-2', 'step-3', 'step-4', 'step-5'],
				sources: ['my-first-en/step-2']
			}
		]
	},
	{
		id: 'passes',
		topics: ['end'],
		phases: ['trade', 'draw', 'turn-up'],
		answers: [
			{
				id: 'amigo',
				editions: ['amigo', 'amigo-1997'],
				sources: ['amigo-en/end', 'amigo-1997-fr/end'],
				facts: [
					{ key: 'passes', fact: 'passes', edition: 'amigo', players: 3, value: 3 },
					{ fact: 'passes', edition: 'amigo', players: 5, value: 3 },
					{ fact: 'passes', edition: 'amigo-1997', players: 4, value: 3 }
				]
			},
			{
				id: 'duel',
				editions: ['rio-grande'],
				players: DUEL,
				sources: ['rio-rules-en/two-players'],
				facts: [{ key: 'passes', fact: 'passes', edition: 'rio-grande', players: 2, value: 1 }]
			},
			{
				id: 'rio-3',
				editions: ['rio-grande'],
				players: { min: 3, max: 3 },
				sources: ['rio-summary-en/end', 'rio-rules-en/players'],
				facts: [{ key: 'passes', fact: 'passes', edition: 'rio-grande', players: 3, value: 2 }]
			},
			{
				id: 'rio-4-7',
				editions: ['rio-grande'],
				players: { min: 4, max: 7 },
				sources: ['rio-summary-en/end', 'rio-rules-en/end'],
				facts: [
					{ key: 'passes', fact: 'passes', edition: 'rio-grande', players: 4, value: 3 },
					{ fact: 'passes', edition: 'rio-grande', players: 7, value: 3 }
				]
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['my-first-en/winning'],
				facts: [
					{ key: 'p3', fact: 'passes', edition: 'my-first', players: 3, value: 1 },
					{ key: 'p4', fact: 'passes', edition: 'my-first', players: 4, value: 2 },
					{ key: 'p5', fact: 'passes', edition: 'my-first', players: 5, value: 3 }
				]
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/setup', 'rabohnzel-de/end'],
				facts: [
					{ key: 'p3', fact: 'passes', edition: 'rabohnzel', players: 3, value: 3 },
					{ key: 'p45', fact: 'passes', edition: 'rabohnzel', players: 4, value: 4 },
					{ fact: 'passes', edition: 'rabohnzel', players: 5, value: 4 }
				]
			}
		]
	},
	{
		id: 'run-out-trading',
		topics: ['end'],
		phases: ['trade', 'turn-up'],
		answers: [
			{
				id: 'classic',
				editions: ['amigo', 'amigo-1997', 'rabohnzel'],
				sources: [
					'amigo-en/draw-pile',
					'amigo-en/end',
					'amigo-1997-fr/end',
					'rabohnzel-de/digest-end'
				],
				facts: [
					{
						fact: 'final-run-out',
						edition: 'amigo',
						players: 4,
						phase: 'trade',
						value: 'finish-trade-and-plant'
					},
					{
						fact: 'final-run-out',
						edition: 'amigo-1997',
						players: 4,
						phase: 'trade',
						value: 'finish-trade-and-plant'
					},
					{
						fact: 'final-run-out',
						edition: 'rabohnzel',
						players: 4,
						phase: 'trade',
						value: 'finish-trade-and-plant'
					}
				]
			},
			{
				id: 'rio',
				editions: ['rio-grande'],
				players: NOT_DUEL,
				sources: ['rio-rules-en/end', 'rio-summary-en/end'],
				facts: [
					{
						fact: 'final-run-out',
						edition: 'rio-grande',
						players: 4,
						phase: 'trade',
						value: 'finish-trade-and-plant'
					}
				]
			},
			{
				id: 'duel',
				editions: ['rio-grande'],
				players: DUEL,
				sources: ['rio-rules-en/two-players'],
				facts: [
					{ key: 'passes', fact: 'passes', edition: 'rio-grande', players: 2, value: 1 },
					{
						fact: 'final-run-out',
						edition: 'rio-grande',
						players: 2,
						phase: 'trade',
						value: 'finish-trade-and-plant'
					}
				],
				silent: true
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['my-first-en/winning'],
				facts: [
					{
						fact: 'final-run-out',
						edition: 'my-first',
						players: 3,
						phase: 'trade',
						value: 'finish-turn'
					},
					{
						fact: 'final-run-out',
						edition: 'my-first',
						players: 5,
						phase: 'trade',
						value: 'finish-turn'
					}
				],
				silent: true
			}
		]
	},
	{
		id: 'run-out-drawing',
		topics: ['end'],
		phases: ['draw'],
		answers: [
			{
				id: 'stated',
				editions: ['amigo-1997', 'rio-grande', 'rabohnzel'],
				sources: [
					'amigo-1997-fr/end',
					'rio-rules-en/end',
					'rio-summary-en/end',
					'rabohnzel-de/digest-end'
				],
				facts: [
					{
						fact: 'final-run-out',
						edition: 'amigo-1997',
						players: 4,
						phase: 'draw',
						value: 'end-now'
					},
					{
						fact: 'final-run-out',
						edition: 'rio-grande',
						players: 4,
						phase: 'draw',
						value: 'end-now'
					},
					{
						fact: 'final-run-out',
						edition: 'rabohnzel',
						players: 4,
						phase: 'draw',
						value: 'end-now'
					}
				]
			},
			{
				id: 'amigo',
				editions: ['amigo'],
				sources: ['amigo-en/end'],
				facts: [
					{ fact: 'final-run-out', edition: 'amigo', players: 4, phase: 'draw', value: 'end-now' }
				],
				silent: true
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['my-first-en/winning'],
				facts: [
					{
						fact: 'final-run-out',
						edition: 'my-first',
						players: 4,
						phase: 'draw',
						value: 'end-now'
					}
				],
				silent: true
			}
		]
	},
	{
		id: 'hand-cards-at-end',
		topics: ['end'],
		phases: ['draw'],
		answers: [
			{
				id: 'classic',
				editions: ['amigo', 'amigo-1997'],
				sources: ['amigo-en/end', 'amigo-1997-fr/end']
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/digest-end', 'rabohnzel-de/end'],
				facts: [{ key: 'perCoin', fact: 'pfennige-per-coin', value: 100 }]
			},
			{
				id: 'rio',
				editions: ['rio-grande'],
				sources: ['rio-rules-en/end'],
				facts: [{ fact: 'tie-break', edition: 'rio-grande', value: 'most-hand-cards' }]
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['my-first-en/winning']
			}
		]
	},
	{
		id: 'final-harvest',
		topics: ['end', 'harvesting', 'children'],
		phases: ['draw'],
		answers: [
			{
				id: 'classic',
				editions: ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'],
				sources: [
					'amigo-en/end',
					'amigo-1997-fr/end',
					'rio-rules-en/end',
					'rabohnzel-de/digest-end'
				]
			},
			{
				id: 'my-first-basic',
				editions: ['my-first'],
				steps: ['basic'],
				sources: ['my-first-en/winning']
			},
			{
				id: 'my-first-later',
				editions: ['my-first'],
				steps: ['two-coin', 'step-1', 'step-2', 'step-3', 'step-4', 'step-5'],
				sources: ['my-first-en/two-coin']
			}
		]
	},
	{
		id: 'tie-break',
		topics: ['tie-break', 'end'],
		phases: ['draw'],
		answers: [
			{
				id: 'amigo',
				editions: ['amigo'],
				sources: ['amigo-en/end', 'amigo-en/playing'],
				facts: [{ fact: 'tie-break', edition: 'amigo', value: 'furthest-from-start' }]
			},
			{
				id: 'amigo-1997',
				editions: ['amigo-1997'],
				sources: ['amigo-1997-fr/end'],
				facts: [{ fact: 'tie-break', edition: 'amigo-1997', value: 'none' }],
				silent: true
			},
			{
				id: 'rio',
				editions: ['rio-grande'],
				sources: ['rio-rules-en/end'],
				facts: [{ fact: 'tie-break', edition: 'rio-grande', value: 'most-hand-cards' }]
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['my-first-en/winning'],
				facts: [{ fact: 'tie-break', edition: 'my-first', value: 'all-tied-win' }]
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/end'],
				facts: [{ fact: 'tie-break', edition: 'rabohnzel', value: 'spell-value' }]
			}
		]
	},
	{
		id: 'start-player',
		topics: ['turn', 'tie-break'],
		phases: ['plant'],
		answers: [
			{
				id: 'amigo',
				editions: ['amigo'],
				sources: ['amigo-en/playing'],
				facts: [{ fact: 'start-player', edition: 'amigo', value: 'any' }]
			},
			{
				id: 'dealer',
				editions: ['amigo-1997', 'rio-grande'],
				sources: ['amigo-1997-fr/setup', 'rio-rules-en/preparation'],
				facts: [
					{ fact: 'start-player', edition: 'amigo-1997', value: 'left-of-dealer' },
					{ fact: 'start-player', edition: 'rio-grande', value: 'left-of-dealer' }
				]
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['my-first-en/how-to-play'],
				facts: [{ fact: 'start-player', edition: 'my-first', value: 'youngest' }]
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/setup'],
				facts: [{ fact: 'start-player', edition: 'rabohnzel', value: 'highest-spell' }]
			}
		]
	},
	{
		id: 'my-first-line',
		topics: ['children', 'turn'],
		phases: ['plant', 'trade', 'draw'],
		answers: [
			{
				id: 'line',
				editions: ['my-first'],
				steps: LINE_STEPS,
				sources: ['my-first-en/rule', 'my-first-en/step-4'],
				facts: [{ key: 'step', fact: 'my-first-from', rule: 'hand-cards', value: 'step-4' }]
			},
			{
				id: 'hand',
				editions: ['my-first'],
				steps: ['step-4', 'step-5'],
				sources: ['my-first-en/step-4']
			}
		]
	},
	{
		id: 'my-first-steps',
		topics: ['children'],
		phases: ['plant'],
		answers: [
			{
				id: 'all',
				editions: ['my-first'],
				sources: ['my-first-en/two-coin', 'my-first-en/step-1', 'my-first-en/step-5'],
				facts: [
					{
						key: 'fields',
						fact: 'fields',
						edition: 'my-first',
						players: 4,
						step: 'step-1',
						value: 3
					},
					{ key: 'buy', fact: 'my-first-from', rule: 'third-field-buyable', value: 'step-3' },
					{ key: 'last', fact: 'my-first-from', rule: 'protection-rule', value: 'step-5' }
				]
			}
		]
	},
	{
		id: 'duel-turn',
		topics: ['turn', 'trading'],
		phases: ['take-offer', 'plant', 'discard-optional', 'turn-up', 'draw'],
		answers: [
			{
				id: 'duel',
				editions: ['rio-grande'],
				players: DUEL,
				sources: ['rio-rules-en/two-players'],
				facts: [
					{ key: 'flip', fact: 'flip', edition: 'rio-grande', players: 2, value: 3 },
					{ key: 'draw', fact: 'draw', edition: 'rio-grande', players: 2, value: 2 }
				]
			}
		]
	},
	{
		id: 'duel-offer',
		topics: ['turn', 'trading'],
		phases: ['take-offer', 'turn-up'],
		answers: [
			{
				id: 'duel',
				editions: ['rio-grande'],
				players: DUEL,
				sources: ['rio-rules-en/two-players']
			}
		]
	},
	{
		id: 'spell-when',
		topics: ['spells'],
		phases: ['spell', 'plant'],
		answers: [
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/spell-phase', 'rabohnzel-de/bean-magic', 'rabohnzel-de/spell-cards']
			}
		]
	},
	{
		id: 'bean-magic',
		topics: ['spells', 'harvesting'],
		phases: ['spell', 'plant'],
		answers: [
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/spell-phase', 'rabohnzel-de/bean-magic']
			}
		]
	},
	{
		id: 'sword-attack',
		topics: ['spells', 'harvesting'],
		phases: ['spell'],
		answers: [
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/bean-magic', 'rabohnzel-de/spell-cards'],
				facts: [
					{ fact: 'sword-outcome', bean: 'princess', value: 'coin-to-attacker' },
					{ fact: 'sword-outcome', bean: 'sword', value: 'counter-attack' },
					{ fact: 'sword-outcome', bean: 'pick', value: 'defender-steals-last-hand-card' },
					{ fact: 'sword-outcome', bean: 'magic', value: 'attacker-activates-spell-card' },
					{ fact: 'sword-outcome', bean: 'cape', value: 'nothing' }
				]
			}
		]
	},
	{
		id: 'temporary-field',
		topics: ['spells', 'fields'],
		phases: ['spell', 'plant-traded'],
		answers: [
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/spell-cards']
			}
		]
	},
	{
		id: 'spell-value',
		topics: ['spells', 'tie-break'],
		phases: ['draw'],
		answers: [
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/spell-cards', 'rabohnzel-de/end'],
				facts: [
					{ key: 'min', fact: 'spell-value', card: 'attack-spell', value: 1 },
					{ key: 'max', fact: 'spell-value', card: 'random-spell', value: 10 },
					{ key: 'perCoin', fact: 'pfennige-per-coin', value: 100 }
				]
			}
		]
	},
	{
		id: 'final-harvest-single',
		topics: ['end', 'harvesting'],
		phases: ['draw'],
		answers: [
			{
				id: 'classic',
				editions: ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'],
				sources: [
					'amigo-en/end',
					'amigo-1997-fr/end',
					'rio-rules-en/end',
					'rabohnzel-de/digest-end'
				]
			},
			{
				id: 'my-first-basic',
				editions: ['my-first'],
				steps: ['basic'],
				sources: ['my-first-en/winning']
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				steps: ['two-coin', 'step-1', 'step-2', 'step-3', 'step-4', 'step-5'],
				sources: ['my-first-en/two-coin', 'my-first-en/step-5'],
				facts: [{ key: 'step', fact: 'my-first-from', rule: 'protection-rule', value: 'step-5' }],
				silent: true
			}
		]
	},
	{
		id: 'single-next-to-empty',
		topics: ['harvesting'],
		phases: ['plant', 'plant-traded'],
		answers: [
			{
				id: 'stated',
				editions: ['amigo', 'rio-grande', 'rabohnzel'],
				sources: [
					'amigo-en/harvesting',
					'rio-summary-en/summary',
					'rio-rules-en/harvesting',
					'rabohnzel-de/harvesting'
				]
			},
			{
				id: 'amigo-1997',
				editions: ['amigo-1997'],
				sources: ['amigo-1997-fr/selling'],
				silent: true
			},
			{
				id: 'my-first-early',
				editions: ['my-first'],
				steps: ['basic', 'two-coin', 'step-1', 'step-2', 'step-3', 'step-4'],
				sources: ['my-first-en/harvesting', 'my-first-en/step-2', 'my-first-en/step-5'],
				facts: [
					{ key: 'step', fact: 'my-first-from', rule: 'protection-rule', value: 'step-5' },
					{ key: 'from', fact: 'my-first-from', rule: 'harvest-may-earn-nothing', value: 'step-2' }
				]
			},
			{
				id: 'my-first-5',
				editions: ['my-first'],
				steps: ['step-5'],
				sources: ['my-first-en/step-5']
			}
		]
	},
	{
		id: 'reshuffle-when',
		topics: ['end', 'turn'],
		phases: ['trade', 'draw', 'turn-up'],
		answers: [
			{
				id: 'at-once',
				editions: ['amigo', 'amigo-1997', 'rio-grande', 'rabohnzel'],
				players: NOT_DUEL,
				sources: [
					'amigo-en/draw-pile',
					'amigo-1997-fr/end',
					'rio-rules-en/draw',
					'rabohnzel-de/phase-4'
				]
			},
			{
				id: 'duel',
				editions: ['rio-grande'],
				players: DUEL,
				sources: ['rio-rules-en/two-players'],
				facts: [{ key: 'passes', fact: 'passes', edition: 'rio-grande', players: 2, value: 1 }]
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['my-first-en/winning'],
				facts: [{ key: 'p3', fact: 'passes', edition: 'my-first', players: 3, value: 1 }],
				silent: true
			}
		]
	},
	{
		id: 'covered-beans',
		topics: ['children', 'harvesting', 'fields'],
		phases: ['plant', 'plant-traded'],
		answers: [
			{
				id: 'my-first-patch',
				editions: ['my-first'],
				steps: EARLY,
				sources: ['my-first-en/mixed-patch'],
				facts: [{ key: 'until', fact: 'my-first-until', rule: 'mixed-patch', value: 'step-1' }]
			},
			{
				id: 'my-first-later',
				editions: ['my-first'],
				steps: ['step-2', 'step-3', 'step-4', 'step-5'],
				sources: ['my-first-en/step-2']
			}
		]
	},
	{
		id: 'others-give',
		topics: ['trading', 'children'],
		phases: ['trade'],
		answers: [
			{
				id: 'amigo',
				editions: ['amigo'],
				sources: ['amigo-en/trading', 'amigo-en/phase-2']
			},
			{
				id: 'to-active',
				editions: ['amigo-1997', 'rio-grande', 'rabohnzel'],
				players: NOT_DUEL,
				sources: ['amigo-1997-fr/action-2', 'rio-rules-en/trade', 'rabohnzel-de/phase-2']
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['my-first-en/trade'],
				silent: true
			},
			{
				id: 'duel',
				editions: ['rio-grande'],
				players: DUEL,
				sources: ['rio-rules-en/two-players'],
				facts: [{ fact: 'trading', edition: 'rio-grande', players: 2, value: false }]
			}
		]
	},
	{
		id: 'magic-new-field',
		topics: ['spells'],
		phases: ['spell'],
		answers: [
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/bean-magic', 'rabohnzel-de/spell-cards']
			}
		]
	},
	{
		id: 'magic-two-fields',
		topics: ['spells', 'fields'],
		phases: ['spell'],
		answers: [
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/spell-phase', 'rabohnzel-de/bean-magic'],
				silent: true
			}
		]
	},
	{
		id: 'hand-card-spell-gifts',
		topics: ['spells', 'trading'],
		phases: ['trade'],
		answers: [
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/spell-cards', 'rabohnzel-de/phase-2'],
				silent: true
			}
		]
	},
	{
		id: 'swap-after-draw',
		topics: ['spells', 'turn'],
		phases: ['draw'],
		answers: [
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/spell-cards', 'rabohnzel-de/phase-4'],
				silent: true
			}
		]
	},
	{
		id: 'random-draws-swap',
		topics: ['spells'],
		phases: ['spell'],
		answers: [
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/spell-cards']
			}
		]
	},
	{
		id: 'pile-spell-magic-bean',
		topics: ['spells', 'trading'],
		phases: ['spell', 'trade'],
		answers: [
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/spell-cards', 'rabohnzel-de/spell-phase']
			}
		]
	},
	{
		id: 'enchanted-coin',
		topics: ['spells', 'harvesting'],
		phases: ['plant-traded'],
		answers: [
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/spell-cards']
			}
		]
	},
	{
		id: 'flow-trading',
		topics: ['spells', 'trading'],
		phases: ['spell', 'trade'],
		answers: [
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/spell-cards']
			}
		]
	},
	{
		id: 'attack-no-coins',
		topics: ['spells'],
		phases: ['spell'],
		answers: [
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['rabohnzel-de/bean-magic'],
				silent: true
			}
		]
	},
	{
		id: 'third-field-in-box',
		topics: ['fields'],
		phases: ['plant', 'plant-traded'],
		answers: [
			{
				id: 'rio-4-7',
				editions: ['rio-grande'],
				players: { min: 4, max: 7 },
				sources: [
					'rio-summary-en/preparation',
					'rio-summary-en/notes',
					'rio-rules-en/preparation',
					'rio-rules-en/third-field',
					'rio-rules-en/players'
				],
				facts: [
					{ key: 'cost', fact: 'third-field-cost', edition: 'rio-grande', players: 4, value: 3 },
					{ key: 'cost67', fact: 'third-field-cost', edition: 'rio-grande', players: 6, value: 2 }
				]
			}
		]
	}
] as const satisfies readonly Question[];

export type QuestionEntry = (typeof QUESTIONS)[number];
export type QuestionId = QuestionEntry['id'];
