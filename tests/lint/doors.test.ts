// Storage has one door per stored thing (docs/architecture.md#storage-schema): code outside
// src/lib/db reads and writes through the doors, and may also use the plain values and types
// beside them. It never reaches the rooms behind the doors (Dexie's database and the log's
// stores).
import { statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { importGraph, sources } from './importGraph';

const SRC = resolve('src');
const DB = join(SRC, 'lib', 'db');

/** The db modules code outside src/lib/db may import: the doors, and plain values and types. */
const OPEN_TO_ALL = {
	doors: ['games', 'gameList', 'choices', 'groups', 'preferences', 'meters', 'copies', 'health'],
	values: ['schema', 'records', 'errors', 'eventLog']
};

/** Every import from outside src/lib/db into a db module that is neither a door nor a value. */
function behindDoors(graph: Map<string, string[]>): string[] {
	const open = new Set([...OPEN_TO_ALL.doors, ...OPEN_TO_ALL.values].map((n) => `${n}.ts`));
	return [...graph].flatMap(([file, targets]) =>
		targets
			.filter((path) => path.startsWith(DB + '/') && !open.has(relative(DB, path)))
			.map((path) => `${relative(SRC, file)} -> ${relative(SRC, path)}`)
	);
}

test('every module the list names exists in src/lib/db', () => {
	for (const name of [...OPEN_TO_ALL.doors, ...OPEN_TO_ALL.values]) {
		expect(statSync(join(DB, `${name}.ts`)).isFile(), name).toBe(true);
	}
});

test('the check finds an import that goes behind a door', () => {
	const page = join(SRC, 'routes', 'page.ts');
	const graph = new Map([[page, [join(DB, 'database.ts'), join(DB, 'games.ts')]]]);
	expect(behindDoors(graph)).toEqual(['routes/page.ts -> lib/db/database.ts']);
});

test('code outside src/lib/db goes through the storage doors only', () => {
	// Tests may reach behind a door to set up or inspect what they check: sources() leaves them out.
	expect(behindDoors(importGraph(sources(SRC, DB)))).toEqual([]);
});
