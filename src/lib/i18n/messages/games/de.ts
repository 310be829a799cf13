// The games area's messages in German.
import { plural, formatNumber } from '../../format';
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	statsAll: 'Statistik und Diagramme je Spielrunde und Person',
	statsMore: 'Mehr zu diesen Personen',
	'import_bad-note': 'die Notiz einer Partie ist kein Text von höchstens 500 Zeichen.',
	'import_bad-corrections': 'die Namenskorrekturen in der Datei sind beschädigt.',
	note: 'Notiz',
	noteShown: 'Notiz:',
	addNote: 'Notiz hinzufügen',
	editNote: 'Notiz ändern',
	saveNote: 'Notiz speichern',
	cancelNote: 'Abbrechen',
	noteHint: 'Wer welche Ausgabe mitgebracht hat, wo ihr gespielt habt …',
	noteTooLong: 'Die Notiz ist länger als 500 Zeichen: nichts wurde gespeichert.',
	noteNotSaved: 'Speichern ist fehlgeschlagen: die Notiz ist wie vorher.',
	importTooLarge: (max: number) =>
		`Die Datei ist größer als ${plural('de', max, { one: '# Zeichen', other: '# Zeichen' })}, mehr kann ein Browser nicht auf einmal lesen.`,
	importUnreadable:
		'Die Datei ließ sich nicht lesen (vielleicht wurde sie inzwischen verschoben oder geändert).',
	'import_bad-id':
		'Die Kennung einer Partie ist beschädigt (eine Kennung hat 1 bis 64 Buchstaben A–Z, Ziffern, „-“ oder „_“).',
	importAdded: (count: number) =>
		plural('de', count, { one: '# Partie importiert.', other: '# Partien importiert.' }),
	importSame: (count: number) =>
		plural('de', count, {
			one: '# Partie war schon genau so hier.',
			other: '# Partien waren schon genau so hier.'
		}),
	importExtended: (count: number) =>
		plural('de', count, {
			one: '# Partie hier geht mit dem längeren Protokoll aus der Datei weiter.',
			other: '# Partien hier gehen mit den längeren Protokollen aus der Datei weiter.'
		}),
	importKeptLonger: (count: number) =>
		plural('de', count, {
			one: '# Partie hier hat schon mehr Einträge als in der Datei und bleibt, wie sie ist.',
			other: '# Partien hier haben schon mehr Einträge als in der Datei und bleiben, wie sie sind.'
		}),
	importCopied: (count: number) =>
		plural('de', count, {
			one: '# Partie in der Datei ist anders weitergegangen als die hier mit derselben Kennung: Beide bleiben, die aus der Datei als Kopie.',
			other:
				'# Partien in der Datei sind anders weitergegangen als die hier mit denselben Kennungen: Beide bleiben, die aus der Datei als Kopien.'
		}),
	'import_bad-version': 'die Versionsangabe der Datei ist beschädigt (keine ganze Zahl).',
	importRefused: (count: number) =>
		plural('de', count, {
			one: '# Partie wurde nicht importiert, nichts davon wurde gespeichert:',
			other: '# Partien wurden nicht importiert, nichts davon wurde gespeichert:'
		}),
	refusedGame: (players: string, started: string, reason: string) =>
		`${players} (${started}): ${reason}`,
	importNotSaved: (count: number) =>
		plural('de', count, {
			one: 'Das Speichern ist mittendrin fehlgeschlagen: # Partie der Datei wurde nicht importiert (die oben gezählten schon). Die Datei noch einmal importieren, um sie hinzuzufügen; die schon vorhandenen Partien werden übersprungen.',
			other:
				'Das Speichern ist mittendrin fehlgeschlagen: # Partien der Datei wurden nicht importiert (die oben gezählten schon). Die Datei noch einmal importieren, um sie hinzuzufügen; die schon vorhandenen Partien werden übersprungen.'
		}),
	importProgress: (done: number, all: number) =>
		plural('de', all, {
			one: `Import läuft: ${formatNumber('de', done)} von # Partie gespeichert …`,
			other: `Import läuft: ${formatNumber('de', done)} von # Partien gespeichert …`
		}),
	refusedUnnamed: (position: number) => `Partie ${position} der Datei`,
	refusedUndated: 'Beginn unbekannt',
	restoredAsCopy:
		'Die Partie ist als Kopie zurück: Nach dem Löschen kam eine Partie mit derselben Kennung dazu, und die bleibt, wie sie ist.',
	restoreFailed:
		'Die Partie ließ sich nicht zurückholen, weil das Speichern fehlschlug. Sie bleibt hier bereit: Tippe noch einmal auf „Rückgängig“.',
	splitHere: 'Kopie dieses Handys',
	splitThere: 'Kopie des anderen Handys',
	lastChange: (when: string) => `Zuletzt geändert: ${when}`,
	chooseSplit: 'Auswählen, welche bleibt',
	atTurn: (turn: number) => `Zug ${turn}`,
	finishedShort: 'beendet',
	undoKeptOther: (standing: string, when: string) =>
		`Rückgängig: Kopie dieses Handys zurückholen (${standing}, geändert ${when})`,
	undoKeptThis: (standing: string, when: string) =>
		`Rückgängig: Kopie des anderen Handys zurückholen (${standing}, geändert ${when})`,
	undoImport: (standing: string, when: string) =>
		`Rückgängig: Kopie dieses Handys von vor dem Import zurückholen (${standing}, geändert ${when})`,
	recentlyDeleted: 'Kürzlich gelöscht',
	setAsideNote:
		'Was eine Entscheidung ersetzt hat, bleibt 30 Tage auf diesem Handy und wird dann entfernt. In Sicherungen, Exporten und Statistiken ist es nicht enthalten.',
	deletedAt: (when: string) => `Gelöscht: ${when}`,
	setAsideAt: (when: string) => `Beiseitegelegt: ${when}`,
	damagedCopy: 'Ein beschädigter Eintrag',
	bringBack: 'Zurückholen',
	forget: 'Endgültig entfernen',
	bringBackFailed:
		'Das ließ sich nicht zurückholen: Das Speichern schlug fehl. Versuche es noch einmal.',
	gamesHeading: 'Partien',
	newGame: 'Neue Partie',
	noGames: 'Noch keine Partien. Leg eine an, wenn du dich zum Spielen hinsetzt.',
	inProgress: 'Laufend',
	finishedGames: 'Beendet',
	status_setup: 'Im Aufbau',
	status_playing: (turn: number, pass: number, passes: number) =>
		`Zug ${turn}, Durchgang ${pass} von ${passes}`,
	status_harvest: 'Schlussernte',
	status_winner: (names: string) => `Gewonnen: ${names}`,
	startedOn: (date: string) => `Begonnen ${date}`,
	resume: 'Fortsetzen',
	open: 'Öffnen',
	deleteGame: 'Löschen',
	deleteConfirm: (names: string) => `Die Partie von ${names} löschen?`,
	deleteYes: 'Ja, löschen',
	deleted: 'Partie gelöscht.',
	undoDelete: 'Rückgängig',
	exportAll: 'Alle Partien exportieren',
	importGames: 'Partien aus einer Datei importieren',
	importDone: (added: number, skipped: number) =>
		skipped === 0
			? `${plural('de', added, { one: '# Partie', other: '# Partien' })} importiert.`
			: `${plural('de', added, { one: '# Partie', other: '# Partien' })} importiert; ${plural('de', skipped, { one: '# war', other: '# waren' })} schon da und ${plural('de', skipped, { one: 'bleibt', other: 'bleiben' })} unverändert.`,
	importFailed: 'Nichts wurde importiert:',
	'import_too-large': 'Die Datei ist zu groß für einen Bean-Referee-Export.',
	'import_damaged-json': 'Die Datei ist beschädigt (kein vollständiges JSON).',
	'import_wrong-format': 'Das ist keine Partien-Datei von Bean Referee.',
	'import_unsupported-version': 'Die Datei stammt aus einer neueren Version der App.',
	'import_no-games': 'Die Datei enthält keine Partien.',
	'import_bad-game': 'Eine Partie in der Datei ist unvollständig.',
	'import_duplicate-game': 'Die Datei enthält dieselbe Partie zweimal.',
	'import_unknown-edition': 'Eine Partie nutzt eine Ausgabe, die diese App nicht kennt.',
	'import_bad-options': 'Eine Partie hat Optionen, die ihre Ausgabe nicht hat.',
	'import_bad-player-count': 'Eine Partie hat eine Spielerzahl, die ihre Ausgabe nicht erlaubt.',
	'import_bad-player-name': 'Eine Partie hat einen leeren, zu langen oder doppelten Namen.',
	'import_bad-start-player': 'Eine Partie nennt einen Startspieler, der nicht am Tisch sitzt.',
	'import_negative-count': 'Eine Partie enthält eine negative Zahl.',
	'import_unknown-event-type': 'Eine Partie enthält einen Eintrag, den diese App nicht kennt.',
	'import_bad-event': 'Eine Partie enthält einen beschädigten Eintrag.',
	'import_impossible-event':
		'Das Protokoll einer Partie geht nicht auf (ein Eintrag ist dort unmöglich).',
	'import_not-saved': 'Das Speichern ist fehlgeschlagen.',
	statsHeading: 'Statistik',
	statsEmpty: 'Beende eine Partie, um die Statistik zu sehen.',
	statsGroup: (edition: string, games: number) =>
		`${edition}: ${plural('de', games, { one: '# Partie', other: '# Partien' })}`,
	winsHeader: 'Siege',
	averageWinning: (score: number) =>
		`Siegerpunkte im Schnitt: ${plural('de', score, { one: '# Taler', other: '# Taler' })}`,
	showMore: 'Mehr Partien zeigen',
	listedOf: (shown: number, total: number) =>
		`${plural('de', shown, { other: '#' })} von ${plural('de', total, { one: '# Partie', other: '# Partien' })}`
};

export default messages;
