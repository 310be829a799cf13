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

async function exists(): Promise<boolean> {
	return (await Dexie.getDatabaseNames()).includes(DATABASE_NAME);
}

/** Opens the app's database read-only to see what is left of it. Never throws. */
export async function databaseHealth(): Promise<DatabaseHealth> {
	const db = new Dexie(DATABASE_NAME, { cache: 'disabled' });
	// An open waits while another tab's schema change waits for this one: busy, said at once.
	const busy = new Promise<'busy'>((resolve) => db.on('blocked', () => resolve('busy')));
	try {
		if (!(await exists())) return { kind: 'missing' };
		if ((await Promise.race([db.open(), busy])) === 'busy') {
			db.close();
			return { kind: 'busy' };
		}
	} catch (error) {
		if (causeChain(error).some((link) => link.name === 'NoSuchDatabaseError')) {
			return { kind: 'missing' };
		}
		const problem = openProblem(error);
		return problem === 'damaged' ? { kind: 'damaged', reason: describe(error) } : { kind: problem };
	}
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
	} finally {
		db.close();
	}
}

/** Whether the database opens, is found missing or is refused within `ms`: false while another
 * tab's schema change waits for a tab that holds it, as every open queues behind it. Never
 * creates the database. */
export async function opensWithin(ms: number): Promise<boolean> {
	const db = new Dexie(DATABASE_NAME, { cache: 'disabled' });
	let timer: ReturnType<typeof setTimeout> | undefined;
	const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
	const answered = (async () => {
		if (await exists()) await db.open();
		return true as const;
	})().catch(() => true as const);
	try {
		return await Promise.race([answered, late]);
	} finally {
		clearTimeout(timer);
		db.close();
	}
}
