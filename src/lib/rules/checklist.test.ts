import { describe, expect, it } from 'vitest';
import { setupChecklist, type ChecklistItem } from './checklist';
import { EDITIONS } from './editions';
import { MY_FIRST_STEP_TABLE } from './myFirst';
import { EDITION_IDS, MY_FIRST_STEPS, SOURCE_TAGS, type EditionId } from './types';

function items(...args: Parameters<typeof setupChecklist>): readonly ChecklistItem[] {
	const result = setupChecklist(...args);
	if (!result.ok) throw new Error(result.error);
	return result.value;
}

function item<K extends ChecklistItem['id']>(
	list: readonly ChecklistItem[],
	id: K
): Extract<ChecklistItem, { id: K }> | undefined {
	return list.find((entry) => entry.id === id) as Extract<ChecklistItem, { id: K }> | undefined;
}

describe('setupChecklist', () => {
	it('bean duel: every item in order, with its numbers, cited to RGG "The bean duel for 2 players" alone (the summary refers to it)', () => {
		expect(items('rio-grande', 2)).toEqual([
			{ id: 'remove-beans', beans: ['garden', 'cocoa'], sources: ['RGG'] },
			{ id: 'deck-size', cards: 144, beanTypes: 9, sources: ['RGG'] },
			{ id: 'fields', perPlayer: 2, sources: ['RGG'] },
			{ id: 'third-field', buy: true, cost: 3, coinsTo: 'box', sources: ['RGG'] },
			{ id: 'start-player', method: 'left-of-dealer', dealer: 'oldest', sources: ['RGG'] },
			{ id: 'deal', perSeat: [5, 5], layout: 'hand', sources: ['RGG'] },
			{ id: 'draw-pile', cards: 134, sources: ['RGG'] },
			{
				id: 'bean-duel',
				rules: ['no-trading', 'harvest-own-turn-only', 'third-field-coins-to-box'],
				sources: ['RGG']
			},
			{
				id: 'turn',
				phases: ['take-offer', 'plant', 'discard-optional', 'turn-up', 'draw'],
				flip: 3,
				draw: 2,
				sources: ['RGG']
			},
			{ id: 'game-end', exhaustion: 1, sources: ['RGG'] },
			{ id: 'tie-break', rule: 'most-hand-cards', sources: ['RGG'] }
		]);
	});

	it('Rio Grande 4-7: the summary (S002) is cited only for what its rows print', () => {
		for (const players of [4, 6]) {
			const cited = Object.fromEntries(
				items('rio-grande', players).map((entry) => [entry.id, entry.sources])
			);
			expect(cited, `${players} players`).toEqual({
				'remove-beans': ['RGG', 'S002'], // "Preparation"
				'deck-size': ['RGG'], // computed from RGG's bean list
				fields: ['RGG', 'S002'], // "Rules Summary": two fields
				'third-field': ['RGG', 'S002'], // cost in RGG; "Notes": bought at any time
				'start-player': ['RGG'], // RGG "Preparation": the oldest deals
				deal: ['RGG', 'S002'], // "Preparation"
				'draw-pile': ['RGG'], // computed
				turn: ['RGG', 'S002'], // "Rules Summary"
				'game-end': ['RGG', 'S002'], // "End & Winner"
				'tie-break': ['RGG'] // RGG "Ending and scoring": most hand cards
			});
		}
	});

	it('Rabohnzel: spell cards before the start player, counter card with the draw pile (S003)', () => {
		const list = items('rabohnzel', 5);
		expect(list.map((entry) => entry.id)).toEqual([
			'deck-size',
			'fields',
			'third-field',
			'spell-cards',
			'start-player',
			'deal',
			'draw-pile',
			'draw-pile-counter',
			'turn',
			'game-end',
			'tie-break'
		]);
		expect(item(list, 'spell-cards')).toEqual({
			id: 'spell-cards',
			total: 11,
			perPlayer: 1,
			sources: ['S003']
		});
		expect(item(list, 'start-player')?.method).toBe('highest-spell');
		expect(item(list, 'game-end')?.exhaustion).toBe(4);
	});

	it('Rio Grande 6 players: staggered deal and the 2-coin third field', () => {
		const list = items('rio-grande', 6);
		expect(item(list, 'deal')?.perSeat).toEqual([3, 4, 5, 6, 6, 6]);
		expect(item(list, 'third-field')).toMatchObject({ buy: true, cost: 2, coinsTo: 'discard' });
		expect(item(list, 'remove-beans')?.beans).toEqual(['garden', 'cocoa']);
		expect(item(list, 'bean-duel')).toBeUndefined();
	});

	it('My First basic: coin supply, face-up line, step rules (S001)', () => {
		const list = items('my-first', 3, { step: 'basic' });
		// The two-coin beans, written out in setup.test.ts.
		expect(item(list, 'coin-supply')?.beans).toEqual(MY_FIRST_STEP_TABLE.basic.coinSupply);
		expect(item(list, 'remove-beans')).toBeUndefined();
		expect(item(list, 'deal')).toEqual({
			id: 'deal',
			perSeat: [5, 5, 5],
			layout: 'face-up-line',
			sources: ['S001']
		});
		expect(item(list, 'step-rules')?.rules).toContain('mixed-patch');
		expect(item(list, 'start-player')?.method).toBe('youngest');
		expect(item(list, 'game-end')?.exhaustion).toBe(1);
	});

	it('My First two-coin step: the one-coin beans are the coin supply (S001)', () => {
		const list = items('my-first', 3, { step: 'two-coin' });
		expect(item(list, 'coin-supply')).toEqual({
			id: 'coin-supply',
			beans: ['mean', 'sour', 'broad', 'stink'],
			sources: ['S001']
		});
		expect(item(list, 'step-rules')?.rules).toContain('coin-supply');
	});

	it('AMIGO 1997: the third field may be bought at any time, even out of turn (S004)', () => {
		expect(item(items('amigo-1997', 4), 'third-field')).toEqual({
			id: 'third-field',
			buy: true,
			cost: 3,
			coinsTo: 'discard',
			anyTime: true,
			sources: ['S004']
		});
		// S000 sells no field at all.
		expect(item(items('amigo', 4), 'third-field')).not.toHaveProperty('anyTime');
	});

	it('Rio Grande 3-7: the third field may be bought at any time (docs/rules.md#third-field, S002 "Notes")', () => {
		expect(item(items('rio-grande', 4), 'third-field')).toEqual({
			id: 'third-field',
			buy: true,
			cost: 3,
			coinsTo: 'discard',
			anyTime: true,
			sources: ['RGG', 'S002']
		});
		expect(item(items('rio-grande', 6), 'third-field')).toMatchObject({ cost: 2, anyTime: true });
		// With 3 players everyone starts with three fields: nothing to buy.
		expect(item(items('rio-grande', 3), 'third-field')).not.toHaveProperty('anyTime');
		// The 2-player duel: RGG's duel rules say nothing of when; the claim is not made there.
		expect(item(items('rio-grande', 2), 'third-field')).not.toHaveProperty('anyTime');
	});

	it('My First step 5: no coin supply, cards in hand, protection rule', () => {
		const list = items('my-first', 5, { step: 'step-5' });
		expect(item(list, 'coin-supply')).toBeUndefined();
		expect(item(list, 'deal')?.layout).toBe('hand');
		expect(item(list, 'step-rules')?.rules).toContain('protection-rule');
		expect(item(list, 'third-field')).toMatchObject({ buy: true, cost: 3 });
	});

	it('AMIGO 1997 with coins in trades lists the variant (S004)', () => {
		expect(
			item(items('amigo-1997', 4, { variants: ['coins-in-trades'] }), 'coins-in-trades')
		).toEqual({ id: 'coins-in-trades', sources: ['S004'] });
		expect(item(items('amigo-1997', 4), 'coins-in-trades')).toBeUndefined();
	});

	it('current AMIGO, 3 players: three fields, nothing to remove; S000 "The Idea of the Game" never mentions buying a field, so "none" is marked as assumed', () => {
		const list = items('amigo', 3);
		expect(item(list, 'fields')?.perPlayer).toBe(3);
		expect(item(list, 'third-field')).toEqual({
			id: 'third-field',
			buy: false,
			unsaid: true,
			sources: ['S000']
		});
		expect(item(list, 'remove-beans')).toBeUndefined();
		expect(item(list, 'start-player')?.method).toBe('any');
	});

	const all: [EditionId, number][] = EDITION_IDS.flatMap((e) => {
		const { min, max } = EDITIONS[e].players;
		return Array.from({ length: max - min + 1 }, (_, i) => [e, min + i] as [EditionId, number]);
	});

	it.each(all)('%s %i players: every item cites a source; ids unique', (edition, players) => {
		const steps = edition === 'my-first' ? MY_FIRST_STEPS : [undefined];
		for (const step of steps) {
			const list = items(edition, players, { step });
			const ids = list.map((entry) => entry.id);
			expect(new Set(ids).size).toBe(ids.length);
			for (const entry of list) {
				expect(entry.sources.length).toBeGreaterThan(0);
				for (const tag of entry.sources) expect(SOURCE_TAGS).toContain(tag);
			}
		}
	});

	it.each([
		['amigo', 6, {}, 'players-out-of-range'],
		['my-first', 4, {}, 'missing-step'],
		['bohnanza', 4, {}, 'unknown-edition']
	])('%s %i players %j → %s', (edition, players, options, code) => {
		expect(setupChecklist(edition as EditionId, players, options)).toEqual({
			ok: false,
			error: code
		});
	});
});
