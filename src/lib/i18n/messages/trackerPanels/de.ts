// The trackerPanels area's messages in German.
import { plural } from '../../format';
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	beanMagicHeading: 'Bohnenmagie (wer am Zug ist)',
	spellCardsHeading: 'Zauberkarten',
	magicLine: (bean: string, planted: number, effect: string) =>
		`${bean} (${plural('de', planted, { one: 'ab # angebauten', other: 'ab # angebauten' })}): ${effect}`,
	'effect_steal-last-hand-card': 'nimm die letzte Handkarte eines Gegners.',
	'effect_draw-to-hand': 'ziehe eine Karte hinten auf die Hand.',
	'effect_may-plant-drawn-card':
		'ziehe eine Karte; du darfst sie statt auf die Hand gleich anbauen.',
	'effect_activate-spell-card': 'aktiviere eine deiner Zauberkarten.',
	'effect_activate-two-spell-cards': 'aktiviere zwei deiner Zauberkarten.',
	'effect_attack-for-coin':
		'ziehe einen Taler eines Gegners; die Bohne darauf entscheidet, was passiert.',
	'effect_opponents-reveal-coin':
		'jeder Gegner mit Talern mischt sie und deckt zufällig einen auf; wer unter diesen Talern die höchste Zahl aufgedeckt hat, behält seinen, alle anderen legen ihren auf den Ablagestapel.',
	capeBonus: (bean: string) =>
		`${bean}: keine Magie. Wer mindestens 2 erntet, zieht eine neue Zauberkarte vom Zauberstapel, solange er reicht; wer mindestens 3 erntet, bekommt dazu die Taler ihres Bohnometers.`,
	'spell_attack-spell':
		'Für die Magie der Gemeinen Bohne reicht eine angebaute. Greifst du in der Zauberphase mit Schwertbohnen an, ziehst du zwei Taler des Gegners: Einer davon gilt, du wählst ihn; den anderen gibst du wirkungslos zurück. Jede Aktivierung hilft entweder den Gemeinen Bohnen oder den Schwertbohnen, nicht beiden; zeigen beide Taler eine Schwert- oder Pflückbohne, muss trotzdem einer davon gelten.',
	'spell_bean-field-spell':
		'Eröffne in Phase 3 (Anbauen nach dem Handeln) ein vorübergehendes drittes Feld; es verschwindet, sobald du ein Feld erntest.',
	'spell_spell-swap':
		'Überlass diese Karte einem Mitspieler und nimm dafür eine seiner verdeckten Zauberkarten.',
	'spell_trade-spell':
		'Decke beim Handeln eine dritte Karte auf; aufgedeckte Karten darfst du abwerfen statt anbauen.',
	'spell_magic-card-flow': 'Spiele deine vorderste Handkarte so oft hintereinander, wie du willst.',
	'spell_pile-spell':
		'Nimm beim Handeln die oberste Karte des Ablagestapels und nutze sie wie eine aufgedeckte.',
	'spell_enchant-beans':
		'Beim Anbauen nach dem Handeln darf eine neue Bohne auf der ersten Karte eines beliebigen Feldes landen; jene Karte zählt von da an als Bohne der neuen Sorte.',
	'spell_enchant-players':
		'Alle anderen bauen gleich ihre vorderste Handkarte an; du darfst es ihnen gleichtun.',
	'spell_rearrange-spell': 'Stecke eine deiner Handkarten an eine andere Stelle um.',
	'spell_hand-card-spell':
		'Verzichtest du aufs Handeln, ziehst du am Ende deines Zugs 5 statt 3 Karten.',
	'spell_random-spell':
		'Deck die oberste Zauberkarte vom verdeckten Stapel auf, sie ist damit aktiv; ist dein Zug vorbei, kommt sie wieder in den Stapel (nutzt du so den Zauberkartentausch, stattdessen die eingetauschte Karte).',
	logHeading: 'Was passiert ist',
	logEmpty: 'Noch nichts.',
	logShowAll: (count: number) =>
		plural('de', count, { one: 'Den einzigen Eintrag zeigen', other: 'Alle # Einträge zeigen' }),
	logUndone: 'rückgängig gemacht',
	logIgnored: 'nicht angewendet',
	harvestIntro: 'Alle ernten alle Felder, auch einzelne Karten. Handkarten zählen nichts.',
	fieldLabel: (n: number) => `Feld ${n}`,
	emptyField: 'Leer',
	fieldCoins: (coins: number) => plural('de', coins, { one: '# Taler', other: '# Taler' }),
	unknownMeter:
		'Die App kennt den Bohnometer dieser Bohne nicht: Gib die Taler ein, die deine Karte für so viele Karten zeigt.',
	unknownCoinsLabel: 'Taler für dieses Feld',
	harvestNoFields:
		'In diesen ersten Partien bringen Bohnen, die auf den Feldern bleiben, nichts ein.',
	harvestTotal: (coins: number) =>
		`Zusammen: ${plural('de', coins, { one: '# Taler', other: '# Taler' })}`,
	saveHarvest: (name: string) => `${name} speichern`,
	harvestSaved: (name: string, coins: number) =>
		`${name}: ${plural('de', coins, { one: '# Taler', other: '# Taler' })} gespeichert.`,
	tieHeading: 'Gleichstand entscheiden',
	tieHandCards: (coins: number) =>
		`Gleichstand bei ${plural('de', coins, { one: '# Taler', other: '# Talern' })}: Wer die meisten Handkarten hat, gewinnt. Zähl die Handkarten.`,
	tieSpell: (coins: number) =>
		`Gleichstand bei ${plural('de', coins, { one: '# Taler', other: '# Talern' })}: Die Zauberkarten entscheiden. Zähl ihre Werte zusammen.`,
	handCardsOf: (name: string) => `Handkarten von ${name}`,
	spellValueOf: (name: string) => `Wert der Zauberkarten von ${name}`,
	saveTie: 'Speichern',
	resultHeading: 'Ergebnis',
	winnerOne: (name: string, coins: number) =>
		`${name} gewinnt mit ${plural('de', coins, { one: '# Taler', other: '# Talern' })}!`,
	winnersShared: (names: string, coins: number) =>
		`${names} teilen sich den Sieg mit ${plural('de', coins, { one: '# Taler', other: '# Talern' })}!`,
	'decided_furthest-from-start': (name: string) =>
		`${name} gewinnt den Gleichstand, weil im Uhrzeigersinn niemand der Gleichplatzierten weiter vom Startspieler entfernt sitzt.`,
	'decided_most-hand-cards': (name: string, cards: number) =>
		`${name} gewinnt den Gleichstand mit den meisten Handkarten (${plural('de', cards, { one: '# Karte', other: '# Karten' })}).`,
	'decided_spell-value': (name: string, value: number) =>
		`${name} gewinnt den Gleichstand mit Zauberkarten im Wert von ${value}.`,
	'decided_all-tied-win': 'Bei My First Bohnanza gewinnen alle Gleichplatzierten.',
	decided_shared: 'Die Regeln entscheiden diesen Gleichstand nicht weiter: Der Sieg wird geteilt.',
	placeHeader: 'Platz',
	coinsHeader: 'Taler',
	handHeader: 'Handkarten',
	spellHeader: 'Zauberwert',
	sendBgStats: 'An BG Stats senden',
	exportGame: 'Diese Partie exportieren',
	totalCoinsOf: (name: string) => `Taler insgesamt von ${name}`,
	totalCoinsHint: 'Die Summe: im Spiel verdiente Taler plus die Schlussernte.',
	enterFields: (name: string) => `Felder von ${name} stattdessen zählen`,
	typeTotal: 'Stattdessen die Summe eingeben',
	log_setupDone: 'Aufbau erledigt.',
	sharedPlacesNote:
		'Wer gleich viele Taler hat, teilt sich den Platz; die Gleichstandsregel der Ausgabe entscheidet nur über den Sieg.',
	spellTickHint: 'Hake die Zauberkarten ab, die du in diesem Zug schon benutzt hast.',
	swordAttackHeading: 'Schwertangriff: Die Bohne auf dem gezogenen Taler entscheidet',
	swordAttackIntro:
		'Wer angegriffen wird, mischt seine Taler; der Angreifer zieht einen und zeigt ihn. Bis der Angriff vorbei ist, darf der Angegriffene nicht ernten.',
	harvestIntroNone:
		'In dieser Partie wird am Ende nicht geerntet: Bohnen in den Reihen und auf den Feldern sind nichts wert. Es zählen nur die Taler, die jeder gesammelt hat.',
	totalCoinsHintNone: 'Die Taler, die dieser Spieler im Spiel gesammelt hat.',
	harvestIntroCoin:
		'Ein Feld mit genug Bohnen für mindestens einen Taler darf noch geerntet werden; kleinere Felder und die Karten in den Reihen sind nichts wert.',
	spellFieldNote:
		'Ein Bohnenfeldzauber-Feld, das noch steht, zählt jetzt als drittes Feld: Es wäre bei der nächsten Ernte seines Besitzers verschwunden, und diese Ernte ist die letzte.',
	// The spell phase folds each spell card's text behind its name and this label.
	spellWhyHeading: 'Was jede Zauberkarte bewirkt',
	spellWhy: 'was sie bewirkt',
	spellDetail: (value: number, text: string) => `(Wert ${value}): ${text}`,
	attackCoinPick: 'Welche Bohne ist auf dem gezogenen Taler?',
	logShowMore: (count: number) =>
		plural('de', count, { one: '# weiteren Eintrag zeigen', other: '# weitere Einträge zeigen' }),
	'spellGloss_attack-spell': 'Angriffszauber',
	'spellGloss_bean-field-spell': 'Bohnenfeldzauber',
	'spellGloss_spell-swap': 'Zauberkartentausch',
	'spellGloss_trade-spell': 'Handelszauber',
	'spellGloss_magic-card-flow': 'Magischer Kartenfluss',
	'spellGloss_pile-spell': 'Stapelzauber',
	'spellGloss_enchant-beans': 'Verzauberung der Bohnen',
	'spellGloss_enchant-players': 'Verzauberung der Mitspieler',
	'spellGloss_rearrange-spell': 'Umsteckzauber',
	'spellGloss_hand-card-spell': 'Handkartenzauber',
	'spellGloss_random-spell': 'Zufallszauber',
	rematchFailed: 'Die Revanche konnte nicht gespeichert werden: nichts wurde begonnen.',
	shareResult: 'Ergebnis teilen',
	resultTitle: (edition: string) => `${edition}: das Ergebnis`,
	resultRow: (place: string, name: string, coins: number) =>
		`${place} ${name}: ${plural('de', coins, { one: '# Taler', other: '# Taler' })}`,
	resultShared: 'Das Ergebnis ist geteilt.',
	resultCopied: 'Das Ergebnis ist kopiert: füge es in eine Nachricht ein.',
	resultShareFailed: 'Das Ergebnis konnte weder geteilt noch kopiert werden.',
	source_S000: 'AMIGO-Regeln',
	source_S001: 'Regeln von My First Bohnanza',
	source_S002: 'Übersicht für 2-7 Spieler',
	source_S003: 'Rabohnzel-Regeln',
	source_S004: 'AMIGO-Regeln von 1997',
	source_RGG: 'Regelheft von Rio Grande',
	source_WP: 'Kartentabellen',
	source_CODE: 'Kartentabellen',
	source_FR: 'Kartentabellen',
	ruleFrom: (labels: string) => `Regel: ${labels}`,
	checklistHeading: 'Aufbau-Checkliste',
	checklistProgress: (done: number, total: number) => `${done} von ${total} erledigt`,
	'item_remove-beans': 'Bohnen aussortieren',
	'item_coin-supply': 'Talervorrat',
	'item_deck-size': 'Kartenstapel',
	item_fields: 'Felder',
	'item_third-field': 'Drittes Feld',
	'item_spell-cards': 'Zauberkarten',
	'item_start-player': 'Startspieler',
	item_deal: 'Austeilen',
	'item_draw-pile': 'Zugstapel',
	'item_draw-pile-counter': 'Zählkarte',
	'item_bean-duel': 'Bohnen-Duell',
	'item_step-rules': 'Regeln dieser Stufe',
	'item_coins-in-trades': 'Taler beim Handeln',
	item_turn: 'Ein Spielzug',
	'item_game-end': 'Spielende',
	'item_tie-break': 'Gleichstand',
	removeBeans: (list: string) =>
		`Nimm diese Karten aus der Schachtel, sie werden nicht gebraucht: ${list}.`,
	deckSize: (cards: number, kinds: number) =>
		`Mische ${plural('de', kinds, { one: '# Bohnensorte', other: '# Bohnensorten' })} zusammen: ${plural('de', cards, { one: '# Karte', other: '# Karten' })}.`,
	thirdFieldNo: 'In dieser Partie kann niemand ein drittes Feld kaufen.',
	thirdFieldUnsaid:
		'Vom Kauf eines dritten Feldes ist in dieser Regel nie die Rede; die App nimmt an, dass es niemand kann.',
	startAnyItem:
		'Wie der Startspieler bestimmt wird, ist frei; er bleibt die ganze Partie derselbe.',
	startDealerItem: 'Den ersten Zug macht, wer links neben dem Geber sitzt.',
	startDealerOldestItem: 'Der älteste Spieler gibt; wer links von ihm sitzt, beginnt.',
	startYoungestItem: 'Der jüngste Spieler beginnt.',
	startSpellItem: 'Wer die wertvollste Zauberkarte hat (abwärts gezählt von 10), beginnt.',
	dealIntro: 'Teile im Uhrzeigersinn aus, beginnend beim Startspieler:',
	dealLine: (name: string, cards: number) =>
		`${name}: ${plural('de', cards, { one: '# Karte', other: '# Karten' })}`,
	dealHand: 'Niemand sortiert seine Hand um: Die Karten bleiben so, wie sie gekommen sind.',
	dealFaceUp:
		'Lege die Karten jedes Spielers offen in einer Reihe aus, in der Reihenfolge des Austeilens.',
	drawPile: (cards: number) =>
		`Der Rest ist der Zugstapel: ${plural('de', cards, { one: '# Karte', other: '# Karten' })}.`,
	duelIntro: 'Zu zweit ändert das Bohnen-Duell das Spiel:',
	stepRulesIntro: 'Regeln, die in dieser Stufe gelten:',
	'myFirst_face-up-line': 'Die Karten liegen offen in einer Reihe; ihre Reihenfolge bleibt.',
	'myFirst_mixed-patch':
		'Mischfeld-Regel: Eine Bohnensorte, die auf keines der Felder passt, darf eines davon überdecken.',
	'myFirst_auto-harvest':
		'Ein Feld wird geerntet, sobald es seinen Taler erreicht, auch außerhalb des eigenen Zugs.',
	'myFirst_coin-supply': 'Taler kommen aus dem Talervorrat.',
	'myFirst_choose-harvest-time': 'Du entscheidest selbst, wann du erntest (für 1 oder 2 Taler).',
	'myFirst_end-harvest': 'Am Ende dürfen Felder, die einen Taler wert sind, noch geerntet werden.',
	'myFirst_harvested-cards-are-coins': 'Geerntete Karten werden umgedreht und zu Talern.',
	'myFirst_harvest-may-earn-nothing': 'Eine Ernte kann wie im großen Spiel nichts einbringen.',
	'myFirst_third-field-buyable': 'Ein drittes Feld kann jederzeit für 3 Taler gekauft werden.',
	'myFirst_hand-cards': 'Die Karten werden auf der Hand gehalten, in fester Reihenfolge.',
	'myFirst_protection-rule':
		'Eine einzelne Karte darf nicht geerntet werden, solange ein anderes Feld mehr als eine hat.',
	turnItem: (phases: string) => `Jeder Zug: ${phases}.`,
	gameEndItem: (passes: number) =>
		plural('de', passes, {
			one: 'Der Zugstapel wird einmal durchgespielt: Ist er leer, endet die Partie.',
			other:
				'Der Zugstapel wird #-mal durchgespielt: Er wird aus dem Ablagestapel neu gemischt, und die Partie endet, wenn er zum letzten Mal leer ist.'
		}),
	'tie_furthest-from-start':
		'Bei Gleichstand gewinnt von den Gleichplatzierten, wer im Uhrzeigersinn am weitesten vom Startspieler entfernt sitzt.',
	'tie_most-hand-cards': 'Bei Gleichstand gewinnt, wer die meisten Karten auf der Hand hat.',
	'tie_spell-value': 'Bei Gleichstand gewinnt, wessen Zauberkarten am meisten wert sind.',
	'tie_all-tied-win': 'Bei Gleichstand gewinnen alle Gleichplatzierten.',
	tie_none:
		'Die Regeln nennen keinen Entscheid; die App nimmt an, dass Gleichplatzierte sich den Sieg teilen.',
	startGame: 'Partie beginnen',
	log_checklistTicked: (item: string) => `Abgehakt: ${item}`,
	log_checklistUnticked: (item: string) => `Haken entfernt: ${item}`,
	log_gameStarted: (name: string) => `Die Partie hat begonnen; ${name} fängt an.`,
	log_turnAdvanced: (name: string, turn: number) => `Zug ${turn}: ${name}.`,
	log_phaseSet: (phase: string) => `Phase: ${phase}.`,
	log_ranOutTrade: (outcome: string) => `Der Zugstapel wurde beim Handeln leer. ${outcome}`,
	log_ranOutTurnUp: (outcome: string) => `Der Zugstapel wurde beim Aufdecken leer. ${outcome}`,
	log_ranOutDraw: (outcome: string) => `Der Zugstapel wurde beim Nachziehen leer. ${outcome}`,
	log_pileSize: (cards: number) =>
		`Zugstapel gezählt: ${plural('de', cards, { one: '# Karte', other: '# Karten' })}.`,
	log_thirdField: (name: string) => `${name} hat ein drittes Feld gekauft.`,
	log_harvestStarted: 'Handeln und Anbauen beendet: Schlussernte.',
	log_harvest: (name: string, coins: number) =>
		`Schlussernte von ${name}: ${plural('de', coins, { one: '# Taler', other: '# Taler' })}.`,
	log_finished: 'Die Partie ist zu Ende.',
	log_undo: (what: string) => `Rückgängig gemacht: ${what}`,
	log_redo: (what: string) => `Wiederholt: ${what}`,
	log_harvestCorrection: (name: string, coins: number) =>
		`Korrektur: Schlussernte von ${name}: ${plural('de', coins, { one: '# Taler', other: '# Taler' })}.`,
	placeShared: (place: string) => `=${place}`,
	log_harvestStartedDuel: 'Aufdecken und Anbauen beendet: Schlussernte.',
	log_countStarted: 'Der letzte Zug ist vorbei: Die Taler werden gezählt.',
	log_count: (name: string, coins: number) =>
		`Taler von ${name}: ${plural('de', coins, { one: '# Taler', other: '# Taler' })}.`,
	log_tieHandCards: (name: string, cards: number) =>
		`Für den Gleichstand: ${name} hat ${plural('de', cards, { one: '# Handkarte', other: '# Handkarten' })}.`,
	log_tieSpellValue: (name: string, value: number) =>
		`Für den Gleichstand: Die Zauberkarten von ${name} sind ${plural('de', value, { one: '# Bohnenpfennig', other: '# Bohnenpfennige' })} wert.`,
	log_spellUsed: (spell: string) => `Zauberkarte eingesetzt: ${spell}.`,
	log_spellUnused: (spell: string) => `Zauberkarte doch nicht eingesetzt: ${spell}.`,
	keepPersisted:
		'Dein Browser bewahrt die Partien auf diesem Gerät auf, auch wenn der Speicher knapp wird.',
	keepOffer:
		'Dieser Browser kann die hier gespeicherten Partien löschen, wenn die App wochenlang nicht benutzt wird oder der Speicher knapp wird. Bewahre eine Sicherung aller Partien an einem sicheren Ort auf.',
	keepOfferAgain: 'Dieses Angebot kommt höchstens einmal pro Woche wieder.',
	beanWithCards: (name: string, cards: number) =>
		`${name} (${plural('de', cards, { one: '# Karte', other: '# Karten' })})`,
	coinSupply: (list: string) =>
		`Lege diese Karten verdeckt als Talervorrat bereit: ${list}. Taler werden von dort genommen.`,
	drawPileCounter:
		'Lege den Zugstapel verdeckt auf die Zählkarte. Ist er leer, kommt der neu gemischte Ablagestapel so auf die Karte, dass sie zeigt, der wievielte Stapel gerade läuft: erst der 2., dann (auf der Rückseite) der 3. und der 4.',
	'duel_no-trading': 'Es wird gar nicht gehandelt.',
	'duel_harvest-own-turn-only': 'Geerntet wird nur im eigenen Zug.',
	'duel_third-field-coins-to-box': 'Taler für ein drittes Feld kommen zurück in die Schachtel.',
	coinsInTrades: 'Variante: Beim Handeln dürfen auch Taler angeboten werden.',
	'spellName_attack-spell': 'Angriffszauber',
	'spellName_bean-field-spell': 'Bohnenfeldzauber',
	'spellName_spell-swap': 'Zauberkartentausch',
	'spellName_trade-spell': 'Handelszauber',
	'spellName_magic-card-flow': 'Magischer Kartenfluss',
	'spellName_pile-spell': 'Stapelzauber',
	'spellName_enchant-beans': 'Verzauberung der Bohnen',
	'spellName_enchant-players': 'Verzauberung der Mitspieler',
	'spellName_rearrange-spell': 'Umsteckzauber',
	'spellName_hand-card-spell': 'Handkartenzauber',
	'spellName_random-spell': 'Zufallszauber',
	beanLabel: 'Bohne',
	cardsLabel: 'Karten',
	numberInvalid: 'Gib eine ganze Zahl ein, 0 oder mehr.',
	attackLine: (beans: string, outcome: string) => `${beans}: ${outcome}`,
	'attack_coin-to-attacker': 'Der Angreifer bekommt den Taler. Der Angriff ist vorbei.',
	'attack_counter-attack':
		'Der Taler bleibt; der Angegriffene darf auf dieselbe Weise zurückschlagen, auch ohne eigene Schwertbohnen, und wer am Zug ist, darf so lange nicht ernten. Auf einen Gegenangriff kann ein weiterer folgen.',
	'attack_defender-steals-last-hand-card':
		'Der Taler bleibt; der Angegriffene nimmt die hinterste Handkarte des Angreifers und sagt, welche Bohne es ist. Laut Regel steckt er sie hinten auf die Hand und baut sie an; die App liest das wie bei der Pflückbohne selbst als das eine oder das andere. Ihre Magie wird nicht genutzt. Der Angriff ist vorbei.',
	'attack_attacker-activates-spell-card':
		'Der Taler bleibt; der Angreifer darf eine seiner Zauberkarten aktivieren (bei einem Gegenangriff aktiviert sie der Zurückschlagende sofort, und sie bleibt bis zum Ende seines nächsten eigenen Zugs aktiv). Der Angriff ist vorbei.',
	attack_nothing: 'Nichts passiert, der Taler bleibt. Der Angriff ist vorbei.',
	coinTerm1997: 'Auch die Regel von 1997 spricht von Talern (Bohnentalern).'
};

export default messages;
