// The hand-off area's messages in English.
import { plural } from '../../format';

const messages = {
	sendHeading: 'Send this game',
	codeIntro:
		'On the other phone, open Bean Referee, tap “Scan a game from another phone” and point its camera at this code.',
	codePart: (part: number, parts: number) => `Code ${part} of ${parts}`,
	pauseCodes: 'Pause',
	resumeCodes: 'Go on',
	nextCode: 'Next code',
	brighter:
		'Turn this screen’s brightness up and hold it still. The codes repeat until the other phone has every one.',
	fileHeading: 'No camera? Send a file',
	fileIntro:
		'The other phone opens the file with Bean Referee, or imports it on its Games page, and plays on from here.',
	sendFile: 'Send as a file',
	fileShared: 'Sent. Open it on the other phone.',
	fileSaved: 'Saved as a file. Open it on the other phone.',
	sendFailed: 'This game could not be read, so nothing was sent.',
	close: 'Close',
	scanHeading: 'Scan a game',
	scanIntro:
		'On the other phone, open the game and tap “Send this game to another phone”, then point this camera at its code.',
	scanProgress: (received: number, total: number) => `${received} of ${total}`,
	/** The codes still missing by number (a list of numbers), how many they are, of how many. */
	scanMissing: (parts: string, count: number, total: number) =>
		plural('en', count, {
			one: `Code ${parts} of ${total} is missing.`,
			other: `Codes ${parts} of ${total} are missing.`
		}),
	scanStop: 'Stop',
	scanAgain: 'Scan again',
	'scan_not-a-game': 'That code is not a Bean Referee game.',
	scan_damaged: 'That code was misread or is damaged. Keep the camera on the codes: they repeat.',
	'scan_newer-version':
		'That game comes from a newer version of Bean Referee. Update this app (reload it while online), then scan again.',
	'scan_other-game':
		'That code belongs to another game than the one being scanned. Scan one game at a time.',
	scan_incomplete: (missing: number) =>
		plural('en', missing, {
			one: '# code is still missing. Scan again to get it.',
			other: '# codes are still missing. Scan again to get them.'
		}),
	'scan_camera-refused':
		'The camera may not be used: allow it in the browser’s site settings, or use a file.',
	'scan_camera-missing': 'No camera can be used here.',
	fileFallback:
		'Instead, the other phone can send the game as a file (“No camera? Send a file”); open it here.',
	importFile: 'Import the game file',
	/** Shown after a few seconds of the camera without a readable code. */
	scanHint:
		'No code read yet: hold this phone closer to the code and keep it still, and turn the other phone’s brightness up.',
	scanNew: 'The game is here. It is new on this phone.',
	scanSame: 'This game was already here, exactly the same: nothing changed.',
	scanCaughtUp: (turns: number) =>
		plural('en', turns, {
			one: 'This phone’s copy of the game caught up by # turn.',
			other: 'This phone’s copy of the game caught up by # turns.'
		}),
	scanCaughtUpEntries:
		'This phone’s copy of the game caught up: the same turn, with the entries it was missing.',
	scanAhead: 'This phone already had more of this game: it stays as it is.',
	openGame: 'Open the game',
	openGames: 'Go to the games',
	atTurn: (turn: number) => `Turn ${turn}`,
	finished: 'Finished',
	divergedHeading: 'This game went two ways',
	divergedIntro: (shared: number) =>
		plural('en', shared, {
			one: 'Both phones played on after # shared entry. Both versions are kept for now: which do you want?',
			other:
				'Both phones played on after # shared entries. Both versions are kept for now: which do you want?'
		}),
	thisPhone: 'This phone',
	otherPhone: 'The other phone',
	moves: (count: number) =>
		plural('en', count, { one: '# entry of its own', other: '# entries of its own' }),
	keepHere: 'Keep this phone’s',
	keepThere: 'Keep the other phone’s',
	keepBoth: 'Keep both',
	keptHere: 'Kept this phone’s version.',
	keptThere: 'Kept the other phone’s version.',
	keptBoth: 'Both are kept, the other phone’s as a copy.',
	undoKeep: 'Undo',
	keepUndone: 'Undone: both versions are kept, the other phone’s as a copy.',
	keptLater:
		'The version set aside stays on this phone for 30 days: its game on the games list can bring it back too. It is not in backups.',
	undoKeepFailed: 'That could not be undone: saving failed. Try again.',
	keepFailed: 'That could not be saved; both versions are still here.'
};

export type Messages = typeof messages;
export default messages;
