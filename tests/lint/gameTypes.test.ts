// Five types are a game, each with one meaning, and docs/terms.md names them: the stored record,
// the state, the summary for lists, the export file's game and the open game's class. Every other
// type whose name says "Game" names a part of one (its setup, its events, its status) or a form,
// so a sixth kind of game cannot creep in under a new name.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

/** The five, with the file that declares each. */
const GAMES = {
	GameRecord: 'src/lib/db/schema.ts',
	GameState: 'src/lib/tracker/game/types.ts',
	GameSummary: 'src/lib/tracker/summary.ts',
	ExportedGame: 'src/lib/tracker/exportFile.ts',
	OpenGame: 'src/lib/state/game.svelte.ts'
} as const;

/** What a type named after a game may be instead: a part of a game, or a form. */
const PART = /^\w*Game(?:s?List|Setup|SetupError|Event|EventType|Status|Form)$/;

/** The type, interface, class and enum names `code` declares that say "Game". */
export function gameTypes(code: string): string[] {
	return [
		...code.matchAll(
			/^\s*(?:export\s+)?(?:type|interface|class|enum)\s+(\w*Game\w*)\s*(?:[<={]|extends|implements)/gm
		)
	].map((m) => m[1]!);
}

function sources(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return sources(path);
		return /\.(ts|svelte)$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
	});
}

test('the check finds the names a declaration gives a game', () => {
	expect(
		gameTypes(
			[
				'export interface ListedGame {}',
				'type GameView = Omit<GameState, "log">;',
				'\tclass OpenGame {}',
				'export type GameEvent = {};',
				'// the type GameState, as the comment says',
				"import type { GameSetup } from './setup';",
				'import {',
				'\ttype GameRecord,',
				'\ttype OpenGame',
				"} from './schema';"
			].join('\n')
		)
	).toEqual(['ListedGame', 'GameView', 'OpenGame', 'GameEvent']);
});

test('no type is a game but the five, and docs/terms.md names each where it is declared', () => {
	const games = new Set<string>();
	const others: string[] = [];
	for (const file of sources('src')) {
		for (const name of gameTypes(readFileSync(file, 'utf8'))) {
			if (name in GAMES) games.add(`${name} ${file}`);
			else if (!PART.test(name)) others.push(`${name} (${file})`);
		}
	}
	expect(others).toEqual([]);
	expect([...games].sort()).toEqual(
		Object.entries(GAMES)
			.map(([name, file]) => `${name} ${file}`)
			.sort()
	);
	const terms = readFileSync('docs/terms.md', 'utf8');
	for (const [name, file] of Object.entries(GAMES)) {
		expect(terms).toContain(`\`${name}\` (\`${file}\`)`);
	}
});
