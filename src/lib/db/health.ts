// Whether the database the app used before is still there, looked at without creating or
// upgrading it: only a database the browser lists is opened, in Dexie's dynamic mode (no schema).
// Dexie would delete one its dynamic open finds missing, racing the app's own first open.
import Dexie from 'dexie';
import { causeChain, openProblem } from './errors';
import { DATABASE_NAME, LAST_EDITION_KEY } from './schema';

/** What the device holds:
 * - `blocked`: the browser refuses storage (no IndexedDB, private mode, blocked in settings);
 * - `full`: opening failed because the disk is full;
 * - `missing`: there is no database (never used here, or cleared);
 * - `damaged`: a database exists but cannot be opened or read;
 * - `busy`: another tab is upgrading it;
 * - `present`: how many games it holds, and whether a game was ever created in it (the last
 *   edition is remembered with the first game and survives deleting every game). */
export type DatabaseHealth =
	| { kind: 'blocked' | 'full' | 'missing' | 'busy' }
	| { kind: 'damaged'; reason: string }
	| { kind: 'present'; games: number; gameCreated: boolean };

// The browser's own error, which Dexie wraps, as "name: message".
function describe(error: unknown): string {
	const { name, message } = causeChain(error).at(-1) ?? {};
	return [name, message].filter((part) => typeof part === 'string' && part).join(': ');
}

const MISSING: DatabaseHealth = { kind: 'missing' };
const BUSY: DatabaseHealth = { kind: 'busy' };

/** Opens the app's database read-only to see what is left of it. Never throws. Busy when another
 * tab's schema change holds it, or when it has not opened `within` ms (every open queues behind
 * such a change while a tab holds the database). */
export async function databaseHealth(within = Infinity): Promise<DatabaseHealth> {
	const db = new Dexie(DATABASE_NAME, { cache: 'disabled' });
	let timer: ReturnType<typeof setTimeout> | undefined;
	const busy = new Promise<DatabaseHealth>((resolve) => {
		db.on('blocked', () => resolve(BUSY));
		if (within < Infinity) timer = setTimeout(() => resolve(BUSY), within);
	});
	try {
		const health = Dexie.getDatabaseNames()
			.then((names) =>
				names.includes(DATABASE_NAME) ? db.open().then(() => contents(db)) : MISSING
			)
			.catch(openFailure);
		return await Promise.race([health, busy]);
	} finally {
		clearTimeout(timer);
		db.close();
	}
}

// Why the open failed, as the health it leaves.
function openFailure(error: unknown): DatabaseHealth {
	if (causeChain(error).some((link) => link.name === 'NoSuchDatabaseError')) return MISSING;
	const problem = openProblem(error);
	return problem === 'damaged' ? { kind: 'damaged', reason: describe(error) } : { kind: problem };
}

// What an opened database holds, or why it cannot be read.
async function contents(db: Dexie): Promise<DatabaseHealth> {
	try {
		const stores = db.tables.map((table) => table.name);
		// Dexie keeps quiet when it cannot read the stores at the open, and every database the
		// app made has some.
		if (stores.length === 0) return { kind: 'damaged', reason: 'its stores could not be read' };
		// Schema versions 1 and 2 kept games in `sessions`.
		const gameStore = ['games', 'sessions'].find((name) => stores.includes(name));
		const games = gameStore ? await db.table(gameStore).count() : 0;
		const gameCreated = stores.includes('preferences')
			? (await db.table('preferences').get(LAST_EDITION_KEY)) !== undefined
			: false;
		return { kind: 'present', games, gameCreated };
	} catch (error) {
		// Chromium reports a corrupt store on the first read.
		return { kind: 'damaged', reason: describe(error) };
	}
}
