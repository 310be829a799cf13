// The tracker area's messages in German.
import { plural } from '../../format';
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	startsLabel: (name: string) => `${name} beginnt.`,
	playHeading: (edition: string) => `Partie: ${edition}`,
	loadingGame: 'Partie wird geladen…',
	gameMissing: 'Diese Partie gibt es auf diesem Gerät nicht (vielleicht wurde sie gelöscht).',
	backToGames: 'Alle Partien',
	fields: (n: number) =>
		plural('de', n, {
			one: 'Jeder Spieler hat # Bohnenfeld.',
			other: 'Jeder Spieler hat # Bohnenfelder.'
		}),
	thirdFieldDiscard: (cost: number) =>
		`Jeder darf einmal ein drittes Feld für ${plural('de', cost, { one: '# Taler', other: '# Taler' })} kaufen; die Taler kommen auf den Ablagestapel.`,
	thirdFieldBox: (cost: number) =>
		`Jeder darf einmal ein drittes Feld für ${plural('de', cost, { one: '# Taler', other: '# Taler' })} kaufen; die Taler kommen zurück in die Schachtel.`,
	thirdFieldAnyTime:
		'Das dritte Feld darf jederzeit gekauft werden, auch während andere am Zug sind.',
	spellCards: (total: number, each: number) =>
		`Mische ${plural('de', total, { one: 'die # Zauberkarte', other: 'die # Zauberkarten' })} und gib jedem ${plural('de', each, { one: '# verdeckt', other: '# verdeckt' })}; der Rest bildet einen verdeckten Stapel.`,
	'phase_take-offer': 'Angebot nehmen',
	phase_plant: 'Anbauen',
	'phase_discard-optional': 'Abwerfen',
	phase_spell: 'Zauberphase',
	phase_trade: 'Aufdecken und handeln',
	'phase_turn-up': 'Aufdecken',
	'phase_plant-traded': 'Gehandeltes anbauen',
	phase_draw: 'Nachziehen',
	'remind_take-offer':
		'Nimm die Karten, die dein Gegner im Angebot gelassen hat: Baue beliebige davon an, wirf den Rest ab.',
	remind_plant: 'Baue deine vorderste Handkarte an; die nächste darfst du auch anbauen.',
	'remind_plant-line': 'Baue die erste Karte deiner Reihe an; die nächste darfst du auch anbauen.',
	'remind_discard-optional': 'Du darfst eine beliebige Handkarte offen abwerfen.',
	remind_spell:
		'Nutze die Magie deiner angebauten Bohnen und spiele Zauberbohnen von der Hand, um Zauberkarten zu aktivieren.',
	remind_trade: (flip: number) =>
		`Decke ${plural('de', flip, { one: '# Karte', other: '# Karten' })} vom Zugstapel auf, dann wird gehandelt und verschenkt.`,
	'remind_turn-up': (flip: number) =>
		`Decke ${plural('de', flip, { one: '# Karte', other: '# Karten' })} auf; lege jede passende oberste Karte des Ablagestapels dazu. Baue beliebige an, der Rest bleibt im Angebot.`,
	'remind_plant-traded': 'Alle bauen die aufgedeckten, geschenkten und gehandelten Karten an.',
	remind_draw: (draw: number) =>
		`Ziehe ${plural('de', draw, { one: '# Karte', other: '# Karten' })}, einzeln, hinten auf die Hand.`,
	'remind_draw-line': (draw: number) =>
		`Ziehe ${plural('de', draw, { one: '# Karte', other: '# Karten' })} und lege sie der Reihe nach ans Ende deiner Reihe.`,
	spellValue: (value: number) => `Wert ${value}`,
	turnOf: (name: string, turn: number) => `Zug ${turn}: ${name}`,
	passOf: (pass: number, passes: number) => `Durchgang ${pass} von ${passes}`,
	passOnly: 'Der Zugstapel wird nur einmal durchgespielt: Ist er leer, endet die Partie.',
	lastPass: 'Letzter Durchgang',
	phaseHeading: 'Phase',
	nextTurn: (name: string) => `Nächster Zug: ${name}`,
	saving: 'Wird gespeichert…',
	// The turn bar's buttons: a soft hyphen (\u00ad, seen only where the word breaks) lets these
	// long words split, so next turn, this and undo share one row on a 360 px phone.,
	ranOut: 'Der Zug\u00adstapel ist leer',
	ranOutQuestion: 'Wann wurde er leer?',
	ranOutTrade: 'Beim Aufdecken (Handeln)',
	ranOutTurnUp: 'Beim Aufdecken (für das Angebot)',
	ranOutDraw: 'Beim Nachziehen',
	cancel: 'Abbrechen',
	outcome_reshuffle: (pass: number, passes: number) =>
		pass === passes
			? `Mische den Ablagestapel: Er ist der neue Zugstapel. Letzter Durchgang (${pass} von ${passes})!`
			: `Mische den Ablagestapel: Er ist der neue Zugstapel. Durchgang ${pass} von ${passes}.`,
	'outcome_finish-trade-and-plant':
		'Handeln und Anbauen werden noch beendet, dann endet die Partie.',
	'outcome_finish-one-card':
		'War nur noch eine Karte zum Aufdecken da, wird mit dieser einen Karte gehandelt und angebaut, dann endet die Partie.',
	'outcome_finish-turn': 'Der Zug wird noch zu Ende gespielt, dann endet die Partie.',
	'outcome_end-now': 'Die Partie endet jetzt.',
	pileHeading: 'Zugstapel (Schätzung)',
	pileEstimate: (cards: number, turns: number) =>
		`Etwa ${plural('de', cards, { one: '# Karte', other: '# Karten' })}, noch etwa ${plural('de', turns, { one: '# Zug', other: '# Züge' })} in diesem Durchgang.`,
	pileEstimateLast: (cards: number, turns: number) =>
		`Etwa ${plural('de', cards, { one: '# Karte', other: '# Karten' })}: Die Partie endet in etwa ${plural('de', turns, { one: '# Zug', other: '# Zügen' })}.`,
	pileUnknown:
		'Neuer Stapel: Zähl oder schätze seine Karten und tippe die Zahl ein, um die übrigen Züge zu sehen.',
	reshuffleEstimate: (cards: number) =>
		`Schätzung der App: etwa ${plural('de', cards, { one: '# Karte', other: '# Karten' })}.`,
	reshuffleAssumes: (hands: number, fields: number, harvested: number, coins: number) =>
		`Geschätzt, nicht gezählt. Angenommen sind ${plural('de', hands, { one: '# Karte', other: '# Karten' })} auf den Händen (wie ausgeteilt), ${plural('de', fields, { one: '# Karte', other: '# Karten' })} auf den Feldern (2 je Feld) und dass von den ${plural('de', harvested, { one: '# Karte', other: '# Karten' })}, die im letzten Durchgang geerntet wurden, ${plural('de', coins, { one: '# als Taler behalten wurde', other: '# als Taler behalten wurden' })} (jede vierte).`,
	reshuffleAssumesSupply: (hands: number, fields: number) =>
		`Geschätzt, nicht gezählt. Angenommen sind ${plural('de', hands, { one: '# Karte', other: '# Karten' })} auf den Händen (wie ausgeteilt) und ${plural('de', fields, { one: '# Karte', other: '# Karten' })} auf den Feldern (2 je Feld); die Taler kommen aus dem Vorrat, also ist jede geerntete Karte wieder im Stapel.`,
	reshufflePaid: (coins: number) =>
		`${plural('de', coins, { one: '# Taler für ein drittes Feld ist', other: '# Taler für dritte Felder sind' })} wieder im Stapel.`,
	reshuffleUse: (cards: number) =>
		`Schätzung übernehmen: ${plural('de', cards, { one: '# Karte', other: '# Karten' })}`,
	tableHeading: 'Tischmodus',
	tableIntro:
		'Für ein Handy oder Tablet, das mitten auf dem Tisch liegt: Der Zug zeigt zu dem, der am Zug ist. Setze alle an eine Seite des Geräts: Diese Seite ist die, von der aus seine Schrift aufrecht steht, links und rechts von dort aus gesehen.',
	tableDuelIntro:
		'Für ein Handy oder Tablet zwischen den beiden: Der Bildschirm teilt sich in zwei Hälften, jede zu ihrem Spieler gedreht, mit dessen Knöpfen.',
	tableUse: 'Tischmodus in dieser Partie',
	tableWhere: (name: string) => `Wo ${name} sitzt`,
	tableSide_near: 'Diese Seite',
	tableSide_left: 'Links',
	// A soft hyphen where German breaks the word, for a narrow pill at large text sizes.,
	tableSide_far: 'Gegen\u00ADüber',
	tableSide_right: 'Rechts',
	tableShow: 'Tischansicht zeigen',
	tableLeave: 'Ganze Partie zeigen',
	tableYourTurn: (name: string) => `Du bist am Zug, ${name}`,
	tableTheirTurn: (name: string) => `${name} ist am Zug`,
	tableSide: (name: string) => `Seite von ${name}`,
	pileTyped: 'Ausgehend von der eingegebenen Zahl.',
	pileNote: 'Geschätzt aus den Karten, die jeder Zug braucht; Versehen sind nicht mitgezählt.',
	pileNoteSpells:
		'Geschätzt aus den Karten, die jeder Zug braucht; Karten durch Bohnenmagie oder Zauber und Versehen sind nicht mitgezählt.',
	pileInput: 'Karten im Zugstapel jetzt',
	pileSave: 'Zahl speichern',
	pileInvalid: 'Gib eine ganze Zahl von 0 bis 200 ein.',
	thirdFieldHeading: 'Drittes Feld',
	thirdFieldBought: (name: string) => `${name} hat ein drittes Feld gekauft`,
	thirdFieldHas: (names: string) => `Schon gekauft: ${names}.`,
	fieldCheckerLink: 'Felder eines Spielers prüfen',
	undo: 'Rück\u00adgängig',
	redo: 'Wiederholen',
	undoWhat: (what: string) => `Rückgängig: ${what}`,
	redoWhat: (what: string) => `Wiederholen: ${what}`,
	changedElsewhere:
		'Diese Partie wurde auf einem anderen Bildschirm geändert, darum wurde dein Tippen nicht gespeichert. Hier ist die Partie, wie sie jetzt ist: Tippe noch einmal, falls nötig.',
	wakeLockOn: 'Der Bildschirm bleibt während der Partie an.',
	wakeLockUnsupported:
		'Dieser Browser kann den Bildschirm nicht anlassen; er wird vielleicht dunkel.',
	finishingDone: 'Handeln und Anbauen sind fertig: Schlussernte',
	harvestHeading: 'Schlussernte',
	coinsEarned: 'Im Spiel verdiente Taler',
	showWinner: 'Sieger zeigen',
	playerHeader: 'Spieler',
	sendGame: 'Diese Partie an ein anderes Handy geben',
	barNext: (name: string) => `Danach: ${name}`,
	barCards: (cards: number) =>
		`noch etwa ${plural('de', cards, { one: '# Karte', other: '# Karten' })}`,
	turnBarLabel: 'Zugsteuerung',
	moreActions: 'Mehr',
	harvestDoneCount: (done: number, total: number) => `${done} von ${total} gespeichert`,
	'outcome_finish-turn-up':
		'Aufdecken und Anbauen werden noch beendet (was nicht angebaut wird, bleibt im Angebot), dann endet die Partie.',
	countHeading: 'Taler zählen',
	finishingCount: 'Der letzte Zug ist vorbei: Taler zählen',
	finishingDoneDuel: 'Aufdecken und Anbauen sind fertig: Schlussernte',
	tapRepeated: 'Doppelt getippt: einmal gezählt.',
	exported: (file: string) =>
		`Als ${file} im Download-Ordner gespeichert. Bewahre die Datei gut auf: Sie enthält deine Partien.`,
	rematch: 'Revanche: gleiche Personen und Plätze'
};

export default messages;
