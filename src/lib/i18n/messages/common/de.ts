// The common area's messages in German.
import type { Translation } from '../../define';
import { plural } from '../../format';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	appName: 'Bean Referee',
	tagline:
		'Der Schiedsrichter neben deinen Bohnanza-Karten: Erträge, Aufbau, Stapeldurchgänge und wer gewinnt.',
	notFoundHeading: 'Diese Seite gibt es nicht',
	notFoundText:
		'Die Adresse ist vielleicht vertippt oder stammt aus einer älteren Version der App. Deine Partien sind davon nicht betroffen.',
	notFoundHome: 'Zur Startseite',
	errorHeading: 'Etwas ist schiefgegangen',
	skipToContent: 'Zum Inhalt springen',
	mainNavigation: 'Hauptmenü',
	navHome: 'Start',
	navCalculator: 'Rechner',
	homeCalculatorBlurb:
		'Was ist dieses Feld wert? Wie viele Karten noch bis zum nächsten Taler? Darf ich diese einzelne Bohne ernten?',
	navGames: 'Partien',
	homeGamesBlurb:
		'Eine Partie am Tisch begleiten: Aufbau, Züge, Stapeldurchgänge, Ende und Sieger.',
	navTeach: 'Lernen',
	homeTeachBlurb:
		'Kindern My First Bohnanza Schritt für Schritt beibringen und jede Ausgabe lernen.',
	navSettings: 'Einstellungen',
	homeHeading: 'Was brauchst du am Tisch?',
	homeSettingsBlurb:
		'Sprache, heller oder dunkler Bildschirm und wie deine Daten aufbewahrt werden.',
	scanGame: 'Partie von einem anderen Handy scannen',
	homeOffline: 'Funktioniert ohne Netz, sobald die App einmal geöffnet wurde.',
	settingsHeading: 'Einstellungen',
	languageHeading: 'Sprache',
	languageHint: 'Zuerst vom Browser übernommen; was du hier wählst, wird gemerkt.',
	themeHeading: 'Bildschirm',
	themeSystem: 'Wie das Gerät',
	themeLight: 'Hell',
	themeDark: 'Dunkel',
	themeBlack: 'Echtes Schwarz (für lange Partien im Dunkeln)',
	speechHeading: 'Vorlesen',
	speechReady:
		'Die Lernkarten haben einen Knopf „Vorlesen“: Dieses Gerät hat eine Stimme für diese Sprache.',
	speechNoSynthesis:
		'Die Lernkarten haben hier keinen Knopf „Vorlesen“: Dieser Browser kann nicht sprechen (ihm fehlt die Sprachausgabe). Ein anderer Browser kann es vielleicht.',
	speechNoVoice:
		'Die Lernkarten haben hier keinen Knopf „Vorlesen“: Dieses Gerät hat keine Stimme für diese Sprache. Wer in den Sprach- oder Sprachausgabe-Einstellungen des Geräts eine hinzufügt, bekommt den Knopf zurück.',
	storageHeading: 'Deine Daten',
	storageWhere:
		'Deine Partien, Gruppen und Einstellungen bleiben in diesem Browser, auf diesem Gerät. Die App hat keinen Server und sendet nichts, außer was du selbst teilst.',
	storagePersisted: 'Dieser Browser behält die Daten der App auch bei knappem Speicher.',
	storageNotPersisted:
		'Dieser Browser löscht die Daten der App vielleicht nach langer Nichtbenutzung oder bei knappem Speicher. Exportiere deine Partien ab und zu.',
	storageUnknown: 'Dieser Browser sagt nicht, ob er die Daten der App behält.',
	storageUnavailable:
		'Dieser Browser lässt die App nichts speichern (privater Modus oder gesperrter Speicher). Nachschlagen geht, gespeichert wird nichts.',
	storageFull:
		'Der Speicher des Geräts ist voll: Die letzte Änderung wurde nicht gespeichert. Schaffe Platz und versuche es erneut. Alles vorher Gespeicherte ist noch da.',
	storageFailed:
		'Speichern fehlgeschlagen: Die letzte Änderung wurde nicht gespeichert. Alles vorher Gespeicherte ist noch da.',
	dismiss: 'Schließen',
	updateReady: 'Eine neue Version von Bean Referee ist bereit.',
	updateReload: 'Neu laden',
	updateLater: 'Später',
	offlineReady: 'Bereit für die Nutzung ohne Netz.',
	creditsHeading: 'Über die App',
	credits:
		'Bohnanza ist ein Spiel von Uwe Rosenberg, erschienen bei AMIGO Spiele und auf Englisch bei Rio Grande Games. Bean Referee ist eine inoffizielle Hilfe von Fans; sie verwendet keine Kartenbilder und erklärt die Regeln mit eigenen Worten.',
	saved: 'Gespeichert',
	storageUsed: (size: string) => `Die Daten der App belegen auf diesem Gerät etwa ${size}.`,
	navQuestions: 'Regelfragen',
	homeQuestionsBlurb:
		'Darf ich ertauschte Karten weitergeben? Darf Ben in meinem Zug ernten? Regelfragen, je Ausgabe beantwortet.',
	menu: 'Menü',
	resumeHeading: 'Laufende Partie',
	resumeAction: (edition: string) => `Weiterspielen: ${edition}`,
	resumeDamaged: 'Partie fortsetzen (ihre gespeicherte Übersicht ist beschädigt)',
	resumeSetup: 'Wird aufgebaut',
	resumeTurn: (turn: number, pass: number, passes: number) =>
		`Zug ${turn} · Durchgang ${pass} von ${passes}`,
	storageInterrupted:
		'Die Verbindung zum Speicher des Geräts ist abgerissen: Die letzte Änderung wurde nicht gespeichert. Lade die Seite neu und versuche es dann noch einmal. Alles bisher Gespeicherte ist noch da.',
	databaseVanished:
		'Die gespeicherten Partien der App wurden aus dem Speicher dieses Geräts entfernt (von einem anderen Tab oder beim Löschen der Websitedaten durch den Browser): Die letzte Änderung wurde nicht gespeichert. Eine geöffnete Partie kann noch wieder gespeichert oder heruntergeladen werden.',
	storageWaiting:
		'Warte auf den Speicher des Geräts: Ein anderer Bean-Referee-Tab hält ihn fest. Schließe den anderen Bean-Referee-Tab (oder lade ihn neu); nichts wird als erledigt angezeigt, bevor es gespeichert ist.',
	backupNow: 'Jetzt eine Sicherung herunterladen',
	backupHint:
		'Die Sicherung enthält jede Partie, an die die App noch herankommt. Bewahre die Datei auf: Auf der Seite „Partien“ kannst du sie später importieren.',
	backupNothing: 'Noch keine Partie zum Sichern.',
	databaseLost:
		'Die auf diesem Gerät gespeicherten Partien sind weg: Der Browser hat den Speicher dieser App gelöscht oder ersetzt. Wenn du eine Sicherungsdatei hast, stelle sie jetzt wieder her.',
	databaseDamaged:
		'Der Browser kann die auf diesem Gerät gespeicherten Partien nicht lesen: Er meldet seinen Speicher als beschädigt. Wenn du eine Sicherungsdatei hast, stelle sie jetzt wieder her.',
	databaseLostGame:
		'Diese Partie war auf diesem Gerät gespeichert, aber der Browser hat die gespeicherten Partien der App nicht mehr (sein Speicher wurde gelöscht oder ist beschädigt). Wenn du eine Sicherungsdatei hast, stelle sie wieder her.',
	restoreBackup: 'Aus einer Sicherungsdatei wiederherstellen',
	startAfresh: 'Neu anfangen',
	copyOffer: (games: number) =>
		plural('de', games, {
			one: 'Eine zweite Kopie von # Partie liegt auf diesem Gerät, getrennt vom Speicher, der sie verloren hat. Von dort wiederherstellen?',
			other:
				'Eine zweite Kopie von # Partien liegt auf diesem Gerät, getrennt vom Speicher, der sie verloren hat. Alle von dort wiederherstellen?'
		}),
	copyGame: (edition: string, players: string, date: string, entries: number) =>
		`${edition}: ${players} · ${date} · ${plural('de', entries, { one: '# Eintrag', other: '# Einträge' })}`,
	copyTorn: (line: string) =>
		`Zeile ${line} der Kopie wurde beim Schreiben abgeschnitten (oder ist beschädigt): Sie bleibt weg, mit allem danach.`,
	copyRestore: 'Aus der zweiten Kopie wiederherstellen',
	copyRestored: (games: number) =>
		plural('de', games, {
			one: '# Partie wiederhergestellt.',
			other: '# Partien wiederhergestellt.'
		}),
	copyNotRestored:
		'Die Partien konnten nicht wiederhergestellt werden: Nichts wurde geändert. Versuchen Sie es erneut oder laden Sie eine Sicherung herunter.',
	colon: ': '
};

export default messages;
