// Words for the game screen's later parts: checklist items, log entries, places, the sword attack,
// from ids and numbers (loaded after the first paint; the turn's own words are in turnWords.ts).
import type { Locale } from '$lib/i18n';
import { beanName, glossedBeanName } from '$lib/i18n/beans';
import type { MessagesOf } from '$lib/i18n/define';
import { formatList } from '$lib/i18n/format';
import type { tracker } from '$lib/i18n/areas';
import type { trackerPanels } from '$lib/i18n/areas';
import {
	BEANS,
	RABOHNZEL_BEAN_IDS,
	SWORD_ATTACK_OUTCOMES,
	SWORD_ATTACK_TABLE,
	type ChecklistItem,
	type PhaseId,
	type SourceTag
} from '$lib/rules';
import { harvestTotal, type GameState, type LogEntry } from '$lib/tracker/game';
import { nameIn, runOutText } from './turnWords';

// The tracker's words with the later panels' (where the log's, the checklist's and the result's
// live): `{ ...t(tracker), ...t(trackerPanels) }`.
export type M = MessagesOf<typeof tracker> & MessagesOf<typeof trackerPanels>;

/** The names at some seats as one list of the language ("Mia and Leo"), each name isolated. */
export function namesIn(locale: Locale, state: GameState, seats: readonly number[]): string {
	return formatList(
		locale,
		seats.map((seat) => nameIn(state, seat))
	);
}

/** "Rule: AMIGO rules and card tables" for an item's source tags (each label once). */
export function ruleSource(m: M, locale: Locale, sources: readonly SourceTag[]): string {
	const labels = [...new Set(sources.map((tag) => m[`source_${tag}`]))];
	return m.ruleFrom(formatList(locale, labels));
}

// Card counts of every bean of each edition, also of the beans taken out.
const BEAN_CARDS: Record<string, Record<string, number>> = Object.fromEntries(
	Object.entries(BEANS).map(([edition, rows]) => [
		edition,
		Object.fromEntries(rows.map((row) => [row.id, row.cards]))
	])
);

function beanList(m: M, locale: Locale, state: GameState, beans: readonly string[]): string {
	const edition = state.setup.edition;
	return formatList(
		locale,
		beans.map((id) =>
			m.beanWithCards(beanName(locale, edition, id), BEAN_CARDS[edition]?.[id] ?? 0)
		)
	);
}

/** Lines of a checklist item (the first is the main sentence). */
export function checklistLines(
	m: M,
	locale: Locale,
	state: GameState,
	item: ChecklistItem
): string[] {
	switch (item.id) {
		case 'remove-beans':
			return [m.removeBeans(beanList(m, locale, state, item.beans))];
		case 'coin-supply':
			return [m.coinSupply(beanList(m, locale, state, item.beans))];
		case 'deck-size': {
			const deck = m.deckSize(item.cards, item.beanTypes);
			// S004 names the coin side of the cards "taler" (docs/rules.md#s004).
			return state.setup.edition === 'amigo-1997' ? [deck, m.coinTerm1997] : [deck];
		}
		case 'fields':
			return [m.fields(item.perPlayer)];
		case 'third-field': {
			if (!item.buy) return [item.unsaid ? m.thirdFieldUnsaid : m.thirdFieldNo];
			const buy =
				item.coinsTo === 'box' ? m.thirdFieldBox(item.cost) : m.thirdFieldDiscard(item.cost);
			return item.anyTime ? [buy, m.thirdFieldAnyTime] : [buy];
		}
		case 'spell-cards':
			return [m.spellCards(item.total, item.perPlayer)];
		case 'start-player': {
			const how =
				item.method === 'any'
					? m.startAnyItem
					: item.method === 'left-of-dealer'
						? item.dealer === 'oldest'
							? m.startDealerOldestItem
							: m.startDealerItem
						: item.method === 'youngest'
							? m.startYoungestItem
							: m.startSpellItem;
			return [how, m.startsLabel(nameIn(state, state.setup.startSeat))];
		}
		case 'deal': {
			const n = state.setup.players.length;
			const lines = item.perSeat.map((cards, offset) =>
				m.dealLine(nameIn(state, (state.setup.startSeat + offset) % n), cards)
			);
			return [m.dealIntro, ...lines, item.layout === 'face-up-line' ? m.dealFaceUp : m.dealHand];
		}
		case 'draw-pile':
			return [m.drawPile(item.cards)];
		case 'draw-pile-counter':
			return [m.drawPileCounter];
		case 'bean-duel':
			return [m.duelIntro, ...item.rules.map((rule) => m[`duel_${rule}`])];
		case 'step-rules':
			return [m.stepRulesIntro, ...item.rules.map((rule) => m[`myFirst_${rule}`])];
		case 'coins-in-trades':
			return [m.coinsInTrades];
		case 'turn':
			return [m.turnItem(item.phases.map((p) => m[`phase_${p}`]).join(' → '))];
		case 'game-end':
			return [m.gameEndItem(item.exhaustion)];
		case 'tie-break':
			return [m[`tie_${item.rule}`]];
	}
}

/** The sword attack in Rabohnzel's spell phase, one line per bean that can be on the drawn coin
 * (SWORD_ATTACK_TABLE, docs/rules.md#rabohnzel-attack). */
export function swordAttackLines(m: M, locale: Locale): string[] {
	return SWORD_ATTACK_OUTCOMES.map((outcome) => {
		const beans = RABOHNZEL_BEAN_IDS.filter((bean) => SWORD_ATTACK_TABLE[bean].outcome === outcome);
		return m.attackLine(
			formatList(
				locale,
				beans.map((bean) => glossedBeanName(locale, 'rabohnzel', bean))
			),
			m[`attack_${outcome}`]
		);
	});
}

type HarvestEvent = Extract<LogEntry['event'], { type: 'final-harvest-entered' }>;

// Two saved results with the same coins and fields (the tie-break values aside).
function sameResult(a: HarvestEvent, b: HarvestEvent): boolean {
	return a.coinsEarned === b.coinsEarned && JSON.stringify(a.fields) === JSON.stringify(b.fields);
}

/** A log entry in plain language (without its undone/ignored mark). */
export function logText(m: M, state: GameState, entry: LogEntry): string {
	const { event } = entry;
	switch (event.type) {
		case 'checklist-ticked': {
			const title = m[`item_${event.item}` as `item_fields`] ?? event.item;
			return event.ticked ? m.log_checklistTicked(title) : m.log_checklistUnticked(title);
		}
		case 'game-started':
			return m.log_gameStarted(nameIn(state, state.setup.startSeat));
		case 'turn-advanced': {
			const seat = (entry.seat + 1) % state.setup.players.length;
			return m.log_turnAdvanced(nameIn(state, seat), entry.turn + 1);
		}
		case 'phase-set':
			return m.log_phaseSet(m[`phase_${event.phase}` as `phase_${PhaseId}`]);
		case 'pile-ran-out': {
			const outcome = entry.runOut ? runOutText(m, state, entry.runOut) : '';
			if (event.phase === 'draw') return m.log_ranOutDraw(outcome);
			return state.rules.duel ? m.log_ranOutTurnUp(outcome) : m.log_ranOutTrade(outcome);
		}
		case 'pile-size-set':
			return m.log_pileSize(event.cards);
		case 'third-field-bought':
			return m.log_thirdField(nameIn(state, event.seat));
		case 'spell-ticked': {
			// Spell cards keep their printed German names in every language (as on the spell list).
			const spell = m[`spellName_${event.card}`];
			return event.ticked ? m.log_spellUsed(spell) : m.log_spellUnused(spell);
		}
		case 'final-harvest-started':
			// My First's basic game harvests nothing at the end: its coins are counted.
			if (!state.rules.finalHarvest) return m.log_countStarted;
			return state.rules.duel ? m.log_harvestStartedDuel : m.log_harvestStarted;
		case 'final-harvest-entered': {
			const coins = harvestTotal(state.rules, event);
			const name = nameIn(state, event.seat);
			// A later entry for the same seat replaces the earlier one: it is a correction, or only
			// the tie-break value added to the same result.
			const earlier = state.log.findLast(
				(other) =>
					other.index < entry.index &&
					other.status === 'done' &&
					other.event.type === 'final-harvest-entered' &&
					other.event.seat === event.seat
			)?.event;
			if (earlier?.type === 'final-harvest-entered' && sameResult(earlier, event)) {
				if (event.handCards !== undefined && event.handCards !== earlier.handCards) {
					return m.log_tieHandCards(name, event.handCards);
				}
				if (event.spellValue !== undefined && event.spellValue !== earlier.spellValue) {
					return m.log_tieSpellValue(name, event.spellValue);
				}
			}
			if (!state.rules.finalHarvest) return m.log_count(name, coins);
			return earlier ? m.log_harvestCorrection(name, coins) : m.log_harvest(name, coins);
		}
		case 'game-finished':
			return m.log_finished;
		case 'undo':
		case 'redo': {
			const target = entry.target === undefined ? undefined : state.log[entry.target];
			const what = target ? logText(m, state, target) : '';
			return event.type === 'undo' ? m.log_undo(what) : m.log_redo(what);
		}
	}
}

/** A place in the ranking as a word: "3rd", "3.", "3e"; shared places get a leading "=". */
export function placeText(m: M, locale: Locale, place: number, shared: boolean): string {
	let text: string;
	if (locale === 'en') {
		const suffix: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
		text = `${place}${suffix[new Intl.PluralRules('en', { type: 'ordinal' }).select(place)]}`;
	} else if (locale === 'fr') {
		text =
			new Intl.PluralRules('fr', { type: 'ordinal' }).select(place) === 'one'
				? `${place}er`
				: `${place}e`;
	} else {
		text = `${place}.`;
	}
	return shared ? m.placeShared(text) : text;
}

/** A printed German name (a spell card, a bean) as a narrow column shows it, two ticks or two
 * bean choices to a row on a phone: it may break between the parts of its compound (a soft hyphen
 * before "zauber", "karten", "tausch", "feld", "fluss", "bohne": "Angriffs-zauber",
 * "Prinzess-bohne"), and "Verzauberung", one word, between its syllables ("Verzaube-rung"), never
 * elsewhere inside a word. The control's accessible name stays the printed one. */
export function germanNameBreaks(name: string): string {
	return (
		name
			.replace(/Verzauberung/g, 'Ver\u00adzau\u00adbe\u00adrung')
			// A part after a letter, any letter: "Weißbohne" breaks too (\B does not know ß).
			.replace(/zauber|karten|tausch|feld|fluss|bohne/g, (part: string, at: number, all: string) =>
				/\p{L}/u.test(all.charAt(at - 1)) ? `\u00ad${part}` : part
			)
	);
}
