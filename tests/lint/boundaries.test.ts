// The layers' import limits are in the lint (eslint.config.js): a deliberately added import
// across any boundary fails, and the imports each layer needs pass.
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(code: string, filePath: string): Promise<string[]> {
	const [result] = await eslint.lintText(code, { filePath });
	return (result?.messages ?? [])
		.filter((m) => m.ruleId?.startsWith('no-restricted-'))
		.map((m) => `${m.ruleId}: ${m.message}`);
}

const crossings: [string, string, string, RegExp][] = [
	[
		'a page imports storage',
		'src/routes/x/+page.ts',
		"import { loadGame } from '$lib/db/games';",
		/through src\/lib\/state/
	],
	[
		'a page imports Dexie',
		'src/routes/x/+page.ts',
		"import Dexie from 'dexie';",
		/src\/lib\/db only/
	],
	[
		'a component imports a storage type',
		'src/lib/components/x.ts',
		"import type { GameRecord } from '$lib/db/database';",
		/through src\/lib\/state/
	],
	[
		'state imports a component',
		'src/lib/state/x.ts',
		"import X from '$lib/components/X.svelte';",
		/no components/
	],
	[
		'storage imports state',
		'src/lib/db/x.ts',
		"import { storage } from '$lib/state/storage.svelte';",
		/storage only/
	],
	['storage imports messages', 'src/lib/db/x.ts', "import { t } from '$lib/i18n';", /storage only/],
	[
		'messages import state',
		'src/lib/i18n/x.ts',
		"import { settings } from '$lib/state/settings.svelte';",
		/no state/
	],
	[
		'messages import storage',
		'src/lib/i18n/x.ts',
		"import { readRecords } from '$lib/db/keyValue';",
		/no state, storage/
	],
	[
		'the tracker imports state',
		'src/lib/tracker/x.ts',
		"import { storage } from '$lib/state/storage.svelte';",
		/src\/lib\/tracker is pure/
	],
	[
		'the tracker imports teaching',
		'src/lib/tracker/x.ts',
		"import { coach } from '$lib/teach/coach';",
		/src\/lib\/tracker is pure/
	],
	['the tracker imports Svelte', 'src/lib/tracker/x.ts', "import { tick } from 'svelte';", /pure/],
	[
		'the tracker reads the clock',
		'src/lib/tracker/x.ts',
		'export const now = Date.now();',
		/Pass the time in/
	],
	[
		'teaching imports storage',
		'src/lib/teach/x.ts',
		"import { listGroups } from '$lib/db/groups';",
		/src\/lib\/teach is pure/
	],
	[
		'teaching uses a browser global',
		'src/lib/teach/x.ts',
		'export const lang = navigator.language;',
		/browser globals/
	],
	[
		'the rules import the tracker',
		'src/lib/rules/x.ts',
		"import { replay } from '$lib/tracker/game';",
		/pure/
	],
	[
		'the rules draw randomness',
		'src/lib/rules/x.ts',
		'export const r = Math.random();',
		/randomness/
	],
	[
		'the referee imports state',
		'src/lib/referee/x.ts',
		"import { storage } from '$lib/state/storage.svelte';",
		/data and search/
	]
];

describe('an import across a boundary fails the lint', () => {
	test.each(crossings)('%s (%s)', async (_name, path, code, message) => {
		const problems = await restricted(code, path);
		expect(problems.join('\n')).toMatch(message);
	});
});

const allowed: [string, string, string][] = [
	[
		'a page reads state',
		'src/routes/x/+page.ts',
		"import { settings } from '$lib/state/settings.svelte';"
	],
	['state reads storage', 'src/lib/state/x.ts', "import { loadGame } from '$lib/db/games';"],
	['the tracker reads the rules', 'src/lib/tracker/x.ts', "import { rank } from '$lib/rules';"],
	[
		'teaching reads the tracker',
		'src/lib/teach/x.ts',
		"import { replay } from '$lib/tracker/game';"
	],
	[
		'storage reads the tracker summary',
		'src/lib/db/x.ts',
		"import { summaryOf } from '$lib/tracker/summary';"
	],
	['storage imports Dexie', 'src/lib/db/x.ts', "import Dexie from 'dexie';"]
];

describe('the imports each layer needs pass', () => {
	test.each(allowed)('%s (%s)', async (_name, path, code) => {
		expect(await restricted(code, path)).toEqual([]);
	});
});
