// The hand-off area's messages in German.
import { plural } from '../../format';
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	sendHeading: 'Diese Partie weitergeben',
	codeIntro:
		'Auf dem anderen Handy Bean Referee öffnen, „Partie von einem anderen Handy scannen“ tippen und die Kamera auf diesen Code richten.',
	codePart: (part: number, parts: number) => `Code ${part} von ${parts}`,
	pauseCodes: 'Anhalten',
	resumeCodes: 'Weiter',
	nextCode: 'Nächster Code',
	brighter:
		'Stelle diesen Bildschirm heller und halte ihn still. Die Codes wiederholen sich, bis das andere Handy alle hat.',
	fileHeading: 'Keine Kamera? Als Datei senden',
	fileIntro:
		'Das andere Handy öffnet die Datei mit Bean Referee oder importiert sie auf seiner Seite „Partien“ und spielt von hier aus weiter.',
	sendFile: 'Als Datei senden',
	fileShared: 'Gesendet. Öffne sie auf dem anderen Handy.',
	fileSaved: 'Als Datei gespeichert. Öffne sie auf dem anderen Handy.',
	sendFailed: 'Diese Partie konnte nicht gelesen werden, daher wurde nichts gesendet.',
	close: 'Schließen',
	scanHeading: 'Partie scannen',
	scanIntro:
		'Auf dem anderen Handy die Partie öffnen und „Diese Partie an ein anderes Handy geben“ tippen, dann diese Kamera auf den Code richten.',
	scanMissing: (parts: string, count: number, total: number) =>
		plural('de', count, {
			one: `Code ${parts} von ${total} fehlt noch.`,
			other: `Codes ${parts} von ${total} fehlen noch.`
		}),
	scanProgress: (received: number, total: number) => `${received} von ${total}`,
	scanStop: 'Anhalten',
	scanAgain: 'Weiter scannen',
	'scan_not-a-game': 'Dieser Code ist keine Partie von Bean Referee.',
	scan_damaged:
		'Dieser Code wurde falsch gelesen oder ist beschädigt. Die Kamera auf den Codes lassen: Sie wiederholen sich.',
	'scan_newer-version':
		'Diese Partie stammt aus einer neueren Version von Bean Referee. Diese App aktualisieren (online neu laden) und erneut scannen.',
	'scan_other-game':
		'Dieser Code gehört zu einer anderen Partie als der, die gerade gescannt wird. Eine Partie nach der anderen scannen.',
	scan_incomplete: (missing: number) =>
		plural('de', missing, {
			one: '# Code fehlt noch. Weiter scannen, um ihn zu bekommen.',
			other: '# Codes fehlen noch. Weiter scannen, um sie zu bekommen.'
		}),
	'scan_camera-refused':
		'Die Kamera darf nicht benutzt werden: In den Website-Einstellungen des Browsers erlauben oder eine Datei nehmen.',
	'scan_camera-missing': 'Hier kann keine Kamera benutzt werden.',
	fileFallback:
		'Stattdessen kann das andere Handy die Partie als Datei senden („Keine Kamera? Als Datei senden“); hier öffnen.',
	importFile: 'Partiedatei importieren',
	scanHint:
		'Noch kein Code gelesen: Dieses Handy näher an den Code halten und ruhig halten, und auf dem anderen Handy die Helligkeit hochdrehen.',
	scanNew: 'Die Partie ist da. Sie ist neu auf diesem Handy.',
	scanSame: 'Diese Partie war schon da, genau gleich: Nichts hat sich geändert.',
	scanCaughtUp: (turns: number) =>
		plural('de', turns, {
			one: 'Die Partie auf diesem Handy hat # Zug aufgeholt.',
			other: 'Die Partie auf diesem Handy hat # Züge aufgeholt.'
		}),
	scanCaughtUpEntries:
		'Die Partie auf diesem Handy hat aufgeholt: derselbe Zug, mit den Einträgen, die ihr fehlten.',
	scanAhead: 'Dieses Handy hatte schon mehr von dieser Partie: Sie bleibt, wie sie ist.',
	openGame: 'Partie öffnen',
	openGames: 'Zu den Partien',
	atTurn: (turn: number) => `Zug ${turn}`,
	finished: 'Beendet',
	divergedHeading: 'Diese Partie ging zwei Wege',
	divergedIntro: (shared: number) =>
		plural('de', shared, {
			one: 'Beide Handys haben nach # gemeinsamen Eintrag weitergespielt. Vorerst bleiben beide Fassungen: Welche wollt ihr?',
			other:
				'Beide Handys haben nach # gemeinsamen Einträgen weitergespielt. Vorerst bleiben beide Fassungen: Welche wollt ihr?'
		}),
	thisPhone: 'Dieses Handy',
	otherPhone: 'Das andere Handy',
	moves: (count: number) =>
		plural('de', count, { one: '# eigener Eintrag', other: '# eigene Einträge' }),
	keepHere: 'Die dieses Handys behalten',
	keepThere: 'Die des anderen Handys behalten',
	keepBoth: 'Beide behalten',
	keptHere: 'Die Fassung dieses Handys bleibt.',
	keptThere: 'Die Fassung des anderen Handys bleibt.',
	keptBoth: 'Beide bleiben, die des anderen Handys als Kopie.',
	undoKeep: 'Rückgängig',
	keepUndone: 'Rückgängig gemacht: Beide Fassungen bleiben, die des anderen Handys als Kopie.',
	keptLater:
		'Die beiseitegelegte Fassung bleibt 30 Tage auf diesem Handy: Auch ihr Spiel in der Spieleliste holt sie zurück. In Sicherungen ist sie nicht enthalten.',
	undoKeepFailed:
		'Das ließ sich nicht rückgängig machen: Das Speichern ist fehlgeschlagen. Noch einmal versuchen.',
	keepFailed: 'Das konnte nicht gespeichert werden; beide Fassungen sind noch da.'
};

export default messages;
