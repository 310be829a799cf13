/** The app's IndexedDB database. */
export const DATABASE_NAME = 'bean-referee';

/** The schema version database.ts declares last (Dexie stores it in IndexedDB times ten). Raw
 * reads (keyValue.ts) of a database at another version leave it to Dexie, which upgrades it. */
export const SCHEMA_VERSION = 4;

/** The preference that remembers the edition of the last game created: written by the games
 * repository in the same transaction as the game, read by the calculator (state/preferences.ts). */
export const LAST_EDITION_KEY = 'lastEdition';
