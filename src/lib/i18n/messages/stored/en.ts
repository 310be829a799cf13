// Damaged stored data, in English: what is wrong, and that nothing was changed.
import { plural } from '../../format';

const messages = {
	damagedHeading: 'Damaged games',
	damagedIntro:
		'These games are stored on this device but cannot be shown as they are. Nothing was changed: download each one as it is stored to keep it, or delete it.',
	damagedStarted: (date: string) => `Stored game, started ${date}`,
	damagedUndated: 'Stored game (its start date is damaged)',
	'problem_not-a-game': 'The stored record is not a whole game.',
	'problem_bad-id': 'Its id cannot be used in an address.',
	'problem_unknown-edition': (edition: string) =>
		`It names an edition this app does not know (“${edition}”): a newer version of the app may read it.`,
	'problem_bad-summary':
		'Its stored summary (players, turn, result) is damaged; the game itself may still open.',
	downloadAsStored: 'Download as stored',
	deleteDamagedConfirm: 'Delete this damaged game?',
	statsSkipped: (count: number) =>
		plural('en', count, {
			one: '# finished game could not be read and is not counted.',
			other: '# finished games could not be read and are not counted.'
		}),
	gameDamaged: 'This game is stored on this device, but it cannot be opened.',
	'damage_unknown-edition':
		'It names an edition this app does not know: a newer version of the app may read it.',
	damage_other: 'Its settings (edition, players, options) are damaged.',
	gameDamagedHelp:
		'Nothing was changed. Download it as it is stored to keep it; the Games page can delete it.',
	setAsideHeading: (count: number) =>
		plural('en', count, {
			one: '# entry of this game’s log is kept but left out of the game:',
			other: '# entries of this game’s log are kept but left out of the game:'
		}),
	'setAside_unknown-type': (position: number, type: string) =>
		`Entry ${position}: “${type}”, a kind of entry this app does not know.`,
	'setAside_bad-event': (position: number) => `Entry ${position}: its details are damaged.`,
	setAside_damaged: (position: number) => `Entry ${position}: a damaged record, not an entry.`,
	'setAside_repeated-seq': (position: number, seq: number) =>
		`Entry ${position}: a second entry numbered ${seq}; the first one counts.`,
	vanishedGame:
		'This game is no longer stored on this device: the app’s saved games were removed (by another tab, or the browser clearing its data). It is still here, on this screen only.',
	saveAgain: 'Save it again on this device',
	downloadNow: 'Download it now',
	setAsideExport: 'This game’s export holds its log exactly as stored.'
};

export type Messages = typeof messages;
export default messages;
