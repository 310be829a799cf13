// One door to storage (docs/architecture.md#storage-schema): Dexie only inside src/lib/db/, and
// inside it Dexie's API only. Each planted violation below must be refused by the project's lint
// (eslint.config.js, the storage blocks); what is allowed must pass. Tests, and the e2e helpers
// that inspect the database (tests/e2e/idb.ts), are not linted by these blocks.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, test } from 'vitest';

const eslint = new ESLint();

// The first lint loads the project's parsers and rules: seconds, on a busy machine many.
beforeAll(() => eslint.lintText('', { filePath: 'src/lib/state/planted.ts' }), 60_000);

/** The storage rule's messages for `code` as the file at `filePath`. */
async function refusals(code: string, filePath: string): Promise<string[]> {
	const [result] = await eslint.lintText(code, { filePath });
	return (result?.messages ?? [])
		.filter((m) => /^no-restricted-(imports|syntax)$/.test(m.ruleId ?? ''))
		.map((m) => m.message);
}

describe('outside src/lib/db/', () => {
	test.each([
		['src/lib/state/planted.ts', "import Dexie from 'dexie';\nvoid Dexie;"],
		['src/lib/state/planted.ts', "import { liveQuery } from 'dexie';\nvoid liveQuery;"],
		['src/lib/components/planted.ts', "export const d = () => import('dexie');"],
		['src/lib/state/planted.ts', "indexedDB.open('bean-referee');"],
		['src/routes/planted.ts', "globalThis.indexedDB.deleteDatabase('bean-referee');"],
		['src/lib/browser/planted.ts', 'export const range = IDBKeyRange.only(1);']
	])('%s refuses %s', async (filePath, code) => {
		expect(await refusals(code, filePath)).toEqual([expect.stringMatching(/Storage has one door/)]);
	});
});

describe('inside src/lib/db/', () => {
	test.each([
		"db.transaction('games').objectStore('games').get('g');",
		"export const range = IDBKeyRange.bound(['g', 0], ['g', Infinity]);",
		"database().backendDB().transaction('games');",
		"indexedDB.open('bean-referee');",
		"store.index('listOrder').openCursor();",
		"store.index('listOrder').openKeyCursor(null, 'prev');"
	])('refuses %s', async (code) => {
		expect(await refusals(code, 'src/lib/db/planted.ts')).toEqual([
			expect.stringMatching(/Dexie's API only/)
		]);
	});

	test("Dexie's own API passes", async () => {
		const code = [
			"import Dexie, { liveQuery } from 'dexie';",
			'void Dexie;',
			'void liveQuery;',
			"export const first = (db: Dexie) => db.table('games').orderBy('listOrder').first();"
		].join('\n');
		expect(await refusals(code, 'src/lib/db/planted.ts')).toEqual([]);
	});

	test('the start check (health.ts) has no exception: it looks through Dexie too', async () => {
		expect(await refusals("indexedDB.open('bean-referee');", 'src/lib/db/health.ts')).toEqual([
			expect.stringMatching(/Dexie's API only/)
		]);
	});
});
