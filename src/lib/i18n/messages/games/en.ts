// The games area's messages in English: the games list (its headings, statuses, summary,
// deleting, importing and undo). Words the list shares with the game screen are in the tracker area.
import { plural, formatNumber } from '../../format';

const messages = {
	statsAll: 'Statistics and plots per group and player',
	statsMore: 'More on these players',
	'import_bad-note': 'a game’s note is not text of at most 500 characters.',
	'import_bad-corrections': 'the players’ name corrections in the file are damaged.',
	note: 'Note',
	noteShown: 'Note:',
	addNote: 'Add a note',
	editNote: 'Edit the note',
	saveNote: 'Save the note',
	cancelNote: 'Cancel',
	noteHint: 'Who brought which edition, where you played…',
	noteTooLong: 'The note is longer than 500 characters: nothing was saved.',
	noteNotSaved: 'Saving failed: the note is as it was.',
	importTooLarge: (max: number) =>
		`the file is larger than ${plural('en', max, { one: '# character', other: '# characters' })}, the most a browser can read at once.`,
	importUnreadable: 'the file could not be read (it may have been moved or changed meanwhile).',
	'import_bad-id': 'a game’s id is damaged (an id has 1 to 64 letters A–Z, digits, “-” or “_”).',
	importAdded: (count: number) =>
		plural('en', count, { one: 'Imported # game.', other: 'Imported # games.' }),
	importSame: (count: number) =>
		plural('en', count, {
			one: '# game was already here, exactly the same.',
			other: '# games were already here, exactly the same.'
		}),
	importExtended: (count: number) =>
		plural('en', count, {
			one: '# game here continues with the file’s longer log.',
			other: '# games here continue with the file’s longer logs.'
		}),
	importKeptLonger: (count: number) =>
		plural('en', count, {
			one: '# game here already has more entries than the file and stays as it is.',
			other: '# games here already have more entries than the file and stay as they are.'
		}),
	importCopied: (count: number) =>
		plural('en', count, {
			one: '# game in the file went another way than the one here with the same id: both are kept, the file’s as a copy.',
			other:
				'# games in the file went another way than the ones here with the same ids: both are kept, the file’s as copies.'
		}),
	'import_bad-version': 'the file’s version is damaged (it is not a whole number).',
	importRefused: (count: number) =>
		plural('en', count, {
			one: '# game was not imported, and nothing of it was stored:',
			other: '# games were not imported, and nothing of them was stored:'
		}),
	/** A refused game: its players, when it started, and why it was refused. */
	refusedGame: (players: string, started: string, reason: string) =>
		`${players} (${started}): ${reason}`,
	/** Saving failed partway through a large file: the games counted above were stored, these not. */
	importNotSaved: (count: number) =>
		plural('en', count, {
			one: 'Saving failed partway: # game of the file was not imported (the ones counted above were). Import the file again to add it; the games already here are skipped.',
			other:
				'Saving failed partway: # games of the file were not imported (the ones counted above were). Import the file again to add them; the games already here are skipped.'
		}),
	importProgress: (done: number, all: number) =>
		plural('en', all, {
			one: `Importing: ${formatNumber('en', done)} of # game stored…`,
			other: `Importing: ${formatNumber('en', done)} of # games stored…`
		}),
	refusedUnnamed: (position: number) => `Game ${position} of the file`,
	refusedUndated: 'start unknown',
	restoredAsCopy:
		'The game is back as a copy: a game with the same id was added after the deletion and stays as it is.',
	restoreFailed:
		'The game could not be put back because saving failed. It stays ready here: try “Undo” again.',
	splitHere: 'This phone’s copy',
	splitThere: 'The other phone’s copy',
	lastChange: (when: string) => `Last change: ${when}`,
	chooseSplit: 'Choose which to keep',
	atTurn: (turn: number) => `Turn ${turn}`,
	finishedShort: 'finished',
	undoKeptOther: (standing: string, when: string) =>
		`Undo: bring back this phone’s copy (${standing}, changed ${when})`,
	undoKeptThis: (standing: string, when: string) =>
		`Undo: bring back the other phone’s copy (${standing}, changed ${when})`,
	undoImport: (standing: string, when: string) =>
		`Undo: bring back this phone’s copy from before the import (${standing}, changed ${when})`,
	recentlyDeleted: 'Recently deleted',
	setAsideNote:
		'What a choice replaced stays on this phone for 30 days, then it is removed. It is not in backups, exports or statistics.',
	deletedAt: (when: string) => `Deleted ${when}`,
	setAsideAt: (when: string) => `Set aside ${when}`,
	damagedCopy: 'A damaged record',
	bringBack: 'Bring back',
	forget: 'Remove for good',
	bringBackFailed: 'That could not be brought back: saving failed. Try again.',
	gamesHeading: 'Games',
	newGame: 'New game',
	noGames: 'No games yet. Start one when you sit down to play.',
	inProgress: 'In progress',
	finishedGames: 'Finished',
	status_setup: 'Setting up',
	status_playing: (turn: number, pass: number, passes: number) =>
		`Turn ${turn}, pass ${pass} of ${passes}`,
	status_harvest: 'Final harvest',
	status_winner: (names: string) => `Won by ${names}`,
	startedOn: (date: string) => `Started ${date}`,
	resume: 'Resume',
	open: 'Open',
	deleteGame: 'Delete',
	deleteConfirm: (names: string) => `Delete the game of ${names}?`,
	deleteYes: 'Yes, delete',
	deleted: 'Game deleted.',
	undoDelete: 'Undo',
	exportAll: 'Export all games',
	importGames: 'Import games from a file',
	importDone: (added: number, skipped: number) =>
		skipped === 0
			? `Imported ${plural('en', added, { one: '# game', other: '# games' })}.`
			: `Imported ${plural('en', added, { one: '# game', other: '# games' })}; ${plural('en', skipped, { one: '# was', other: '# were' })} already here and stay as they are.`,
	importFailed: 'Nothing was imported:',
	'import_too-large': 'the file is too large to be a Bean Referee export.',
	'import_damaged-json': 'the file is damaged (it is not complete JSON).',
	'import_wrong-format': 'this is not a Bean Referee games file.',
	'import_unsupported-version': 'the file comes from a newer version of the app.',
	'import_no-games': 'the file holds no games.',
	'import_bad-game': 'a game in the file is incomplete.',
	'import_duplicate-game': 'the file holds the same game twice.',
	'import_unknown-edition': 'a game uses an edition this app does not know.',
	'import_bad-options': 'a game has options its edition does not have.',
	'import_bad-player-count': 'a game has a player count its edition does not allow.',
	'import_bad-player-name': 'a game has an empty, too long or repeated player name.',
	'import_bad-start-player': 'a game names a start player who is not at the table.',
	'import_negative-count': 'a game holds a negative number.',
	'import_unknown-event-type': 'a game holds an entry this app does not know.',
	'import_bad-event': 'a game holds a damaged entry.',
	'import_impossible-event': 'a game’s log does not add up (an entry cannot happen there).',
	'import_not-saved': 'saving failed.',
	statsHeading: 'Statistics',
	statsEmpty: 'Finish a game to see statistics.',
	statsGroup: (edition: string, games: number) =>
		`${edition}: ${plural('en', games, { one: '# game', other: '# games' })}`,
	winsHeader: 'Wins',
	averageWinning: (score: number) =>
		`Average winning score: ${plural('en', score, { one: '# coin', other: '# coins' })}`,
	showMore: 'Show more games',
	listedOf: (shown: number, total: number) =>
		`${plural('en', shown, { other: '#' })} of ${plural('en', total, { one: '# game', other: '# games' })}`
};

export type Messages = typeof messages;
export default messages;
