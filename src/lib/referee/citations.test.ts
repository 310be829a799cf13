// Every citation the app shows points at something docs/rules.md#sources lists, and the Rio Grande
// one-page summary (S002) is cited only for what it prints (docs/rules.md#s002).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
	EDITIONS,
	EDITION_IDS,
	MY_FIRST_STEPS,
	SOURCE_TAGS,
	SUMMARY_ITEMS,
	setupChecklist,
	type EditionId,
	type SourceTag
} from '$lib/rules';
import trackerPanels from '$lib/i18n/messages/trackerPanels/en';
import { de } from './answers/de';
import { en } from './answers/en';
import { fr } from './answers/fr';
import { BOOK_IDS, QUESTIONS, SECTIONS, type Question, type SectionId } from './questions';
import type { RefereeTexts } from './texts';

const docs = readFileSync(new URL('../../../docs/rules.md', import.meta.url), 'utf8');
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The text docs/rules.md gives a source tag under "## Sources" (its `### TAG` entry). */
function sourceEntry(tag: SourceTag): string | undefined {
	const sources = docs.slice(docs.indexOf('\n## Sources'));
	const match = new RegExp(`\\n### ${tag}\\n([\\s\\S]*?)(?=\\n### |$)`).exec(sources);
	return match ? flat(match[1]!) : undefined;
}

const groups = (QUESTIONS as readonly Question[]).flatMap((q) =>
	q.answers.map((group) => ({ where: `${q.id}/${group.id}`, group }))
);

// What the one-page summary prints, by the answers allowed to cite it (read from the summary's
// four rows; docs/rules.md#s002 lists the same). An answer citing the summary for anything else
// fails here: cite the rulebook (RGG) by its section instead.
const SUMMARY_PRINTS: Readonly<Record<string, { row: SectionId; prints: string }>> = {
	'third-field/rio-3': {
		row: 'S002/preparation',
		prints: 'with 3 players everyone starts with a third field'
	},
	'third-field/rio-4-7': {
		row: 'S002/notes',
		prints: 'the third field may be bought at any time'
	},
	'third-field-in-box/rio-4-7': {
		row: 'S002/preparation',
		prints: 'the third-field cards go into the box ("Notes": bought at any time)'
	},
	'others-trade/no': {
		row: 'S002/summary',
		prints: 'players trade only with the active player'
	},
	'received-cards/classic': {
		row: 'S002/summary',
		prints: 'received cards are planted in the next step, never traded or given on'
	},
	'plant-order/all': {
		row: 'S002/summary',
		prints: 'the receiving player decides the order of planting'
	},
	'gifts/rio': {
		row: 'S002/summary',
		prints: 'a trade may be a donation, which need not be accepted'
	},
	'flipped-cards/classic': {
		row: 'S002/summary',
		prints: 'two cards are flipped; traded, or planted by the active player'
	},
	'promises/stated': {
		row: 'S002/notes',
		prints: 'promises may be made and need not be kept'
	},
	'second-card/all': {
		row: 'S002/summary',
		prints: 'the first card must be planted, the second may be'
	},
	'first-card-no-field/harvest': {
		row: 'S002/summary',
		prints: 'with no matching field, a field is harvested first'
	},
	'hand-order/classic': {
		row: 'S002/summary',
		prints: 'the hand order never changes; drawn cards go to the back'
	},
	'drawn-cards/classic': { row: 'S002/summary', prints: 'step 4: draw three' },
	'drawn-cards/rio-6-7': { row: 'S002/summary', prints: 'with 6-7 players draw four' },
	'protection/classic': {
		row: 'S002/summary',
		prints: 'no singleton is sold while another field holds more than one bean'
	},
	'single-next-to-empty/stated': {
		row: 'S002/summary',
		prints: 'no singleton is sold while another field holds more than one bean'
	},
	'coins/classic': {
		row: 'S002/summary',
		prints: 'the coins are the backs of harvested cards, the rest discarded'
	},
	'one-kind-per-field/two-fields-unsaid': {
		row: 'S002/summary',
		prints: 'a field holds beans of one type'
	},
	'passes/rio-3': {
		row: 'S002/end',
		prints: 'with 3 players the deck is gone through twice'
	},
	'passes/rio-4-7': { row: 'S002/end', prints: 'the deck is gone through three times' },
	'run-out-trading/rio': {
		row: 'S002/end',
		prints: 'the game ends at once when a card cannot be drawn from the deck'
	},
	'deal/rio-3': {
		row: 'S002/preparation',
		prints: 'with 3 players Cocoa is removed; five cards each; everyone starts with a third field'
	},
	'deal/rio-4-5': {
		row: 'S002/preparation',
		prints: 'with 4-5 players Coffee is removed; five cards each'
	},
	'deal/rio-6-7': {
		row: 'S002/preparation',
		prints: 'with 6-7 players Cocoa and Garden are removed; 3, 4, 5 cards, then 6 each, clockwise'
	},
	'second-card-before-flip/classic': {
		row: 'S002/summary',
		prints:
			'a turn has four steps: step 1 plants the first card (the second may be), step 2 flips two'
	},
	'trade-outside-phase/classic': {
		row: 'S002/summary',
		prints: 'trading and donations happen in step 2, only with the active player'
	},
	'show-hand/promises': {
		row: 'S002/notes',
		prints: 'promises may be made and need not be kept'
	},
	'third-field-final-harvest/rio-4-7': {
		row: 'S002/notes',
		prints: 'the third field may be bought at any time (the answer says it is silent on the end)'
	},
	'run-out-drawing/stated': {
		row: 'S002/end',
		prints: 'the game ends at once when a card cannot be drawn'
	}
};

describe('answers cite what docs/rules.md lists', () => {
	it('every book has a source entry there', () => {
		for (const tag of BOOK_IDS) expect(sourceEntry(tag), tag).toBeDefined();
	});

	it.each(Object.entries(SECTIONS))(
		'%s is a section docs/rules.md lists as printed',
		(_, section) => {
			expect(sourceEntry(section.book)).toContain(flat(`"${section.heading}"`));
		}
	);

	it('the Rio Grande summary (S002) is cited only for what its rows print', () => {
		const citing = groups
			.filter(({ group }) => group.sources.some((id) => SECTIONS[id].book === 'S002'))
			.map(({ where, group }) => ({
				where,
				rows: group.sources.filter((id) => SECTIONS[id].book === 'S002')
			}));
		for (const { where, rows } of citing) {
			expect(
				SUMMARY_PRINTS[where],
				`${where} cites the summary for a fact it does not print`
			).toBeDefined();
			expect(rows, where).toContain(SUMMARY_PRINTS[where]!.row);
		}
	});

	it('an answer where the rulebook is silent says what the app assumes, in every language', () => {
		const app: Record<string, RegExp> = {
			en: /\bthe app\b/i,
			de: /\b[Dd]ie App\b/,
			fr: /[Ll]’application/
		};
		for (const [lang, texts] of Object.entries({ en, de, fr })) {
			for (const q of QUESTIONS as readonly Question[]) {
				for (const group of q.answers.filter((g) => g.silent)) {
					const own = texts.questions[q.id as keyof RefereeTexts['questions']] as {
						answers: Record<string, string>;
					};
					expect(own.answers[group.id], `${lang} ${q.id}/${group.id}`).toMatch(app[lang]!);
				}
			}
		}
	});
});

describe('screens cite what docs/rules.md lists', () => {
	const setups: [EditionId, number, string | undefined][] = EDITION_IDS.flatMap((edition) => {
		const { min, max } = EDITIONS[edition].players;
		const counts = Array.from({ length: max - min + 1 }, (_, i) => min + i);
		const steps = edition === 'my-first' ? MY_FIRST_STEPS : [undefined];
		return counts.flatMap((players) =>
			steps.map((step): [EditionId, number, string | undefined] => [edition, players, step])
		);
	});

	it('every source tag the engine can cite has an entry and a label on screen', () => {
		for (const tag of SOURCE_TAGS) {
			expect(sourceEntry(tag), tag).toBeDefined();
			expect(trackerPanels[`source_${tag}`], tag).toBeTruthy();
		}
	});

	it('checklist items cite the summary (S002) only for the rows it prints, never for the duel', () => {
		for (const [edition, players, step] of setups) {
			const result = setupChecklist(edition, players, { step: step as never });
			if (!result.ok) throw new Error(result.error);
			for (const item of result.value) {
				for (const tag of item.sources) expect(sourceEntry(tag), tag).toBeDefined();
				if (!item.sources.includes('S002')) continue;
				const where = `${edition} ${players} ${item.id}`;
				expect(edition, where).toBe('rio-grande');
				expect(players, where).toBeGreaterThan(2);
				expect(SUMMARY_ITEMS.has(item.id), where).toBe(true);
			}
		}
	});
});
