// The hand-off area's messages in English.
import { plural } from '../../format';

const messages = {
	sendHeading: 'Send this game',
	fileIntro:
		'The other phone opens the file with Bean Referee, or imports it on its Games page, and plays on from here.',
	sendFile: 'Send as a file',
	fileShared: 'Sent. Open it on the other phone.',
	fileSaved: 'Saved as a file. Open it on the other phone.',
	sendFailed: 'This game could not be read, so nothing was sent.',
	close: 'Close',
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
	keepFailed: 'That could not be saved; both versions are still here.'
};

export type Messages = typeof messages;
export default messages;
