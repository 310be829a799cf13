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

/** The rulebooks answers cite, each by its source tag in docs/rules.md#sources (see
 * ../../../README: the app never ships their text). */
export const BOOK_IDS = [
	'S000', // AMIGO, current rules, English
	'S004', // AMIGO 1997 rules, French translation
	'S002', // Rio Grande 2-7 rules summary, English
	'RGG', // Rio Grande 2-7 rulebook, English
	'S001', // My First Bohnanza, AMIGO 2015, English
	'S003' // Rabohnzel, German, with its Bohnanza digest
] as const satisfies readonly SourceTag[];
export type BookId = (typeof BOOK_IDS)[number];

/** A place in a rulebook: its heading as printed, in the book's language (docs/rules.md#sources
 * lists every one; questions.test.ts checks it). */
export type Section = { readonly book: BookId; readonly heading: string };

/** The sections answers cite. Headings are copied as printed so a player can find them. */
export const SECTIONS = {
	'S000/idea': { book: 'S000', heading: 'The Idea of the Game' },
	'S000/hand-order': {
		book: 'S000',
		heading: 'Attention! This is the most important rule of the whole game!'
	},
	'S000/playing': { book: 'S000', heading: 'Playing the Game' },
	'S000/phase-1': { book: 'S000', heading: 'Phase 1: Plant Bean Cards from Your Hand' },
	'S000/planting': { book: 'S000', heading: 'Important Rules for Planting Beans' },
	'S000/phase-2': { book: 'S000', heading: 'Phase 2: Turn Over and Trade Bean Cards' },
	'S000/trading': { book: 'S000', heading: 'Rules for Trading Beans' },
	'S000/phase-3': {
		book: 'S000',
		heading: 'Phase 3: Plant Turned-over and Traded Bean Cards'
	},
	'S000/phase-4': { book: 'S000', heading: 'Phase 4: Draw Bean Cards' },
	'S000/harvesting': { book: 'S000', heading: 'Harvesting Beans' },
	'S000/draw-pile': { book: 'S000', heading: 'The Draw Pile Is Empty' },
	'S000/end': { book: 'S000', heading: 'The End of the Game' },
	'S004/fields': { book: 'S004', heading: 'Les champs de haricots' },
	'S004/setup': { book: 'S004', heading: 'Préparation du jeu' },
	'S004/action-1': {
		book: 'S004',
		heading: 'Première action: jouer des cartes de haricots'
	},
	'S004/selling': { book: 'S004', heading: 'Vendre des haricots' },
	'S004/action-2': {
		book: 'S004',
		heading: 'Deuxième action: marchander et faire des cadeaux'
	},
	'S004/action-3': {
		book: 'S004',
		heading: 'Troisième action: planter les haricots'
	},
	'S004/action-4': {
		book: 'S004',
		heading: 'Quatrième action: prendre des nouvelles cartes'
	},
	'S004/other': { book: 'S004', heading: 'Autres actions des joueurs' },
	'S004/end': { book: 'S004', heading: 'Fin du jeu' },
	'S004/variants': { book: 'S004', heading: 'Variantes' },
	'S002/preparation': { book: 'S002', heading: 'Preparation' },
	'S002/summary': { book: 'S002', heading: 'Rules Summary' },
	'S002/end': { book: 'S002', heading: 'End & Winner' },
	'S002/notes': { book: 'S002', heading: 'Notes' },
	'RGG/preparation': { book: 'RGG', heading: 'Preparation' },
	'RGG/plant': { book: 'RGG', heading: '1. Plant bean cards' },
	'RGG/trade': { book: 'RGG', heading: '2. Draw, trade & donate bean cards' },
	'RGG/plant-traded': { book: 'RGG', heading: '3. Plant traded & donated beans' },
	'RGG/draw': { book: 'RGG', heading: '4. Draw new bean cards' },
	'RGG/harvesting': { book: 'RGG', heading: 'Harvesting and selling beans' },
	'RGG/third-field': { book: 'RGG', heading: 'Buying a third bean field' },
	'RGG/end': { book: 'RGG', heading: 'Ending and scoring' },
	'RGG/players': {
		book: 'RGG',
		heading: 'Variations based on number of players'
	},
	'RGG/two-players': { book: 'RGG', heading: 'The bean duel for 2 players' },
	'S001/rule': { book: 'S001', heading: 'The Bohnanza Rule' },
	'S001/how-to-play': { book: 'S001', heading: 'How to Play' },
	'S001/plant': { book: 'S001', heading: '1. Plant Bean Cards' },
	'S001/trade': { book: 'S001', heading: '2. Trade Bean Cards' },
	'S001/draw': { book: 'S001', heading: '3. Draw Bean Cards' },
	'S001/mixed-patch': { book: 'S001', heading: 'The “Mixed Patch Rule”' },
	'S001/harvesting': { book: 'S001', heading: 'Harvesting Beans' },
	'S001/winning': { book: 'S001', heading: 'Winning the Game' },
	'S001/two-coin': { book: 'S001', heading: 'Playing With the Other Bean Cards' },
	'S001/step-1': { book: 'S001', heading: 'Step 1: All Cards Are In Play' },
	'S001/step-2': {
		book: 'S001',
		heading: 'Step 2: A Harvest That Does not Earn Coins'
	},
	'S001/step-3': { book: 'S001', heading: 'Step 3: Buying the Third Bean Field' },
	'S001/step-4': { book: 'S001', heading: 'Step 4: Taking the Cards In Hand' },
	'S001/step-5': { book: 'S001', heading: 'Step 5: The “Protection Rule”' },
	'S003/setup': {
		book: 'S003',
		heading: 'Vergleich zu Bohnanza und Spielvorbereitung'
	},
	'S003/spell-phase': {
		book: 'S003',
		heading: 'Aktionsmöglichkeiten in der Zaubephase'
	},
	'S003/bean-magic': { book: 'S003', heading: 'Die magische Wirkung der Bohnen' },
	'S003/spell-cards': { book: 'S003', heading: 'Die Zauberkarten' },
	'S003/end': { book: 'S003', heading: 'Spielende und Gewinner des Spiels' },
	'S003/phase-1': { book: 'S003', heading: '1. Phase: Bohnenkarten ausspielen' },
	'S003/phase-2': { book: 'S003', heading: '2. Phase: Handeln und Schenken' },
	'S003/phase-3': { book: 'S003', heading: '3. Phase: Bohnen anbauen' },
	'S003/phase-4': { book: 'S003', heading: '4. Phase: Neue Bohnenkarten ziehen' },
	'S003/harvesting': { book: 'S003', heading: 'Ernten und Verkaufen von Bohnen' },
	'S003/digest-end': { book: 'S003', heading: 'Ende des Spiels' },
	'S003/digest-setup': { book: 'S003', heading: 'Spielvorbereitung' }
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
				sources: ['S000/phase-4', 'S004/other', 'RGG/harvesting'],
				facts: [
					{ fact: 'harvest-timing', edition: 'amigo', players: 4, value: 'any-time' },
					{ fact: 'harvest-timing', edition: 'amigo-1997', players: 4, value: 'any-time' },
					{ fact: 'harvest-timing', edition: 'rio-grande', players: 4, value: 'any-time' }
				]
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['S003/harvesting', 'S003/bean-magic'],
				facts: [{ fact: 'harvest-timing', edition: 'rabohnzel', players: 4, value: 'any-time' }]
			},
			{
				id: 'duel',
				editions: ['rio-grande'],
				players: DUEL,
				sources: ['RGG/two-players'],
				facts: [{ fact: 'harvest-timing', edition: 'rio-grande', players: 2, value: 'own-turn' }]
			},
			{
				id: 'my-first-auto',
				editions: ['my-first'],
				steps: ['basic'],
				sources: ['S001/harvesting'],
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
				sources: ['S001/two-coin', 'S001/harvesting'],
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
				sources: ['S000/idea'],
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
				sources: ['S004/fields', 'S004/other', 'S004/variants'],
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
				sources: ['S002/preparation', 'RGG/players'],
				facts: [
					{ key: 'fields', fact: 'fields', edition: 'rio-grande', players: 3, value: 3 },
					{ fact: 'third-field-cost', edition: 'rio-grande', players: 3, value: null }
				]
			},
			{
				id: 'rio-4-7',
				editions: ['rio-grande'],
				players: { min: 4, max: 7 },
				sources: ['RGG/preparation', 'RGG/third-field', 'RGG/players', 'S002/notes'],
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
				sources: ['RGG/two-players'],
				facts: [
					{ key: 'cost', fact: 'third-field-cost', edition: 'rio-grande', players: 2, value: 3 },
					{ fact: 'third-field-coins-to', edition: 'rio-grande', players: 2, value: 'box' }
				]
			},
			{
				id: 'my-first-two',
				editions: ['my-first'],
				steps: ['basic', 'two-coin'],
				sources: ['S001/how-to-play', 'S001/step-1'],
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
				sources: ['S001/step-1'],
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
				sources: ['S001/step-3'],
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
				sources: ['S003/setup', 'S003/spell-cards'],
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
				sources: ['S000/trading', 'S004/action-2', 'RGG/trade', 'S003/phase-2']
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['S001/trade', 'S001/step-4'],
				facts: [{ key: 'step', fact: 'my-first-from', rule: 'hand-cards', value: 'step-4' }]
			},
			{
				id: 'duel',
				editions: ['rio-grande'],
				players: DUEL,
				sources: ['RGG/two-players'],
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
					'S000/trading',
					'S004/action-2',
					'S002/summary',
					'RGG/trade',
					'S001/trade',
					'S003/phase-2'
				],
				facts: [{ fact: 'trading', edition: 'amigo', players: 4, value: true }]
			},
			{
				id: 'duel',
				editions: ['rio-grande'],
				players: DUEL,
				sources: ['RGG/two-players'],
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
					'S000/phase-2',
					'S000/phase-3',
					'S004/action-2',
					'S002/summary',
					'RGG/trade',
					'S003/phase-2'
				]
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['S001/trade']
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
					'S000/phase-3',
					'S004/action-3',
					'S002/summary',
					'RGG/plant-traded',
					'S001/trade',
					'S003/phase-3'
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
				sources: ['S000/phase-2']
			},
			{
				id: 'directed',
				editions: ['amigo-1997', 'rabohnzel'],
				sources: ['S004/action-2', 'S003/phase-2']
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['S001/trade'],
				silent: true
			},
			{
				id: 'rio',
				editions: ['rio-grande'],
				players: NOT_DUEL,
				sources: ['S002/summary', 'RGG/trade']
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
				sources: ['S000/phase-2', 'S000/phase-3', 'S004/action-3', 'S002/summary', 'RGG/trade'],
				facts: [
					{ key: 'flip', fact: 'flip', edition: 'amigo', players: 4, value: 2 },
					{ fact: 'flip', edition: 'amigo-1997', players: 4, value: 2 },
					{ fact: 'flip', edition: 'rio-grande', players: 6, value: 2 }
				]
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['S003/phase-2', 'S003/spell-cards'],
				facts: [{ key: 'flip', fact: 'flip', edition: 'rabohnzel', players: 4, value: 2 }]
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['S001/trade'],
				facts: [
					{ key: 'flip', fact: 'flip', edition: 'my-first', players: 4, step: 'basic', value: 2 }
				]
			},
			{
				id: 'duel',
				editions: ['rio-grande'],
				players: DUEL,
				sources: ['RGG/two-players'],
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
				sources: ['S000/phase-2', 'S003/phase-2']
			},
			{
				id: 'no-more-offers',
				editions: ['amigo-1997', 'rio-grande'],
				players: NOT_DUEL,
				sources: ['S004/action-2', 'RGG/trade']
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['S001/trade']
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
				sources: ['S004/other', 'S002/notes']
			},
			{
				id: 'silent',
				editions: ['amigo', 'my-first', 'rabohnzel'],
				sources: ['S000/trading', 'S001/trade', 'S003/phase-2'],
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
				sources: ['S004/variants']
			},
			{
				id: 'others',
				editions: ['amigo', 'rio-grande', 'my-first', 'rabohnzel'],
				players: NOT_DUEL,
				sources: ['S000/trading', 'RGG/trade', 'S001/trade', 'S003/phase-2'],
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
				sources: ['S000/phase-1', 'S004/action-1', 'S002/summary', 'RGG/plant', 'S001/plant'],
				facts: [
					{ fact: 'plant', edition: 'amigo', players: 4, must: 1, value: 1 },
					{ fact: 'plant', edition: 'rio-grande', players: 2, must: 1, value: 1 },
					{ fact: 'plant', edition: 'my-first', players: 4, must: 1, value: 1 }
				]
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['S003/phase-1', 'S003/spell-cards'],
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
				sources: ['S000/phase-1', 'S004/action-1', 'S002/summary', 'RGG/plant', 'S003/phase-1']
			},
			{
				id: 'my-first-patch',
				editions: ['my-first'],
				steps: EARLY,
				sources: ['S001/mixed-patch'],
				facts: [{ key: 'until', fact: 'my-first-until', rule: 'mixed-patch', value: 'step-1' }]
			},
			{
				id: 'my-first-harvest',
				editions: ['my-first'],
				steps: ['step-2', 'step-3', 'step-4', 'step-5'],
				sources: ['S001/step-2'],
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
				sources: ['S000/phase-1', 'S004/action-1', 'RGG/plant']
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['S003/phase-1', 'S003/setup']
			},
			{
				id: 'silent',
				editions: ['my-first'],
				sources: ['S001/plant'],
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
				sources: ['S000/hand-order', 'S004/setup', 'S002/summary', 'RGG/preparation']
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['S003/digest-setup', 'S003/spell-cards']
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['S001/rule', 'S001/step-4']
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
				sources: ['S000/phase-4', 'S004/action-4', 'S002/summary', 'RGG/draw'],
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
				sources: ['S002/summary', 'RGG/players'],
				facts: [{ key: 'draw', fact: 'draw', edition: 'rio-grande', players: 6, value: 4 }]
			},
			{
				id: 'duel',
				editions: ['rio-grande'],
				players: DUEL,
				sources: ['RGG/two-players'],
				facts: [{ key: 'draw', fact: 'draw', edition: 'rio-grande', players: 2, value: 2 }]
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['S001/draw', 'S001/step-4'],
				facts: [
					{ key: 'draw', fact: 'draw', edition: 'my-first', players: 4, step: 'basic', value: 3 },
					{ key: 'step', fact: 'my-first-from', rule: 'hand-cards', value: 'step-4' }
				]
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['S003/phase-4', 'S003/spell-cards'],
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
					'S000/harvesting',
					'S004/selling',
					'S002/summary',
					'RGG/harvesting',
					'S003/harvesting'
				]
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['S001/step-5'],
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
				sources: ['S000/harvesting', 'S004/selling', 'RGG/harvesting', 'S003/harvesting']
			},
			{
				id: 'my-first-early',
				editions: ['my-first'],
				steps: EARLY,
				sources: ['S001/harvesting', 'S001/step-2'],
				facts: [
					{ key: 'from', fact: 'my-first-from', rule: 'harvest-may-earn-nothing', value: 'step-2' }
				]
			},
			{
				id: 'my-first-later',
				editions: ['my-first'],
				steps: ['step-2', 'step-3', 'step-4', 'step-5'],
				sources: ['S001/step-2']
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
				sources: ['S000/harvesting', 'S004/other', 'RGG/harvesting', 'S003/harvesting']
			},
			{
				id: 'my-first-patch',
				editions: ['my-first'],
				steps: EARLY,
				sources: ['S001/mixed-patch', 'S001/harvesting'],
				facts: [{ key: 'until', fact: 'my-first-until', rule: 'mixed-patch', value: 'step-1' }],
				silent: true
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				steps: ['step-2', 'step-3', 'step-4', 'step-5'],
				sources: ['S001/harvesting', 'S001/step-2'],
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
					'S000/harvesting',
					'S004/selling',
					'S002/summary',
					'RGG/harvesting',
					'S003/harvesting'
				]
			},
			{
				id: 'my-first-supply',
				editions: ['my-first'],
				steps: ['basic', 'two-coin'],
				sources: ['S001/harvesting', 'S001/step-1'],
				facts: [
					{ key: 'step', fact: 'my-first-from', rule: 'harvested-cards-are-coins', value: 'step-1' }
				]
			},
			{
				id: 'my-first-cards',
				editions: ['my-first'],
				steps: ['step-1', 'step-2', 'step-3', 'step-4', 'step-5'],
				sources: ['S001/step-1']
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
				sources: ['S000/planting']
			},
			{
				id: 'two-fields-unsaid',
				editions: ['amigo-1997', 'rio-grande'],
				sources: ['S004/action-1', 'S002/summary', 'RGG/plant'],
				silent: true
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['S003/digest-setup', 'S003/spell-cards']
			},
			{
				id: 'my-first-patch',
				editions: ['my-first'],
				steps: EARLY,
				sources: ['S001/mixed-patch'],
				facts: [{ key: 'until', fact: 'my-first-until', rule: 'mixed-patch', value: 'step-1' }]
			},
			{
				id: 'my-first-later',
				editions: ['my-first'],
				steps: ['step-2', 'step-3', 'step-4', 'step-5'],
				sources: ['S001/step-2']
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
				sources: ['S000/end', 'S004/end'],
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
				sources: ['RGG/two-players'],
				facts: [{ key: 'passes', fact: 'passes', edition: 'rio-grande', players: 2, value: 1 }]
			},
			{
				id: 'rio-3',
				editions: ['rio-grande'],
				players: { min: 3, max: 3 },
				sources: ['S002/end', 'RGG/players'],
				facts: [{ key: 'passes', fact: 'passes', edition: 'rio-grande', players: 3, value: 2 }]
			},
			{
				id: 'rio-4-7',
				editions: ['rio-grande'],
				players: { min: 4, max: 7 },
				sources: ['S002/end', 'RGG/end'],
				facts: [
					{ key: 'passes', fact: 'passes', edition: 'rio-grande', players: 4, value: 3 },
					{ fact: 'passes', edition: 'rio-grande', players: 7, value: 3 }
				]
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['S001/winning'],
				facts: [
					{ key: 'p3', fact: 'passes', edition: 'my-first', players: 3, value: 1 },
					{ key: 'p4', fact: 'passes', edition: 'my-first', players: 4, value: 2 },
					{ key: 'p5', fact: 'passes', edition: 'my-first', players: 5, value: 3 }
				]
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['S003/setup', 'S003/end'],
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
				sources: ['S000/draw-pile', 'S000/end', 'S004/end', 'S003/digest-end'],
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
				sources: ['RGG/end', 'S002/end'],
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
				sources: ['RGG/two-players'],
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
				sources: ['S001/winning'],
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
				sources: ['S004/end', 'RGG/end', 'S002/end', 'S003/digest-end'],
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
				sources: ['S000/end'],
				facts: [
					{ fact: 'final-run-out', edition: 'amigo', players: 4, phase: 'draw', value: 'end-now' }
				],
				silent: true
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['S001/winning'],
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
				sources: ['S000/end', 'S004/end']
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['S003/digest-end', 'S003/end'],
				facts: [{ key: 'perCoin', fact: 'pfennige-per-coin', value: 100 }]
			},
			{
				id: 'rio',
				editions: ['rio-grande'],
				sources: ['RGG/end'],
				facts: [{ fact: 'tie-break', edition: 'rio-grande', value: 'most-hand-cards' }]
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['S001/winning']
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
				sources: ['S000/end', 'S004/end', 'RGG/end', 'S003/digest-end']
			},
			{
				id: 'my-first-basic',
				editions: ['my-first'],
				steps: ['basic'],
				sources: ['S001/winning']
			},
			{
				id: 'my-first-later',
				editions: ['my-first'],
				steps: ['two-coin', 'step-1', 'step-2', 'step-3', 'step-4', 'step-5'],
				sources: ['S001/two-coin']
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
				sources: ['S000/end', 'S000/playing'],
				facts: [{ fact: 'tie-break', edition: 'amigo', value: 'furthest-from-start' }]
			},
			{
				id: 'amigo-1997',
				editions: ['amigo-1997'],
				sources: ['S004/end'],
				facts: [{ fact: 'tie-break', edition: 'amigo-1997', value: 'none' }],
				silent: true
			},
			{
				id: 'rio',
				editions: ['rio-grande'],
				sources: ['RGG/end'],
				facts: [{ fact: 'tie-break', edition: 'rio-grande', value: 'most-hand-cards' }]
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['S001/winning'],
				facts: [{ fact: 'tie-break', edition: 'my-first', value: 'all-tied-win' }]
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['S003/end'],
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
				sources: ['S000/playing'],
				facts: [{ fact: 'start-player', edition: 'amigo', value: 'any' }]
			},
			{
				id: 'dealer',
				editions: ['amigo-1997', 'rio-grande'],
				sources: ['S004/setup', 'RGG/preparation'],
				facts: [
					{ fact: 'start-player', edition: 'amigo-1997', value: 'left-of-dealer' },
					{ fact: 'start-player', edition: 'rio-grande', value: 'left-of-dealer' }
				]
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['S001/how-to-play'],
				facts: [{ fact: 'start-player', edition: 'my-first', value: 'youngest' }]
			},
			{
				id: 'rabohnzel',
				editions: ['rabohnzel'],
				sources: ['S003/setup'],
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
				sources: ['S001/rule', 'S001/step-4'],
				facts: [{ key: 'step', fact: 'my-first-from', rule: 'hand-cards', value: 'step-4' }]
			},
			{
				id: 'hand',
				editions: ['my-first'],
				steps: ['step-4', 'step-5'],
				sources: ['S001/step-4']
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
				sources: ['S001/two-coin', 'S001/step-1', 'S001/step-5'],
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
				sources: ['RGG/two-players'],
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
				sources: ['RGG/two-players']
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
				sources: ['S003/spell-phase', 'S003/bean-magic', 'S003/spell-cards']
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
				sources: ['S003/spell-phase', 'S003/bean-magic']
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
				sources: ['S003/bean-magic', 'S003/spell-cards'],
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
				sources: ['S003/spell-cards']
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
				sources: ['S003/spell-cards', 'S003/end'],
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
				sources: ['S000/end', 'S004/end', 'RGG/end', 'S003/digest-end']
			},
			{
				id: 'my-first-basic',
				editions: ['my-first'],
				steps: ['basic'],
				sources: ['S001/winning']
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				steps: ['two-coin', 'step-1', 'step-2', 'step-3', 'step-4', 'step-5'],
				sources: ['S001/two-coin', 'S001/step-5'],
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
				sources: ['S000/harvesting', 'S002/summary', 'RGG/harvesting', 'S003/harvesting']
			},
			{
				id: 'amigo-1997',
				editions: ['amigo-1997'],
				sources: ['S004/selling'],
				silent: true
			},
			{
				id: 'my-first-early',
				editions: ['my-first'],
				steps: ['basic', 'two-coin', 'step-1', 'step-2', 'step-3', 'step-4'],
				sources: ['S001/harvesting', 'S001/step-2', 'S001/step-5'],
				facts: [
					{ key: 'step', fact: 'my-first-from', rule: 'protection-rule', value: 'step-5' },
					{ key: 'from', fact: 'my-first-from', rule: 'harvest-may-earn-nothing', value: 'step-2' }
				]
			},
			{
				id: 'my-first-5',
				editions: ['my-first'],
				steps: ['step-5'],
				sources: ['S001/step-5']
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
				sources: ['S000/draw-pile', 'S004/end', 'RGG/draw', 'S003/phase-4']
			},
			{
				id: 'duel',
				editions: ['rio-grande'],
				players: DUEL,
				sources: ['RGG/two-players'],
				facts: [{ key: 'passes', fact: 'passes', edition: 'rio-grande', players: 2, value: 1 }]
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['S001/winning'],
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
				sources: ['S001/mixed-patch'],
				facts: [{ key: 'until', fact: 'my-first-until', rule: 'mixed-patch', value: 'step-1' }]
			},
			{
				id: 'my-first-later',
				editions: ['my-first'],
				steps: ['step-2', 'step-3', 'step-4', 'step-5'],
				sources: ['S001/step-2']
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
				sources: ['S000/trading', 'S000/phase-2']
			},
			{
				id: 'to-active',
				editions: ['amigo-1997', 'rio-grande', 'rabohnzel'],
				players: NOT_DUEL,
				sources: ['S004/action-2', 'RGG/trade', 'S003/phase-2']
			},
			{
				id: 'my-first',
				editions: ['my-first'],
				sources: ['S001/trade'],
				silent: true
			},
			{
				id: 'duel',
				editions: ['rio-grande'],
				players: DUEL,
				sources: ['RGG/two-players'],
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
				sources: ['S003/bean-magic', 'S003/spell-cards']
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
				sources: ['S003/spell-phase', 'S003/bean-magic'],
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
				sources: ['S003/spell-cards', 'S003/phase-2'],
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
				sources: ['S003/spell-cards', 'S003/phase-4'],
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
				sources: ['S003/spell-cards']
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
				sources: ['S003/spell-cards', 'S003/spell-phase']
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
				sources: ['S003/spell-cards']
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
				sources: ['S003/spell-cards']
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
				sources: ['S003/bean-magic'],
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
					'S002/preparation',
					'S002/notes',
					'RGG/preparation',
					'RGG/third-field',
					'RGG/players'
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
