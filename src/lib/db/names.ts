/** The app's IndexedDB database. */
export const DATABASE_NAME = 'bean-referee';

/** The preference that remembers the edition of the last game created: written by the games
 * repository in the same transaction as the game, read by the calculator (state/preferences.ts). */
export const LAST_EDITION_KEY = 'lastEdition';
