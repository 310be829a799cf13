// The common area's messages in English.
import { plural } from '../../format';

const messages = {
	appName: 'Bean Referee',
	tagline:
		'The referee beside your Bohnanza cards: harvest values, setup, deck passes and who wins.',
	notFoundHeading: 'This page does not exist',
	notFoundText:
		'The address may be mistyped or come from an older version of the app. Your games are not affected.',
	notFoundHome: 'Go to the home page',
	errorHeading: 'Something went wrong',
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
	scanGame: 'Scan a game from another phone',
	homeOffline: 'Works without a network once it has been opened.',
	settingsHeading: 'Settings',
	languageHeading: 'Language',
	languageHint: 'Chosen from your browser at first; your choice here is remembered.',
	themeHeading: 'Screen',
	themeSystem: 'Follow the device',
	themeLight: 'Light',
	themeDark: 'Dark',
	themeBlack: 'True black (for long games in the dark)',
	speechHeading: 'Read aloud',
	speechReady:
		'The teaching cards have a “Read aloud” button: this device has a voice for this language.',
	speechNoSynthesis:
		'The teaching cards have no “Read aloud” button here: this browser cannot speak (it has no speech synthesis). Another browser may.',
	speechNoVoice:
		'The teaching cards have no “Read aloud” button here: this device has no voice for this language. Adding one in the device’s speech or language settings brings the button back.',
	storageHeading: 'Your data',
	storageWhere:
		'Your games, groups and settings are kept in this browser, on this device. The app has no server and sends nothing, except what you share yourself.',
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
	storageUsed: (size: string) => `The app’s data takes about ${size} on this device.`,
	navQuestions: 'Ask the referee',
	homeQuestionsBlurb:
		'May I trade the cards I just got? Can Ben harvest on my turn? Rules questions, answered per edition.',
	menu: 'Menu',
	resumeHeading: 'Game in progress',
	resumeAction: (edition: string) => `Continue: ${edition}`,
	resumeDamaged: 'Continue the game (its stored summary is damaged)',
	resumeSetup: 'Being set up',
	resumeTurn: (turn: number, pass: number, passes: number) =>
		`Turn ${turn} · pass ${pass} of ${passes}`,
	storageInterrupted:
		'The connection to the device’s storage was lost: the last change was not saved. Reload the page, then try again. Everything saved before is still there.',
	databaseVanished:
		'The app’s saved games were removed from this device’s storage (by another tab, or the browser clearing its data): the last change was not saved. A game open on screen can still be saved again or downloaded.',
	storageWaiting:
		'Waiting for the device’s storage: another Bean Referee tab is holding it. Close the other Bean Referee tab (or reload it); nothing is shown as done until it is saved.',
	backupNow: 'Download a backup now',
	backupHint:
		'The backup holds every game the app can still reach. Keep the file: the Games page can import it later.',
	backupNothing: 'There is no game to back up yet.',
	databaseLost:
		'The games saved on this device are gone: the browser’s storage for this app was cleared or replaced. If you have a backup file, restore it now.',
	databaseDamaged:
		'The browser cannot read the games saved on this device: it reports its storage as damaged. If you have a backup file, restore it now.',
	databaseLostGame:
		'This game was saved on this device, but the browser no longer has the app’s saved games (its storage was cleared or damaged). If you have a backup file, restore it.',
	restoreBackup: 'Restore from a backup file',
	startAfresh: 'Start afresh',
	/** Between a label and what it names (“Menu: Calculator”); French puts a no-break space before the colon. */
	copyOffer: (games: number) =>
		plural('en', games, {
			one: 'A second copy of # game is kept on this device, apart from the storage that lost it. Restore it from there?',
			other:
				'A second copy of # games is kept on this device, apart from the storage that lost them. Restore every one from there?'
		}),
	copyGame: (edition: string, players: string, date: string, entries: number) =>
		`${edition}: ${players} · ${date} · ${plural('en', entries, { one: '# entry', other: '# entries' })}`,
	copyTorn: (line: string) =>
		`Line ${line} of the copy was cut off while being written (or is damaged): it is left out, with anything after it.`,
	copyRestore: 'Restore from the second copy',
	copyRestored: (games: number) =>
		plural('en', games, { one: 'Restored # game.', other: 'Restored # games.' }),
	copyNotRestored:
		'The games could not be restored: nothing was changed. Try again, or download a backup.',
	colon: ': '
};

export type Messages = typeof messages;
export default messages;
