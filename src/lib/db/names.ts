/** The app's IndexedDB database. */
export const DATABASE_NAME = 'bean-referee';
