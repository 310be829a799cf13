// The rulebook sections the referee's answers cite, by id: the book's source tag
// (docs/rules.md#sources), a slash, and a short name.
import type { SourceTag } from '../../rules/types.ts';

/** The rulebooks answers cite, each by its source tag in docs/rules.md#sources (see
 * ../../../../README: the app never ships their text). */
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
	'S001/setup': { book: 'S001', heading: 'Getting Ready to Play' },
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
