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
		'Das ließ sich nicht zurückholen: Das Speichern schlug fehl. Versuche es noch einmal.'
};

export default messages;
