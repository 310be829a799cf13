// The export file's size limits, on their own so the games page can name them without loading
// the file's validator (exportFile.ts) before its first paint.

/**
 * Largest file accepted, in characters: the longest string Chromium's and Node's V8 can hold
 * (2^29 - 24 UTF-16 code units). Export writes the whole file as one string, so no file the app
 * wrote is longer, whatever number of games or events it holds; a longer file could not even be
 * read into memory. There is no separate limit on games or events: the app stores any number.
 */
export const MAX_EXPORT_CHARS = 536_870_888;
/** Largest file size in bytes that can hold MAX_EXPORT_CHARS characters (UTF-8 needs at most
 * 3 bytes per UTF-16 code unit). */
export const MAX_EXPORT_BYTES = 3 * MAX_EXPORT_CHARS;
