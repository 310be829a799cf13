// The games area's messages in English (the list's imports and undo; the list itself is in
// the tracker area).
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
	bringBackFailed: 'That could not be brought back: saving failed. Try again.'
};

export type Messages = typeof messages;
export default messages;
