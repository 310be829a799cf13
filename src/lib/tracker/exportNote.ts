// A game's note (who brought which edition, where): kept with the game and in its export file.
// Apart from exportFile.ts so that the games list checks a note without the file's validator.

/** Longest note a game keeps. */
export const MAX_NOTE_LENGTH = 500;

/** Whether a value is a note a game may keep: text of at most MAX_NOTE_LENGTH characters. */
export function isNote(value: unknown): value is string {
	return typeof value === 'string' && [...value].length <= MAX_NOTE_LENGTH;
}
