// The calculator area's messages in German.
import type { Translation } from '../../define';
import type { Messages } from './en';
import { plural } from '../../format';

const messages: Translation<Messages> = {
	fieldsLink: 'Felder eines Spielers prüfen: Was darf jetzt geerntet werden?',
	editionLegend: 'Deine Ausgabe',
	stepLabel: 'Deine Stufe',
	beansHeading: 'Tippe deine Bohne an',
	beansHint: 'Du erkennst sie an der Zahl auf deiner Karte: So viele Karten davon hat das Spiel.',
	beansHintMyFirst:
		'Du erkennst sie an der Zahl auf deiner Karte: So viele Karten davon hat das Spiel. Zwei Paare haben dieselbe Zahl (12 und 8): Dann hilft das Bild.',
	tileUnknown: 'Zahlen unbekannt',
	tilePartial: 'teils unbekannt',
	enteredBadge: 'von deinen Karten eingetragen',
	pickBean: 'Tippe oben eine Bohne an, dann siehst du, was ein Feld davon wert ist.',
	cardsLabel: 'Karten im Feld',
	fewer: 'Eine Karte weniger',
	more: 'Eine Karte mehr',
	notWholeNumber:
		'Gib eine ganze Zahl von Karten ein, 0 oder mehr (zum Beispiel 5). Es wurde nichts geändert.',
	tooMany: (max: number) =>
		`Das Spiel hat nur ${plural('de', Number(max), { one: '# Karte', other: '# Karten' })} dieser Bohne. Es wurde nichts geändert.`,
	coinsSentence: (cards: number, bean: string, coins: number) =>
		`${plural('de', Number(cards), { one: '# Karte', other: '# Karten' })} ${bean}: ${coins === 0 ? 'kein Taler' : plural('de', coins, { one: '# Taler', other: '# Taler' })}.`,
	coinsUnknown: (cards: number, bean: string) =>
		`${plural('de', Number(cards), { one: '# Karte', other: '# Karten' })} ${bean}: unbekannt, die Zahlen des Bohnometers fehlen.`,
	coinsPicture: (coins: number) =>
		coins === 0 ? 'kein Taler' : plural('de', coins, { one: '# Taler', other: '# Taler' }),
	nextCoin: (more: number, coins: number, cards: number) =>
		`Noch ${plural('de', Number(more), { one: '# Karte', other: '# Karten' })} bis zum nächsten Taler (${plural('de', coins, { one: '# Taler', other: '# Taler' })} bei ${plural('de', cards, { one: '# Karte', other: '# Karten' })}).`,
	maximumReached: 'Höchstwert erreicht: Mehr Karten bringen nicht mehr.',
	nextUnknown: 'Die nächste Stufe dieses Bohnometers ist nicht bekannt.',
	protectedSingle:
		'Eine einzelne Karte wie diese darf nicht geerntet werden, solange eines deiner anderen Felder mehr als eine Karte hat.',
	noProtectionYet:
		'In dieser Stufe ist eine einzelne Karte nicht geschützt: Sie darf jederzeit geerntet werden, auch wenn sie nichts bringt.',
	singleNeedsCoin:
		'In dieser Stufe ist eine einzelne Karte nicht geschützt, aber ein Feld wird erst geerntet, wenn es genug Bohnen für einen Taler hat.',
	meterHeading: 'Bohnometer auf der Karte',
	meterCards: (cards: number) => plural('de', Number(cards), { one: '# Karte', other: '# Karten' }),
	meterStep: (coins: number) => plural('de', coins, { one: '# Taler', other: '# Taler' }),
	meterNotPrinted: 'nicht aufgedruckt',
	meterUnknown: 'unbekannt',
	meterReached: 'erreicht',
	meterNext: 'nächste',
	notPrintedNote: (coins: number) =>
		`Ein Strich heißt: Die Karte hat diese Stufe nicht, diese Bohne bringt nie genau ${plural('de', coins, { one: '# Taler', other: '# Taler' })}.`,
	reverseLegend: 'Wie viele Karten für',
	reverseSentence: (coins: number, cards: number) =>
		`${plural('de', coins, { one: '# Taler', other: '# Taler' })} brauchen ${plural('de', Number(cards), { one: '# Karte', other: '# Karten' })}.`,
	reverseUnreachable: (coins: number) =>
		`Diese Bohne bringt nie ${plural('de', coins, { one: '# Taler', other: '# Taler' })}.`,
	reverseUnknown: (coins: number) =>
		`Nicht bekannt, wie viele Karten ${plural('de', coins, { one: '# Taler', other: '# Taler' })} brauchen.`,
	meterUnknownNotice:
		'Keine veröffentlichte Quelle nennt das Bohnometer dieser Bohne, deshalb rät die App nicht.',
	meterPartialNotice:
		'Veröffentlichte Quellen nennen nur einen Teil des Bohnometers dieser Bohne; den Rest rät die App nicht.',
	meterEnteredNotice: 'Diese Zahlen hast du von deinen Karten eingetragen.',
	enterFromCard: 'Zahlen von deiner Karte eintragen',
	meterFormLegend: (bean: string) => `Bohnometer von ${bean}, wie es auf deiner Karte steht`,
	meterFormHintFixed: 'Gib die Kartenzahl ein, die neben jedem Taler steht.',
	meterFormHintOpen:
		'Gib die Kartenzahlen neben 1, 2, 3 und 4 Talern ein; lass ein Feld leer, wo deine Karte nichts zeigt.',
	meterStepLabel: (coins: number) =>
		`Karten für ${plural('de', coins, { one: '# Taler', other: '# Taler' })}`,
	meterKnown: 'bekannt',
	save: 'Speichern',
	cancel: 'Abbrechen',
	editMeter: 'Zahlen ändern',
	removeMeter: 'Zahlen entfernen',
	meterSaved: 'Gespeichert. Der Rechner verwendet jetzt deine Zahlen.',
	meterRemoved: 'Entfernt. Das Bohnometer dieser Bohne ist wieder unbekannt.',
	storageError:
		'Nicht gespeichert: Der Speicher des Geräts hat es abgelehnt. Deine Zahlen stehen noch im Formular.',
	'meterError_not-a-meter': 'Gib die Zahlen von deiner Karte ein.',
	'meterError_wrong-length': 'Fülle jedes Feld aus: Deine Karte zeigt neben jedem Taler eine Zahl.',
	'meterError_too-many-steps': 'Diese Bohne bringt höchstens 4 Taler: Gib höchstens 4 Zahlen ein.',
	'meterError_not-whole-number': 'Gib nur ganze Kartenzahlen ein (zum Beispiel 4).',
	'meterError_not-positive': 'Jede Zahl muss mindestens 1 sein.',
	'meterError_more-than-cards':
		'Das sind mehr Karten, als es von dieser Bohne im Spiel gibt: prüf die Zahl auf deiner Karte.',
	'meterError_missing-step': 'Fülle jedes Feld aus: Deine Karte zeigt neben jedem Taler eine Zahl.',
	'meterError_not-increasing': 'Jede Zahl muss größer sein als die davor.',
	'meterError_contradicts-source':
		'Das weicht von der bekannten Zahl dieser Bohne ab; schau bitte auf deine Karte.',
	playersLabel: 'Spieler',
	thirdFieldBought: 'Ich habe ein drittes Feld gekauft',
	ownTurn: 'Dieser Spieler ist am Zug',
	fieldLegend: (n: number) => `Feld ${n}`,
	beanLabel: 'Bohne',
	noBean: 'Leer',
	fieldWorth: (coins: number) =>
		coins === 0
			? 'Jetzt nichts wert.'
			: `Jetzt ${plural('de', coins, { one: '# Taler', other: '# Taler' })} wert.`,
	fieldWorthUnknown: 'Wert unbekannt: Trag die Zahlen von deiner Karte im Rechner ein.',
	verdict_allowed: 'Darf jetzt geerntet werden.',
	verdict_empty: 'Leer: nichts zu ernten.',
	'verdict_protected-single':
		'Jetzt nicht: Eine einzelne Karte ist geschützt, solange ein anderes deiner Felder mehr als eine Karte hat.',
	'verdict_below-first-coin': 'Noch nicht: Dieses Feld bringt noch keinen Taler.',
	'verdict_meter-unknown': 'Unbekannt: Trag die Zahlen von deiner Karte im Rechner ein.',
	'verdict_duel-not-own-turn':
		'Jetzt nicht: Im Bohnenduell darfst du nur in deinem eigenen Zug ernten.',
	finalHeading: 'Am Spielende',
	finalTotal: (coins: number) =>
		`Alle Felder abzuernten brächte ${plural('de', coins, { one: '# Taler', other: '# Taler' })}.`,
	finalAtLeast: (coins: number, unknown: number) =>
		`Alle Felder abzuernten brächte mindestens ${plural('de', coins, { one: '# Taler', other: '# Taler' })}; bei ${plural('de', Number(unknown), { one: '# Feld', other: '# Feldern' })} ist der Wert unbekannt.`,
	noFinalHarvest: 'In dieser Stufe bringen Bohnen, die am Ende auf den Feldern liegen, nichts.',
	'verdict_bean-needed':
		'Wähle die Bohne: In dieser Stufe hängt es von der Bohne ab, ob ein Feld geerntet werden darf.',
	verdictBelowFirstCoin: (bean: string, needs: number, has: number) =>
		`Noch nicht: ${bean} braucht ${plural('de', needs, { one: '# Karte', other: '# Karten' })} für einen Taler, dieses Feld hat ${plural('de', has, { one: '# Karte', other: '# Karten' })}. Pflanze weiter oder überdecke das Feld nach der Mischfeld-Regel. Ernten ohne Taler gibt es erst ab Stufe 2.`,
	verdictBelowFirstCoinAutomatic: (bean: string, needs: number, has: number) =>
		`Noch nicht: ${bean} braucht ${plural('de', needs, { one: '# Karte', other: '# Karten' })} für einen Taler, dieses Feld hat ${plural('de', has, { one: '# Karte', other: '# Karten' })}. Sobald es so viele hat, wird es von selbst geerntet; bis dahin pflanze weiter oder überdecke es nach der Mischfeld-Regel.`,
	verdictAllowedAutomatic: (needs: number) =>
		`Es reicht für einen Taler (${plural('de', needs, { one: '# Karte', other: '# Karten' })}): In den ersten Partien wird es sofort geerntet.`,
	verdictMeterUnknown: (bean: string) =>
		`Noch unbekannt: In dieser Stufe darf ein Feld erst geerntet werden, wenn es einen Taler bringt, und die App weiß nicht, wie viele Karten ${bean} dafür nötig sind. Trag die Zahlen von deiner Karte im Rechner ein.`,
	fieldWorthNeedsBean: 'Wähl die Bohne, dann siehst du, was dieses Feld bringt.',
	playersPreset: (players: number) =>
		plural('de', Number(players), { one: '# Spieler', other: '# Spieler' })
};

export default messages;
