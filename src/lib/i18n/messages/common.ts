import { defineMessages } from '../define';

/** The shell, the home page and the settings page. */
export const common = defineMessages({
	en: {
		appName: 'Bean Referee',
		tagline:
			'The referee beside your Bohnanza cards: harvest values, setup, deck passes and who wins.',
		skipToContent: 'Skip to content',
		mainNavigation: 'Main',
		navHome: 'Home',
		navCalculator: 'Calculator',
		homeCalculatorBlurb:
			'What is this field worth? How many more for the next coin? May I harvest this single bean?',
		navGames: 'Games',
		homeGamesBlurb: 'Track a game at the table: setup, turns, deck passes, the end and who wins.',
		navTeach: 'Teach',
		homeTeachBlurb: 'Teach children My First Bohnanza step by step, and learn any edition.',
		navSettings: 'Settings',
		homeHeading: 'What do you need at the table?',
		homeSettingsBlurb: 'Language, light or dark screen, and how your data is kept.',
		homeOffline: 'Works without a network once it has been opened.',
		settingsHeading: 'Settings',
		languageHeading: 'Language',
		languageHint: 'Chosen from your browser at first; your choice here is remembered.',
		themeHeading: 'Screen',
		themeSystem: 'Follow the device',
		themeLight: 'Light',
		themeDark: 'Dark',
		themeBlack: 'True black (for long games in the dark)',
		storageHeading: 'Your data',
		storagePersisted: 'This browser keeps the app’s data even when space runs low.',
		storageNotPersisted:
			'This browser may clear the app’s data after a long time without use or when space runs low. Export your games now and then.',
		storageUnknown: 'This browser does not say whether it keeps the app’s data.',
		storageUnavailable:
			'This browser does not let the app store anything (private mode or blocked storage). You can look things up, but nothing will be saved.',
		storageFull:
			'The device’s storage is full: the last change was not saved. Free some space, then try again. Everything saved before is still there.',
		storageFailed:
			'Saving failed: the last change was not saved. Everything saved before is still there.',
		dismiss: 'Dismiss',
		updateReady: 'A new version of Bean Referee is ready.',
		updateReload: 'Reload',
		updateLater: 'Later',
		offlineReady: 'Ready to work offline.',
		creditsHeading: 'About',
		credits:
			'Bohnanza is a game by Uwe Rosenberg, published by AMIGO Spiele and, in English, by Rio Grande Games. Bean Referee is an unofficial fan-made helper; it uses no card art and explains the rules in its own words.',
		saved: 'Saved',
		navQuestions: 'Ask the referee',
		homeQuestionsBlurb:
			'May I trade the cards I just got? Can Ben harvest on my turn? Rules questions, answered per edition.'
	},
	de: {
		appName: 'Bean Referee',
		tagline:
			'Der Schiedsrichter neben deinen Bohnanza-Karten: Erträge, Aufbau, Stapeldurchgänge und wer gewinnt.',
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
		homeOffline: 'Funktioniert ohne Netz, sobald die App einmal geöffnet wurde.',
		settingsHeading: 'Einstellungen',
		languageHeading: 'Sprache',
		languageHint: 'Zuerst vom Browser übernommen; was du hier wählst, wird gemerkt.',
		themeHeading: 'Bildschirm',
		themeSystem: 'Wie das Gerät',
		themeLight: 'Hell',
		themeDark: 'Dunkel',
		themeBlack: 'Echtes Schwarz (für lange Partien im Dunkeln)',
		storageHeading: 'Deine Daten',
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
		navQuestions: 'Regelfragen',
		homeQuestionsBlurb:
			'Darf ich ertauschte Karten weitergeben? Darf Ben in meinem Zug ernten? Regelfragen, je Ausgabe beantwortet.'
	},
	fr: {
		appName: 'Bean Referee',
		tagline:
			'L’arbitre à côté de vos cartes Bohnanza : gains, mise en place, tours de pioche et vainqueur.',
		skipToContent: 'Aller au contenu',
		mainNavigation: 'Menu principal',
		navHome: 'Accueil',
		navCalculator: 'Calculateur',
		homeCalculatorBlurb:
			'Combien vaut ce champ ? Combien de cartes avant la prochaine pièce ? Puis-je récolter ce haricot seul ?',
		navGames: 'Parties',
		homeGamesBlurb:
			'Suivre une partie à table : mise en place, tours, passages de la pioche, fin et vainqueur.',
		navTeach: 'Apprendre',
		homeTeachBlurb:
			'Apprenez My First Bohnanza aux enfants étape par étape, et découvrez chaque édition.',
		navSettings: 'Réglages',
		homeHeading: 'De quoi avez-vous besoin à table ?',
		homeSettingsBlurb: 'Langue, écran clair ou sombre, et conservation de vos données.',
		homeOffline: 'Fonctionne sans réseau une fois l’application ouverte.',
		settingsHeading: 'Réglages',
		languageHeading: 'Langue',
		languageHint: 'D’abord celle du navigateur ; votre choix ici est mémorisé.',
		themeHeading: 'Écran',
		themeSystem: 'Comme l’appareil',
		themeLight: 'Clair',
		themeDark: 'Sombre',
		themeBlack: 'Noir intégral (pour les longues parties dans le noir)',
		storageHeading: 'Vos données',
		storagePersisted:
			'Ce navigateur conserve les données de l’application même quand la place manque.',
		storageNotPersisted:
			'Ce navigateur peut effacer les données de l’application après une longue inactivité ou quand la place manque. Exportez vos parties de temps en temps.',
		storageUnknown: 'Ce navigateur n’indique pas s’il conserve les données de l’application.',
		storageUnavailable:
			'Ce navigateur ne permet pas à l’application d’enregistrer (navigation privée ou stockage bloqué). Vous pouvez consulter, mais rien ne sera enregistré.',
		storageFull:
			'La mémoire de l’appareil est pleine : la dernière modification n’a pas été enregistrée. Libérez de la place puis réessayez. Tout ce qui était enregistré avant est toujours là.',
		storageFailed:
			'L’enregistrement a échoué : la dernière modification n’a pas été enregistrée. Tout ce qui était enregistré avant est toujours là.',
		dismiss: 'Fermer',
		updateReady: 'Une nouvelle version de Bean Referee est prête.',
		updateReload: 'Recharger',
		updateLater: 'Plus tard',
		offlineReady: 'Prêt à fonctionner hors ligne.',
		creditsHeading: 'À propos',
		credits:
			'Bohnanza est un jeu d’Uwe Rosenberg, édité par AMIGO Spiele et, en anglais, par Rio Grande Games. Bean Referee est une aide non officielle faite par des fans ; il n’utilise aucune illustration des cartes et explique les règles avec ses propres mots.',
		saved: 'Enregistré',
		navQuestions: 'Questions de règles',
		homeQuestionsBlurb:
			'Puis-je réchanger les cartes reçues ? Ben peut-il récolter pendant mon tour ? Les réponses, édition par édition.'
	}
});
